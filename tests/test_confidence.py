"""The one module of confidence intervals, against published and hand-computed values, and no
other module computing its own."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from dragonwood_tui.campaign.simulate import wilson as campaign_wilson
from dragonwood_tui.confidence import Z95, half_width, mean_interval, wilson
from dragonwood_tui.simulate import _solo_intervals

PACKAGE = Path(__file__).resolve().parent.parent / "dragonwood_tui"

# Newcombe (1998), "Two-sided confidence intervals for the single proportion", table II,
# method 3 (Wilson's score interval without continuity correction), to 4 places
NEWCOMBE = [
    ((81, 263), (0.2553, 0.3662)),
    ((15, 148), (0.0624, 0.1605)),
    ((0, 20), (0.0, 0.1611)),
    ((1, 29), (0.0061, 0.1718)),
]


@pytest.mark.parametrize(("counts", "expected"), NEWCOMBE)
def test_wilson_matches_the_published_intervals(counts, expected):
    low, high = wilson(*counts)
    assert (round(low, 4), round(high, 4)) == expected


def test_wilson_at_the_edges():
    assert wilson(0, 0) == (0.0, 1.0)  # no trials: nothing known
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.277533, abs=1e-6)
    low, high = wilson(10, 10)
    assert high == 1.0 and low == pytest.approx(1 - 0.277533, abs=1e-6)  # symmetric
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)


def test_the_normal_interval_of_a_mean_by_hand():
    values = [1, 2, 3, 4]  # mean 2.5, sample variance 5/3
    mean, low, high = mean_interval(len(values), sum(values), sum(v * v for v in values))
    half = 1.959964 * math.sqrt((5 / 3) / 4)
    assert mean == 2.5
    assert (low, high) == (pytest.approx(2.5 - half), pytest.approx(2.5 + half))
    assert half_width(5 / 3, 4) == pytest.approx(half)
    assert half == pytest.approx(1.265151, abs=1e-6)
    assert mean_interval(1, 7, 49) is None  # one value: no spread to speak of
    assert Z95 == 1.959964


def test_the_commands_print_the_module_s_intervals():
    assert campaign_wilson(81, 263) == [0.2553, 0.3662]
    out = _solo_intervals(263, 81, 81 * 30, 81 * 30 * 30 + 80)
    assert out["win_rate_ci95"] == [0.2553, 0.3662]
    low, high = out["mean_score_won_ci95"]
    assert low < 30 < high and high - 30 == pytest.approx(30 - low, abs=1e-4)
    assert _solo_intervals(0, 0, 0, 0) == {"win_rate_ci95": None, "mean_score_won_ci95": None}


def _z_literals(source: str) -> list[int]:
    """Lines holding the 95% normal quantile (1.96, 1.959964...) as a number."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, float) and 1.959 <= node.value <= 1.961
    ]


def test_no_other_module_computes_an_interval():
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "confidence.py"
        for line in _z_literals(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_check_sees_a_z_of_its_own():
    assert _z_literals("z = 1.959964\nhalf = 1.96 * s\nlimit = 2.0\n") == [1, 2]
