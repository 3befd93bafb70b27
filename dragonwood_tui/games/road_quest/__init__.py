"""Road Quest: walk a road of 8 cards while the others send ambushes and creatures onto it.

`GAME` implements the engine's Game (kind "road-quest") with the standard cards (cards.json).
Modules: cards (the data file and its validation), config (seats, variants), actions (the tagged
union), state, rules (setup, legal actions, apply), odds (exact fight chances from a view), view
(per seat), describe (log lines, `narrate`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from dragonwood_tui.engine.game import Game, Mode, NewLuck, SampleGame, Variant
from dragonwood_tui.engine.late import Imported, LateModule
from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.road_quest import config as _config
from dragonwood_tui.games.road_quest.actions import Action  # noqa: F401  (re-exported)
from dragonwood_tui.games.road_quest.cards import CardSet, standard_cards
from dragonwood_tui.games.road_quest.config import VARIANTS, RoadQuestConfig
from dragonwood_tui.games.road_quest.rules import Rules
from dragonwood_tui.games.road_quest.state import OVER, RoadQuestState, clone_state

# The rules, records and the walk need only the modules above (`dragonwood verify` imports no
# more); the views, the coach, the narration, new luck and the balance figures are imported
# when first used.
if TYPE_CHECKING:
    from dragonwood_tui.games.road_quest import coach, describe, luck, seat_lines, stats
    from dragonwood_tui.games.road_quest import view as views
    from dragonwood_tui.games.road_quest.view import RoadQuestView
else:
    coach, describe, luck, seat_lines, stats = (
        LateModule(f"{__name__}.{m}") for m in ("coach", "describe", "luck", "seat_lines", "stats")
    )
    views = LateModule(f"{__name__}.view")


def __getattr__(name: str) -> Any:
    """`RoadQuestView`, handed on from the view module, imported when first asked for (PEP 562)."""
    if name == "RoadQuestView":
        return views.RoadQuestView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["GAME", "Action", "RoadQuestConfig", "RoadQuestGame", "RoadQuestState", "RoadQuestView"]

HOW_IT_ENDED = {"goal": N_("8 roads laid"), "last-alive": N_("the last one alive"), "turn-limit": N_("the turn limit: most roads")}


class RoadQuestGame(Game[RoadQuestConfig, RoadQuestState, Action, "RoadQuestView"]):
    """engine.game.Game for Road Quest, bound to a card set."""

    kind = "road-quest"
    title = "Road Quest"
    # 2: the card numbers' edition in the config (the Ranger's attack 4 -> 5), modifiers;
    # 3 (edition 3): battlefield without camping, with its own life numbers, its turn limit's
    # tie on roads; camping at full life
    rules_version = 3
    config_type = RoadQuestConfig
    action_type = Action
    state_type = RoadQuestState
    view_type = Imported[Any]("dragonwood_tui.games.road_quest.view:RoadQuestView")
    modes = (Mode(2, N_("2 players")), Mode(3, N_("3 players")), Mode(4, N_("4 players")))
    default_players = 2
    variants = tuple(Variant(name, label, _config.VARIANT_TITLES.get(name, "")) for name, label in VARIANTS.items())
    modifiers = _config.MODIFIERS  # config field or variant -> label (campaign stages)
    coach_lines = Imported[Mapping[str, str]]("dragonwood_tui.games.road_quest.coach:LINES")
    sample_games = Imported[Sequence[SampleGame]]("dragonwood_tui.games.road_quest.samples:SAMPLES")
    goal_kinds = {"win": "roads", "life-left": "life left", "roads-ahead": "roads ahead"}  # its score is its roads
    information = "hidden"  # the hands and the decks: the review deals them (`sample_world`)
    passive_moves = ("draw", "end-turn", "endure", "fight")

    def __init__(self, cardset: CardSet | None = None) -> None:
        self.rules = Rules(cardset if cardset is not None else standard_cards())
        self.cards = self.rules.set

    def default_config(self, players: int = 2) -> RoadQuestConfig:
        return _config.default_config(players)

    def with_variants(self, config: RoadQuestConfig, variants: Sequence[str]) -> RoadQuestConfig:
        return _config.with_variants(config, list(variants))

    def coach_topics(self, view: RoadQuestView, legal: Sequence[Action], advised: Action | None = None) -> list[str]:
        return coach.topics(view, legal, self.cards)

    def goal_facts(self, state: RoadQuestState, seat: int) -> dict[str, Any]:
        """For campaign goals: the seat's life left (its score is its roads)."""
        return {"life": max(0, state.players[seat].life)}

    def modifier_lines(self, config: RoadQuestConfig) -> list[str]:
        """The config's rules options that differ from the standard game, one line each (the
        first seat is the person in campaign stages)."""
        lines = []
        if config.character:
            c = self.cards.character(config.character)
            lines.append(_("The first seat plays the {character} (attack {attack}).").format(
                character=card_name("road-quest", c.name), attack=self.cards.attack_in(config.edition, c.key)))
        if config.start_equipment is not None:
            name = next(c.name for c in self.cards.cards if c.effect == config.start_equipment and c.kind == "treasure")
            lines.append(_("The first seat starts wearing a {card}.").format(card=card_name("road-quest", name).lower()))
        if config.turn_limit is not msgspec.UNSET:
            lines.append(ngettext("The game ends after {n} turn: the most roads wins, then the most life.",
                                  "The game ends after {n} turns: the most roads wins, then the most life.", config.turn_limit).format(n=config.turn_limit))
        lines.extend(_("Variant: {variant}.").format(variant=_(VARIANTS[v])) for v in config.variants)
        return lines

    def new_game(self, config: RoadQuestConfig, seed: int, **stack: Any) -> RoadQuestState:
        """Tests may stack the decks: `deck_order=[ids, top first]`, `treasure_order=[...]`."""
        return self.rules.new_game(config, seed, **stack)

    def to_move(self, state: RoadQuestState) -> int | None:
        return None if state.phase == OVER else state.actor

    def legal_actions(self, state: RoadQuestState) -> list[Action]:
        return self.rules.legal_actions(state)

    def apply(self, state: RoadQuestState, action: Action) -> None:
        self.rules.apply(state, action)

    def apply_legal(self, state: RoadQuestState, action: Action) -> None:
        self.rules.apply_legal(state, action)  # listing the legal actions again costs a rollout a fifth

    def view(self, state: RoadQuestState, seat: int | None) -> RoadQuestView:
        return views.build_view(self.rules, state, seat)

    def is_over(self, state: RoadQuestState) -> bool:
        return state.phase == OVER

    def scores(self, state: RoadQuestState) -> list[int]:
        return self.rules.scores(state)

    def winners(self, state: RoadQuestState) -> list[int]:
        return list(state.winners)

    def reseed(self, state: RoadQuestState, seed: int) -> bool:
        """New luck: the unseen cards shuffled again, a new dice stream (see luck.py)."""
        return luck.reseed(state, seed)

    def new_luck(self, config: RoadQuestConfig) -> tuple[NewLuck, ...]:
        return () if isinstance(config.new_luck, msgspec.UnsetType) else config.new_luck

    def with_new_luck(self, config: RoadQuestConfig, new_luck: Sequence[NewLuck]) -> RoadQuestConfig:
        return msgspec.structs.replace(config, new_luck=tuple(new_luck) if new_luck else msgspec.UNSET)

    def clone(self, state: RoadQuestState) -> RoadQuestState:
        return clone_state(state)

    def describe(self, state: RoadQuestState, action: Action, names: Sequence[str] | None = None) -> str:
        return describe.describe(self.rules, state, action, names)

    def option_words(self, state: RoadQuestState, action: Action, names: Sequence[str] | None = None) -> str:
        """The option alone: `describe` tells its results (the card drawn, the fight's outcome)."""
        from dragonwood_tui.games.road_quest.config import table_numbers

        return describe.action_text(action, self.cards, names, table_numbers(self.cards.numbers, state.config))

    def option_facts(self, view: RoadQuestView, action: Action) -> dict[str, Any]:
        from dragonwood_tui.games.road_quest import reasons

        return reasons.option_facts(view, action, self.cards)

    def option_reason(self, played: Mapping[str, Any], best: Mapping[str, Any], names: Sequence[str] | None = None) -> str | None:
        from dragonwood_tui.games.road_quest import reasons

        return reasons.option_reason(played, best, self.cards, names)

    def narrate(self, state: RoadQuestState, action: Action, names: Sequence[str] | None = None) -> list[str]:
        return describe.narrate(self.rules, state, action, names)

    def deal_lines(self, state: RoadQuestState, names: Sequence[str] | None = None) -> list[str]:
        """The lines of what happened before the first decision (the deal)."""
        n = len(state.players)
        if "battlefield" in state.config.variants:
            first = ngettext("Road Quest for {n} player: each holds 5 cards (5 cards)", "Road Quest for {n} players: each holds 5 cards (5 cards)", n).format(n=n)
        else:
            first = ngettext(
                "Road Quest for {n} player: each holds 5 cards (1 treasure and 4 cards)",
                "Road Quest for {n} players: each holds 5 cards (1 treasure and 4 cards)", n).format(n=n)
        if state.discard:
            top = _("The discard starts with {card}").format(card=card_name("road-quest", self.cards.cards[state.discard[0]].name))
        else:
            top = _("The discard starts with nothing")
        return [first, top] + [describe.event_text(e, self.cards, names) for e in state.log]

    def card_names(self) -> Iterator[tuple[str, str, str]]:
        """Every main, treasure and character card, for the catalog (`card_names.py`)."""
        from dragonwood_tui.games.road_quest.card_names import card_names

        return card_names()

    def horizon_value(self, state: RoadQuestState, seat: int) -> float:
        """The race read where the review's rollout stops (`horizon.py`)."""
        from dragonwood_tui.games.road_quest.horizon import road_quest_chance

        return road_quest_chance(self, state, seat)

    def sample_world(self, view: RoadQuestView, seed: int) -> RoadQuestState | None:
        """Hidden hands, deck orders and the PRNG dealt from `seed`, the rest as the view shows
        it, at every phase (`worlds`)."""
        from dragonwood_tui.games.road_quest.worlds import sample_world

        return sample_world(self, view, seed)

    def turn_number(self, state: RoadQuestState) -> int:
        return max(1, state.turn)

    def seat_lines(self, state: RoadQuestState, seat: int, names: Sequence[str] | None = None) -> list[str]:
        return seat_lines.seat_view_lines(self.view(state, seat), self.cards, names)

    def end_reason(self, state: RoadQuestState) -> str:
        if state.end == "turn-limit" and state.config.has("battlefield"):
            return _("the turn limit: most life")
        return _(HOW_IT_ENDED[state.end]) if state.end in HOW_IT_ENDED else state.end

    def rounds(self, state: RoadQuestState) -> float:
        """Rounds played (turns divided by seats), for the balance figures."""
        return state.turn / len(state.players)

    def game_stats(self, state: RoadQuestState) -> dict[str, Any]:
        """One finished game's balance figures (`dragonwood simulate` sums them)."""
        return {
            "rounds": self.rounds(state),
            "end": state.end,
            "characters": [p.character for p in state.players],
            "winners": list(state.winners),
            "first": state.first,
        }

    def summarize_stats(self, games: Collection[dict[str, Any]]) -> dict[str, Any]:
        """The spec's balance targets over many games: median rounds, every character's win
        share against its fair share (1/seats of the games it played), the first player's."""
        return stats.summarize_stats(games)


GAME = RoadQuestGame()
