"""The saves index: every save's list line, kept in `saves-index.json` beside the saves folder.

Listing a year of saves read the first and last line of every file (about 20 µs each, and
more for a cold disk); the index keeps each file's line under its name, size and modification
time, so an unchanged file costs one `stat`. A new, changed or removed file is read again, and
the index is rewritten (atomically) only when something changed. It is only a cache: one that
can't be read (missing, not JSON, the wrong shape, too large, another version) is ignored and
rewritten, and deleting it loses nothing. What it holds is shown as the saves themselves
would be (plain text), and opening a save always reads the save.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage import cache

INDEX_NAME = "saves-index.json"
INDEX_FORMAT = "dragonwood-tui-saves-index"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 64 * 1024 * 1024


class Line(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One save's list line (storage.saves.SaveInfo without its path), and the file it was read from."""

    size: int
    mtime_ns: int
    inode: int = 0  # a save written whole is a new file (atomic rename): told apart even within a clock tick
    game: str = ""
    name: str = ""
    notes: str = ""
    seats: tuple[SeatSpec, ...] = ()
    status: str = "unreadable"
    steps: int = 0
    turn: int = 0
    to_move: int | None = None
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    created: datetime | None = None
    updated: datetime | None = None
    problem: str | None = None


class _Index(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    lines: dict[str, Line] = {}


def index_path(folder: Path) -> Path:
    return Path(folder).parent / INDEX_NAME


def load(folder: Path) -> dict[str, Line]:
    index = cache.load(index_path(folder), _Index, MAX_INDEX_BYTES)
    if index is None or (index.format, index.version) != (INDEX_FORMAT, INDEX_VERSION):
        return {}
    return index.lines


def store(folder: Path, lines: dict[str, Line]) -> None:
    cache.store(index_path(folder), _Index(INDEX_FORMAT, INDEX_VERSION, lines))  # not written: read again next time


def lines_of(folder: Path, names: list[tuple[str, int, int, int]], read: Callable[[str], Line]) -> dict[str, Line]:
    """The line of every (name, size, mtime_ns, inode): from the index when the file is
    unchanged, else `read(name)`; the index is rewritten when anything changed."""
    old = load(folder)
    new: dict[str, Line] = {}
    for name, size, mtime_ns, inode in names:
        hit = old.get(name)
        if hit is None or (hit.size, hit.mtime_ns, hit.inode) != (size, mtime_ns, inode):
            hit = msgspec.structs.replace(read(name), size=size, mtime_ns=mtime_ns, inode=inode)
        new[name] = hit
    if new != old:
        store(folder, new)
    return new


def line_of(info: Any, notes: str) -> Line:
    """The index line of a SaveInfo (and the save's notes); `lines_of` sets the file's stat."""
    if info.problem is not None:
        return Line(0, 0, problem=info.problem)
    return Line(
        0, 0, 0, info.game, info.name, notes, tuple(info.seats), info.status, info.steps, info.turn,
        info.to_move, tuple(info.scores), tuple(info.winners), info.created, info.updated,
    )
