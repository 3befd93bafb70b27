"""Exact capture odds against brute-force enumeration and known values."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from dragonwood_tui.games.dragonwood.odds import capture_probability, chance

FACES = (1, 2, 2, 3, 3, 4)


def brute(dice: int, need: int, mushroom: bool) -> Fraction:
    """Enumerate every roll; with the mushroom, try re-rolling each die (or none) and keep the
    best chance: this checks both the count and that the lowest die is the one to re-roll."""
    wins = Fraction(0)
    for roll in product(FACES, repeat=dice):
        total = sum(roll)
        if total >= need:
            wins += 1
        elif mushroom:
            best = max(
                Fraction(sum(1 for f in FACES if total - roll[i] + f >= need), 6) for i in range(dice)
            )
            wins += best
    return wins / 6**dice


@pytest.mark.parametrize("dice", [1, 2, 3, 4])
@pytest.mark.parametrize("mushroom", [False, True])
def test_matches_brute_force_for_every_target(dice, mushroom):
    for need in range(0, 4 * dice + 2):
        assert capture_probability(dice, 0, need, mushroom) == brute(dice, need, mushroom), need


@pytest.mark.parametrize("dice, need", [(5, 13), (5, 19), (6, 16), (6, 21)])
def test_matches_brute_force_with_many_dice(dice, need):
    assert capture_probability(dice, 0, need, True) == brute(dice, need, True)
    assert capture_probability(dice, 0, need, False) == brute(dice, need, False)


def test_known_exact_values():
    assert capture_probability(3, 0, 8, False) == Fraction(108, 216)
    assert capture_probability(4, 0, 8, False) == Fraction(1171, 1296)
    assert capture_probability(5, 0, 13, False) == Fraction(3888, 7776)
    assert capture_probability(6, 0, 16, False) == Fraction(19438, 46656)
    assert capture_probability(6, 0, 24, False) == Fraction(1, 46656)


def test_bonus_lowers_the_target_and_edges():
    assert capture_probability(3, 2, 10, False) == capture_probability(3, 0, 8, False)
    assert capture_probability(2, 0, 2, False) == 1  # the lowest roll already reaches it
    assert capture_probability(2, 0, 9, True) == 0  # beyond 4 + 4 even with a re-roll
    assert capture_probability(1, 0, 4, True) == Fraction(11, 36)  # 1/6 + 5/6 * 1/6
    assert capture_probability(2, 0, 5, True) > capture_probability(2, 0, 5, False)
    with pytest.raises(ValueError):
        capture_probability(7, 0, 10, False)
    with pytest.raises(ValueError):
        capture_probability(0, 0, 1, False)


def test_float_table_agrees():
    for dice in range(1, 7):
        for need in range(-3, 27):
            for m in (False, True):
                exact = capture_probability(dice, 0, need, m) if need > 0 else Fraction(1)
                assert chance(dice, need, m) == pytest.approx(float(exact))
