"""Reviewing a record: the entry points the CLI and the replay viewer use.

    review_record(record, seat, *, jobs=1, progress=None, cancel=None) -> SeatReview
        `seat` 0-based. Walks the record, and for every decision of `seat` with more than one
        legal choice asks the game's analyst (`review.analysts.analyst_for`) to value every
        option from that seat's view only; `progress(done, total)` after each decision;
        `cancel()` returning True stops with `Cancelled`. Deterministic: the analysis's seeds
        come from the seat's view, never from the record's seed.

    load_or_review(path, record, seat, **same) -> SeatReview
        The cached review beside the record file (`<file>.review.json`) when it is of this
        record and this analysis version; else reviews and writes the cache (atomically; a
        folder that refuses the write is no error). A corrupt cache is rebuilt silently.

Errors a person can cause raise `ReviewError` (one line: a seat out of range, a challenge with
no actions, a game with no analyst).
"""

from __future__ import annotations


class ReviewError(ValueError):
    """A review that cannot be made, in one line for a person."""


class Cancelled(Exception):
    """The review was cancelled (Esc in the app, Ctrl-C on the command line)."""
