"""The operating system's reasons in the player's language, chosen by errno (never by parsing the
C library's English, which is the same whatever language the app speaks).

`ERRNO_WORDS` is the table, marked for the catalog; `i18n.os_reason(exc)` says it in the language
in effect. This module imports nothing of the package: storage/regular.py reads it, and the
catalogs read files through that module.
"""

from __future__ import annotations

import errno


def N_(message: str) -> str:
    """Marks a message for the catalog (translated where it is shown)."""
    return message


def _errno(name: str) -> int:
    return int(getattr(errno, name, -1))  # EDQUOT and a few others are not on every system


# The cases a player meets: a file or folder missing, not theirs, of the wrong kind, too big,
# a full or read-only disk. Worded as the app's own reasons are: lower case, no full stop.
ERRNO_WORDS: dict[int, str] = {
    errno.ENOENT: N_("no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("operation not permitted"),
    errno.EISDIR: N_("is a folder, not a file"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EEXIST: N_("already exists"),
    errno.EFBIG: N_("file too large"),
    errno.ENOSPC: N_("no space left on the disk"),
    _errno("EDQUOT"): N_("disk quota exceeded"),
    errno.EROFS: N_("read-only file system"),
    errno.ENAMETOOLONG: N_("file name too long"),
    errno.ELOOP: N_("too many levels of symbolic links"),
    errno.EIO: N_("input/output error"),
    errno.EBUSY: N_("file or folder in use"),
    errno.ENOTEMPTY: N_("folder not empty"),
    errno.EMFILE: N_("too many open files"),
    errno.EXDEV: N_("cannot move a file to another disk"),
    errno.EINVAL: N_("invalid argument"),
    errno.EADDRINUSE: N_("address already in use"),
}
ERRNO_WORDS.pop(-1, None)


def errno_words(exc: OSError) -> str | None:
    """The catalog's message (English, untranslated) for the errno of `exc`, or None."""
    return ERRNO_WORDS.get(exc.errno) if isinstance(exc.errno, int) else None
