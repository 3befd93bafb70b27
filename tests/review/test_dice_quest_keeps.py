"""The keeps' values one die at a time (bots/dice_quest_keeps.py) are the solver's own: the
same exact integers as `solver._exact_stages`, and the same expectations as weighing each
keep's outcomes (`tables.TRANS_P`)."""

from __future__ import annotations

import random

from dragonwood_tui.bots.dice_quest_keeps import best_keeps, exact_stages, expect
from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.solver import _exact_stages


def test_exact_stages_are_the_solvers_integers() -> None:
    rng = random.Random(7)
    shares = (0.0, 0.02, 0.3, 0.7, 0.98, 1.0)
    for share in shares:
        ok = [rng.random() < share for _ in T.ROLLS]
        assert exact_stages(ok, 4) == _exact_stages(ok, 4)


def test_expect_weighs_every_outcome() -> None:
    rng = random.Random(11)
    for _ in range(5):
        values = [rng.random() for _ in T.ROLLS]
        kept = expect(values)
        assert len(kept) == len(T.SUBS)
        for k, row in enumerate(T.TRANS_P):
            assert abs(kept[k] - sum(p * values[y] for y, p in row)) < 1e-12
        best = best_keeps(kept)
        for x, keeps in enumerate(T.KEEPS):
            assert best[x] == max(kept[k] for k in keeps)
