"""Dragonwood's sample record in the repository's saves/ (`engine.game.SampleGame`)."""

from __future__ import annotations

from dragonwood_tui.engine.game import SampleGame

SAMPLES = (
    SampleGame("dragonwood-4-seats.json", (("Ada", "greedy"), ("Brann", "greedy"), ("Cleo", "greedy"), ("Dov", "greedy")),
               lambda game, state: True, "A finished 4-seat Dragonwood game"),
)
