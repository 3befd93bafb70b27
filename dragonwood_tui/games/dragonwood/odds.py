"""Exact odds of a capture roll with Dragonwood dice (faces 1, 2, 2, 3, 3, 4).

`capture_probability(dice, bonus, target, mushroom)` is the exact chance (a Fraction) that
`dice` dice plus `bonus` reach `target`. With `mushroom`, the Lucky Mushroom is used well: the
player re-rolls only when the roll falls short, and then re-rolls the lowest die (every die is the
same, so the lowest one leaves the smallest value to beat: it helps most).

The distributions are computed once, by convolution over the six faces, into integer tables;
`chance(dice, need, mushroom)` reads the same odds as a float from a precomputed table, for bots.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from dragonwood_tui.games.dragonwood.cards import DIE_FACES, MAX_DICE

FACES = DIE_FACES
MAX_SUM = 4 * MAX_DICE  # 24


def _sum_min_counts(dice: int) -> dict[tuple[int, int], int]:
    """Number of the 6**dice outcomes with each (sum, lowest die)."""
    counts: dict[tuple[int, int], int] = {(0, 5): 1}  # 5 = "no die yet", above every face
    for _ in range(dice):
        nxt: dict[tuple[int, int], int] = {}
        for (total, low), n in counts.items():
            for face in FACES:
                key = (total + face, min(low, face))
                nxt[key] = nxt.get(key, 0) + n
        counts = nxt
    return counts


_SUM_MIN: list[dict[tuple[int, int], int]] = [{}] + [_sum_min_counts(k) for k in range(1, MAX_DICE + 1)]
# how many faces reach at least t, for t = 0..8
_FACES_AT_LEAST = [sum(1 for f in FACES if f >= t) for t in range(0, 9)]


def _faces_at_least(t: int) -> int:
    if t <= 1:
        return 6
    return _FACES_AT_LEAST[t] if t < len(_FACES_AT_LEAST) else 0


def _success_count(dice: int, need: int, mushroom: bool) -> tuple[int, int]:
    """(successes, outcomes) counted exactly; with the mushroom over 6**(dice+1) outcomes."""
    table = _SUM_MIN[dice]
    if not mushroom:
        return sum(n for (total, _), n in table.items() if total >= need), 6**dice
    wins = 0
    for (total, low), n in table.items():
        if total >= need:
            wins += n * 6  # no re-roll: every value of the (unused) extra die counts
        else:
            # re-roll the lowest die: the new face must reach need - (total - low)
            wins += n * _faces_at_least(need - total + low)
    return wins, 6 ** (dice + 1)


@lru_cache(maxsize=4096)
def capture_probability(dice: int, bonus: int, target: int, mushroom: bool = False) -> Fraction:
    """Exact chance that `dice` dice + `bonus` >= `target`, the mushroom used well if `mushroom`."""
    if not 1 <= dice <= MAX_DICE:
        raise ValueError(f"a capture rolls 1 to {MAX_DICE} dice, not {dice}")
    wins, outcomes = _success_count(dice, target - bonus, bool(mushroom))
    return Fraction(wins, outcomes)


def _float_table() -> list[list[list[float]]]:
    table = []
    for mushroom in (False, True):
        rows: list[list[float]] = [[0.0] * (MAX_SUM + 2)]
        for dice in range(1, MAX_DICE + 1):
            rows.append(
                [float(capture_probability(dice, 0, need, mushroom)) for need in range(MAX_SUM + 2)]
            )
        table.append(rows)
    return table


#: CHANCE[mushroom][dice][need] for need 0..25 (need <= 0 -> 1.0, need > 24 -> 0.0)
CHANCE = _float_table()


def chance(dice: int, need: int, mushroom: bool = False) -> float:
    """The same odds as a float, from the table: `need` is what the dice alone must reach."""
    if need <= 0:
        return 1.0
    if need > MAX_SUM or dice <= 0:
        return 0.0
    return CHANCE[mushroom][min(dice, MAX_DICE)][need]
