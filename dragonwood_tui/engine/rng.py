"""A small deterministic PRNG (SplitMix64) whose state lives inside the game state.

Python's `random` module does not promise the same sequence across versions, so every
shuffle and die roll of every game goes through this generator instead. It only uses
64-bit integer arithmetic, so a seed gives the same stream on every machine and every
Python version. The whole generator state is one integer, saved with the game state.

Reference: Steele, Lea & Flood, "Fast splittable pseudorandom number generators" (2014).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import msgspec

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def derive_seed(seed: int, *labels: int | str) -> int:
    """A new 64-bit seed from a seed and labels (used to give bots their own streams)."""
    z = seed & MASK64
    for label in labels:
        if isinstance(label, str):
            for byte in label.encode("utf-8"):
                z = _mix((z + GOLDEN + byte) & MASK64)
        else:
            z = _mix((z + GOLDEN + (label & MASK64)) & MASK64)
    return z


class Rng(msgspec.Struct):
    """SplitMix64. `state` is the only field: copy the struct to fork the stream."""

    state: int = 0

    def next_u64(self) -> int:
        self.state = s = (self.state + GOLDEN) & MASK64
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & MASK64
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates, from the last position down, in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def roll(self, faces: Sequence[T]) -> T:
        """One die with the given faces, each equally likely."""
        return faces[self.below(len(faces))]

    def copy(self) -> "Rng":
        return Rng(self.state)


def reseed_every_rng(state: object, seed: int) -> int:
    """Give every `Rng` among `state`'s fields (nested Structs, lists and tuples too) a new
    stream from `seed`, in field order (dict values too); how many it found. What a perfect-information game's
    review world needs of chance when the game declares no `reseed` (`Game.perfect_world`)."""
    found = 0

    def visit(value: object) -> None:
        nonlocal found
        if isinstance(value, Rng):
            value.state = derive_seed(seed, "rng", found)
            found += 1
        elif isinstance(value, msgspec.Struct):
            for name in value.__struct_fields__:
                visit(getattr(value, name))
        elif isinstance(value, (list, tuple)):
            for item in value:
                visit(item)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item)

    visit(state)
    return found
