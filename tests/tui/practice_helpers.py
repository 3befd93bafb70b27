"""A reviewed game stacked for the practice tests: a save played by computer players, and a
review of its person's seat kept beside it (sealed, as `review.run` keeps one) whose classes are
set by hand: every third decision a blunder whose "best" is another legal option. No analysis runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play.saves import save_path
from dragonwood_tui.review import run
from dragonwood_tui.review.model import ANALYSIS_VERSION, Decision, SeatReview, accuracy, classify, counts
from dragonwood_tui.storage.cache import store_sealed
from dragonwood_tui.storage.records import resolve_game

from .app_helpers import write_save


def stacked_review(record: Any, seat: int, every: int = 3) -> SeatReview:
    """Decision i of `seat` is a blunder when i % every == 1 (its best: the next legal option),
    else the best."""
    game = resolve_game(record.kind)
    tasks, states = run.decisions_of(record, seat, game)
    names = [s.name for s in record.header.seats]
    decisions = []
    for i, task in enumerate(tasks):
        played = task.legal[task.played]
        state = states[task.step]
        if i % every == 1:
            best = task.legal[(task.played + 1) % len(task.legal)]
            chance_best, chance_played, se = 0.7, 0.4, 0.01
        else:
            best, chance_best, chance_played, se = played, 0.5, 0.5, 0.0
        loss = chance_best - chance_played
        decisions.append(
            Decision(
                step=task.step, turn=task.turn,
                chance_played=chance_played, chance_best=chance_best, loss=loss, se=se, cls=classify(loss, se),
                options=len(task.legal), played_action=run._as_kept(played), best_action=run._as_kept(best),
            )
        )
    return SeatReview(
        game=record.kind, seat=seat + 1, name=names[seat], method="sampled", accuracy=accuracy(decisions),
        counts=counts(decisions), decisions=decisions, chance_start=decisions[0].chance_best if decisions else 0.0,
    )


def keep_review(path: Path, record: Any, review: SeatReview) -> None:
    """`review` kept beside the record file as `review.run` keeps one (the app believes it)."""
    cache = run.CacheFile(run.CACHE_FORMAT, ANALYSIS_VERSION, run.record_key(record), {str(review.seat): review})
    store_sealed(run.cache_path(path), cache)
    assert run.cached_reviews(path, record) == {review.seat - 1: review}


def reviewed_save(folder: Path, save_id: str, kind: str, seats: list[SeatSpec], seed: int, seat: int, steps: int = 40) -> tuple[Any, SeatReview]:
    record = write_save(folder, save_id, kind, seats, seed, steps=steps)
    review = stacked_review(record, seat)
    keep_review(save_path(save_id, folder), record, review)
    return record, review
