"""Atomic file writes: a crash or a kill at any moment leaves either the old file or the new one.

The data goes to a temporary file in the same folder (so the rename stays on one file
system), is flushed and fsynced, then renamed over the target; the folder is fsynced too, so
the rename itself survives a power loss.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def atomic_write(path: Path, data: bytes, *, private: bool = False) -> None:
    """Replace `path` with `data`. The file is readable by its owner only when `private`
    (saved games), else by everyone (exports, samples, settings)."""
    path = Path(path)
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        if not private and hasattr(os, "fchmod"):
            os.fchmod(fd, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (a no-op where folders can't be opened: Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def is_temp_file(name: str) -> bool:
    """A leftover of an interrupted `atomic_write` (a killed process leaves one behind)."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)
