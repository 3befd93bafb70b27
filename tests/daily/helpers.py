"""Daily records for tests: the day's deal played to its end by computer players in every seat,
saved as the person's attempt (seat 0 a person), with chosen ids and times."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.daily.deal import daily_deal
from dragonwood_tui.daily.result import mark, record_name
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_build import new_record
from dragonwood_tui.storage.records import encode_record
from dragonwood_tui.games import get_game

DAY = date(2026, 12, 1)
PLAYER_BOT = {"dragonwood": "normal", "dice-quest": "expert"}


def played_actions(kind: str, day: date, steps: int | None = None, bot: str | None = None) -> list[Any]:
    """The day's deal played by computer players, `bot` (or PLAYER_BOT) at the person's seat."""
    deal = daily_deal(kind, day)
    seats = [SeatSpec(deal.seats[0].name, bot or PLAYER_BOT[kind]), *deal.seats[1:]]
    match = Match(get_game(kind), deal.config, deal.seed, seats, bot_factory=bot_factory(kind))
    match.play_bots(limit=steps)
    return match.actions


def daily_record(
    kind: str = "dragonwood", day: date = DAY, *, practice: bool = False, steps: int | None = None,
    finished_at: datetime | None = None, bot: str | None = None, started_at: datetime | None = None, **changes: Any,
) -> Any:
    """The record of an attempt at `kind`'s daily of `day` (started at 09:00 UTC that day unless
    `started_at`); `changes` replace header fields."""
    deal = daily_deal(kind, day)
    start = started_at or datetime(day.year, day.month, day.day, 9, tzinfo=timezone.utc)
    record = new_record(
        get_game(kind), deal.config, deal.seed, deal.seats, played_actions(kind, day, steps, bot),
        created=start, updated=finished_at or start + timedelta(minutes=20),
        name=record_name(day, practice), notes=mark(day, practice),
    )
    if changes:
        record.header = msgspec.structs.replace(record.header, **changes)
    return record


def write(folder: Path, save_id: str, record: Any) -> Path:
    path = folder / f"{save_id}.json"
    path.write_bytes(encode_record(record))
    return path
