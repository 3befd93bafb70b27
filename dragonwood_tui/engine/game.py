"""The game protocol every game implements, and the errors it raises.

A game is a deterministic state machine in the shape OpenSpiel uses:
`new_game(config, seed)`, `to_move(state)`, `legal_actions(state)`, `apply(state, action)`,
`view(state, seat)`, `is_over(state)`, `scores(state)`. States are mutable msgspec Structs
(copying a whole state at every action would make bots and simulations several times slower);
`apply` mutates the state in place and leaves it untouched when it refuses an action.
`clone(state)` gives an independent copy for search, replays and undo.
Chance (shuffles, dice) comes from the `Rng` stored inside the state, so the seed and the
action list determine the whole game.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import msgspec


class GameError(Exception):
    """Base class for errors raised by games."""


class IllegalAction(GameError):
    """An action that the rules refuse in this state. `reason` says why, for a person."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SeatSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Who sits at a seat: a person (bot is None) or a computer player named by `bot`."""

    name: str
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None


@runtime_checkable
class Game(Protocol):
    """What the engine, bots, records, the CLI and the TUI know of a game."""

    kind: str  # "dragonwood" or "dice-quest": the key in the games registry and in records
    rules_version: int  # bumped when a rules change would make old records replay differently
    config_type: type  # msgspec Struct of the game's options (players, variants)
    action_type: Any  # the tagged union of this game's action Structs
    state_type: type  # msgspec Struct of the full state
    view_type: Any  # msgspec Struct of what one seat (or a spectator) sees

    def default_config(self, players: int) -> Any:
        """The standard config for `players` seats; raises ValueError for a count it can't seat."""

    def with_variants(self, config: Any, variants: list[str]) -> Any:
        """`config` with the named rules variants on; ValueError names an unknown one."""

    def new_game(self, config: Any, seed: int) -> Any: ...

    def to_move(self, state: Any) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    def legal_actions(self, state: Any) -> list[Any]: ...

    def apply(self, state: Any, action: Any) -> None:
        """Play `action`; raise IllegalAction (state untouched) if the rules refuse it."""

    def view(self, state: Any, seat: int | None) -> Any:
        """What `seat` may see; seat None is the spectator's view of everything."""

    def is_over(self, state: Any) -> bool: ...

    def scores(self, state: Any) -> list[int]: ...

    def winners(self, state: Any) -> list[int]:
        """Seats that won (several on a shared win); empty while the game runs."""

    def clone(self, state: Any) -> Any: ...

    def describe(self, state: Any, action: Any) -> str:
        """One line for a person: what `action` does, read in the state before it."""

    def turn_number(self, state: Any) -> int:
        """1-based number of the turn in progress (for replays: jump to turn T)."""
