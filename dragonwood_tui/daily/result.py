"""What a daily record proves: the day and game it claims, whether it is that day's deal, the
result and the check code, as the share line `Dragonwood daily 2026-12-01 · won 31–24 · check
7f3a9c`.

A daily record names its day in its notes (`daily:2026-12-01`, or `daily:2026-12-01:practice`
for a later attempt): the record format has no field of its own for it. The claim is then
checked against the deal of that day (seed, options, seats), and the result is the one the
re-played actions give, never the record's summary. The check code is the first 6 hex digits of

    blake2b(b"dragonwood-daily-check:" + DATE + b":" + KIND + b":" + FINAL_STATE_HASH, digest_size=3)

with FINAL_STATE_HASH the engine's 16-hex-digit hash of the state the re-play reaches after the
last action. Two people who played the same moves of the
same deal get the same code; a different move, or an edited record, gives another.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.daily.deal import DAILY_GAMES, NotADate, deal_mismatch, parse_date
from dragonwood_tui.engine.hashing import state_hash

_MARK = re.compile(r"daily:(\d{4}-\d{2}-\d{2})(:practice)?")


def mark(day: date, practice: bool) -> str:
    """The notes of a daily record (its claim: which day, and whether it is a later attempt)."""
    return f"daily:{day.isoformat()}" + (":practice" if practice else "")


def record_name(day: date, practice: bool) -> str:
    """The saves list's name of a daily record."""
    return f"Daily {day.isoformat()}" + (" · practice" if practice else "")


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


def result_text(scores: Sequence[int], winners: Sequence[int], seat: int = 0) -> str:
    """"won 31–24" (the person's score, then the best other score), "lost 18–27", "shared win
    25–25"; alone: "won with 23", "lost with 4"."""
    won = seat in winners
    mine = scores[seat]
    if len(scores) == 1:
        return f"{'won' if won else 'lost'} with {mine}"
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    word = "shared win" if won and len(winners) > 1 else ("won" if won else "lost")
    return f"{word} {mine}–{best_other}"


@dataclass(frozen=True)
class Proof:
    """What a daily record proves (after its re-play)."""

    kind: str
    day: date
    practice: bool  # marked as a later attempt
    finished: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    check: str  # "" while the game runs

    @property
    def title(self) -> str:
        return DAILY_GAMES[self.kind].title

    @property
    def won(self) -> bool:
        return 0 in self.winners

    @property
    def result(self) -> str:
        return result_text(self.scores, self.winners) if self.finished else "in progress"

    @property
    def share_line(self) -> str:
        line = f"{self.title} daily {self.day.isoformat()} · {self.result}"
        if self.finished:
            line += f" · check {self.check}"
        return line + (" · practice" if self.practice else "")


class NotADaily(Exception):
    """A record that claims a day but is not that day's deal: `reason` says what differs."""

    def __init__(self, claim: Claim, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.claim, self.kind, self.reason = claim, kind, reason

    def __str__(self) -> str:
        return f"not a daily: it claims the daily of {self.claim.day.isoformat()}, but {self.reason}"


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
    return Proof(record.kind, claim.day, claim.practice, finished, tuple(summary.scores), tuple(summary.winners), check)


def verify_lines(record: Any, final_state: Any, summary: Any) -> tuple[list[str], bool]:
    """The lines `dragonwood verify` adds for a daily record, and whether it holds as one."""
    try:
        proof = prove(record, final_state, summary)
    except NotADaily as exc:
        return [str(exc)], False
    if proof is None:
        return [], True
    which = "a later attempt (practice) at " if proof.practice else ""
    lines = [f"{which}the {proof.title} daily deal of {proof.day.isoformat()}"]
    if proof.finished:
        lines.append(f"result: {proof.result} · check {proof.check}")
        lines.append(proof.share_line)
    else:
        lines.append("not finished: no result yet")
    return lines, True
