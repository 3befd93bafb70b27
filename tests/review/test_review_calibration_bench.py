"""`benchmarks/review_calibration.py` (docs/ai.md, the calibration tables): every level is
reviewed equally often in every seat, the other seats are the strongest level, solo Dice Quest
keeps the seating of its published run, and a bin's games' interval is wider than the Wilson
interval when a game's decisions share one result; `review_calibration_map.py` finds a known map."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from benchmarks import review_calibration as rc
from benchmarks import review_calibration_map as rcm
from dragonwood_tui.bots import strongest_level


@pytest.mark.parametrize("kind,seats", [("road-quest", 2), ("dragonwood", 2), ("dragonwood", 4), ("dice-quest", 2)])
def test_every_level_in_every_seat_equally(kind, seats):
    levels = rc.levels_of(kind)
    assert levels[0] == "random" and levels[-1] == strongest_level(kind) and len(set(levels)) == len(levels)
    cycle = len(levels) * seats
    seen = Counter()
    for seed in range(5000, 5000 + 3 * cycle):
        seat, names = rc.seating(kind, seats, seed)
        assert len(names) == seats
        assert all(n == strongest_level(kind) for i, n in enumerate(names) if i != seat)
        seen[names[seat], seat] += 1
    assert set(seen) == {(lv, s) for lv in levels for s in range(seats)}
    assert set(seen.values()) == {3}


def test_solo_dice_quest_seats_as_its_published_run():
    # the run of docs/ai.md ("Solo Dice Quest ... its calibration"): LEVELS[seed % 3], seat 0
    for seed in range(5000, 5240):
        assert rc.seating("dice-quest", 1, seed) == (0, [("random", "normal", "expert")[seed % 3]])


def test_games_interval_wider_than_decisions_when_games_share_a_result():
    # 20 games of 30 decisions each claimed 0.45, half of the games won: the decisions look like
    # 600 independent results, the evidence is 20
    rows = [{"claims": [(0.45, "")] * 30, "won": float(g % 2)} for g in range(20)]
    (line,) = rc.table(rows, games=True)
    assert line["games"] == 20 and line["decisions"] == 600
    lo, hi = line["interval"]
    glo, ghi = line["games_interval"]
    assert ghi - glo > 2 * (hi - lo)
    assert glo < 0.5 < ghi


def test_map_fit_finds_a_known_slope():
    rng = random.Random(3)
    points = []
    for i in range(4000):
        claim = rng.uniform(0.02, 0.98)
        truth = 1 / (1 + math.exp(-0.5 * math.log(claim / (1 - claim))))
        points.append((i, claim, 1.0 if rng.random() < truth else 0.0))
    assert abs(rcm.fit(points) - 0.5) < 0.1
    assert rcm.log_loss(points, 0.5) < rcm.log_loss(points, 1.0)
