"""Road Quest options: 2 to 4 seats and the variants (the source text's optional rules)."""

from __future__ import annotations

import msgspec

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# variant name -> label (shown by the setup screen and the docs)
VARIANTS = {
    "invisibility-end-of-turn": "an invisibility potion drunk at the end of your turn protects your next turn",
    "life-potion-bonus": "a life potion drunk at full life gives +1 attack in the next fight",
    "two-creatures-defend": "two of your creatures together beat any creature",
    "rebirth": "a dead player starts again with no road and full life",
    "advance-after-victory": "after beating a creature or drinking invisibility you may still lay a road",
    "duel": "on the same terrain, give up your turn's actions to challenge a player",
    "neighbour": "3+ players: attack only your next neighbour; Attaque à Jack reverses the play",
    "battlefield": "10 life cards, last alive wins, several attacks a turn, treasures in the main deck",
}


class RoadQuestConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """`players`: 2 to 4. `variants`: names from VARIANTS, sorted, no repeats."""

    players: int = 2
    variants: tuple[str, ...] = ()

    def has(self, variant: str) -> bool:
        return variant in self.variants


def validate_config(config: RoadQuestConfig) -> None:
    """Raise ValueError naming what is wrong with `config`."""
    if type(config.players) is not int or not MIN_PLAYERS <= config.players <= MAX_PLAYERS:
        raise ValueError(f"Road Quest seats 2 to 4 players, not {config.players}")
    for name in config.variants:
        if name not in VARIANTS:
            raise ValueError(f"unknown Road Quest variant {name!r} (known: {', '.join(VARIANTS)})")
    if list(config.variants) != sorted(set(config.variants)):
        raise ValueError("Road Quest variants must be sorted, without repeats")


def default_config(players: int = 2) -> RoadQuestConfig:
    config = RoadQuestConfig(players=players)
    validate_config(config)
    return config


def with_variants(config: RoadQuestConfig, variants: list[str]) -> RoadQuestConfig:
    new = RoadQuestConfig(players=config.players, variants=tuple(sorted(set(config.variants) | set(variants))))
    validate_config(new)
    return new
