"""Campaign progress, derived from the verified records in the saves folder.

Stars, unlocks, best results and attempts are recomputed from the records; a cache file
(`<data dir>/campaign/<id>.progress.json`) keeps what each record proved, tied to the record's
bytes (their digest); the file is sealed whole (storage/cache.py), so a record written since, a
cache edited by hand, missing, corrupt, of the wrong shape or from another version of the
campaign file is simply verified again. The cache is written atomically and is never the
truth: deleting it loses nothing.

Reset writes `<id>.reset.json` (the moment of the reset): attempts started before it no longer
count, and their records stay in the saves list.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated, Any

import msgspec

from dragonwood_tui.campaign.attempts import Attempt, check_attempt, parse_tag
from dragonwood_tui.campaign.goals import goal_words, star_words
from dragonwood_tui.campaign.model import Campaign, content_digest
from dragonwood_tui.storage.records import MAX_ACTIONS, MAX_FILE_BYTES, PEEK_BYTES, TAIL_BYTES, RecordError, decode_record, peek_header
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.cache import UNREAD, Digest, Size, TimeNs, load_sealed, read_and_digest, store_sealed
from dragonwood_tui.storage.listing import Listed, list_folder
from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.storage.paths import campaign_dir  # re-exported: where the progress caches live

CACHE_FORMAT = "dragonwood-tui-campaign-progress"
CACHE_VERSION = 4  # 4: each attempt's game identity; 3: the file sealed whole; 2: entries tied to their record's digest
SUFFIX = ".json"


SaveId = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
_Number = Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]


class _CachedAttempt(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """An Attempt as the cache holds it: every field typed and bounded."""

    save_id: SaveId
    stage: Annotated[str, msgspec.Meta(max_length=200)]
    created: Annotated[str, msgspec.Meta(max_length=40)]  # RFC 3339, checked when loaded
    seed: Annotated[int, msgspec.Meta(ge=0)]
    steps: Annotated[int, msgspec.Meta(ge=0, le=MAX_ACTIONS)]
    finished: bool
    won: bool
    stars: Annotated[int, msgspec.Meta(ge=0, le=3)]
    measure: _Number
    score: _Number
    problem: Annotated[str, msgspec.Meta(max_length=4000)] | None
    game: Annotated[str, msgspec.Meta(pattern="^([0-9a-f]{32})?$")] = ""


class _Entry(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    size: Size
    mtime_ns: TimeNs
    digest: Digest  # of the record file's bytes (UNREAD: it could not be read)
    attempt: _CachedAttempt | None = None  # None: not an attempt of this campaign


class _Cache(msgspec.Struct, forbid_unknown_fields=True):
    """The sealed body of the cache file (storage.cache.store_sealed)."""

    format: str
    version: int
    campaign: str
    digest: str  # of the campaign's stages: another campaign file means verifying again
    entries: dict[SaveId, _Entry] = {}


@dataclass
class StageProgress:
    id: str
    chapter: str
    title: str
    game: str
    goal: str
    thresholds: list[int]
    star_lines: list[str]
    stars: int = 0
    unlocked: bool = False
    passed: bool = False
    best: Attempt | None = None
    attempts: list[Attempt] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "chapter": self.chapter,
            "title": self.title,
            "game": self.game,
            "goal": self.goal,
            "thresholds": list(self.thresholds),
            "stars": self.stars,
            "unlocked": self.unlocked,
            "passed": self.passed,
            "best": self.best.as_dict() if self.best else None,
            "attempts": len(self.attempts),
            "attempt_ids": [a.save_id for a in self.attempts],
        }


@dataclass
class Progress:
    campaign: str
    title: str
    stages: list[StageProgress]
    stars: int
    max_stars: int
    current: str | None
    reset_at: str | None = None

    def stage(self, stage_id: str) -> StageProgress:
        return next(s for s in self.stages if s.id == stage_id)

    def as_dict(self) -> dict[str, Any]:
        return {
            "campaign": self.campaign,
            "title": self.title,
            "stars": self.stars,
            "max_stars": self.max_stars,
            "current": self.current,
            "reset_at": self.reset_at,
            "stages": [s.as_dict() for s in self.stages],
        }


def digest(campaign: Campaign) -> str:
    return content_digest(campaign)[:16]


def cache_path(campaign: Campaign, saves_folder: Path) -> Path:
    return campaign_dir(saves_folder) / f"{campaign.id}.progress.json"


def reset_path(campaign: Campaign, saves_folder: Path) -> Path:
    return campaign_dir(saves_folder) / f"{campaign.id}.reset.json"


# -- reading what every record proves --------------------------------------------------------


MAX_CACHE_BYTES = 16 * 1024 * 1024


def _plausible(campaign: Campaign, save_id: str, a: _CachedAttempt) -> bool:
    """What `check_attempt` could have made of the record `save_id`, and nothing else."""
    try:
        created = datetime.fromisoformat(a.created)
    except ValueError:
        return False
    if created.tzinfo is None or a.save_id != save_id:
        return False
    if a.problem is not None:
        return not (a.finished or a.won or a.stars or a.measure or a.score)
    try:
        stage = campaign.stage(a.stage)
    except KeyError:
        return False
    # stars: the thresholds the measure reaches (`goals.stars_for`), or none when the goal's
    # condition did not hold
    reached = sum(1 for t in stage.goal.stars if a.measure >= t)
    return a.stars in (0, reached) and (a.finished or not (a.won or a.stars))


# This process's last reading of the cache file and of the saves folder: while the cache file
# is the one read or written then (same size, inode, and modification and change times: the
# change time no tool can set back), its entries are not read and checked again; while the
# saves are the same files too, the attempts are those found then. An edited or replaced cache
# file has another change time or inode: read and checked as usual.
_FileKey = tuple[int, int, int, int]


@dataclass(frozen=True)
class _Remembered:
    path: Path
    of: str  # the campaign's digest
    cache_key: _FileKey
    entries: dict[str, _Entry]
    listing: tuple[tuple[str, int, int], ...]  # the saves: (name, size, mtime_ns)
    attempts: tuple[Attempt, ...]


_remembered: _Remembered | None = None


def _file_key(path: Path) -> _FileKey | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


def _known(path: Path, of: str) -> _Remembered | None:
    """What this process read or wrote last, if the cache file at `path` is still that file."""
    known = _remembered
    if known is not None and (known.path, known.of, known.cache_key) == (path, of, _file_key(path)):
        return known
    return None


def _load_cache(path: Path, campaign: Campaign) -> dict[str, _Entry]:
    """The entries of the cache that make sense, when it is sealed; {} for a cache that is
    missing, edited, corrupt, of another shape or of another campaign (every record verified
    again)."""
    known = _known(path, digest(campaign))
    if known is not None:
        return dict(known.entries)  # the same file as last read or written: checked then
    cache = load_sealed(path, _Cache, MAX_CACHE_BYTES)
    if cache is None or (cache.format, cache.version, cache.campaign, cache.digest) != (
        CACHE_FORMAT, CACHE_VERSION, campaign.id, digest(campaign)
    ):
        return {}
    # sealed, yet not what `check_attempt` makes (a stage no longer in the campaign...): verified again
    return {
        save_id: e for save_id, e in cache.entries.items() if e.attempt is None or _plausible(campaign, save_id, e.attempt)
    }


def _attempt_of_bytes(campaign: Campaign, save_id: str, data: bytes) -> Attempt | None:
    peek = peek_header(data[:PEEK_BYTES], data[-TAIL_BYTES:] if len(data) > PEEK_BYTES else None)
    if peek is not None:  # most saves are not attempts: read their first line only
        tag = parse_tag(peek.header.notes)
        if tag is None or tag[0] != campaign.id:
            return None
    try:
        record = decode_record(data)
    except RecordError as exc:
        tag = parse_tag(peek.header.notes) if peek is not None else None
        if tag is None or peek is None:
            return None
        return Attempt(save_id, tag[1], peek.header.created.isoformat(), peek.header.seed, 0, False, problem=str(exc))
    return check_attempt(campaign, record, save_id)


def _cached(attempt: Attempt | None) -> _CachedAttempt | None:
    return None if attempt is None else _CachedAttempt(**attempt.as_dict())


def scan(
    campaign: Campaign, saves_folder: Path, *, write_cache: bool = True, listing: tuple[Listed, ...] | None = None
) -> list[Attempt]:
    """Every attempt of `campaign` in the saves folder, verified (or taken from the cache).
    `listing`: the folder's files (`storage.listing.list_folder`), read here when not given."""
    global _remembered
    folder = Path(saves_folder)
    cpath = cache_path(campaign, folder)
    of = digest(campaign)
    files = list_folder(folder) if listing is None else listing
    seen = tuple((f.name, f.size, f.mtime_ns) for f in files)
    known = _known(cpath, of)
    if known is not None and known.listing == seen:
        return list(known.attempts)  # the same saves and the same cache as last time
    old = _load_cache(cpath, campaign)
    entries: dict[str, _Entry] = {}
    changed = False
    for f in files:
        if f.size < 0:
            continue  # could not be stat'ed
        save_id = f.name[: -len(SUFFIX)]
        entry = old.get(save_id)
        if entry is None or entry.mtime_ns != f.mtime_ns or entry.size != f.size:
            # new or changed: its bytes decide (the same bytes keep what they proved)
            data, found, _ = read_and_digest(Path(f.path), MAX_FILE_BYTES)
            if entry is not None and found != UNREAD and entry.digest == found:
                attempt = entry.attempt
            else:
                attempt = None if data is None else _cached(_attempt_of_bytes(campaign, save_id, data))
            entry = _Entry(f.size, f.mtime_ns, found, attempt)
            changed = True
        entries[save_id] = entry
    if set(entries) != set(old):
        changed = True
    if changed and write_cache:
        store_sealed(cpath, _Cache(CACHE_FORMAT, CACHE_VERSION, campaign.id, of, entries))
    proved = tuple(Attempt(**msgspec.structs.asdict(e.attempt)) for e in entries.values() if e.attempt is not None)
    key = _file_key(cpath)
    if (write_cache or not changed) and key is not None:  # the cache file holds these entries
        _remembered = _Remembered(cpath, of, key, entries, seen, proved)
    return list(proved)


# -- reset -----------------------------------------------------------------------------------


class _Reset(msgspec.Struct):
    reset_at: Annotated[datetime, msgspec.Meta(tz=True)]  # compared with the records' own times


def reset_time(campaign: Campaign, saves_folder: Path) -> datetime | None:
    try:
        return msgspec.json.decode(read_regular(reset_path(campaign, saves_folder), 4096, what="a reset mark"), type=_Reset).reset_at
    except (Unreadable, OSError, msgspec.DecodeError, RecursionError):
        return None


def reset_progress(campaign: Campaign, saves_folder: Path, when: datetime | None = None) -> None:
    """Start the campaign again: attempts from before now stop counting; records are kept."""
    path = reset_path(campaign, saves_folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, msgspec.json.encode(_Reset(when or datetime.now(timezone.utc))))


# -- progress ------------------------------------------------------------------------------


def progress(
    campaign: Campaign, saves_folder: Path, attempts: list[Attempt] | None = None, listing: tuple[Listed, ...] | None = None
) -> Progress:
    """Stars, unlocks, best results and attempts of every stage (from the records); `listing`:
    the saves folder's files, as `scan` takes them."""
    if attempts is None:
        attempts = scan(campaign, saves_folder, listing=listing)
    reset = reset_time(campaign, saves_folder)
    if reset is not None:
        attempts = [a for a in attempts if datetime.fromisoformat(a.created) >= reset]
    by_stage: dict[str, list[Attempt]] = {}
    seen: set[str] = set()
    for a in sorted(attempts, key=lambda a: (a.created, a.save_id)):
        if a.game and a.game in seen:
            continue  # a copy of an attempt already counted (import --again): one attempt
        seen.add(a.game)
        by_stage.setdefault(a.stage, []).append(a)
    stages: list[StageProgress] = []
    for chapter in campaign.chapters:
        for s in chapter.stages:
            mine = by_stage.get(s.id, [])
            # the best result, the earliest of equal ones: one pass, the position carried along
            good = [(i, a) for i, a in enumerate(mine) if a.problem is None and a.finished]
            best = max(good, key=lambda ia: (ia[1].stars, ia[1].measure, ia[1].score, -ia[0]))[1] if good else None
            stars = best.stars if best else 0
            stages.append(
                StageProgress(
                    s.id, chapter.id, s.title, s.game, goal_words(s.goal, s.game), list(s.goal.stars),
                    star_words(s.goal, s.game), stars, False, stars >= 1, best, mine,
                )
            )
    total = sum(s.stars for s in stages)
    passed = {s.id for s in stages if s.passed}
    for chapter in campaign.chapters:
        for s in chapter.stages:
            sp = next(p for p in stages if p.id == s.id)
            sp.unlocked = total >= chapter.stars_needed and all(r in passed for r in campaign.previous(s.id))
    current = next((s.id for s in stages if s.unlocked and not s.passed), None)
    if current is None:
        opened = [s.id for s in stages if s.unlocked]
        current = opened[-1] if opened else None
    return Progress(
        campaign.id, campaign.title, stages, total, sum(len(s.goal.stars) for s in campaign.stages), current,
        reset.isoformat() if reset else None,
    )


def campaign_progress(data_dir: Path | str | None = None, campaign_file: Path | str | None = None) -> dict[str, Any]:
    """Progress of a campaign (default: the built-in road) as plain data: stars, unlocks,
    best results and attempts per stage. `data_dir`: the app's data folder (its `saves/`)."""
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.storage.paths import saves_dir

    campaign = load_campaign(campaign_file)
    folder = saves_dir(data=Path(data_dir) if data_dir is not None else None)
    return progress(campaign, folder).as_dict()
