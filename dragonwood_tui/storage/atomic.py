"""Atomic file writes: a crash or a kill at any moment leaves either the old file or the new one.

The data goes to a temporary file in the same folder (so the rename stays on one file
system), is written, flushed and fsynced, then renamed over the target (`atomic_write`) or
linked to a new name that must not exist yet (`write_new`: a new save appears complete or not
at all); the folder is fsynced too, so the rename itself survives a power loss.

Only a regular file is ever replaced: a FIFO, a socket, a device or a folder at the target (or
a symlink to one: `--out /dev/null --force` as root) is left alone and the write fails with
`NotReplaced`, before anything is written and again just before the rename.

A write that fails (full disk, read-only folder, a folder that is a file) raises OSError with
the target as its `filename`, never the temporary file's, and leaves the target as it was.
A killed process can leave a temporary file behind: `clean_stale_temp_files` removes ours
once they are old. `atomic_write_no_trace` leaves none where the system allows (a file with no
name until it is complete): for a folder that is the user's own (`simulate --records DIR`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from collections.abc import Iterable
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# `.<target>.<8 random characters>.tmp`, as `tempfile.mkstemp` names them below
_TEMP_NAME = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX))
STALE_AFTER = 3600.0  # seconds: a live write takes milliseconds; an hour-old temp file is a killed one
# errors of a file system without hard links (FAT, some network shares): fall back to O_EXCL
_NO_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EMLINK, errno.EXDEV, errno.ENOSYS}


class NotReplaced(OSError):
    """The target is there and is not a regular file: it is not replaced."""


def _check_replaceable(path: Path) -> None:
    """NotReplaced (naming `path`) when something other than a regular file is there."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return  # nothing there (or a dangling link, replaced as a name): the write goes on
    if stat.S_ISREG(mode):
        return
    kind = (
        "a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode)
        else "a socket" if stat.S_ISSOCK(mode) else "a device"
    )
    raise NotReplaced(errno.EEXIST, f"not a regular file ({kind}): only a regular file is replaced", str(path))


def _named(exc: OSError, path: Path) -> OSError:
    """The same error, naming the file the caller asked for."""
    return type(exc)(exc.errno, exc.strerror or str(exc), str(path))


def _write_temp(path: Path, data: bytes, private: bool) -> str:
    """A complete, fsynced temporary copy of `data` beside `path`; its name."""
    import tempfile  # only when writing: it imports shutil, random... (the settings, read by every command, write nothing)

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        if not private and hasattr(os, "fchmod"):
            os.fchmod(fd, 0o644)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink_quietly(tmp)
        raise
    os.close(fd)
    return tmp


def _unlink_quietly(name: str | Path) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass


def atomic_write(path: Path, data: bytes, *, private: bool = False) -> None:
    """Replace `path` with `data`. The file is readable by its owner only when `private`
    (saved games), else by everyone (exports, samples, settings)."""
    path = Path(path)
    _check_replaceable(path)
    try:
        tmp = _write_temp(path, data, private)
        try:
            _check_replaceable(path)  # swapped for a FIFO while the data was written
            os.replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            raise
    except OSError as exc:
        raise _named(exc, path) from None
    fsync_dir(path.parent)


def atomic_write_no_trace(path: Path, data: bytes, *, private: bool = False) -> None:
    """`atomic_write`, leaving no temporary file in the folder even when the process is killed
    (SIGKILL included): where the system has them (Linux, `O_TMPFILE`), the data goes to a file
    with no name in the folder, which is given `path`'s name once complete (a new name: at once;
    a file already there: a hidden name, then renamed over it, microseconds a kill could catch).
    Elsewhere `atomic_write` itself, whose temporary file a kill can leave (its caller cleans
    up: `clean_stale_temp_files`). `simulate --records` writes its records so."""
    path = Path(path)
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None:
        atomic_write(path, data, private=private)
        return
    _check_replaceable(path)
    try:
        fd = os.open(path.parent, flag | os.O_WRONLY, 0o600)
    except OSError as exc:
        if exc.errno in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL):  # a file system without unnamed files
            atomic_write(path, data, private=private)
            return
        raise _named(exc, path) from None
    try:
        try:
            if not private:
                os.fchmod(fd, 0o644)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
            _link_unnamed(fd, path)
        except OSError as exc:
            if exc.errno == errno.ENOENT and not os.path.isdir("/proc/self/fd"):  # no /proc to name it by
                atomic_write(path, data, private=private)
                return
            raise _named(exc, path) from None
    finally:
        os.close(fd)
    fsync_dir(path.parent)


def _link_unnamed(fd: int, path: Path) -> None:
    """Give the unnamed file `fd` the name `path`: linkat(2) of /proc/self/fd/N with
    AT_SYMLINK_FOLLOW, as open(2) shows (os.link calls linkat only with a folder's fd: a plain
    link(2) of the /proc link fails with EXDEV)."""
    unnamed = f"/proc/self/fd/{fd}"
    folder = os.open(path.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        try:
            os.link(unnamed, path.name, dst_dir_fd=folder)  # a new name: the file appears complete, in one step
            return
        except FileExistsError:
            pass
        _check_replaceable(path)
        tmp = f".{path.name}.{os.urandom(4).hex()}{TEMP_SUFFIX}"  # as atomic_write names its own
        os.link(unnamed, tmp, dst_dir_fd=folder)
        try:
            os.replace(tmp, path.name, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException:
            _unlink_quietly(path.parent / tmp)
            raise
    finally:
        os.close(folder)


def write_new(folder: Path, names: Iterable[str], data: bytes, *, private: bool = False) -> Path:
    """Write `data` to the first of `names` that does not exist yet in `folder`; its path.

    The file appears complete or not at all (a hard link of a finished temporary file), so a
    kill never leaves an empty or partial file under that name. FileExistsError when every
    name is taken; OSError naming the folder's first candidate when the write fails."""
    folder = Path(folder)
    names = iter(names)
    first = folder / next(names)
    try:
        tmp = _write_temp(first, data, private)
    except OSError as exc:
        raise _named(exc, first) from None
    try:
        for target in (first, *(folder / n for n in names)):
            try:
                os.link(tmp, target)
            except FileExistsError:
                continue
            except OSError as exc:
                if exc.errno not in _NO_LINKS:
                    raise _named(exc, target) from None
                if not _replace_new(tmp, target):
                    continue
            fsync_dir(folder)
            return target
        raise FileExistsError(errno.EEXIST, "no free file name", str(first))
    finally:
        _unlink_quietly(tmp)


def _replace_new(tmp: str, target: Path) -> bool:
    """Without hard links: take the name with O_EXCL, then rename the data over it (a kill in
    between leaves an empty file: the best such a file system allows). False if taken."""
    try:
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        return False
    except OSError as exc:
        raise _named(exc, target) from None
    try:
        os.replace(tmp, target)
    except OSError as exc:
        _unlink_quietly(target)
        raise _named(exc, target) from None
    return True


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


def clean_stale_temp_files(
    folder: Path, is_ours: "re.Pattern[str] | None" = None, *, older_than: float = STALE_AFTER
) -> list[str]:
    """Remove the temporary files that killed writes left in `folder`; the names removed.

    Only regular files (not links) named as `atomic_write` names them, whose target name
    matches `is_ours` (when given), owned by this user, and untouched for `older_than`
    seconds: a write in progress in another window is never disturbed."""
    removed: list[str] = []
    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMP_NAME.fullmatch(entry.name)
        if m is None or (is_ours is not None and not is_ours.fullmatch(m.group("target"))):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or info.st_mtime > cutoff:
                continue
            if hasattr(os, "getuid") and info.st_uid != os.getuid():
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed
