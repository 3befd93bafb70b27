"""What the statistics need from one record, read by re-playing it (the record is the truth,
its summary only a cache), and kept in an optional cache file.

A game is counted once however many saves hold it (`once_each`, by the record's
`storage.records.playing_identity`: the game and when it was played; a copy made by
`import --again` is the same, the same deal played again the same way is not).

Whose games: the player's seat is the first seat without a computer player; in a game where
every seat is a computer player (a watched game, the sample records) it is seat 0.
The mode is "solo" for one seat (Dragonwood's solo variant, solo Dice Quest), else "N seats";
the opponents' level is the computer players' bot name at the other seats ("greedy", or
"greedy+random" when they differ; "solo" when there is no other seat).

The cache (`stats-cache.json` beside the saves folder) maps a save's file name, size and
modification time to its facts, tied to the file's bytes (their digest); the file is sealed as
a whole (storage/cache.py): a changed, new or removed file is re-read, a cache edited by hand,
damaged or of the wrong shape is ignored (every record re-played), and deleting it loses
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

import msgspec

from dragonwood_tui.i18n import _
from dragonwood_tui.storage.cache import (
    DayText, Digest, Size, TimeNs, known_kind, load_sealed, read_and_digest, real_day, store_sealed,
)
from dragonwood_tui.storage.listing import Listed, list_folder
from dragonwood_tui.play.practice import is_practice

_CHECK = re.compile("[0-9a-f]{6}")  # a daily's check code (daily.result.check_code)
CACHE_NAME = "stats-cache.json"
CACHE_VERSION = 6  # 6: the best other score; 5: each game's identity; 4: the file sealed whole; 3: practice games marked; 2: entries tied to their record's digest
SUFFIX = ".json"


class Facts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One finished or unfinished game, from the player's seat. The constraints hold for the
    caches, which decode their entries straight into Facts (and check them with `plausible`)."""

    save_id: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    kind: Annotated[str, msgspec.Meta(max_length=40)]  # known: `plausible` (once per kind, not per game)
    finished: bool
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    level: Annotated[str, msgspec.Meta(min_length=1, max_length=400)]  # the opponents' level ("solo" without opponents)
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)]  # the player's seat
    score: Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
    won: bool
    when: Annotated[datetime, msgspec.Meta(tz=True)]  # last played (the finish, for a finished game)
    # a game with armies (Dice Quest): cards in the player's army at the end
    army: Annotated[int, msgspec.Meta(ge=0, le=10**6)] | None = None
    # the best score of the other seats (None alone): a loss reads "lost 0–27" with it
    best_other: Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)] | None = None
    daily: DayText | None = None  # the claimed day of a daily record
    check: Annotated[str, msgspec.Meta(max_length=6)] = ""  # a finished daily's check code (6 hex digits: `plausible`)
    practice: bool = False  # a practice game from a replay (`play.practice.is_practice`): never counted
    # the game and when it was played (`storage.records.playing_identity`): a copy counts once
    # ("": not known, counted)
    game: Annotated[str, msgspec.Meta(pattern="^([0-9a-f]{32})?$")] = ""

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
    from dragonwood_tui.storage.records import RecordError, replay_record, resolve_game

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
    from dragonwood_tui.storage.records import playing_identity

    h = record.header
    return Facts(
        save_id=save_id,
        kind=record.kind,
        finished=s.status == "finished",
        seats=len(h.seats),
        level=opponents_level(record.kind, h.seats, seat),
        seat=seat,
        score=s.scores[seat] if seat < len(s.scores) else 0,
        best_other=max((v for n, v in enumerate(s.scores) if n != seat), default=None),
        won=seat in s.winners,
        when=h.updated,
        game=playing_identity(record),
        army=army,
        daily=proof.day.isoformat() if proof else None,
        check=proof.check if proof else "",
        practice=is_practice(record),
    )


def once_each(games: Iterable[Facts]) -> list[Facts]:
    """`games` with each game once: of the saves holding the same game (a copy made by
    `import --again`, the same record imported under two names), the first; in their order."""
    seen: set[str] = set()
    out = []
    for g in games:
        if not g.game or g.game not in seen:
            seen.add(g.game)
            out.append(g)
    return out


def is_copy(a: Facts, b: Facts) -> bool:
    """`a` and `b` are the same save, or two saves of the same game."""
    return a.save_id == b.save_id or (bool(a.game) and a.game == b.game)


# -- the cache -----------------------------------------------------------------------------


class _Entry(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    size: Size
    mtime_ns: TimeNs
    digest: Digest  # of the record file's bytes (UNREAD: it could not be read)
    facts: Facts | None  # None: not a readable record
    problem: Annotated[str, msgspec.Meta(max_length=4000)] = ""


class _Cache(msgspec.Struct, forbid_unknown_fields=True):
    """The sealed body of the cache file (storage.cache.store_sealed)."""

    version: int
    entries: dict[Annotated[str, msgspec.Meta(max_length=300)], _Entry]


MAX_CACHE_BYTES = 64 * 1024 * 1024


def cache_path(folder: Path) -> Path:
    return Path(folder).parent / CACHE_NAME


@lru_cache(maxsize=1024)
def _level_holds(kind: str, seats: int, seat: int, level: str) -> bool:
    """`level` is what `opponents_level` makes for a game of `kind`: "solo" alone at the table,
    else the other seats' levels ("person" or a computer player the game knows), sorted, once each."""
    from dragonwood_tui.bots import bot_names

    if seats == 1:
        return level == "solo"
    parts = level.split("+")
    known = {"person", *bot_names(kind)}
    return parts == sorted(set(parts)) and len(parts) < seats and all(p in known for p in parts)


def plausible(games: Iterable[Facts]) -> bool:
    """What `facts_of_record` could have made of records, beyond the types: a known game, the
    player's seat among the seats, the opponents' level of that game's players, a daily's real
    day (and a check code, 6 hex digits, only with a day). Each distinct value checked once (a
    year of saves holds a few dozen): cheaper than a constraint checked in every entry."""
    shapes = {(f.kind, f.seats, f.seat, f.level) for f in games}
    if not all(known_kind(k) and seat < seats and _level_holds(k, seats, seat, level) for k, seats, seat, level in shapes):
        return False
    dailies = {(f.daily, f.check) for f in games if f.daily is not None or f.check}
    return all(day is not None and real_day(day) and (not check or _CHECK.fullmatch(check)) for day, check in dailies)


def _plausible(name: str, e: _Entry) -> bool:
    """What `facts_of_record` could have made of the record `name`, and nothing else."""
    f = e.facts
    if f is None:
        return bool(e.problem)
    return not e.problem and f.save_id == name[: -len(SUFFIX)] and plausible((f,))


def _load_cache(path: Path | None) -> dict[str, _Entry]:
    """The entries of the cache that make sense, when it is sealed; {} for a cache that is
    missing, edited, corrupt, of another shape or version (every record re-played)."""
    cache = None if path is None else load_sealed(path, _Cache, MAX_CACHE_BYTES)
    if cache is None or cache.version != CACHE_VERSION:
        return {}
    # sealed, yet not what `facts_of_record` makes (a game no longer known...): re-played
    return {name: e for name, e in cache.entries.items() if _plausible(name, e)}


def _facts_of_bytes(name: str, data: bytes) -> tuple[Facts | None, str]:
    """(facts, "") of a record's bytes, or (None, the problem)."""
    # (the records' module is imported when a record is read: statistics from the caches need none)
    from dragonwood_tui.storage.records import RecordError, decode_record

    try:
        return facts_of_record(name[: -len(SUFFIX)], decode_record(data)), ""
    except RecordError as exc:
        return None, exc.reason if exc.step is None else _("step {step}: {reason}").format(step=exc.step, reason=exc.reason)


class Collected(msgspec.Struct):
    games: list[Facts]
    unreadable: list[tuple[str, str]]  # (file name, problem)


def collect(folder: Path, cache: Path | None = None, listing: tuple[Listed, ...] | None = None) -> Collected:
    """The facts of every record in `folder`, re-played, oldest first; with `cache`, files
    unchanged since the cache was written are not re-played, and the cache is updated.
    `listing`: the folder's files as `storage.listing.list_folder` gave them (one `stat`
    pass for several caches); read here when not given."""
    old = _load_cache(cache)
    new: dict[str, _Entry] = {}
    files = list_folder(folder) if listing is None else listing
    changed = False
    for f in files:
        if f.size < 0:
            continue  # could not be stat'ed
        hit = old.get(f.name)
        if hit is not None and hit.size == f.size and hit.mtime_ns == f.mtime_ns:
            new[f.name] = hit
            continue
        # new or changed: its bytes decide (the same bytes keep their facts)
        from dragonwood_tui.storage.records import MAX_FILE_BYTES

        data, found, why = read_and_digest(Path(f.path), MAX_FILE_BYTES)
        if data is None:
            facts, problem = None, why
        elif hit is not None and hit.digest == found:
            facts, problem = hit.facts, hit.problem
        else:
            facts, problem = _facts_of_bytes(f.name, data)
        new[f.name] = _Entry(f.size, f.mtime_ns, found, facts, problem)
        changed = True
    if cache is not None and (changed or set(new) != set(old)):
        store_sealed(cache, _Cache(CACHE_VERSION, new))
    games = sorted((x.facts for x in new.values() if x.facts is not None), key=lambda f: (f.when, f.save_id))
    unreadable = [(name, x.problem) for name, x in new.items() if x.facts is None]
    return Collected(games, unreadable)
