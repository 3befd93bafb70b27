"""Reading files that anyone can put in our folders: regular files only, size first, then the bytes.

Every reader of a save, a shared record, the settings or a catalog goes through `read_regular`:
it opens nothing but a regular file, and never blocks. A FIFO, a socket or a device (or a
symlink to one) is refused from a `stat` before any open; the open itself is non-blocking and its
file descriptor is checked again with `fstat`, so a file swapped for a FIFO between the two can't
hang the app either. A file larger than any real game is refused from its size, before it is
read; a file that grows while being read is cut at the limit and refused too.

It imports nothing of the package but i18n/os_words.py (which imports nothing): the catalogs
(i18n, below the engine) read through it.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

from dragonwood_tui.i18n.os_words import errno_words

# O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer.
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def N_(message: str) -> str:
    """Marks a message for the catalog (this module imports nothing of the package: i18n's
    catalogs read files with it); `Unreadable.said` translates it where it is shown."""
    return message


class Unreadable(Exception):
    """A file that can't be read, with the reason in words (`reason`, English; `said(_)` in the
    player's language); `missing` when there is no such file."""

    def __init__(
        self, reason: str, *, missing: bool = False, message: str | None = None, words: dict[str, str] | None = None,
        sizes: dict[str, int] | None = None, **fields: str,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.missing = missing
        # fields that are themselves messages (`words`) or sizes in bytes (`sizes`): worded in
        # the language when shown, like the message around them
        self._message, self._fields, self._words, self._sizes = message, fields, words or {}, sizes or {}

    def said(
        self, translate: Callable[[str], str], number: Callable[[float, int], str] | None = None,
        plural: Callable[[str, str, int], str] | None = None,
    ) -> str:
        """The reason in the language of `translate` (`i18n._`), sizes written by `number`
        (`i18n.formats.format_number`) with the noun's plural form by `plural` (`i18n.ngettext`);
        a reason with no message, as written. `i18n.unreadable.unreadable_said` passes all three."""
        if not self._message:
            return self.reason
        fields = dict(self._fields)
        for key, words in self._words.items():
            said = translate(words)
            # untranslated (English): the system's own text when there is one ("Permission denied")
            fields[key] = fields[key] if said == words and key in fields else said
        fields.update((key, size_said(n, translate, number, plural)) for key, n in self._sizes.items())
        return translate(self._message).format(**fields)


def _cannot_read(exc: OSError) -> Unreadable:
    reason = str(exc.strerror or exc)
    words = errno_words(exc)  # by errno: the system's English only for a rare one
    if words is None:
        return Unreadable(f"cannot read: {reason}", message=N_("cannot read: {problem}"), problem=reason)
    return Unreadable(f"cannot read: {reason}", message=N_("cannot read: {problem}"), problem=reason, words={"problem": words})


def size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MiB" if n >= 1024 * 1024 else f"{n} bytes"


def size_said(
    n: int, translate: Callable[[str], str], number: Callable[[float, int], str] | None,
    ngettext: Callable[[str, str, int], str] | None = None,
) -> str:
    """`size_text` in the language of `translate`, its number written by `number` ("20,0 Mio"),
    a count of bytes with its noun in the form of the count (`ngettext`: 1 octet, 2 байта, 5 байт)."""
    if n >= 1024 * 1024:
        if number is None or translate(N_("{size} MiB")) == "{size} MiB":
            return size_text(n)  # English: as it always read
        return translate(N_("{size} MiB")).format(size=number(n / (1024 * 1024), 1))
    if ngettext is None:
        return size_text(n)
    # named `ngettext`, so that Babel extracts the message as one plural entry
    return ngettext("{size} byte", "{size} bytes", n).format(size=number(n, 0) if number else n)


# What a limit is for, as `read_regular`'s callers name it, worded for the catalog; a name not
# here is left out of the line rather than shown in English.
_WHAT = {
    "a record": N_("a record"),
    "a campaign": N_("a campaign"),
    "a campaign export": N_("a campaign export"),
    "a settings file": N_("a settings file"),
}


def _too_large(size: int, limit: int, what: str) -> Unreadable:
    reason = f"file too large ({size_text(size)}; {what} is at most {size_text(limit)})"
    if what in _WHAT:
        # TRANSLATORS: {what} is "a record", "a campaign"...; {size} and {limit} are "20.0 MiB"
        return Unreadable(reason, message=N_("file too large ({size}; {what} is at most {limit})"), words={"what": _WHAT[what]}, sizes={"size": size, "limit": limit})
    return Unreadable(reason, message=N_("file too large ({size}; at most {limit})"), sizes={"size": size, "limit": limit})


def _refuse_kind(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise Unreadable("is a folder, not a file", message=N_("is a folder, not a file"))
    if not stat.S_ISREG(mode):
        if stat.S_ISFIFO(mode):
            raise Unreadable("not a regular file (a FIFO)", message=N_("not a regular file (a FIFO)"))
        if stat.S_ISSOCK(mode):
            raise Unreadable("not a regular file (a socket)", message=N_("not a regular file (a socket)"))
        raise Unreadable("not a regular file (a device)", message=N_("not a regular file (a device)"))


def _check(info: os.stat_result, limit: int, what: str) -> None:
    _refuse_kind(info.st_mode)
    if info.st_size > limit:
        raise _too_large(info.st_size, limit, what)


def check_regular(path: Path) -> None:
    """Unreadable unless `path` is a regular file (following symlinks), without opening it."""
    try:
        _refuse_kind(os.stat(path).st_mode)
    except FileNotFoundError:
        raise Unreadable("no such file", missing=True, message=N_("no such file")) from None
    except OSError as exc:
        raise _cannot_read(exc) from None
    except ValueError as exc:
        raise Unreadable(f"bad file name ({exc})") from None


def read_regular(
    path: Path, limit: int, *, first: int | None = None, last: int | None = None, what: str = "a record"
) -> bytes:
    """The bytes of the regular file `path` (only its `first` bytes, or its `last` bytes, when
    given), or Unreadable.

    `limit` is the largest size accepted (checked before reading, and while reading);
    `what` names the kind of file in the message ("a record is at most 16.0 MiB")."""
    try:
        _check(os.stat(path), limit, what)  # no open at all for a FIFO, a device, a huge file
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise Unreadable("no such file", missing=True, message=N_("no such file")) from None
    except OSError as exc:
        if exc.errno in (errno.ENXIO, errno.EOPNOTSUPP):  # a socket
            raise Unreadable("not a regular file", message=N_("not a regular file")) from None
        raise _cannot_read(exc) from None
    except ValueError as exc:  # a NUL in the name
        raise Unreadable(f"bad file name ({exc})") from None
    try:
        info = os.fstat(fd)
        _check(info, limit, what)  # swapped since the stat: still never read a FIFO
        if last is not None:
            first = min(last, info.st_size)
            os.lseek(fd, info.st_size - first, os.SEEK_SET)
        want = limit + 1 if first is None else min(first, limit + 1)
        chunks: list[bytes] = []
        got = 0
        while got < want:
            # the size it has (and a byte more, to see it grow), not a buffer of `limit` bytes
            chunk = os.read(fd, min(want - got, max(info.st_size - got + 1, 1 << 16)))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        raise _cannot_read(exc) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise Unreadable(f"file too large (more than {size_text(limit)})", message=N_("file too large (more than {limit})"), sizes={"limit": limit})
    return data
