"""The files of the saves folder with their size, time and inode: one `stat` pass, shared.

Every listing of the saves folder is this one (the saves list, the statistics, the campaign, the
dailies): it alone knows which names there are the app's own kept files, never saves.

The caches beside the saves (the statistics, the campaign's progress, the saves index behind
the daily attempts) each decide from a file's name, size and time whether what they keep for it
still holds. The Statistics screen reads all three: one listing, passed to each, is one `stat`
of every file instead of three (a year of saves: about 1,500 files).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

from dragonwood_tui.storage.atomic import is_temp_file

SUFFIX = ".json"
# The app's own files kept in the saves folder beside the saves, by the end of their names: a
# review's cache (`review.run`, `<save>.json.review.json`). No listing takes them for a save.
REVIEW_SUFFIX = ".review.json"
KEPT_SUFFIXES = (REVIEW_SUFFIX,)


def is_kept_file(name: str) -> bool:
    """`name` is one of the app's own kept files of the saves folder, not a save (nor a stranger's
    file: that one is listed, and reported when it is no record)."""
    return name.endswith(KEPT_SUFFIXES)


class Listed(NamedTuple):
    """One file of the folder; size, time and inode are -1 when it could not be stat'ed."""

    name: str
    path: str
    size: int
    mtime_ns: int
    inode: int


def list_folder(folder: Path) -> tuple[Listed, ...]:
    """Every `.json` file of `folder` but our temporary ones and our kept files (`is_kept_file`),
    by name; () when there is no folder (a "folder" that is a file is an OSError, as for
    `os.scandir`)."""
    try:
        with os.scandir(folder) as it:
            entries = [e for e in it if e.name.endswith(SUFFIX) and not is_temp_file(e.name) and not is_kept_file(e.name)]
    except FileNotFoundError:
        return ()
    entries.sort(key=lambda e: e.name)
    out = []
    for e in entries:
        try:
            st = e.stat()
        except OSError:
            out.append(Listed(e.name, e.path, -1, -1, -1))  # never matches a cache: read (and told apart) each time
            continue
        out.append(Listed(e.name, e.path, st.st_size, st.st_mtime_ns, st.st_ino))
    return tuple(out)
