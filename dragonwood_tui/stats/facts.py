"""What the statistics need from one record, read by re-playing it (the record is the truth,
its summary only a cache), and kept in an optional cache file.

Whose games: the player's seat is the first seat without a computer player; in a game where
every seat is a computer player (a watched game, the sample records) it is seat 0.
The mode is "solo" for one seat (Dragonwood's solo variant, solo Dice Quest), else "N seats";
the opponents' level is the computer players' bot name at the other seats ("greedy", or
"greedy+random" when they differ; "solo" when there is no other seat).

The cache (`stats-cache.json` beside the saves folder) maps a save's file name, size and
modification time to its facts; a changed, new or removed file is re-read, a cache that
can't be read is ignored, and deleting it loses nothing.
"""

from __future__ import annotations

import os
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.storage.records import RecordError, replay_record, resolve_game
from dragonwood_tui.storage.atomic import atomic_write, is_temp_file
from dragonwood_tui.storage.files import Unreadable, read_record_file, read_regular

CACHE_NAME = "stats-cache.json"
CACHE_VERSION = 1
SUFFIX = ".json"


class Facts(msgspec.Struct, frozen=True):
    """One finished or unfinished game, from the player's seat."""

    save_id: str
    kind: str
    finished: bool
    seats: int
    level: str  # the opponents' level ("solo" without opponents)
    seat: int  # the player's seat
    score: int
    won: bool
    when: datetime  # last played (the finish, for a finished game)
    army: int | None = None  # a game with armies (Dice Quest): cards in the player's army at the end
    daily: str | None = None  # the claimed day of a daily record ("2026-12-01")
    check: str = ""  # a finished daily's check code

    @property
    def mode(self) -> str:
        return mode_label(self.seats)


def mode_label(seats: int) -> str:
    return "solo" if seats == 1 else f"{seats} seats"


def player_seat(seats: Any) -> int:
    return next((i for i, s in enumerate(seats) if s.bot is None), 0)


@lru_cache(maxsize=None)
def level_name(kind: str, bot: str) -> str:
    """The level a person chose for `bot`: an old name ("greedy") counts as the offered level
    that plays the same way, the same factory ("normal")."""
    from dragonwood_tui.bots import _all, bot_levels  # _all: every name with its factory (no public alias lookup yet)

    offered = bot_levels(kind)
    target = next((lv.target for lv in _all(kind) if lv.name == bot), None)
    if target is None or bot in (lv.name for lv in offered):
        return bot
    return next((lv.name for lv in offered if lv.target == target), bot)


def opponents_level(kind: str, seats: Any, seat: int) -> str:
    bots = sorted({level_name(kind, s.bot) if s.bot else "person" for i, s in enumerate(seats) if i != seat})
    return "+".join(bots) if bots else "solo"


def facts_of_record(save_id: str, record: Any) -> Facts:
    """The facts of a record, re-played (RecordError if it does not hold)."""
    from dragonwood_tui.daily.result import NotADaily, prove

    game = resolve_game(record.kind)
    h = record.header
    seat = player_seat(h.seats)
    try:
        replayed = replay_record(record, game, check_summary=False)
    except RecordError:
        if h.rules_version >= game.rules_version:
            raise
        # Recorded under older rules that this version can no longer re-play: its summary
        # is all there is (no army, no daily proof).
        return _facts(save_id, record, seat, h.summary, None, None)
    try:
        proof = prove(record, replayed.state, replayed.summary)
    except NotADaily:
        proof = None  # claims a day it is not the deal of: an ordinary game
    return _facts(save_id, record, seat, replayed.summary, game.army(replayed.state, seat), proof)


def _facts(save_id: str, record: Any, seat: int, s: Any, army: int | None, proof: Any) -> Facts:
    h = record.header
    return Facts(
        save_id=save_id,
        kind=record.kind,
        finished=s.status == "finished",
        seats=len(h.seats),
        level=opponents_level(record.kind, h.seats, seat),
        seat=seat,
        score=s.scores[seat] if seat < len(s.scores) else 0,
        won=seat in s.winners,
        when=h.updated,
        army=army,
        daily=proof.day.isoformat() if proof else None,
        check=proof.check if proof else "",
    )


# -- the cache -----------------------------------------------------------------------------


class _Entry(msgspec.Struct):
    size: int
    mtime_ns: int
    facts: Facts | None  # None: not a readable record
    problem: str = ""


class _Cache(msgspec.Struct):
    version: int
    entries: dict[str, _Entry]


def cache_path(folder: Path) -> Path:
    return Path(folder).parent / CACHE_NAME


def _load_cache(path: Path | None) -> dict[str, _Entry]:
    if path is None:
        return {}
    try:
        cache = msgspec.json.decode(read_regular(path, 64 * 1024 * 1024, what="a cache"), type=_Cache)
    except (Unreadable, OSError, msgspec.DecodeError, RecursionError):
        return {}
    return cache.entries if cache.version == CACHE_VERSION else {}


class Collected(msgspec.Struct):
    games: list[Facts]
    unreadable: list[tuple[str, str]]  # (file name, problem)


def collect(folder: Path, cache: Path | None = None) -> Collected:
    """The facts of every record in `folder`, re-played, oldest first; with `cache`, files
    unchanged since the cache was written are not re-played, and the cache is updated."""
    old = _load_cache(cache)
    new: dict[str, _Entry] = {}
    try:
        entries = sorted(
            (e for e in os.scandir(folder) if e.name.endswith(SUFFIX) and not is_temp_file(e.name)),
            key=lambda e: e.name,
        )
    except FileNotFoundError:  # no saves yet (a saves "folder" that is a file is an error)
        entries = []
    for e in entries:
        try:
            st = e.stat()
        except OSError:
            continue
        hit = old.get(e.name)
        if hit is not None and hit.size == st.st_size and hit.mtime_ns == st.st_mtime_ns:
            new[e.name] = hit
            continue
        try:
            facts: Facts | None = facts_of_record(e.name[: -len(SUFFIX)], read_record_file(Path(e.path)))
            problem = ""
        except RecordError as exc:
            facts, problem = None, exc.reason if exc.step is None else f"step {exc.step}: {exc.reason}"
        new[e.name] = _Entry(st.st_size, st.st_mtime_ns, facts, problem)
    if cache is not None and new != old:
        try:
            atomic_write(cache, msgspec.json.encode(_Cache(CACHE_VERSION, new)))
        except OSError:
            pass  # a cache that can't be written is only slower next time
    games = sorted((x.facts for x in new.values() if x.facts is not None), key=lambda f: (f.when, f.save_id))
    unreadable = [(name, x.problem) for name, x in new.items() if x.facts is None]
    return Collected(games, unreadable)
