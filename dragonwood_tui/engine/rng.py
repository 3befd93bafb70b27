"""A small deterministic PRNG (SplitMix64) whose state lives inside the game state.

Python's `random` module does not promise the same sequence across versions, so every
shuffle and die roll of every game goes through this generator instead. It only uses
64-bit integer arithmetic, so a seed gives the same stream on every machine and every
Python version. The whole generator state is one integer, saved with the game state.

Reference: Steele, Lea & Flood, "Fast splittable pseudorandom number generators" (2014).
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import msgspec

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
_M1, _M2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_TWO64 = 1 << 64


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def derive_seed(seed: int, *labels: int | str) -> int:
    """A new 64-bit seed from a seed and labels (used to give bots their own streams)."""
    z = seed & MASK64
    for label in labels:
        for step in label.encode("utf-8") if isinstance(label, str) else (label & MASK64,):
            z = (z + GOLDEN + step) & MASK64  # `_mix` written out: every game derives its bots' seeds
            z = ((z ^ (z >> 30)) * _M1) & MASK64
            z = ((z ^ (z >> 27)) * _M2) & MASK64
            z ^= z >> 31
    return z


# -- many outputs at once ----------------------------------------------------------------------
# A shuffle needs one output per card: step by step, each output is about a dozen operations on
# Python ints. `outputs` computes n of them with the same dozen operations on one int that holds
# the n states side by side, 128 bits apart (a product of a 64-bit lane by a 64-bit constant
# stays inside its 128 bits; every shift is masked back into the lanes), then reads the lanes
# out as machine words. The same numbers as one step at a time (tests compare them); about 5
# times faster from a dozen outputs on, no faster below 3.
_WORDS_OK = array("Q").itemsize == 8  # else (no such platform known) one step at a time
_BIG_ENDIAN = sys.byteorder == "big"
_MOST_LANES = 256
_LANES: dict[int, tuple[int, int, int]] = {}  # n -> (1 in each lane, k*GOLDEN in lane k-1, lane masks)


def _lanes(n: int) -> tuple[int, int, int]:
    ones = sum(1 << 128 * k for k in range(n))
    found = _LANES[n] = (ones, sum((k + 1) * GOLDEN << 128 * k for k in range(n)), ones * MASK64)
    return found


def outputs(z: int, n: int) -> list[int]:
    """The next `n` outputs of a SplitMix64 whose state is `z` (its state after them is
    `(z + n * GOLDEN) & MASK64`): exactly `Rng.next_u64` called `n` times."""
    if n > _MOST_LANES:  # a long stream in parts: the lane tables stay small
        return outputs(z, _MOST_LANES) + outputs((z + _MOST_LANES * GOLDEN) & MASK64, n - _MOST_LANES)
    if n < 3 or not _WORDS_OK:
        out = []
        for _ in range(n):
            z = (z + GOLDEN) & MASK64
            x = ((z ^ (z >> 30)) * _M1) & MASK64
            x = ((x ^ (x >> 27)) * _M2) & MASK64
            out.append(x ^ (x >> 31))
        return out
    ones, steps, lanes = _LANES.get(n) or _lanes(n)
    x = ((z & MASK64) * ones + steps) & lanes  # lane k: the state after k + 1 steps
    x = ((x ^ x >> 30) & lanes) * _M1 & lanes
    x = ((x ^ x >> 27) & lanes) * _M2 & lanes
    x = (x ^ x >> 31) & lanes
    if _BIG_ENDIAN:
        return memoryview(x.to_bytes(16 * n, "big")).cast("Q")[-1::-2].tolist()
    return memoryview(x.to_bytes(16 * n, "little")).cast("Q")[::2].tolist()


#: the rejection limit of `below(b)` for small b (a shuffle's bounds, a die)
_LIMITS = tuple(_TWO64 - _TWO64 % b if b else 0 for b in range(257))
#: below this, no `below(b)` with b <= _MOST_LANES rejects an output (its limit is above)
_NO_REJECTION = _TWO64 - _MOST_LANES


def below_each(rng: "Rng", bounds: Sequence[int]) -> list[int]:
    """`[rng.below(b) for b in bounds]` (every b > 0), the outputs made at once (`outputs`)."""
    z = rng.state
    xs = outputs(z, len(bounds))
    used = 0
    got = []
    limits = _LIMITS
    for b in bounds:
        limit = limits[b] if 0 < b < 257 else _below_limit(b)
        x = xs[used]
        used += 1
        while x >= limit:  # rejected (chance b / 2**64 for a small b): one output more
            xs += outputs((z + len(xs) * GOLDEN) & MASK64, 1)  # still one in hand per bound left
            x = xs[used]
            used += 1
        got.append(x % b)
    rng.state = (z + used * GOLDEN) & MASK64
    return got


def _below_limit(n: int) -> int:
    if n <= 0:
        raise ValueError("below() needs n > 0")
    return _TWO64 - _TWO64 % n


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
        limit = _below_limit(n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates, from the last position down, in place: position i swaps with
        `below(i + 1)`, from the last to the second (the outputs made at once, `outputs`)."""
        i = len(seq) - 1
        if i < 1:
            return
        z = self.state
        xs = outputs(z, i)
        if i >= _MOST_LANES or max(xs) >= _NO_REJECTION:  # `below` may reject one: step by step
            for j in below_each(self, range(i + 1, 1, -1)):
                seq[i], seq[j] = seq[j], seq[i]
                i -= 1
            return
        self.state = (z + i * GOLDEN) & MASK64
        for x in xs:
            j = x % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1

    def shuffle_step_by_step(self, seq: MutableSequence[T]) -> None:
        """The reference `shuffle`, one `below` at a time (tests compare the two)."""
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
