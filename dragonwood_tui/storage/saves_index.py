"""The saves index: every save's list line, kept in `saves-index.json` beside the saves folder.

Listing a year of saves read the first and last line of every file (about 20 µs each, and
more for a cold disk); the index keeps each file's line under its name, size and modification
time, so an unchanged file costs one `stat`. A new, changed or removed file is read again, and
the index is rewritten (atomically) only when something changed. It is only a cache, sealed
(`storage.cache.store_sealed`): one that can't be read (missing, not JSON, the wrong shape, too
large, another version, its seal broken) is ignored and rewritten, and deleting it loses
nothing. A line that makes no sense whatever the seal says (`_holds`: a game this app does not
know, a status it never writes, a seat out of the game's seats, a time without its zone) is
dropped and its save read again. What it holds is shown as the saves themselves would be (plain
text), and opening a save always reads the save.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage import cache
from dragonwood_tui.storage.cache import Count, Size, TimeNs

INDEX_NAME = "saves-index.json"
INDEX_FORMAT = "dragonwood-tui-saves-index"
INDEX_VERSION = 2  # 2: sealed
MAX_INDEX_BYTES = 64 * 1024 * 1024
_Text = Annotated[str, msgspec.Meta(max_length=4000)]  # a record's own text (shown through `plain`)
_Seat = Annotated[int, msgspec.Meta(ge=0, le=15)]
_Time = Annotated[datetime, msgspec.Meta(tz=True)]


class Line(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One save's list line (play.saves.SaveInfo without its path), and the file it was read from."""

    size: Size
    mtime_ns: TimeNs
    inode: Size = 0  # a save written whole is a new file (atomic rename): told apart even within a clock tick
    game: Annotated[str, msgspec.Meta(max_length=40)] = ""  # "" or a known game (`_holds`: once per kind)
    name: _Text = ""
    notes: _Text = ""
    seats: Annotated[tuple[SeatSpec, ...], msgspec.Meta(max_length=16)] = ()
    status: Literal["playing", "finished", "unreadable"] = "unreadable"
    steps: Count = 0
    turn: Count = 0
    to_move: _Seat | None = None
    scores: Annotated[tuple[Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)], ...], msgspec.Meta(max_length=16)] = ()
    winners: Annotated[tuple[_Seat, ...], msgspec.Meta(max_length=16)] = ()
    created: _Time | None = None
    updated: _Time | None = None
    problem: _Text | None = None


class _Index(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    lines: dict[Annotated[str, msgspec.Meta(max_length=300)], Line] = {}


def index_path(folder: Path) -> Path:
    return Path(folder).parent / INDEX_NAME


def _holds(line: Line, known: dict[str, bool]) -> bool:
    """What `line_of` makes of a save, beyond the types: an unreadable save's line is its
    problem alone; a readable one's game is known, its status one of a record's, its times
    given, the seat to move and the winners among its seats, a score for each seat or none.
    `known`: whether each game kind of the index is known (asked once per kind)."""
    if line.problem is not None:
        return line.status == "unreadable" and not (line.game or line.seats or line.created or line.updated)
    seats = len(line.seats)
    return (
        line.status != "unreadable" and known[line.game] and seats > 0
        and line.created is not None and line.updated is not None
        and (line.to_move is None or line.to_move < seats)
        and all(w < seats for w in line.winners) and len(line.scores) in (0, seats)
    )


def load(folder: Path) -> dict[str, Line]:
    """The index's lines that make sense ({} for an index missing, edited, of another shape or
    version): a line dropped is a save read again."""
    index = cache.load_sealed(index_path(folder), _Index, MAX_INDEX_BYTES, lambda i: (i.format, i.version) == (INDEX_FORMAT, INDEX_VERSION))
    if index is None:
        return {}
    known = {kind: cache.known_kind(kind) for kind in {line.game for line in index.lines.values()}}
    return {name: line for name, line in index.lines.items() if _holds(line, known)}


def store(folder: Path, lines: dict[str, Line]) -> None:
    cache.store_sealed(index_path(folder), _Index(INDEX_FORMAT, INDEX_VERSION, lines))  # not written: read again next time


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
