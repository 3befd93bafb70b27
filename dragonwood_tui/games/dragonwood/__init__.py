"""Dragonwood on the engine core: `GAME` implements `engine.game.Game` (kind "dragonwood").

Chance (shuffles, dice, the solo opponent's die) comes from the seeded SplitMix64 PRNG stored in
the state, so a game is its config, its seed and its actions.

Modules: cards (data and ids), config (options, variants), actions (the tagged union), state,
rules (setup, apply, legal actions), scoring, odds (exact capture chances), view (per-seat views,
`capture_options` for the TUI), describe (lines for logs and transcripts), worlds (states
consistent with a seat's view, for the `expert` bot and the review).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from dragonwood_tui.engine.game import Game, Mode, NewLuck, SampleGame, Variant
from dragonwood_tui.engine.late import Imported, LateModule
from dragonwood_tui.i18n import N_, _
from dragonwood_tui.games.dragonwood import cards, rules, scoring
from dragonwood_tui.games.dragonwood.actions import Action
from dragonwood_tui.games.dragonwood.config import MODIFIERS, VARIANT_TITLES, VARIANTS, Config, default_config, modifier_lines, with_variants
from dragonwood_tui.games.dragonwood.state import P_OVER, State, end_words

# The rules, records and the walk need only the modules above (`dragonwood verify` imports no
# more); the views, the coach, the narration and new luck are imported when first used.
if TYPE_CHECKING:
    from dragonwood_tui.games.dragonwood import coach, describe, luck, seat_lines, worlds
    from dragonwood_tui.games.dragonwood import view as views
    from dragonwood_tui.games.dragonwood.view import View
else:
    coach, describe, luck, seat_lines, worlds = (
        LateModule(f"{__name__}.{m}") for m in ("coach", "describe", "luck", "seat_lines", "worlds")
    )
    views = LateModule(f"{__name__}.view")  # not `view`: the package's `view` would be the submodule once imported

_LAZY = {  # names this package hands on from the modules it imports late (PEP 562)
    "View": "view", "bot_view": "view", "capture_options": "view",
    "apply_with_events": "describe", "event_lines": "describe",
    "sample_world": "worlds", "seat_view_lines": "seat_lines",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# How clone copies each State field: 0 = keep (ints, bools, the frozen Config), 1 = copy a list,
# 2 = copy a list of lists, 3 = copy the Rng. Derived once from the annotations.
_COPY_KIND = tuple(
    2 if ann.startswith("list[list") else 1 if ann.startswith("list") else 3 if ann == "Rng" else 0
    for ann in (State.__annotations__[f] for f in State.__struct_fields__)
)


def _clone_function() -> Callable[[State], State]:
    """`clone_state`, written out field by field from `_COPY_KIND` once at import: one
    positional State(...) call with a copy expression per field, about 1.5 times faster than
    a loop over the fields (the `expert` bot and the review clone at every rollout)."""
    copies = {0: "s.{}", 1: "s.{}[:]", 2: "[x[:] for x in s.{}]", 3: "s.{}.copy()"}
    args = "".join(f"        {copies[kind].format(field)},\n" for field, kind in zip(State.__struct_fields__, _COPY_KIND))
    namespace: dict[str, Any] = {"State": State}
    exec(f"def clone_state(s):\n    return State(\n{args}    )\n", namespace)  # our own field names only
    clone: Callable[[State], State] = namespace["clone_state"]
    clone.__doc__ = "An independent copy of `s` (no encoding)."
    return clone


clone_state = _clone_function()


def _to_move(state: State) -> int | None:
    return None if state.phase == P_OVER else state.decider


def _choosable_variants() -> tuple[Variant, ...]:
    """The variants that change the standard rules (a variant naming the default is no choice)."""
    base = default_config(2)
    return tuple(Variant(n, label, VARIANT_TITLES.get(n, "")) for n, label in VARIANTS.items() if with_variants(base, [n]) != base)


class DragonwoodGame(Game[Config, State, Action, "View"]):  # View: imported when first used
    kind = "dragonwood"
    title = "Dragonwood"
    rules_version = 2
    config_type = Config
    action_type = Action
    state_type = State
    view_type = Imported[Any]("dragonwood_tui.games.dragonwood.view:View")
    modes = (
        Mode(2, N_("2 players")),
        Mode(3, N_("3 players")),
        Mode(4, N_("4 players")),
        Mode(1, N_("Solo variant: you against the Dragonwood"),
             N_("The automated opponent rolls a die each turn to take cards from the landscape.")),
    )
    default_players = 3
    variants = _choosable_variants()
    modifiers = MODIFIERS  # config field -> label (campaign stages)
    coach_lines = Imported[Mapping[str, str]]("dragonwood_tui.games.dragonwood.coach:LINES")
    sample_games = Imported[Sequence[SampleGame]]("dragonwood_tui.games.dragonwood.samples:SAMPLES")
    goal_kinds = {"win": "points", "score": "points", "margin": "points ahead", "capture": "points"}
    solo_words = N_("Solo: the forest's automated opponent takes the cards you leave in the landscape.")
    information = "hidden"  # the hands and the deck: the review deals them (`sample_world`)
    passive_moves = ("reload", "decline-mushroom", "wind-storm-pass")

    def default_config(self, players: int) -> Config:
        return default_config(players)

    def coach_topics(self, view: View, legal: Sequence[Action], advised: Action | None = None) -> list[str]:
        return coach.topics(view, legal, advised)

    def end_reason(self, state: State) -> str:
        return end_words(state.end_reason, state.config.final_runout) if state.over else ""

    def modifier_lines(self, config: Config) -> list[str]:
        """The config's rules options that differ from the standard game, one line each."""
        return modifier_lines(config)

    def with_variants(self, config: Config, variants: Sequence[str]) -> Config:
        return with_variants(config, list(variants))

    def new_game(self, config: Config, seed: int) -> State:
        return rules.new_game(config, seed)

    def to_move(self, state: State) -> int | None:
        return _to_move(state)

    # Methods, not staticmethods over the base's methods (an unsafe override to mypy): the
    # wrapper costs ~80 ns a call, well under 1% of a simulated game.
    def legal_actions(self, state: State) -> list[Action]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> None:
        rules.apply(state, action)  # IllegalAction leaves the state untouched

    def view(self, state: State, seat: int | None) -> View:
        return views.view(state, seat)  # what the seat (None: spectator) sees

    def bot_view(self, state: State, seat: int) -> View:
        return views.bot_view(state, seat)  # the same, sharing the state's lists (read-only)

    def bot_steps(self) -> tuple[Callable[[State], int | None], Callable[[State, Action], int | None], Callable[[State, int], View]]:
        return _to_move, rules.apply, views.bot_view  # the rules' apply returns the seat to move next

    def is_over(self, state: State) -> bool:
        return state.over

    def scores(self, state: State) -> list[int]:
        """One score per seat, bonus included (in solo: the person's only)."""
        rows = scoring.standings(state.victory)
        if state.solo:
            rows = scoring.standings(state.victory, state.opponent)[:-1]
        return [r.total for r in rows]

    def goal_targets(self) -> tuple[str, ...]:
        """What a capture goal may ask for: the creatures' names."""
        return tuple(cards.name(c) for c in cards.CREATURES)

    def goal_target_words(self, targets: Sequence[str]) -> str:
        if sorted(targets) == ["Blue Dragon", "Orange Dragon"]:
            return "both dragons"
        return super().goal_target_words(targets)

    def goal_target_text(self, targets: Sequence[str], card_text: Callable[[str], str]) -> str:
        if sorted(targets) == ["Blue Dragon", "Orange Dragon"]:
            return _("both dragons")
        return super().goal_target_text(targets, card_text)

    def goal_facts(self, state: State, seat: int) -> dict[str, Any]:
        facts: dict[str, Any] = {"captured": [cards.name(c) for c in state.victory[seat]]}
        opponent = self.opponent_score(state)
        if opponent is not None:
            facts["opponent"] = opponent
        return facts

    def opponent_score(self, state: State) -> int | None:
        """The solo automated opponent's score (None outside solo)."""
        if not state.solo:
            return None
        return scoring.standings(state.victory, state.opponent)[-1].total

    def standings(self, state: State) -> list[scoring.Standing]:
        """Every side's score in detail (the solo opponent last, seat -1), for end tables."""
        return scoring.standings(state.victory, state.opponent if state.solo else None)

    def winners(self, state: State) -> list[int]:
        if not state.over:
            return []
        return scoring.winners_of(self.standings(state), state.config.tie_break)

    def reseed(self, state: State, seed: int) -> bool:
        """New luck: the unseen cards shuffled again, a new dice stream (see luck.py)."""
        return luck.reseed(state, seed)

    def new_luck(self, config: Config) -> tuple[NewLuck, ...]:
        return () if isinstance(config.new_luck, msgspec.UnsetType) else config.new_luck

    def with_new_luck(self, config: Config, new_luck: Sequence[NewLuck]) -> Config:
        return msgspec.structs.replace(config, new_luck=tuple(new_luck) if new_luck else msgspec.UNSET)

    def clone(self, state: State) -> State:
        return clone_state(state)

    def describe(self, state: State, action: Action, names: Sequence[str] | None = None) -> str:
        return describe.describe(state, action, names)

    def option_facts(self, view: Any, action: Action) -> dict[str, Any]:
        from dragonwood_tui.games.dragonwood import reasons

        return reasons.option_facts(view, action)

    def option_reason(self, played: Mapping[str, Any], best: Mapping[str, Any], names: Sequence[str] | None = None) -> str | None:
        from dragonwood_tui.games.dragonwood import reasons

        return reasons.option_reason(played, best)

    def narrate(self, state: State, action: Action, names: Sequence[str] | None = None) -> list[str]:
        return describe.apply_with_events(state, action, names)

    def deal_lines(self, state: State, names: Sequence[str] | None = None) -> list[str]:
        return describe.event_lines(state.events, names)

    def turn_number(self, state: State) -> int:
        return state.turn

    def seat_lines(self, state: State, seat: int, names: Sequence[str] | None = None) -> list[str]:
        return seat_lines.seat_view_lines(self.view(state, seat), names)

    def card_names(self) -> Iterator[tuple[str, str, str]]:
        """The colours and every card of the tables, for the catalog (`card_names.py`)."""
        from dragonwood_tui.games.dragonwood.card_names import card_names

        return card_names()

    def sample_world(self, view: View, seed: int) -> State | None:
        """Hidden cards and the PRNG dealt from `seed`, at every kind of decision (`worlds`)."""
        return worlds.sample_world(view, seed)


GAME = DragonwoodGame()

__all__ = [
    "GAME",
    "Config",
    "State",
    "View",
    "capture_options",
]
