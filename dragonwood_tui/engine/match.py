"""A match: one game being played by its seats, with its action log.

The same object drives the TUI, the CLI, simulations, records and tests: persons' actions
come in through `play`, computer players' through `bot_action`; listeners (autosave, the
TUI's log) hear about every applied action.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from dragonwood_tui.engine.game import Game, SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.engine.walk import luck_of, narration, reseed_at, walk, with_luck_line

C = TypeVar("C")  # the game's config, state, action and view, as `Game[C, S, A, V]`
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
V_in = TypeVar("V_in", contravariant=True)  # a bot that reads any view reads the game's


class Bot(Protocol[V_in, A]):
    """A computer player of a game whose views are `V_in` and actions `A`: sees its seat's view
    and the legal actions (any sequence: simulations pass a lazy one), returns one of them."""

    name: str

    def choose(self, view: V_in, legal: Sequence[A]) -> A: ...


#: a bot of a game known only at run time (the bots registry's, by kind and name)
AnyBot = Bot[Any, Any]

#: Makes the computer player named `name` with its own random stream `seed`.
BotFactory = Callable[[str, int], Bot[V, A]]


class Match(Generic[C, S, A, V]):
    """One game of `Game[C, S, A, V]` being played; `AnyMatch` where the game is any."""

    def __init__(
        self,
        game: Game[C, S, A, V],
        config: C,
        seed: int,
        seats: Sequence[SeatSpec],
        actions: Iterable[A] = (),
        bot_factory: BotFactory[V, A] | None = None,
        *,
        narrate: bool = False,
    ) -> None:
        """`actions`: the match so far, walked from the seed. `bot_factory` makes the seats'
        computer players (the app and the CLI pass the bots registry's); a match without one
        is played by persons' actions only. With `narrate`, the match keeps the game's account
        of every step (`lines`: [0] the deal's `deal_lines`, [n] what action n did and caused,
        from `narrate` with the seats' names), the one log every table, a resumed game and the
        replay show alike; simulations leave it off (it costs a description per action)."""
        self.game = game
        self.bot_factory = bot_factory
        self.config = config
        self.seed = seed
        self.seats = list(seats)
        self.state = game.new_game(config, seed)
        self.actions: list[A] = list(actions)
        self.listeners: list[Callable[[Match[C, S, A, V], A], None]] = []
        self._bots: dict[int, Bot[V, A]] = {}
        self.names = [seat.name for seat in self.seats]
        self.lines: list[list[str]] | None = None
        self.luck = luck_of(game, config)  # the config's new luck (walk reseeds at its step)
        # the match so far (RecordError if refused), told in the same walk when narrating
        if narrate:
            self.lines = narration(game, config, seed, self.actions, self.names, state=self.state)
        else:
            walk(game, config, seed, self.actions, state=self.state)

    def narrating(self) -> list[list[str]]:
        """Start keeping the account of every step (if not yet): one walk of the match so far."""
        if self.lines is None:
            self.lines = narration(self.game, self.config, self.seed, self.actions, self.names)
        return self.lines

    def retell(self) -> list[list[str]]:
        """The account of every step told again (one walk): after a change of language, the
        lines in the new one. The same number of steps as before."""
        self.lines = narration(self.game, self.config, self.seed, self.actions, self.names)
        return self.lines

    # -- whose turn -------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def bot_to_move(self) -> bool:
        seat = self.to_move()
        return seat is not None and self.seats[seat].bot is not None

    # -- playing ----------------------------------------------------------------------
    def play(self, action: A) -> None:
        """Apply `action` for the seat to move; raises IllegalAction with the reason."""
        if self.lines is None:
            self.game.apply(self.state, action)
        else:
            self.lines.append(self.game.narrate(self.state, action, self.names))
        self.actions.append(action)
        if self.luck and reseed_at(self.game, self.state, self.luck, len(self.actions)) and self.lines is not None:
            self.lines[-1] = with_luck_line(self.lines[-1], self.luck, len(self.actions))
        for listener in self.listeners:
            listener(self, action)

    def bot(self, seat: int) -> Bot[V, A]:
        bot = self._bots.get(seat)
        if bot is None:
            name = self.seats[seat].bot
            if name is None or self.bot_factory is None:
                raise RuntimeError(f"seat {seat} has no computer player to ask")
            # Each seat's bot has its own stream, derived from the game seed and the seat.
            bot = self.bot_factory(name, derive_seed(self.seed, "bot", seat))
            self._bots[seat] = bot
        return bot

    def bot_request(self) -> tuple[Bot[V, A], V, list[A]]:
        """The computer player to move, its view and the legal actions. `bot.choose(view,
        legal)` reads nothing else, so it may run anywhere (the app thinks in a thread)."""
        seat = self.to_move()
        if seat is None:
            raise RuntimeError("the game is over")
        return self.bot(seat), self.game.view(self.state, seat), self.game.legal_actions(self.state)

    def bot_action(self) -> A:
        """The action the computer player to move chooses, from its own view only."""
        bot, view, legal = self.bot_request()
        return bot.choose(view, legal)

    def play_bots(self, limit: int | None = None) -> int:
        """Let computer players move until a person must decide or the game ends."""
        played = 0
        while self.bot_to_move() and (limit is None or played < limit):
            self.play(self.bot_action())
            played += 1
        return played


#: a match of a game known only at run time (a save, a record, the registry's kind)
AnyMatch = Match[Any, Any, Any, Any]
