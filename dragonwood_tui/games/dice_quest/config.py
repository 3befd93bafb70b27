"""Dice Quest options: the number of seats (1 = solo) and the rules variants."""

from __future__ import annotations

import msgspec

MIN_PLAYERS = 1
MAX_PLAYERS = 4

# variant name -> what it changes (shown by the app and the docs)
VARIANTS = {
    "strict-reroll": "a free re-roll is allowed only while the dice beat no enemy (the source text read literally)",
}


class DiceQuestConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """`players`: 1 (solo) to 4. `variants`: names from VARIANTS, sorted, no repeats."""

    players: int = 1
    variants: tuple[str, ...] = ()

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def strict_reroll(self) -> bool:
        return "strict-reroll" in self.variants


def validate_config(config: DiceQuestConfig) -> None:
    """Raise ValueError naming what is wrong with `config`."""
    if not MIN_PLAYERS <= config.players <= MAX_PLAYERS:
        raise ValueError(f"Dice Quest seats 1 to 4 players, not {config.players}")
    for name in config.variants:
        if name not in VARIANTS:
            raise ValueError(f"unknown Dice Quest variant {name!r} (known: {', '.join(VARIANTS)})")


def default_config(players: int = 1) -> DiceQuestConfig:
    config = DiceQuestConfig(players=players)
    validate_config(config)
    return config


def with_variants(config: DiceQuestConfig, variants: list[str]) -> DiceQuestConfig:
    names = sorted(set(config.variants) | set(variants))
    new = DiceQuestConfig(players=config.players, variants=tuple(names))
    validate_config(new)
    return new
