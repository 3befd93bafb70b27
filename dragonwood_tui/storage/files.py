"""Reading records from files: `read_regular` (storage/regular.py: regular files only, size first,
then the bytes) turned into a RecordError naming the file, then decoded with the registries
(storage/records.py, imported when a record is read: the settings need no record code).

    record, cursor = open_for_replay(path)   # what the replay viewer opens: checked as `verify` does
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from dragonwood_tui.i18n import _
from dragonwood_tui.i18n.unreadable import unreadable_said
from dragonwood_tui.engine.record_error import MAX_FILE_BYTES, RecordError
from dragonwood_tui.storage.regular import Unreadable, read_regular

if TYPE_CHECKING:
    from dragonwood_tui.engine.replay import AnyCursor
    from dragonwood_tui.storage.records import Layout, Progress


def read_limited(path: Path, limit: int = MAX_FILE_BYTES, *, first: int | None = None, last: int | None = None) -> bytes:
    """The bytes of `path` (its `first` or `last` bytes when given), or RecordError (missing,
    not a regular file, too large, unreadable) naming the file."""
    try:
        return read_regular(path, limit, first=first, last=last)
    except Unreadable as exc:
        name = str(path) if "\0" not in str(path) else repr(str(path))
        raise RecordError(unreadable_said(exc), path=name) from None


def read_document_file(path: Path) -> Any:
    """A record or a challenge from a file, structure checked (actions not re-played)."""
    data = read_limited(path)
    try:
        from dragonwood_tui.storage.records import decode_document  # the settings need no record code

        return decode_document(data)
    except RecordError as exc:
        raise exc.at(path) from None


def read_record_file(path: Path) -> Any:
    data = read_limited(path)
    try:
        from dragonwood_tui.storage.records import decode_record  # the settings need no record code

        return decode_record(data)
    except RecordError as exc:
        raise exc.at(path) from None


def read_record_layout(path: Path) -> tuple[Any, Layout]:
    """A record and how its file is laid out (for autosave to append to it)."""
    data = read_limited(path)
    try:
        from dragonwood_tui.storage.records import decode_record_layout  # the settings need no record code

        return decode_record_layout(data)
    except RecordError as exc:
        raise exc.at(path) from None


def open_for_replay(path: Path, *, progress: Progress | None = None, lines: bool = True) -> tuple[Any, AnyCursor]:
    """(record, cursor) of a record file for the replay viewer: read, decoded and checked as
    `dragonwood verify` checks it (every action, hash and the summary), in one walk that also
    keeps the snapshots (and, with `lines`, the log lines) the viewer shows. RecordError naming
    the file otherwise."""
    from dragonwood_tui.engine.gc_pause import gc_paused
    from dragonwood_tui.storage.records import cursor_of

    with gc_paused():  # decoding and walking allocate per action: linear in the record's length
        record = read_record_file(path)
        try:
            return record, cursor_of(record, progress=progress, lines=lines)
        except RecordError as exc:
            raise exc.at(path) from None
