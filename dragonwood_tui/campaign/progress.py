"""Campaign progress, derived from the verified records in the saves folder.

Stars, unlocks, best results and attempts are recomputed from the records; a cache file
(`<data dir>/campaign/<id>.progress.json`) keeps what each record proved, keyed by the file's
size and modification time, so a record written since (or a cache missing, corrupt or from
another version of the campaign file) is simply verified again. The cache is written
atomically and is never the truth: deleting it loses nothing.

Reset writes `<id>.reset.json` (the moment of the reset): attempts started before it no longer
count, and their records stay in the saves list.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.campaign.attempts import Attempt, check_attempt, parse_tag
from dragonwood_tui.campaign.goals import goal_words, star_words
from dragonwood_tui.campaign.model import Campaign
from dragonwood_tui.storage.records import MAX_FILE_BYTES, PEEK_BYTES, TAIL_BYTES, RecordError, decode_record, peek_header
from dragonwood_tui.storage.atomic import atomic_write, is_temp_file
from dragonwood_tui.storage.files import Unreadable, read_regular

CACHE_FORMAT = "dragonwood-tui-campaign-progress"
CACHE_VERSION = 1
SUFFIX = ".json"


class _Entry(msgspec.Struct, forbid_unknown_fields=True):
    mtime_ns: int
    size: int
    attempt: dict[str, Any] | None = None  # None: not an attempt of this campaign


class _Cache(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    campaign: str
    digest: str  # of the campaign's stages: another campaign file means verifying again
    entries: dict[str, _Entry] = {}


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


def campaign_dir(saves_folder: Path) -> Path:
    """Where progress caches live: `campaign/` beside the saves folder."""
    return Path(saves_folder).parent / "campaign"


def digest(campaign: Campaign) -> str:
    return hashlib.sha256(msgspec.json.encode(campaign)).hexdigest()[:16]


def cache_path(campaign: Campaign, saves_folder: Path) -> Path:
    return campaign_dir(saves_folder) / f"{campaign.id}.progress.json"


def reset_path(campaign: Campaign, saves_folder: Path) -> Path:
    return campaign_dir(saves_folder) / f"{campaign.id}.reset.json"


# -- reading what every record proves --------------------------------------------------------


MAX_CACHE_BYTES = 16 * 1024 * 1024


def _load_cache(path: Path, campaign: Campaign) -> dict[str, _Entry]:
    try:
        cache = msgspec.json.decode(read_regular(path, MAX_CACHE_BYTES, what="a cache"), type=_Cache)
    except (Unreadable, OSError, msgspec.DecodeError, RecursionError):
        return {}  # missing or corrupt: every record is verified again
    if (cache.format, cache.version, cache.campaign, cache.digest) != (
        CACHE_FORMAT, CACHE_VERSION, campaign.id, digest(campaign)
    ):
        return {}
    return cache.entries


def _attempt_of_file(campaign: Campaign, path: Path, size: int) -> Attempt | None:
    save_id = path.name[: -len(SUFFIX)]
    if size > MAX_FILE_BYTES:
        return None
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except (Unreadable, OSError):
        return None
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


def scan(campaign: Campaign, saves_folder: Path, *, write_cache: bool = True) -> list[Attempt]:
    """Every attempt of `campaign` in the saves folder, verified (or taken from the cache)."""
    folder = Path(saves_folder)
    cpath = cache_path(campaign, folder)
    old = _load_cache(cpath, campaign)
    entries: dict[str, _Entry] = {}
    changed = False
    try:
        listing = [e for e in os.scandir(folder) if e.name.endswith(SUFFIX) and not is_temp_file(e.name)]
    except FileNotFoundError:
        listing = []
    for e in sorted(listing, key=lambda e: e.name):
        try:
            st = e.stat()
        except OSError:
            continue
        save_id = e.name[: -len(SUFFIX)]
        entry = old.get(save_id)
        if entry is None or entry.mtime_ns != st.st_mtime_ns or entry.size != st.st_size:
            attempt = _attempt_of_file(campaign, Path(e.path), st.st_size)
            entry = _Entry(st.st_mtime_ns, st.st_size, attempt.as_dict() if attempt else None)
            changed = True
        entries[save_id] = entry
    if set(entries) != set(old):
        changed = True
    if changed and write_cache:
        _write_cache(cpath, campaign, entries)
    return [Attempt(**e.attempt) for e in entries.values() if e.attempt is not None]


def _write_cache(path: Path, campaign: Campaign, entries: dict[str, _Entry]) -> None:
    cache = _Cache(CACHE_FORMAT, CACHE_VERSION, campaign.id, digest(campaign), entries)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, msgspec.json.encode(cache))
    except OSError:
        pass  # only a cache: the next look rebuilds it


# -- reset -----------------------------------------------------------------------------------


class _Reset(msgspec.Struct):
    reset_at: datetime


def reset_time(campaign: Campaign, saves_folder: Path) -> datetime | None:
    try:
        return msgspec.json.decode(read_regular(reset_path(campaign, saves_folder), 4096, what="a reset mark"), type=_Reset).reset_at
    except (Unreadable, OSError, msgspec.DecodeError):
        return None


def reset_progress(campaign: Campaign, saves_folder: Path, when: datetime | None = None) -> None:
    """Start the campaign again: attempts from before now stop counting; records are kept."""
    path = reset_path(campaign, saves_folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, msgspec.json.encode(_Reset(when or datetime.now(timezone.utc))))


# -- progress ------------------------------------------------------------------------------


def progress(campaign: Campaign, saves_folder: Path, attempts: list[Attempt] | None = None) -> Progress:
    """Stars, unlocks, best results and attempts of every stage (from the records)."""
    if attempts is None:
        attempts = scan(campaign, saves_folder)
    reset = reset_time(campaign, saves_folder)
    if reset is not None:
        attempts = [a for a in attempts if datetime.fromisoformat(a.created) >= reset]
    by_stage: dict[str, list[Attempt]] = {}
    for a in sorted(attempts, key=lambda a: (a.created, a.save_id)):
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
                    s.id, chapter.id, s.title, s.game, goal_words(s.goal), list(s.goal.stars),
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
