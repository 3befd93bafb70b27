"""Reviews built by hand for the Review mode's tests: no analysis runs (fixed, instant).

`fixed_review(record, seat)` gives every third step of the record to the seat with a set pattern
of classes (so there are mistakes to jump to and three costliest decisions), and `use_fixed`
makes `review.run`'s entry points return it, counting the calls."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dragonwood_tui.review import run
from dragonwood_tui.review.model import Decision, SeatReview, accuracy, classify, counts
from dragonwood_tui.storage.text import seat_names

# (loss, se) of the decisions in turn: best, good, a blunder, best, a mistake, an inaccuracy, best...
PATTERN = [(0.0, 0.0), (0.02, 0.002), (0.22, 0.01), (0.0, 0.0), (0.11, 0.005), (0.06, 0.004), (0.005, 0.0)]


def fixed_review(record: Any, seat: int) -> SeatReview:
    names = seat_names(record.header.seats)
    steps = range(seat, len(record.actions), 3)
    decisions = []
    chance = 0.5
    for i, step in enumerate(steps):
        loss, se = PATTERN[i % len(PATTERN)]
        best = min(0.97, chance + 0.03)
        played = max(0.02, best - loss)
        # the played action is the record's; the "best" one the record's next action (words
        # only: the panel words it at the step), the same where the loss is 0
        played_action = msgspec.to_builtins(record.actions[step])
        other = record.actions[step + 1] if step + 1 < len(record.actions) else record.actions[step]
        best_action = played_action if loss == 0 else msgspec.to_builtins(other)
        decisions.append(
            Decision(
                step=step, turn=1 + step // 3,
                chance_played=played, chance_best=best, loss=best - played, se=se,
                cls=classify(best - played, se), options=3 + i % 4,
                played_action=played_action, best_action=best_action, worlds=0 if loss == 0 else 64,
            )
        )
        chance = played
    return SeatReview(
        game=record.kind, seat=seat + 1, name=names[seat], method="sampled",
        accuracy=accuracy(decisions), counts=counts(decisions), decisions=decisions, chance_start=0.5,
    )


class Calls:
    def __init__(self) -> None:
        self.made: list[tuple[str, int, Any]] = []  # (entry point, seat, path or None)


def use_fixed(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """`review.run`'s entry points return `fixed_review`, instantly; the calls are counted."""
    calls = Calls()

    def load_or_review(path: Any, record: Any, seat: int, **_: Any) -> SeatReview:
        calls.made.append(("load_or_review", seat, path))
        return fixed_review(record, seat)

    def review_record(record: Any, seat: int, **_: Any) -> SeatReview:
        calls.made.append(("review_record", seat, None))
        return fixed_review(record, seat)

    monkeypatch.setattr(run, "load_or_review", load_or_review, raising=False)
    monkeypatch.setattr(run, "review_record", review_record, raising=False)
    return calls
