"""Road Quest options: 2 to 4 seats, the variants (the source text's optional rules), the rules
modifiers of campaign stages, and the edition of the card numbers.

Defaults are the standard rules, except `edition`: a config read from a rules-version-1 record
lacks it and so decodes as edition 1 (the numbers that game was played with), while
`default_config` (every new game) sets the current one (cards.EDITION). See docs/rules.md.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from dragonwood_tui.i18n import N_, _, quoted
from dragonwood_tui.engine.game import NewLucks

from dragonwood_tui.games.road_quest.cards import EDITION

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# variant name -> label (shown by the setup screen and the docs)
VARIANTS = {
    "invisibility-end-of-turn": N_("an invisibility potion drunk at the end of your turn protects your next turn"),
    "life-potion-bonus": N_("a life potion drunk at full life gives +1 attack in the next fight"),
    "two-creatures-defend": N_("two of your creatures together beat any creature"),
    "rebirth": N_("a dead player starts again with no road and full life"),
    "advance-after-victory": N_("after beating a creature or drinking invisibility you may still lay a road"),
    "duel": N_("on the same terrain, give up your turn's actions to challenge a player"),
    "neighbour": N_("3+ players: attack only your next neighbour; Jack's Attack reverses the play"),
    "battlefield": N_("10 life points each (the Barbarian 9), last alive wins, several attacks a turn, treasures in the main deck"),
}

#: rules modifiers (config field or variant -> what a non-default value does), for campaign stages
MODIFIERS = {
    "character": N_("the first seat plays the named character"),
    "start_equipment": N_("the first seat starts wearing the named sword, great sword or shield"),
    "turn_limit": N_("the game ends after this many turns (20 to 300): most roads wins, then most life"),
    **{name: VARIANTS[name] for name in ("advance-after-victory", "life-potion-bonus", "two-creatures-defend", "rebirth")},
}
EQUIPMENT = ("sword", "great-sword", "shield")
MIN_TURN_LIMIT, MAX_TURN_LIMIT = 20, 300


class RoadQuestConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """`players`: 2 to 4. `variants`: names from VARIANTS, sorted, no repeats.
    `character`: "" (free choice) or the key of the character the first seat plays.
    `start_equipment`: None or "sword" / "great-sword" / "shield": the first seat starts wearing
        one, taken out of the treasures before the shuffle.
    `turn_limit`: absent (the rules' 300 turns) or a shorter limit (20 to 300) for a short lesson;
        at the limit the rules' own turn-limit decision names the winner.
    `edition`: the card numbers played with (1: those of rules version 1; see cards.EDITION).
    `new_luck`: a practice game's new luck (engine.game.NewLuck), absent when unset."""

    players: int = 2
    variants: tuple[str, ...] = ()
    character: str = ""
    start_equipment: str | None = None
    # absent (UNSET) unless a stage sets it: a state that carries the config hashes as before
    turn_limit: int | msgspec.UnsetType = msgspec.UNSET
    edition: int = 1  # 1 when absent (rules version 1); default_config sets cards.EDITION
    new_luck: NewLucks | msgspec.UnsetType = msgspec.UNSET  # play on with new luck (absent: none)

    def has(self, variant: str) -> bool:
        return variant in self.variants


def validate_config(config: RoadQuestConfig) -> None:
    """Raise ValueError naming what is wrong with `config`."""
    if type(config.players) is not int or not MIN_PLAYERS <= config.players <= MAX_PLAYERS:
        raise ValueError(_("Road Quest seats 2 to 4 players, not {players}").format(players=config.players))
    for name in config.variants:
        if name not in VARIANTS:
            raise ValueError(_("unknown Road Quest variant {name} (known: {known})").format(name=quoted(name), known=", ".join(VARIANTS)))
    if list(config.variants) != sorted(set(config.variants)):
        raise ValueError(_("Road Quest variants must be sorted, without repeats"))
    if config.start_equipment is not None and config.start_equipment not in EQUIPMENT:
        raise ValueError(_("unknown starting equipment {name} (known: {known})").format(name=quoted(config.start_equipment), known=", ".join(EQUIPMENT)))
    if config.turn_limit is not msgspec.UNSET and (type(config.turn_limit) is not int or not MIN_TURN_LIMIT <= config.turn_limit <= MAX_TURN_LIMIT):
        raise ValueError(_("a Road Quest turn limit is 20 to 300 turns, not {n}").format(n=repr(config.turn_limit)))
    if type(config.edition) is not int or not 1 <= config.edition <= EDITION:
        raise ValueError(_("Road Quest card numbers edition {edition}: editions are 1 to {last}").format(edition=config.edition, last=EDITION))


def default_config(players: int = 2) -> RoadQuestConfig:
    config = RoadQuestConfig(players=players, edition=EDITION)
    validate_config(config)
    return config


def with_variants(config: RoadQuestConfig, variants: list[str]) -> RoadQuestConfig:
    new = msgspec.structs.replace(config, variants=tuple(sorted(set(config.variants) | set(variants))))
    validate_config(new)
    return new


def tuned_battlefield(config: RoadQuestConfig) -> bool:
    """A `battlefield` of edition 3 on: no camping, its own life numbers (docs/rules.md)."""
    return config.has("battlefield") and config.edition >= 3


def table_numbers(numbers: Mapping[str, int], config: RoadQuestConfig | None) -> Mapping[str, int]:
    """The card set's `numbers` as a table plays them: a tuned battlefield's life card and life
    potion are its own (what the cards and choices say must be what the rules do)."""
    if config is None or not tuned_battlefield(config):
        return numbers
    return {**numbers, "life_card": numbers["battlefield_life_card"], "life_potion": numbers["battlefield_life_potion"]}


def turn_limit(numbers: Mapping[str, int], config: RoadQuestConfig) -> int:
    """The turns the game lasts at most: the stage's own limit, else the card set's."""
    return numbers["turn_limit"] if config.turn_limit is msgspec.UNSET else config.turn_limit


# TRANSLATORS: a rules variant's title on the new-game screen (its config name follows, dimmed)
VARIANT_TITLES = {
    "invisibility-end-of-turn": N_("Invisibility at the end of the turn"),
    "life-potion-bonus": N_("Life potion bonus"),
    "two-creatures-defend": N_("Two creatures defend"),
    "rebirth": N_("Rebirth"),
    "advance-after-victory": N_("Advance after a victory"),
    "duel": N_("Duels"),
    "neighbour": N_("Attack your neighbour only"),
    "battlefield": N_("Battlefield"),
}
