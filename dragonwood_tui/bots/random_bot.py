"""The `random` bot: uniform over the legal actions, for any game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from dragonwood_tui.engine.rng import Rng

A = TypeVar("A")  # any game's actions: a RandomBot is a Bot[V, A] of every game


class RandomBot:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: object, legal: Sequence[A]) -> A:
        return self.rng.choice(legal)
