"""Practice positions: the position before each mistake or blunder of a person's seat, from
the seat's cached review (`review.run.cached_reviews`, or a review just made).

A position is played again from the seat's view only: the match is walked to the step from the
record (the table reads the seat's client, which shows that seat's view, never another seat's
hidden cards), and the pick is graded from the review's decision (`grading`), not analysed again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dragonwood_tui.review.model import Decision, SeatReview

#: the classes a practice position comes from (the review's worst two)
PRACTISED = ("mistake", "blunder")
#: a limit on the saves read to gather positions (a year of play has far fewer reviewed games)
MAX_REVIEWED = 2000


@dataclass(frozen=True)
class Position:
    """One decision to play again: `record`'s seat `seat` (0-based) at replay step `decision.step`."""

    key: str  # the kept file's id of it: the record's hash, the seat, the step
    kind: str
    record: Any
    seat: int
    decision: Decision
    source: str  # where it comes from, for the screen: the save id or the file's name (a file's text: shown plain)
    review: SeatReview | None = None  # the review it comes from (the reason line reads its game and method)

    @property
    def step(self) -> int:
        return self.decision.step


def position_key(record_key: str, seat: int, step: int) -> str:
    return f"{record_key}:{seat + 1}:{step}"


def is_person(record: Any, seat: int) -> bool:
    seats = record.header.seats
    return 0 <= seat < len(seats) and seats[seat].bot is None


def positions_of(record: Any, review: SeatReview, source: str) -> list[Position]:
    """The practice positions of one seat's review: its mistakes and blunders, in step order,
    when the seat is a person's; a decision whose actions the review did not keep (a cache of
    an older version) cannot be graded and is left out."""
    from dragonwood_tui.review.run import record_key

    seat = review.seat - 1
    if not is_person(record, seat) or review.game != record.kind:
        return []
    key = record_key(record)
    return [
        Position(position_key(key, seat, d.step), record.kind, record, seat, d, source, review)
        for d in review.decisions
        if d.cls in PRACTISED and d.played_action is not None and d.best_action is not None and d.step < len(record.actions)
    ]


def reviewed_saves(folder: Path) -> Iterable[Path]:
    """The saves of `folder` that have a review kept beside them, newest name last."""
    from dragonwood_tui.storage.listing import REVIEW_SUFFIX as CACHE_SUFFIX

    try:
        caches = sorted(p for p in Path(folder).iterdir() if p.name.endswith(CACHE_SUFFIX))
    except OSError:
        return []
    saves = [p.with_name(p.name[: -len(CACHE_SUFFIX)]) for p in caches[:MAX_REVIEWED]]
    return [p for p in saves if p.is_file()]


@dataclass(frozen=True)
class Gathered:
    """Every practice position of the reviewed saves, and how many saves were reviewed."""

    positions: list[Position]
    reviewed_games: int


def gather(folder: Path) -> Gathered:
    """The practice positions of every reviewed save in `folder` (the persons' seats). A save or
    a review that cannot be read is passed over: it gives no position (the saves list says why)."""
    from dragonwood_tui.engine.record_error import RecordError
    from dragonwood_tui.review.run import cached_reviews
    from dragonwood_tui.storage.files import read_record_file

    found: list[Position] = []
    games = 0
    for path in reviewed_saves(folder):
        try:
            record = read_record_file(path)
            reviews = cached_reviews(path, record)
        except (RecordError, OSError, ValueError):
            continue
        if not reviews:
            continue
        games += 1
        for seat in sorted(reviews):
            found.extend(positions_of(record, reviews[seat], path.stem))
    return Gathered(found, games)


def match_at(position: Position) -> Any:
    """The match of `position`'s record walked to the position's step (narrated: the table's
    log), with no computer player and no autosave: an answer sends nothing into it."""
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.storage.records import resolve_game

    record = position.record
    h = record.header
    game = resolve_game(record.kind)
    return Match(game, h.config, h.seed, h.seats, record.actions[: position.step], narrate=True)
