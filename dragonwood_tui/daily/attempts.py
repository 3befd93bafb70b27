"""The player's daily attempts, found in the saves folder, and starting or resuming one.

An attempt is a save whose notes claim a day (`result.mark`). The first finished attempt of a
day counts: it must have been started on that day (marked without `:practice`), and among such
attempts the one that finished first wins; every other attempt of that day is practice. An
attempt started when the day is gone, or after the day's game was finished, is marked practice
from the start.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from dragonwood_tui.daily.deal import DAILY_KINDS, Deal, daily_deal, daily_game
from dragonwood_tui.daily.result import Proof, claim_of, mark, prove, record_name
from dragonwood_tui.storage.records import RecordError, replay_record
from dragonwood_tui.storage.files import read_record_file

SUFFIX = ".json"


@dataclass(frozen=True)
class Attempt:
    save_id: str
    path: Path
    kind: str
    day: date
    marked_practice: bool
    finished: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    created: datetime
    updated: datetime
    counts: bool = False  # the attempt that counts for its day (set by `attempts`)

    @property
    def practice(self) -> bool:
        return not self.counts


@dataclass
class DayStatus:
    """One daily game of one day, for the Daily screen."""

    kind: str
    day: date
    attempts: list[Attempt] = field(default_factory=list)

    @property
    def counted(self) -> Attempt | None:
        return next((a for a in self.attempts if a.counts), None)

    @property
    def in_progress(self) -> Attempt | None:
        """The newest unfinished attempt (the one `daily` resumes)."""
        running = [a for a in self.attempts if not a.finished]
        return max(running, key=lambda a: a.updated) if running else None

    @property
    def title(self) -> str:
        return daily_game(self.kind).title


def attempts(folder: Path) -> list[Attempt]:
    """Every daily attempt in `folder` (headers only, through the saves index: cheap), oldest
    first, `counts` set."""
    from dragonwood_tui.storage.saves import list_saves

    found: list[Attempt] = []
    for info in list_saves(folder):
        if info.problem is not None:
            continue
        claim = claim_of(info.notes)
        if claim is None or info.game not in DAILY_KINDS:
            continue
        found.append(Attempt(
            info.id, info.path, info.game, claim.day, claim.practice, info.finished,
            tuple(info.scores), tuple(info.winners), info.created, info.updated,
        ))
    return mark_counting(found)


def mark_counting(found: list[Attempt]) -> list[Attempt]:
    """`found`, oldest first, with `counts` set on each day's game that counts: of the finished
    attempts not marked practice, the one that finished first (ties: the smaller save id)."""
    first: dict[tuple[str, date], Attempt] = {}
    for a in sorted((a for a in found if a.finished and not a.marked_practice), key=lambda a: (a.updated, a.save_id)):
        first.setdefault((a.kind, a.day), a)
    chosen = {a.save_id for a in first.values()}
    return [replace(a, counts=a.save_id in chosen) for a in sorted(found, key=lambda a: (a.created, a.save_id))]


def day_status(folder: Path, kind: str, day: date, found: list[Attempt] | None = None) -> DayStatus:
    found = attempts(folder) if found is None else found
    return DayStatus(kind, day, [a for a in found if a.kind == kind and a.day == day])


def last_days(today: date, count: int = 30) -> list[date]:
    """`today` and the `count - 1` days before it, newest first."""
    return [today - timedelta(days=i) for i in range(count)]


@dataclass(frozen=True)
class Plan:
    """What `dragonwood daily` does: resume `save_id`, or start `deal` (marked `practice`)."""

    deal: Deal
    practice: bool
    save_id: str | None = None  # an attempt in progress to resume

    @property
    def resume(self) -> bool:
        return self.save_id is not None


def plan(folder: Path, kind: str, day: date, today: date, player: str = "You") -> Plan:
    """Resume the day's game in progress, else start it: counting if `day` is today and no
    attempt of today counts yet, practice otherwise. ValueError for a day after `today`."""
    if day > today:
        raise ValueError(f"the daily of {day.isoformat()} is not out yet (today is {today.isoformat()})")
    status = day_status(folder, kind, day)
    deal = daily_deal(kind, day, player)
    running = status.in_progress
    if running is not None:
        return Plan(deal, running.marked_practice, running.save_id)
    finished_on_time = any(a.finished and not a.marked_practice for a in status.attempts)
    return Plan(deal, day != today or finished_on_time)


def start_attempt(folder: Path, plan: Plan, on_error: Any = None) -> tuple[str, Any, Any]:
    """A new save for the planned deal (autosaved from now on): (save id, Match, Autosave)."""
    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.games import get_game
    from dragonwood_tui.storage.saves import start_save

    deal = plan.deal
    match = Match(get_game(deal.kind), deal.config, deal.seed, deal.seats, bot_factory=bot_factory(deal.kind))
    save_id, autosave = start_save(
        match, folder, name=record_name(deal.day, plan.practice), notes=mark(deal.day, plan.practice), on_error=on_error
    )
    return save_id, match, autosave


def proof_of_file(path: Path) -> Proof | None:
    """The proof of a daily record file, re-played and checked (RecordError, NotADaily)."""
    record = read_record_file(path)
    try:
        replayed = replay_record(record, check_summary=False)
    except RecordError as exc:
        raise exc.at(path) from None
    return prove(record, replayed.state, replayed.summary)


def proof_of(attempt: Attempt) -> Proof | None:
    """The attempt's proof, marked practice unless it is the one that counts."""
    proof = proof_of_file(attempt.path)
    return None if proof is None else replace(proof, practice=attempt.practice)
