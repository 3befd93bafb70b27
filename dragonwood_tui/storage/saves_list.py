"""The saves list: one line per save from its header (or the saves index), newest first.

Apart from `play.saves` (which plays, writes and deletes saves) so that the main menu's
Continue line and the screens that list saves import no record or game code: a save is read
(its first and last lines) only when the index has no line for it as it is now.
"""

from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.storage.listing import Listed, list_folder
from dragonwood_tui.storage.paths import saves_dir
from dragonwood_tui.storage.text import plain
from dragonwood_tui.storage.times import sort_key

SUFFIX = ".json"
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}")
_SAVE_NAME = re.compile(_ID.pattern + re.escape(SUFFIX))
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


@dataclass(frozen=True)
class SaveInfo:
    """One line of the saves list (from the record's header only)."""

    id: str
    path: Path
    game: str = ""
    name: str = ""
    seats: tuple[SeatSpec, ...] = ()
    status: str = "unreadable"  # "playing", "finished", or "unreadable" (see `problem`)
    steps: int = 0
    turn: int = 0
    to_move: int | None = None
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    created: datetime = _EPOCH
    updated: datetime = _EPOCH  # last played
    problem: str | None = None  # why the save can't be read; None when it can
    notes: str = ""  # what the record's notes say (a daily's day, a campaign stage)

    @property
    def finished(self) -> bool:
        return self.status == "finished"

    @property
    def seats_text(self) -> str:
        return ", ".join(plain(s.name, 24) + ("" if s.bot is None else f" ({plain(s.bot, 12)})") for s in self.seats)


# -- listing -------------------------------------------------------------------------------


def read_info(path: Path) -> SaveInfo:
    """The list line of one save file; an unreadable file gives a line with its `problem`."""
    from dragonwood_tui.storage.files import read_limited
    from dragonwood_tui.games import is_known
    from dragonwood_tui.storage.records import PEEK_BYTES, TAIL_BYTES, decode_record, peek_header

    save_id = path.name[: -len(SUFFIX)]
    try:
        prefix = read_limited(path, first=PEEK_BYTES)  # a FIFO or a huge file is refused, unopened
        # the last line too, when there is more (version 2 keeps the summary there)
        tail = read_limited(path, last=TAIL_BYTES) if len(prefix) == PEEK_BYTES else None
    except RecordError as exc:
        return SaveInfo(save_id, path, problem=exc.reason)
    peek = peek_header(prefix, tail)
    if peek is not None:
        game, h = peek.game, peek.header
    else:  # an older version, or a layout this module did not write: decode it whole
        try:
            record = decode_record(prefix if len(prefix) < PEEK_BYTES else read_limited(path))
        except RecordError as exc:
            return SaveInfo(save_id, path, problem=exc.reason if exc.step is None else str(exc))
        game, h = record.kind, record.header
    if not is_known(game):  # a game this app does not have: it can't be resumed or replayed
        from dragonwood_tui.games import game_kinds

        return SaveInfo(save_id, path, problem=f"unknown game {plain(game, 40)!r} (known: {', '.join(game_kinds())})")
    s = h.summary
    return SaveInfo(
        id=save_id,
        path=path,
        game=game,
        name=h.name,
        seats=tuple(h.seats),
        status=s.status,
        steps=s.steps,
        turn=s.turn,
        to_move=s.to_move,
        scores=tuple(s.scores),
        winners=tuple(s.winners),
        created=h.created,
        updated=h.updated,
        notes=h.notes,
    )


def list_saves(folder: Path | None = None, *, index: bool = True, listing: tuple[Listed, ...] | None = None) -> list[SaveInfo]:
    """Every save, the last played first (unreadable ones last, so they can be deleted).

    With `index`, unchanged files are listed from the saves index (storage.saves_index).
    `listing`: the folder's files with their `stat` (`storage.listing.list_folder`, shared
    with the other caches), read here when not given.
    One listing at a time (the main menu lists in a thread): they share the remembered one
    and the index file."""
    folder = folder or saves_dir()
    with _one_listing:
        return _list_saves(folder, index, listing)


def _list_saves(folder: Path, index: bool, listing: tuple[Listed, ...] | None) -> list[SaveInfo]:
    files = [f for f in (list_folder(folder) if listing is None else listing) if _ID.fullmatch(f.name[: -len(SUFFIX)])]
    if not index:
        return _newest_first([read_info(folder / f.name) for f in files])
    stats = [(f.name, f.size, f.mtime_ns, f.inode) for f in files]
    # The screens of one app ask for the list several times (the menu, the statistics, the
    # dailies, the campaign): the same files, by name, size, time and inode, and the same
    # index give the same list.
    remembered = _last_listing.get(str(folder))
    if remembered is not None and remembered[0] == (*stats, _index_stat(folder)):
        return list(remembered[1])
    infos = _newest_first(_indexed(folder, stats))
    if all(size >= 0 for _, size, _, _ in stats):  # a file that could not be stat'ed is read again
        _last_listing.clear()  # one folder at a time: bounded
        _last_listing[str(folder)] = ((*stats, _index_stat(folder)), tuple(infos))
    return infos


def _newest_first(infos: list[SaveInfo]) -> list[SaveInfo]:
    infos.sort(key=lambda i: (i.problem is not None, -sort_key(i.updated), i.id))
    return infos


def _indexed(folder: Path, stats: list[tuple[str, int, int, int]]) -> list[SaveInfo]:
    from dragonwood_tui.storage import saves_index

    def read(name: str) -> saves_index.Line:
        info = read_info(folder / name)
        return saves_index.line_of(info, info.notes)

    lines = saves_index.lines_of(folder, stats, read)
    infos = []
    for name, line in lines.items():
        save_id = name[: -len(SUFFIX)]
        if line.problem is not None or line.created is None or line.updated is None:
            infos.append(SaveInfo(save_id, folder / name, problem=line.problem or "unreadable"))
            continue
        infos.append(SaveInfo(
            save_id, folder / name, line.game, line.name, line.seats, line.status, line.steps, line.turn, line.to_move,
            line.scores, line.winners, line.created, line.updated, notes=line.notes,
        ))
    return infos


_one_listing = threading.Lock()
# the last listing of this process (SaveInfo is frozen): folder -> (the files' and the index's
# stats, the list)
_last_listing: dict[str, tuple[tuple[tuple[str, int, int, int], ...], tuple[SaveInfo, ...]]] = {}


def _index_stat(folder: Path) -> tuple[str, int, int, int]:
    from dragonwood_tui.storage.saves_index import index_path

    try:
        st = os.stat(index_path(folder))
    except OSError:
        return ("", -1, -1, -1)
    return ("", st.st_size, st.st_mtime_ns, st.st_ino)



def newest_unfinished(folder: Path | None = None) -> SaveInfo | None:
    for info in list_saves(folder):
        if info.problem is None and not info.finished:
            return info
    return None
