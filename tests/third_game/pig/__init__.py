"""Pig, a toy third game that lives outside the package: it proves that a game is added through
the registries alone (`games.register_game`, `bots.register_bots`, `tui.games.register_ui`).
It declares the rest as any game does: its campaign goals (`goal_kinds`), its rules for people
(`rules.md` beside this file), its bot levels in order (`BOT_LEVELS`), a campaign of its own
(`CAMPAIGN`, a file any campaign loader reads) and that it hides nothing (`information`), so the
review of play analyses it through the defaults.

Rules: on your turn roll a die as often as you like; a 1 loses the turn's points and ends the
turn, anything else adds to them; hold to bank them. The first to TARGET banked points wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.bots import Level
from dragonwood_tui.engine.game import Game, IllegalAction, Mode
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.words import is_you


class PigConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    players: int = 2
    target: int = 20


class Roll(msgspec.Struct, frozen=True, tag="roll", tag_field="type", forbid_unknown_fields=True):
    pass


class Hold(msgspec.Struct, frozen=True, tag="hold", tag_field="type", forbid_unknown_fields=True):
    pass


PigAction = Roll | Hold


class PigState(msgspec.Struct):
    rng: Rng
    config: PigConfig
    banked: list[int]
    to_move: int = 0
    pot: int = 0
    last_roll: int = 0
    turn: int = 1
    over: bool = False


class PigView(msgspec.Struct, frozen=True):
    seat: int | None
    players: int
    banked: list[int]
    to_move: int | None
    pot: int
    last_roll: int
    target: int
    over: bool
    winners: list[int]


class PigGame(Game[PigConfig, PigState, PigAction, PigView]):
    kind = "pig"
    title = "Pig"
    rules_version = 1
    config_type = PigConfig
    action_type = PigAction
    state_type = PigState
    view_type = PigView
    modes = (Mode(2, "2 players"), Mode(3, "3 players"))
    default_players = 2
    goal_kinds = {"win": "points", "margin": "points ahead"}
    # every seat sees the whole table; only the dice to come are unknown: the review deals its
    # worlds from the state itself (`Game.perfect_world`), with no `sample_world` of its own
    information = "perfect"

    def default_config(self, players: int) -> PigConfig:
        self.mode(players)
        return PigConfig(players=players)

    def with_variants(self, config: PigConfig, variants: Sequence[str]) -> PigConfig:
        if variants:
            raise ValueError(f"Pig has no variant {variants[0]!r}")
        return config

    def new_game(self, config: PigConfig, seed: int) -> PigState:
        self.mode(config.players)
        return PigState(rng=Rng(seed), config=config, banked=[0] * config.players)

    def to_move(self, state: PigState) -> int | None:
        return None if state.over else state.to_move

    def legal_actions(self, state: PigState) -> list[PigAction]:
        if state.over:
            return []
        return [Roll(), Hold()] if state.pot else [Roll()]

    def apply(self, state: PigState, action: PigAction) -> None:
        if state.over:
            raise IllegalAction("the game is over")
        if isinstance(action, Roll):
            state.last_roll = 1 + state.rng.below(6)
            if state.last_roll == 1:
                state.pot = 0
                self._next(state)
            else:
                state.pot += state.last_roll
        elif isinstance(action, Hold):
            if not state.pot:
                raise IllegalAction("roll at least once before you hold")
            state.banked[state.to_move] += state.pot
            state.pot = 0
            if state.banked[state.to_move] >= state.config.target:
                state.over = True
            else:
                self._next(state)
        else:
            raise IllegalAction(f"not a Pig action: {type(action).__name__}")

    def _next(self, state: PigState) -> None:
        state.to_move = (state.to_move + 1) % state.config.players
        state.turn += 1

    def view(self, state: PigState, seat: int | None) -> PigView:
        return PigView(
            seat=seat, players=state.config.players, banked=list(state.banked), to_move=self.to_move(state),
            pot=state.pot, last_roll=state.last_roll, target=state.config.target, over=state.over,
            winners=self.winners(state),
        )

    def is_over(self, state: PigState) -> bool:
        return state.over

    def scores(self, state: PigState) -> list[int]:
        return list(state.banked)

    def winners(self, state: PigState) -> list[int]:
        return [state.to_move] if state.over else []

    def clone(self, state: PigState) -> PigState:
        return msgspec.structs.replace(state, rng=state.rng.copy(), banked=list(state.banked))

    def turn_number(self, state: PigState) -> int:
        return state.turn

    def describe(self, state: PigState, action: PigAction, names: Sequence[str] | None = None) -> str:
        who = names[state.to_move] if names and state.to_move < len(names) else f"#{state.to_move + 1}"
        you = is_you(who)
        if isinstance(action, Roll):
            return _words("you roll" if you else "{who} rolls").format(who=who)
        return _words("you hold {pot}" if you else "{who} holds {pot}").format(who=who, pot=state.pot)

    def narrate(self, state: PigState, action: PigAction, names: Sequence[str] | None = None) -> list[str]:
        line = self.describe(state, action, names)
        self.apply(state, action)
        if isinstance(action, Roll):
            line += f": {state.last_roll}" + (" — " + _words("the turn's points are lost") if state.last_roll == 1 else "")
        return [line]


GAME = PigGame()

# A game outside the app's catalog ships its own words, per language (the log in the player's
# language: the conformance suite checks it).
_WORDS = {
    "fr": {"you roll": "Vous lancez le dé", "{who} rolls": "{who} lance le dé", "you hold {pot}": "Vous gardez {pot}",
           "{who} holds {pot}": "{who} garde {pot}", "the turn's points are lost": "les points du tour sont perdus"},
    "ru": {"you roll": "Вы бросаете кубик", "{who} rolls": "{who} бросает кубик", "you hold {pot}": "Вы сохраняете {pot}",
           "{who} holds {pot}": "{who} сохраняет {pot}", "the turn's points are lost": "очки хода сгорают"},
    "en": {"you roll": "You roll", "{who} rolls": "{who} rolls", "you hold {pot}": "You hold {pot}",
           "{who} holds {pot}": "{who} holds {pot}", "the turn's points are lost": "the turn's points are lost"},
}


def _words(message: str) -> str:
    from dragonwood_tui.i18n import language

    return _WORDS.get(language(), _WORDS["en"])[message]


class SteadyBot:
    """Holds once the turn's points reach HOLD_AT (or win the game)."""

    name = "steady"
    HOLD_AT = 8

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: PigView, legal: Any) -> PigAction:
        me = view.to_move if view.to_move is not None else 0
        if view.pot and (view.pot >= self.HOLD_AT or view.banked[me] + view.pot >= view.target):
            return Hold()
        return Roll()


class RecklessBot(SteadyBot):
    """Rolls on to 15 before it holds: the weaker level (a 1 takes it all more often)."""

    name = "reckless"
    HOLD_AT = 15


#: Pig's computer players for `bots.register_bots`, weakest first
BOT_LEVELS = [
    Level("reckless", f"{__name__}:RecklessBot", "rolls until 15"),
    Level("steady", f"{__name__}:SteadyBot", "holds at 8"),
]
DEFAULT_BOT = "steady"
CAMPAIGN = Path(__file__).with_name("campaign.json")  # one chapter, one stage against `steady`
