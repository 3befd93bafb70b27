"""Dice Quest: the solo dice game (and its 2-4 seat version) on the engine core.

`GAME` is the standard game (standard deck). `DiceQuestGame(cards)` plays another deck
(`deck.load_deck(path)`). Engine extras for hints and bots live in `solver`:
`beaten_by`, `cheapest_plans`, `reroll_odds`, `hints`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from dragonwood_tui.engine.game import Game, Mode, NewLuck, SampleGame, Variant
from dragonwood_tui.engine.late import Imported, LateModule
from dragonwood_tui.i18n import N_, language
from dragonwood_tui.games.dice_quest import config as _config
from dragonwood_tui.games.dice_quest.actions import Action, Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig
from dragonwood_tui.games.dice_quest.deck import Card, standard_deck
from dragonwood_tui.games.dice_quest.rules import Rules
from dragonwood_tui.games.dice_quest.state import DiceQuestState, clone_state, end_words

# The rules, records and the walk need only the modules above (`dragonwood verify` imports no
# more); the views, the coach, the narration and new luck are imported when first used.
if TYPE_CHECKING:
    from dragonwood_tui.games.dice_quest import coach, describe, luck
    from dragonwood_tui.games.dice_quest import view as views
    from dragonwood_tui.games.dice_quest.solver import Hints  # the solver: when hints are first asked for
    from dragonwood_tui.games.dice_quest.exact import SoloExactAnalyst
    from dragonwood_tui.games.dice_quest.view import CardView, DiceQuestView
else:
    coach, describe, luck = (LateModule(f"{__name__}.{m}") for m in ("coach", "describe", "luck"))
    views = LateModule(f"{__name__}.view")


def __getattr__(name: str) -> Any:
    """`DiceQuestView`, handed on from the view module, imported when first asked for (PEP 562)."""
    if name == "DiceQuestView":
        return views.DiceQuestView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "GAME", "Action", "Beat", "Card", "DiceQuestConfig", "DiceQuestGame", "DiceQuestState",
    "DiceQuestView", "GiveUp", "Reroll", "UsePower",
]


class DiceQuestGame(Game[DiceQuestConfig, DiceQuestState, Action, "DiceQuestView"]):
    """engine.game.Game for Dice Quest, bound to a deck."""

    kind = "dice-quest"
    title = "Dice Quest"
    rules_version = 2
    config_type = DiceQuestConfig
    action_type = Action
    state_type = DiceQuestState
    view_type = Imported[Any]("dragonwood_tui.games.dice_quest.view:DiceQuestView")
    modes = (Mode(1, N_("Solo quest")), Mode(2, N_("2 players")), Mode(3, N_("3 players")), Mode(4, N_("4 players")))
    default_players = 1
    variants = tuple(Variant(name, label, _config.VARIANT_TITLES.get(name, "")) for name, label in _config.VARIANTS.items())
    modifiers = _config.MODIFIERS  # config field -> label (campaign stages)
    coach_lines = Imported[Mapping[str, str]]("dragonwood_tui.games.dice_quest.coach:LINES")
    sample_games = Imported[Sequence[SampleGame]]("dragonwood_tui.games.dice_quest.samples:SAMPLES")
    has_armies = True
    goal_kinds = {"win": "points", "score": "points", "cards-left": "cards left", "beat": "enemies beaten"}
    solo_words = N_("Solo: you against the quest line.")
    information = "hidden"  # the deck's order: the review deals it (`sample_world`)
    passive_moves = ("give-up",)

    def __init__(self, cards: Sequence[Card] | None = None) -> None:
        self.rules = Rules(cards if cards is not None else standard_deck())
        self.cards = self.rules.cards
        self._card_views: dict[str, tuple[CardView, ...]] = {}

    @property
    def card_views(self) -> tuple[CardView, ...]:
        """The cards as views show them (made when a view is first asked for), per language:
        a card's combination is named in the player's language ("four of a kind", "carré")."""
        code = language()
        found = self._card_views.get(code)
        if found is None:
            found = self._card_views[code] = tuple(views.card_view(c) for c in self.cards)
        return found

    def default_config(self, players: int = 1) -> DiceQuestConfig:
        return _config.default_config(players)

    def with_variants(self, config: DiceQuestConfig, variants: Sequence[str]) -> DiceQuestConfig:
        return _config.with_variants(config, list(variants))

    def coach_topics(self, view: DiceQuestView, legal: Sequence[Action], advised: Action | None = None) -> list[str]:
        return coach.topics(view, legal)

    def modifier_lines(self, config: DiceQuestConfig) -> list[str]:
        """The config's rules options that differ from the standard game, one line each."""
        return _config.modifier_lines(config)

    def new_game(self, config: DiceQuestConfig, seed: int, **stack: Any) -> DiceQuestState:
        """New game from `seed`. Tests may stack the deck and dice: `deck_order=[ids, top
        first]`, `dice=[values used by the next rolls]` (see Rules.new_game)."""
        return self.rules.new_game(config, seed, **stack)

    def to_move(self, state: DiceQuestState) -> int | None:
        return state.seat if state.status == "playing" else None

    def legal_actions(self, state: DiceQuestState) -> list[Action]:
        return self.rules.legal_actions(state)

    def apply(self, state: DiceQuestState, action: Action) -> None:
        self.rules.apply(state, action)

    def view(self, state: DiceQuestState, seat: int | None) -> DiceQuestView:
        return views.build_view(self.rules, self.card_views, state, seat)

    def is_over(self, state: DiceQuestState) -> bool:
        return state.status != "playing"

    def scores(self, state: DiceQuestState) -> list[int]:
        return self.rules.scores(state)

    def winners(self, state: DiceQuestState) -> list[int]:
        return self.rules.winners(state)

    def reseed(self, state: DiceQuestState, seed: int) -> bool:
        """New luck: the unseen cards shuffled again, a new dice stream (see luck.py)."""
        return luck.reseed(state, seed)

    def new_luck(self, config: DiceQuestConfig) -> tuple[NewLuck, ...]:
        return () if isinstance(config.new_luck, msgspec.UnsetType) else config.new_luck

    def with_new_luck(self, config: DiceQuestConfig, new_luck: Sequence[NewLuck]) -> DiceQuestConfig:
        return msgspec.structs.replace(config, new_luck=tuple(new_luck) if new_luck else msgspec.UNSET)

    def clone(self, state: DiceQuestState) -> DiceQuestState:
        return clone_state(state)

    def describe(self, state: DiceQuestState, action: Action, names: Sequence[str] | None = None) -> str:
        return describe.describe(self.rules, state, action, names)

    def option_words(self, state: DiceQuestState, action: Action, names: Sequence[str] | None = None) -> str:
        """The option alone: `describe` tells its results and the next turn's roll."""
        return describe.action_text(action, self.rules.cards)

    def option_facts(self, view: DiceQuestView, action: Action) -> dict[str, Any]:
        from dragonwood_tui.games.dice_quest import reasons

        return reasons.option_facts(view, action)

    def option_reason(self, played: Mapping[str, Any], best: Mapping[str, Any], names: Sequence[str] | None = None) -> str | None:
        from dragonwood_tui.games.dice_quest import reasons

        return reasons.option_reason(played, best, self.rules.cards)

    def narrate(self, state: DiceQuestState, action: Action, names: Sequence[str] | None = None) -> list[str]:
        """A line per event the action logged (its own, then what it caused: a turn's roll, an
        enemy beaten and the next turn), from one application of the action, so a replay's log
        costs one apply per step, not two."""
        start = len(state.log)
        self.rules.apply(state, action)
        players = len(state.players)
        return [describe.event_text(e, self.rules.cards, players, names) for e in state.log[start:]]

    def deal_lines(self, state: DiceQuestState, names: Sequence[str] | None = None) -> list[str]:
        """What the deal logged (the first turn's roll)."""
        players = len(state.players)
        return [describe.event_text(e, self.rules.cards, players, names) for e in state.log]

    def turn_number(self, state: DiceQuestState) -> int:
        return state.turn

    def action_bound(self, config: DiceQuestConfig) -> int | None:
        """Most actions a game of `config` can take (None: unbounded, a rules-version-1
        multiplayer config): below the record limit for every valid config."""
        return self.rules.action_bound(config)

    def army(self, state: DiceQuestState, seat: int) -> int | None:
        return len(state.players[seat].army)

    def goal_facts(self, state: DiceQuestState, seat: int) -> dict[str, Any]:
        me = state.players[seat]
        return {"army": len(me.army), "beaten": len(me.army) + len(me.discard)}

    def end_reason(self, state: DiceQuestState) -> str:
        """Why the game ended, in the player's language: "" while playing, "quest complete",
        "gave up" (solo: GiveUp played) or "no move left" (solo: lost by the rules, no action
        played). The state's `end_reason` is the English key."""
        return end_words(state.end_reason)

    def beaten(self, state: DiceQuestState) -> list[int]:
        """Ids of the quest-line enemies the current dice beat."""
        return self.rules.beaten(state)

    def hints(self, state: DiceQuestState) -> Hints:
        """solver.Hints for the seat to move: `beaten` (ids the dice beat), `plans` (per enemy
        id, the cheapest sure Plan of UsePower actions, or None) and `odds` (exact Fractions
        that the free re-rolls reach a beatable enemy with the dice alone / after powers, with
        the keep for each)."""
        from dragonwood_tui.games.dice_quest.solver import hints

        return hints(self.view(state, state.seat))

    def card_names(self) -> Iterator[tuple[str, str, str]]:
        """The standard deck's enemies, for the catalog (`card_names.py`)."""
        from dragonwood_tui.games.dice_quest.card_names import card_names

        return card_names()

    def exact_analyst(self, config: DiceQuestConfig) -> SoloExactAnalyst | None:
        """Solo: the solver's exact chance of getting through the turn (`exact.py`; the review
        asks the whole-quest analyst of the bots' `Reviewer` first); with more seats, None."""
        if config.players != 1:
            return None
        from dragonwood_tui.games.dice_quest.exact import SoloExactAnalyst

        return SoloExactAnalyst(self)

    def horizon_value(self, state: DiceQuestState, seat: int) -> float:
        """The race read where the review's rollout stops (`horizon.py`)."""
        from dragonwood_tui.games.dice_quest.horizon import dice_quest_chance

        return dice_quest_chance(self, state, seat)

    def sample_world(self, view: DiceQuestView, seed: int) -> DiceQuestState | None:
        """The deck's order and the dice to come dealt from `seed`, the rest as the view shows
        it (`worlds`)."""
        from dragonwood_tui.games.dice_quest.worlds import sample_world

        return sample_world(self, view, seed)


GAME = DiceQuestGame()
