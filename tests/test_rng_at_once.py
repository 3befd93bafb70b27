"""The PRNG's outputs made many at once (`outputs`, `below_each`, `Rng.shuffle`) are exactly the
ones made one step at a time: the same numbers, the same permutations, the same state after,
rejections included (a different number would replay every saved game differently)."""

from __future__ import annotations

import random

import pytest

from dragonwood_tui.engine.rng import GOLDEN, MASK64, Rng, below_each, outputs

#: states where the lanes' arithmetic could go wrong: zero, the top, a carry out of 64 bits
EDGE_STATES = (0, 1, MASK64, MASK64 - GOLDEN + 1, (1 << 63) - 1, 1 << 63, 0x123456789ABCDEF0)
#: lengths around the step-by-step threshold, the lane tables' limit and beyond it
LENGTHS = (0, 1, 2, 3, 4, 7, 40, 64, 255, 256, 257, 600)


def _step_by_step(z: int, n: int) -> list[int]:
    rng = Rng(z)
    return [rng.next_u64() for _ in range(n)]


@pytest.mark.parametrize("n", LENGTHS)
def test_outputs_are_the_steps_one_at_a_time(n: int) -> None:
    states = [*EDGE_STATES, *(random.Random(n).getrandbits(64) for _ in range(20))]
    for z in states:
        assert outputs(z, n) == _step_by_step(z, n), (z, n)


def test_a_state_beyond_64_bits_is_read_modulo_2_64() -> None:
    # `next_u64` masks after the first addition: a state decoded from a file may be any int
    for z in ((1 << 64) + 5, (1 << 200) + 77, -1, -(1 << 70)):
        assert outputs(z, 10) == _step_by_step(z, 10)


@pytest.mark.parametrize("seed", range(40))
def test_shuffle_is_the_step_by_step_shuffle(seed: int) -> None:
    pick = random.Random(seed)
    for n in (*LENGTHS, pick.randrange(2, 300)):
        z = pick.getrandbits(64) if seed else EDGE_STATES[n % len(EDGE_STATES)]
        fast, slow = Rng(z), Rng(z)
        a, b = list(range(n)), list(range(n))
        fast.shuffle(a)
        slow.shuffle_step_by_step(b)
        assert a == b and fast.state == slow.state, (z, n)


def test_below_each_rejects_as_below_does() -> None:
    # bounds just above 2**63 reject about half of the outputs: the rejected ones are skipped
    # and the stream goes on, as `below` one at a time does
    big = (1 << 63) + 1
    for seed in range(30):
        pick = random.Random(seed)
        bounds = [pick.choice((big, big + 12345, 6, 1, 52, (1 << 64) - 3)) for _ in range(pick.randrange(1, 40))]
        fast, slow = Rng(pick.getrandbits(64)), None
        slow = Rng(fast.state)
        assert below_each(fast, bounds) == [slow.below(b) for b in bounds]
        assert fast.state == slow.state


def test_below_each_refuses_a_bound_below_one() -> None:
    with pytest.raises(ValueError):
        below_each(Rng(1), [6, 0])


def _unmix(x: int) -> int:
    """The state whose next output is `x` (SplitMix64's output function is a bijection)."""

    def unxorshift(y: int, k: int) -> int:
        z = y
        for _ in range(64 // k + 1):
            z = y ^ (z >> k)
        return z

    x = unxorshift(x, 31)
    x = (x * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK64
    x = unxorshift(x, 27)
    x = (x * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK64
    x = unxorshift(x, 30)
    return (x - GOLDEN) & MASK64


@pytest.mark.parametrize("at", [0, 1, 17, 47])  # bounds 50, 49, 33, 3
def test_a_shuffle_that_rejects_an_output_is_the_step_by_step_one(at: int) -> None:
    # the (at+1)-th output is 2**64 - 1: every bound but a power of two rejects it
    z = (_unmix(MASK64) - at * GOLDEN) & MASK64
    assert outputs(z, at + 1)[at] == MASK64
    fast, slow = Rng(z), Rng(z)
    a, b = list(range(50)), list(range(50))
    fast.shuffle(a)
    slow.shuffle_step_by_step(b)
    assert a == b and fast.state == slow.state
    assert fast.state == (z + 50 * GOLDEN) & MASK64  # 49 draws and the rejected one


def test_derive_seed_is_the_mix_of_each_label_step() -> None:
    # `derive_seed` writes SplitMix64's mixing out (every game derives its bots' seeds): it
    # must stay `_mix((z + GOLDEN + step) & MASK64)` for each byte of a text label, each int label
    from dragonwood_tui.engine.rng import _mix, derive_seed

    def reference(seed: int, *labels: int | str) -> int:
        z = seed & MASK64
        for label in labels:
            steps = label.encode("utf-8") if isinstance(label, str) else [label & MASK64]
            for step in steps:
                z = _mix((z + GOLDEN + step) & MASK64)
        return z

    pick = random.Random(7)
    for _ in range(500):
        seed = pick.getrandbits(70) - (1 << 69)
        labels = [pick.choice(("bot", "rng", "é✓", "", 0, 3, pick.getrandbits(66) - (1 << 65))) for _ in range(pick.randrange(4))]
        assert derive_seed(seed, *labels) == reference(seed, *labels)
    assert derive_seed(7, "bot", 0) == reference(7, "bot", 0)
