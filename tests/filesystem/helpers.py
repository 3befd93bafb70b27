"""Pieces shared by the file-system tests: hostile files made in a test's folder, a deadline."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HANG = 60  # seconds: a reader that takes longer is hanging (on a FIFO, say), even on a loaded machine
APP_HANG = 120  # a whole app session on a loaded machine: a FIFO would block it for ever
BAD_UPDATED = "9999-12-31T23:59:59-12:00"  # one minute past year 9999 once in UTC
BAD_CREATED = "0001-01-01T00:00:00+14:00"  # before year 1 once in UTC


class Hung(BaseException):
    """Raised by `deadline` (not an OSError or an Exception: the code under test can't swallow it)."""


@contextlib.contextmanager
def deadline(seconds: int = HANG) -> Iterator[None]:
    """Hung if the block takes longer: a blocking open of a FIFO is interrupted too."""

    def expired(signum, frame):  # noqa: ARG001
        raise Hung(f"still running after {seconds} s: hanging")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def set_times(path: Path, *, updated: str | None = None, created: str | None = None) -> None:
    """Rewrite a save's times in place (bytes: no reader's checks in the way): `created` on its
    first line, `updated` where it was written last (format version 2: the last line)."""
    data = path.read_bytes()
    for field, value in (("updated", updated), ("created", created)):
        if value is None:
            continue
        key = f'"{field}":"'.encode()
        start = (data.rindex(key) if field == "updated" else data.index(key)) + len(key)
        end = data.index(b'"', start)
        data = data[:start] + value.encode() + data[end:]
    path.write_bytes(data)


def hostile_entries(folder: Path, elsewhere: Path) -> dict[str, str]:
    """Put file-system traps in the saves folder `folder`; returns id -> what the trap is.

    `elsewhere` (outside the saves) holds what the symlinks point to."""
    elsewhere.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "fifo.json")
    outside_fifo = elsewhere / "pipe"
    os.mkfifo(outside_fifo)
    (folder / "fifo-link.json").symlink_to(outside_fifo)
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / "dangling.json").symlink_to(elsewhere / "missing.json")
    (folder / "device.json").symlink_to("/dev/zero")
    (folder / "folder.json").mkdir()
    with open(folder / "huge.json", "wb") as f:
        f.truncate(1 << 32)  # sparse: 4 GiB on paper
    (folder / "not-json.json").write_bytes(b"\xff\xfe garbage \x00")
    (folder / "empty.json").write_bytes(b"")
    return {
        "fifo": "not a regular file",
        "fifo-link": "not a regular file",
        "loop": "cannot read",
        "dangling": "no such file",
        "device": "not a regular file",
        "folder": "is a folder",
        "huge": "file too large",
        "not-json": "",
        "empty": "",
    }


def snapshot(folder: Path) -> dict[str, object]:
    """What each entry of `folder` is (bytes of regular files, link targets, kinds): to check
    that a reader left the saves untouched. Never opens a FIFO or a device."""
    seen: dict[str, object] = {}
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        if entry.name.startswith(".") and entry.name.endswith((".lock", ".holder")):
            continue  # a lock's side files (storage.locks), not saves
        if entry.is_symlink():
            seen[entry.name] = ("link", os.readlink(entry.path))
        elif entry.is_file(follow_symlinks=False):
            info = entry.stat(follow_symlinks=False)
            seen[entry.name] = open(entry.path, "rb").read(1 << 20) if info.st_size < 1 << 20 else ("size", info.st_size)
        else:
            seen[entry.name] = ("kind", entry.stat(follow_symlinks=False).st_mode >> 12)
    return seen


def run_cli(*args: str, data: Path, config: Path | None = None, timeout: int = HANG) -> subprocess.CompletedProcess[str]:
    """`dragonwood ARGS` in a child process (stdout not a terminal), killed after `timeout`."""
    env = dict(os.environ, DRAGONWOOD_DATA_DIR=str(data), DRAGONWOOD_CONFIG_DIR=str(config or data / "config"))
    return subprocess.run(
        [sys.executable, "-m", "dragonwood_tui", *args],
        capture_output=True, text=True, timeout=timeout, env=env, cwd=REPO, stdin=subprocess.DEVNULL,
    )


def _fd_path(fd: int) -> str:
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return ""


def full_disk(monkeypatch, folder: Path, after: int = 0) -> None:
    """Writes to files in `folder` fail with ENOSPC (after `after` bytes), as on a full disk."""
    import errno

    if not Path("/proc/self/fd").is_dir():
        import pytest

        pytest.skip("needs /proc to tell which file a write goes to")
    real_write = os.write
    inside = str(Path(folder).resolve())
    written: dict[int, int] = {}

    def write(fd: int, data) -> int:
        if not _fd_path(fd).startswith(inside + os.sep):
            return real_write(fd, data)
        room = after - written.get(fd, 0)
        if room <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        n = real_write(fd, bytes(data[:room]))
        written[fd] = written.get(fd, 0) + n
        return n

    monkeypatch.setattr(os, "write", write)


def read_only(monkeypatch, folder: Path) -> None:
    """Creating a file in `folder` fails with EROFS, as on a read-only file system (chmod is
    no use when the tests run as root)."""
    import errno

    real_open = os.open
    inside = str(Path(folder).resolve())

    def open_(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and str(Path(path).resolve()).startswith(inside + os.sep):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", open_)
