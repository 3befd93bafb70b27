"""95% confidence intervals, the one place the long commands compute them: Wilson's for a rate
(`simulate`'s solo win rate, `campaign simulate`'s pass rate), the normal one for a mean
(`simulate`'s mean won score, `tournament`'s win share over deals).

Wilson's interval stays inside [0, 1] and is sound for few trials or a rate near 0 or 1, where
the normal one (p ± z·sqrt(p(1-p)/n)) is not (Newcombe 1998, method 3).
"""

from __future__ import annotations

import math

#: the two-sided 95% quantile of the normal distribution (the figures printed so far use it)
Z95 = 1.959964


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval of `successes` in `trials` (no trials: nothing known, 0 to 1)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    spread = z * z / trials
    centre = (p + spread / 2) / (1 + spread)
    half = z * math.sqrt(p * (1 - p) / trials + spread / (4 * trials)) / (1 + spread)
    # at none or all, the bound is exactly 0 or 1 (the float sum is a hair off)
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


def half_width(variance: float, n: int, z: float = Z95) -> float:
    """Half the normal interval of a mean of `n` values of sample variance `variance`."""
    return z * math.sqrt(max(0.0, variance) / n)


def mean_interval(n: int, total: float, square: float, z: float = Z95) -> tuple[float, float, float] | None:
    """(mean, low, high) of `n` values given by their sum and their sum of squares (a long run
    keeps those, not the values); None under two values (no variance to speak of)."""
    if n < 2:
        return None
    mean = total / n
    half = half_width((square - n * mean * mean) / (n - 1), n, z)
    return mean, mean - half, mean + half
