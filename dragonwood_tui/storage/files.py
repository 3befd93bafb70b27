"""Reading record and challenge files: size first, then the bytes, then the record.

A file larger than any real game is refused from its size, before it is read; a file that
grows while being read is cut at the limit and refused too. Every failure is a RecordError
naming the file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from dragonwood_tui.storage.records import (
    MAX_FILE_BYTES,
    Layout,
    RecordError,
    decode_document,
    decode_record,
    decode_record_layout,
)


def _size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MiB" if n >= 1024 * 1024 else f"{n} bytes"


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of `path`, or RecordError (missing, not a file, too large, unreadable)."""
    try:
        # stat before open: opening a FIFO or a device could block or never end.
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise RecordError("is a folder, not a file", path=str(path))
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("not a regular file", path=str(path))
        if info.st_size > limit:
            raise RecordError(
                f"file too large ({_size_text(info.st_size)}; a record is at most "
                f"{_size_text(limit)})",
                path=str(path),
            )
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise RecordError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise RecordError("is a folder, not a file", path=str(path)) from None
    except OSError as exc:
        raise RecordError(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
    except ValueError as exc:  # a NUL in the name
        raise RecordError(f"bad file name ({exc})", path=repr(str(path))) from None
    if len(data) > limit:
        raise RecordError(f"file too large (more than {_size_text(limit)})", path=str(path))
    return data


def read_document_file(path: Path) -> Any:
    """A record or a challenge from a file, structure checked (actions not re-played)."""
    data = read_limited(path)
    try:
        return decode_document(data)
    except RecordError as exc:
        raise exc.at(path) from None


def read_record_file(path: Path) -> Any:
    data = read_limited(path)
    try:
        return decode_record(data)
    except RecordError as exc:
        raise exc.at(path) from None


def read_record_layout(path: Path) -> tuple[Any, Layout]:
    """A record and how its file is laid out (for autosave to append to it)."""
    data = read_limited(path)
    try:
        return decode_record_layout(data)
    except RecordError as exc:
        raise exc.at(path) from None
