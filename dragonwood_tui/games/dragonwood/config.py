"""Dragonwood options: seats (1 = the designer's solo variant), tie-break, first player."""

from __future__ import annotations

from typing import Literal

import msgspec

TieBreak = Literal["most-creatures", "orange-dragon-first"]

#: rules variants known to `with_variants`, with what each one does
VARIANTS = {
    "orange-dragon-first": "tie-break: who holds the Orange Dragon, then most creatures",
    "most-creatures": "tie-break (default): most creature cards first, then the Orange Dragon",
}


class Config(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Options of one Dragonwood game.

    players: 2-4 seats, or 1 for the solo variant against the automated opponent (one seat, the
        person; the opponent is not a seat, its turns are chance resolved inside `apply`).
    tie_break: "most-creatures" (default: most creatures, then the Orange Dragon) or
        "orange-dragon-first" (the Orange Dragon, then most creatures).
    first_player: seat that plays first; None = drawn by the seeded RNG (solo: always seat 0).
    """

    players: int = 2
    tie_break: TieBreak = "most-creatures"
    first_player: int | None = None

    def check(self) -> None:
        """Raise ValueError when the options cannot make a game."""
        if not 1 <= self.players <= 4:
            raise ValueError(f"Dragonwood seats 1 to 4 players (1 = solo), not {self.players}")
        if self.tie_break not in VARIANTS:
            raise ValueError(f"unknown tie-break {self.tie_break!r}")
        if self.first_player is not None and not 0 <= self.first_player < self.players:
            raise ValueError(f"first player {self.first_player} is not a seat of {self.players}")

    @property
    def solo(self) -> bool:
        return self.players == 1


def default_config(players: int) -> Config:
    config = Config(players=players)
    config.check()
    return config


def with_variants(config: Config, variants: list[str]) -> Config:
    for variant in variants:
        if variant not in VARIANTS:
            known = ", ".join(VARIANTS)
            raise ValueError(f"unknown Dragonwood variant {variant!r} (known: {known})")
        config = msgspec.structs.replace(config, tie_break=variant)
    return config
