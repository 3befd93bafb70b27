"""What a daily record proves: the day and game it claims, whether it is that day's deal, the
result and the check code, as the share line `Dragonwood daily 2026-12-01 · won 31–24 · check
7f3a9c`.

A daily record names its day in its notes (`daily:2026-12-01`, or `daily:2026-12-01:practice`
for a later attempt): the record format has no field of its own for it. The claim is then
checked against the deal of that day (seed, options, seats), and the result is the one the
re-played actions give, never the record's summary. Whether it may count for its day is read
from its creation time (`window.started_on`) and its marks (notes or name saying practice);
whether it is the day's *first* attempt no single file can show. The check code is the first 6
hex digits of

    blake2b(b"dragonwood-daily-check:" + DATE + b":" + KIND + b":" + FINAL_STATE_HASH, digest_size=3)

with FINAL_STATE_HASH the engine's 16-hex-digit hash of the state the re-play reaches after the
last action. Two people who played the same moves of the
same deal get the same code; a different move, or an edited record, gives another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from typing import Any

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.daily.deal import NotADate, daily_games, deal_mismatch, parse_date
from dragonwood_tui.daily import window  # window.utc_now: the clock (tests set it)
from dragonwood_tui.daily.window import earliest_date, is_out, started_on, utc_text, window_text
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.i18n import N_, _

_MARK = re.compile(r"daily:(\d{4}-\d{2}-\d{2})(:practice)?")


def mark(day: date, practice: bool) -> str:
    """The notes of a daily record (its claim: which day, and whether it is a later attempt)."""
    return f"daily:{day.isoformat()}" + (":practice" if practice else "")


PRACTICE_NAME = " · practice"


def record_name(day: date, practice: bool) -> str:
    """The saves list's name of a daily record."""
    return f"Daily {day.isoformat()}" + (PRACTICE_NAME if practice else "")


def practice_mark(notes: str, name: str) -> str:
    """What marks a daily record practice: "notes", "name" (its name says practice, its notes
    no longer do: an edited note), or "" for an attempt marked as one that may count."""
    claim = claim_of(notes)
    if claim is not None and claim.practice:
        return "notes"
    return "name" if practice_named(name) else ""


def practice_named(name: str) -> bool:
    """Whether a daily record's name says practice (`record_name`)."""
    return isinstance(name, str) and name.rstrip().endswith(PRACTICE_NAME.strip())


@dataclass(frozen=True)
class Claim:
    day: date
    practice: bool


def claim_of(notes: str) -> Claim | None:
    """The day a record's notes claim (first line), or None for a record that claims none."""
    first = notes.split("\n", 1)[0].strip() if notes else ""
    m = _MARK.fullmatch(first)
    if m is None:
        return None
    try:
        return Claim(parse_date(m.group(1)), m.group(2) is not None)
    except NotADate:
        return None


def check_code(day: date, kind: str, final_hash: str) -> str:
    text = f"dragonwood-daily-check:{day.isoformat()}:{kind}:{final_hash}"
    return blake2b(text.encode("ascii"), digest_size=3).hexdigest()


class Outcome(StrEnum):
    """How a daily ended for the person, in no language (the words are `result_words`')."""

    WON = "won"
    LOST = "lost"
    SHARED = "shared"  # a win shared: another seat has the same best score

    @property
    def won(self) -> bool:
        return self is not Outcome.LOST


@dataclass(frozen=True)
class Score:
    """A finished daily's result for the person: the outcome and the numbers of its line."""

    outcome: Outcome
    mine: int
    best_other: int | None  # the best other seat's score; None alone at the table


def score_of(scores: Sequence[int], winners: Sequence[int], seat: int = 0) -> Score:
    won = seat in winners
    if len(scores) == 1:
        return Score(Outcome.WON if won else Outcome.LOST, scores[seat], None)
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    outcome = Outcome.SHARED if won and len(winners) > 1 else (Outcome.WON if won else Outcome.LOST)
    return Score(outcome, scores[seat], best_other)


# The result's words, one message each (a translator orders them); English where a line must
# be English (`--json`), the language in effect everywhere else.
_AGAINST = {
    # TRANSLATORS: a daily's result: the person's score, then the best other score ("won 31–24")
    Outcome.WON: N_("won {mine}–{other}"),
    # TRANSLATORS: a daily's result: the person's score, then the best other score ("lost 18–27")
    Outcome.LOST: N_("lost {mine}–{other}"),
    # TRANSLATORS: a daily's result when another seat has the same best score ("shared win 25–25")
    Outcome.SHARED: N_("shared win {mine}–{other}"),
}
_ALONE = {
    # TRANSLATORS: a solo daily's result, with the person's score ("won with 23")
    Outcome.WON: N_("won with {score}"),
    # TRANSLATORS: a solo daily's result, with the person's score ("lost with 4")
    Outcome.LOST: N_("lost with {score}"),
    Outcome.SHARED: N_("won with {score}"),
}


def _words(english: bool) -> Callable[[str], str]:
    return (lambda message: message) if english else _


def result_words(score: Score, english: bool = False) -> str:
    """"won 31–24" (the person's score, then the best other score), "lost 18–27", "shared win
    25–25"; alone: "won with 23", "lost with 4" — in the language in effect, or English."""
    words = _words(english)
    if score.best_other is None:
        return words(_ALONE[score.outcome]).format(score=score.mine)
    return words(_AGAINST[score.outcome]).format(mine=score.mine, other=score.best_other)


def result_text(scores: Sequence[int], winners: Sequence[int], seat: int = 0) -> str:
    """The result's words (`result_words`) in the language in effect."""
    return result_words(score_of(scores, winners, seat))


def share_line(title: str, day: date, score: Score | None, check: str, practice: bool = False, english: bool = False) -> str:
    """"Dragonwood daily 2026-12-01 · won 31–24 · check 7f3a9c": the words in the language in
    effect (or English), the title, the date, the numbers and the check code the same in every
    language (docs/i18n.md)."""
    words = _words(english)
    result = result_words(score, english) if score is not None else words(N_("in progress"))
    # TRANSLATORS: the start of a daily's share line: {game} is the game's title (kept in English), {date} 2026-12-01
    line = words(N_("{game} daily {date} · {result}")).format(game=title, date=day.isoformat(), result=result)
    if check:
        # TRANSLATORS: the share line's check code (6 hex digits)
        line += " · " + words(N_("check {code}")).format(code=check)
    if practice:
        # TRANSLATORS: the end of a share line of a game that does not count for its day
        line += " · " + words(N_("practice"))
    return line


@dataclass(frozen=True)
class Proof:
    """What a daily record proves (after its re-play)."""

    kind: str
    day: date
    practice: bool  # can't be the day's result: marked practice, or not started on its day
    finished: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    check: str  # "" while the game runs
    started: datetime | None = None  # the record's creation time
    marked: str = ""  # what marks it practice ("notes", "name"), as `practice_mark`
    on_day: bool = True  # started on its day (`window.started_on`)

    @property
    def title(self) -> str:
        return daily_games()[self.kind].title

    @property
    def won(self) -> bool:
        return 0 in self.winners

    @property
    def score(self) -> Score | None:
        """The result, in no language (None while the game runs)."""
        return score_of(self.scores, self.winners) if self.finished else None

    @property
    def result(self) -> str:
        """The result's words in the language in effect."""
        score = self.score
        return result_words(score) if score is not None else _("in progress")

    @property
    def share_line(self) -> str:
        """The line to share, in the language in effect (its check code is the same in all)."""
        return share_line(self.title, self.day, self.score, self.check if self.finished else "", self.practice)


class NotADaily(Exception):
    """A record that claims a day but is not that day's deal: `reason` says what differs."""

    def __init__(self, claim: Claim, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.claim, self.kind, self.reason = claim, kind, reason

    def __str__(self) -> str:
        # TRANSLATORS: {reason} is one of the reasons below ("its seed is not the seed of 2026-12-01")
        return _("not a daily: it claims the daily of {date}, but {reason}").format(date=self.claim.day.isoformat(), reason=self.reason)


def prove(record: Any, final_state: Any, summary: Any) -> Proof | None:
    """The proof of a re-played record (`final_state` and `summary` from `replay_record`, which
    checked every action and checkpoint): None when it claims no day; NotADaily when it claims
    one and is not that day's deal."""
    h = record.header
    claim = claim_of(h.notes)
    if claim is None:
        return None
    reason = deal_mismatch(record.kind, claim.day, h.seed, h.config, h.seats)
    if reason is not None:
        raise NotADaily(claim, record.kind, reason)
    finished = summary.status == "finished"
    check = check_code(claim.day, record.kind, state_hash(final_state)) if finished else ""
    marked = practice_mark(h.notes, h.name)
    on_day = started_on(claim.day, h.created)
    return Proof(
        record.kind, claim.day, bool(marked) or not on_day, finished, tuple(summary.scores), tuple(summary.winners),
        check, h.created, marked, on_day,
    )


class NotOutYet(NotADaily):
    """A record claiming a date that no time zone has reached yet."""

    def __init__(self, claim: Claim, kind: str, now: datetime) -> None:
        today = earliest_date(now).isoformat()
        super().__init__(claim, kind, _("that date is in the future (even at UTC+14 it is {date}): no one can have played it").format(date=today))


# What `verify` can and can't say about a daily record, in its own words (docs/daily-and-stats.md).
PROVES = N_(
    "the check code proves the deal and the result: these moves of that day's deal, re-played, end with this "
    "result; no offline check can prove that this was the first attempt of the day, that it was played when "
    "its times say, nor that a person played it"
)


def standing_line(proof: Proof) -> str:
    """Whether the attempt may count for its day, and why not."""
    when = utc_text(proof.started) if proof.started is not None else "?"
    if not proof.on_day:
        return _("started {when}, not on its day ({window}, the day in every time zone): practice, not counted for the day").format(
            when=when, window=window_text(proof.day))
    if proof.marked == "notes":
        return _("marked practice in its notes: a later attempt, not counted for the day")
    if proof.marked == "name":
        return _("its name marks it practice though its notes do not (an edited note): practice, not counted for the day")
    return _("started {when}, on its day ({window}): it counts for the day if no other attempt was started before it").format(
        when=when, window=window_text(proof.day))


def prove_now(record: Any, final_state: Any, summary: Any, now: datetime | None = None) -> Proof | None:
    """`prove`, and NotOutYet for a day that has begun nowhere at `now` (default: the clock)."""
    proof = prove(record, final_state, summary)
    now = now or window.utc_now()
    if proof is not None and not is_out(proof.day, now):
        raise NotOutYet(Claim(proof.day, proof.practice), proof.kind, now)
    return proof


def verify_lines(record: Any, final_state: Any, summary: Any, now: datetime | None = None) -> tuple[list[str], bool]:
    """The lines `dragonwood verify` adds for a daily record, and whether it holds as one
    (`now`: the clock, for a day not out yet)."""
    try:
        proof = prove_now(record, final_state, summary, now)
    except NotADaily as exc:
        return [str(exc)], False
    if proof is None:
        return [], True
    if proof.marked == "notes":
        lines = [_("a later attempt (practice) at the {game} daily deal of {date} (its seed, options and seats)").format(
            game=proof.title, date=proof.day.isoformat())]
    else:
        lines = [_("the {game} daily deal of {date} (its seed, options and seats)").format(game=proof.title, date=proof.day.isoformat())]
    if proof.finished:
        lines.append(_("result: {result} · check {code}").format(result=proof.result, code=proof.check))
    else:
        lines.append(_("not finished: no result yet"))
    lines.append(standing_line(proof))
    if proof.finished:
        lines.append(_(PROVES))
        lines.append(proof.share_line)
    return lines, True
