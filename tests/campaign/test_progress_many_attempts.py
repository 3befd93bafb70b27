"""Progress with many attempts at one stage: the best attempt is picked in one pass (the
earliest of equally good ones), not by looking each candidate up in the list again (which made
progress grow with the square of the attempts per stage)."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.campaign import attempts as attempts_module
from dragonwood_tui.campaign.attempts import Attempt
from dragonwood_tui.campaign.progress import progress

from .helpers import small_campaign

ATTEMPTS = 400


def many(stage: str) -> list[Attempt]:
    return [
        Attempt(f"s{i:04d}", stage, f"2026-01-01T{i // 60 % 24:02d}:{i % 60:02d}:00+00:00", i, 10, True,
                won=True, stars=1 + (i % 3 == 1), measure=1, score=i % 5)
        for i in range(ATTEMPTS)
    ]


def test_the_best_of_equally_good_attempts_is_the_earliest(tmp_path: Path):
    found = many("a")
    best = progress(small_campaign(), tmp_path / "saves", found).stage("a").best
    # stars 2 for i % 3 == 1; among those the best score (4) first comes at i = 4
    assert best is not None and best.save_id == "s0004"


def test_picking_the_best_compares_each_attempt_a_bounded_number_of_times(tmp_path: Path, monkeypatch):
    found = many("a")
    compared = 0
    plain_eq = Attempt.__eq__

    def counting_eq(self: Attempt, other: object) -> bool:
        nonlocal compared
        compared += 1
        return plain_eq(self, other)

    monkeypatch.setattr(attempts_module.Attempt, "__eq__", counting_eq)
    progress(small_campaign(), tmp_path / "saves", found)
    assert compared <= 2 * ATTEMPTS  # a lookup per candidate compared about ATTEMPTS**2 / 2 times
