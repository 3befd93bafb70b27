"""Road Quest's sample record in the repository's saves/ (`engine.game.SampleGame`)."""

from __future__ import annotations

from dragonwood_tui.engine.game import SampleGame

SAMPLES = (
    SampleGame("road-quest-3-seats.json", (("Ada", "hard"), ("Brann", "normal"), ("Cleo", "hard")),
               lambda game, state: state.end == "goal" and any(e.kind == "call-out" for e in state.log),
               "A 3-seat Road Quest with a call-out"),
)
