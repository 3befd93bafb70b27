"""The player's daily attempts, found in the saves folder, and starting or resuming one.

An attempt is a save whose notes claim a day (`result.mark`). A day's game is the first
attempt *started* on that day (its record's creation time within the day in some time zone,
`window.started_on`) that is not marked practice (by its notes or its name); it counts once it
is finished. Every other attempt of that day is practice, whatever its notes say: an attempt
started after it (playing again, its `:practice` deleted) or when the day was gone everywhere.
The app marks an attempt practice from the start when the day is gone or already played, and
resumes the day's game in progress rather than starting another.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dragonwood_tui.daily.deal import Deal, daily_deal, daily_game, daily_kinds
from dragonwood_tui.daily.result import Proof, claim_of, mark, practice_named, prove, record_name
from dragonwood_tui.daily.window import started_on
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.i18n import _
from dragonwood_tui.storage.times import sort_key

if TYPE_CHECKING:
    from dragonwood_tui.storage.saves_list import SaveInfo
    from dragonwood_tui.play.session import GameSession

SUFFIX = ".json"


@dataclass(frozen=True)
class Attempt:
    save_id: str
    path: Path
    kind: str
    day: date
    marked_practice: bool  # by its notes, or by its name (`result.practice_mark`)
    finished: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    created: datetime
    updated: datetime
    counts: bool = False  # the attempt that counts for its day (set by `attempts`)

    @property
    def practice(self) -> bool:
        return not self.counts

    @property
    def may_count(self) -> bool:
        """Not marked practice, and started on its day: a candidate for the day's game."""
        return not self.marked_practice and started_on(self.day, self.created)


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


def attempts(folder: Path, day: date | None = None, infos: Sequence[SaveInfo] | None = None) -> list[Attempt]:
    """Every daily attempt in `folder` (headers only, through the saves index: cheap), oldest
    first, `counts` set; with `day`, that day's only (not kept for the next call). `infos`: the
    folder's listing, when the caller has it. (The main menu's thread asks for every day's: the
    Daily screen opened next finds them kept with the same listing.)"""
    global _remembered
    if infos is None:
        from dragonwood_tui.storage.saves_list import list_saves

        infos = list_saves(folder)
    known = _remembered
    if known is not None and _same(known[0], infos):  # the same listing (its very entries) as last time
        return [a for a in known[1] if day is None or a.day == day]
    claimed = "daily:" if day is None else mark(day, False)  # the start of the notes of a claim (`claim_of`)
    found: list[Attempt] = []
    for info in infos:
        if info.problem is not None or not info.notes.lstrip().startswith(claimed):
            continue
        claim = claim_of(info.notes)
        if claim is None or info.game not in daily_kinds() or (day is not None and claim.day != day):
            continue
        found.append(Attempt(
            info.id, info.path, info.game, claim.day, claim.practice or practice_named(info.name),
            info.finished, tuple(info.scores), tuple(info.winners), info.created, info.updated,
        ))
    result = mark_counting(found)
    if day is None:
        _remembered = (tuple(infos), tuple(result))
    return result


# The last whole listing read and the attempts found in it: the saves list gives the very same
# (frozen) entries for files unchanged since, so the Daily screen opened again parses nothing.
_remembered: tuple[tuple[SaveInfo, ...], tuple[Attempt, ...]] | None = None


def _same(before: Sequence[SaveInfo], now: Sequence[SaveInfo]) -> bool:
    return len(before) == len(now) and all(a is b for a, b in zip(before, now))


def mark_counting(found: list[Attempt]) -> list[Attempt]:
    """`found`, oldest first, with `counts` set on each day's game once it is finished: of the
    attempts that may count (`Attempt.may_count`), the one started first (ties: the smaller
    save id). A later one never replaces it, finished first or not."""
    first: dict[tuple[str, date], Attempt] = {}
    for a in sorted((a for a in found if a.may_count), key=lambda a: (sort_key(a.created), a.save_id)):
        first.setdefault((a.kind, a.day), a)
    chosen = {a.save_id for a in first.values() if a.finished}
    return [replace(a, counts=a.save_id in chosen) for a in sorted(found, key=lambda a: (sort_key(a.created), a.save_id))]


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


def not_out_yet(day: date, today: date) -> str | None:
    """Why the daily of `day` can't be played yet (a day after `today`), or None."""
    if day > today:
        return _("the daily of {date} is not out yet (today is {today})").format(date=day.isoformat(), today=today.isoformat())
    return None


def plan(folder: Path, kind: str, day: date, today: date, player: str = "You") -> Plan:
    """Resume the day's game in progress, else start it: counting if `day` is today and no
    attempt of today may count yet, practice otherwise. ValueError for a day after `today`."""
    problem = not_out_yet(day, today)
    if problem is not None:
        raise ValueError(problem)
    status = day_status(folder, kind, day)
    deal = daily_deal(kind, day, player)
    running = status.in_progress
    if running is not None:
        return Plan(deal, running.marked_practice, running.save_id)
    played = any(a.may_count for a in status.attempts)  # none runs: the day's game is over
    return Plan(deal, day != today or played)


def open_day(
    folder: Path, kind: str, day: date, today: date, *, on_error: Any = None, wait: float = 5.0
) -> GameSession:
    """The app's one way into a daily: resume the day's game in progress, or start it (practice
    when the day is gone or already played), as `plan` decides; a session like any game's.

    Deciding and starting are one step under the saves folder's lock of that day and game, so
    two windows that open the same daily at once make one attempt: the second one waits for
    the first one's save, finds it in progress and is refused (SaveInUse: the app shows it
    read-only), or, after `wait` seconds, is refused as Busy. ValueError for a day not out yet."""
    from dragonwood_tui.storage.locks import one_at_a_time
    from dragonwood_tui.play.session import GameSession

    with one_at_a_time(folder, f"daily-{kind}-{day.isoformat()}", "starting this daily", wait):
        planned = plan(folder, kind, day, today)
        if planned.save_id is not None:
            return GameSession.resume(planned.save_id, folder, on_error=on_error)  # SaveInUse when a window plays it
        return start_attempt(folder, planned, on_error)


def start_attempt(folder: Path, plan: Plan, on_error: Any = None) -> GameSession:
    """A new save for the planned deal, autosaved and locked from now on: an open
    `play.session.GameSession` (a second window that finds it in progress can't write it)."""
    from dragonwood_tui.play.session import GameSession

    deal = plan.deal
    return GameSession.create(
        deal.kind, deal.config, deal.seats, deal.seed, folder,
        name=record_name(deal.day, plan.practice), notes=mark(deal.day, plan.practice), opened="daily", on_error=on_error,
    )


def proof_of_file(path: Path) -> Proof | None:
    """The proof of a daily record file, re-played and checked (RecordError, NotADaily)."""
    from dragonwood_tui.storage.files import read_record_file
    from dragonwood_tui.storage.records import replay_record  # a proof re-plays: the menu's status line does not

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
