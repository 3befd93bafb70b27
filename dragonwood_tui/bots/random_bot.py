"""The `random` bot: uniform over the legal actions, for any game."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        return self.rng.choice(legal)
