"""Dice Quest's sample records in the repository's saves/ (`engine.game.SampleGame`)."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.game import SampleGame


def _won(game: Any, state: Any) -> bool:
    return bool(game.winners(state))


SAMPLES = (
    SampleGame("dice-quest-solo-won.json", (("Quester", "expert"),), _won, "A won solo Dice Quest"),
    SampleGame("dice-quest-solo-lost.json", (("Quester", "greedy"),),
               lambda game, state: not _won(game, state) and game.turn_number(state) >= 8,  # a real try
               "A lost solo Dice Quest"),
    SampleGame("dice-quest-2-seats.json", (("Ada", "expert"), ("Brann", "greedy")), lambda game, state: True,
               "A 2-seat Dice Quest"),
)
