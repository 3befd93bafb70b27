"""One window per game: a save open at a table is locked, so a second window can't write it too.

Two windows autosaving one game overwrite each other's moves. While the app plays a save it
holds an OS file lock (`filelock`: `flock` on Unix) on `.<id>.lock` beside it; the operating
system drops the lock when the process ends, crash or `kill -9` included, so a lock never
outlives its window. Who holds it (pid, host, since when) is written to `.<id>.holder` for
the message a second window shows; that side file is only a label, the lock decides.

The lock is taken on the file itself, not on its name: a save reached through a symlink in
saves/ (two ids, one file) is locked beside the file it resolves to, so the two names share
one lock and a second window can't write the same file under its other name.

A folder where no lock file can be made (read-only, say) locks nothing: the game opens, and
its autosave reports its own errors.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated

import msgspec
from filelock import FileLock, Timeout

from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.storage.paths import real_path
from dragonwood_tui.storage.text import SAFE_TEXT, plain
from dragonwood_tui.i18n import _
from dragonwood_tui.storage.times import shown_time

MAX_HOLDER_BYTES = 4096


class Holder(msgspec.Struct):
    """The label of the window holding a save (a file anyone could write: every field bounded,
    the host's name without control characters, the time with its zone)."""

    pid: Annotated[int, msgspec.Meta(ge=0, le=2**31)] = 0
    host: Annotated[str, msgspec.Meta(max_length=255, pattern=SAFE_TEXT)] = ""
    since: Annotated[datetime, msgspec.Meta(tz=True)] | None = None

    def describe(self) -> str:
        if self.pid == os.getpid() and self.host == socket.gethostname():
            return _("it is already open at a table in this window")
        who = _("pid {pid}").format(pid=self.pid) if self.pid else _("another process")
        if self.host:
            who = _("{who} on {host}").format(who=who, host=plain(self.host, 64))
        if self.since is not None:
            who = _("{who} since {when}").format(who=who, when=shown_time(self.since))
        return _("it is open in another window ({who})").format(who=who)


class SaveInUse(RecordError):
    """The save is locked by a window playing it; the message says who."""


def lock_path(save: Path) -> Path:
    real = real_path(save)
    return real.with_name(f".{real.stem}.lock")


def holder_path(save: Path) -> Path:
    real = real_path(save)
    return real.with_name(f".{real.stem}.holder")


def read_holder(save: Path) -> Holder:
    """The label of the window holding `save` (an empty one when unknown or unreadable)."""
    try:
        return msgspec.json.decode(read_regular(holder_path(save), MAX_HOLDER_BYTES, what="a lock label"), type=Holder)
    except (Unreadable, msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return Holder()


class SaveLock:
    """The lock of one save: `acquire()` (never waits), `release()`; `held` while held."""

    def __init__(self, save: Path) -> None:
        self.save = Path(save)
        self.real = real_path(self.save)  # resolved once: the lock and its label stay together
        self._lock = FileLock(str(lock_path(self.real)), timeout=0, thread_local=False)
        self.held = False

    def acquire(self) -> SaveLock:
        """Take the lock, or SaveInUse naming the save and who holds it."""
        if self.held:
            return self
        try:
            self._lock.acquire()
        except Timeout:
            raise SaveInUse(read_holder(self.real).describe(), path=str(self.save)) from None
        except OSError:  # a read-only folder, a lock path that is a folder or a link: nothing is locked
            return self
        self.held = True
        label = msgspec.json.encode(Holder(os.getpid(), socket.gethostname(), datetime.now(timezone.utc)))
        try:
            # Written under the lock, so only by us; a plain write (no rename, no fsync): a
            # label torn by a crash only makes the message vaguer.
            fd = os.open(holder_path(self.real), os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600)
            try:
                os.write(fd, label)
            finally:
                os.close(fd)
        except OSError:
            pass  # only the label of the message is lost
        return self

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        try:
            os.unlink(holder_path(self.real))
        except OSError:
            pass
        self._lock.release()


def lock_save(save: Path) -> SaveLock:
    """The lock of `save`, taken (SaveInUse when another window holds it)."""
    return SaveLock(save).acquire()


@contextmanager
def unlocked(save: Path) -> Iterator[None]:
    """Hold the lock of `save` for a change that must not race a window playing it
    (rename, delete): SaveInUse when one is."""
    lock = lock_save(save)
    try:
        yield
    finally:
        lock.release()


def in_use(save: Path) -> str | None:
    """Who holds `save` in words, or None when nobody does (no lock file is made to ask)."""
    if not lock_path(save).is_file():
        return None
    try:
        with unlocked(save):
            return None
    except SaveInUse as exc:
        return exc.reason


class Busy(RecordError):
    """Another window is in the middle of the same change (`one_at_a_time`): try again."""


@contextmanager
def one_at_a_time(folder: Path, name: str, what: str, wait: float = 5.0) -> Iterator[None]:
    """Hold the folder's lock `name` (`.<name>.lock` in `folder`) for a short change that two
    windows must not make at once (deciding whether to start today's daily and starting it),
    waiting `wait` seconds at most for another window's; Busy (saying `what`) after that. A
    folder where no lock file can be made locks nothing, as for saves."""
    lock = FileLock(str(folder / f".{name}.lock"), timeout=wait, thread_local=False)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock.acquire()
        held = True
    except Timeout:
        raise Busy(f"another window is {what} right now: try again", path=str(folder)) from None
    except OSError:
        held = False
    try:
        yield
    finally:
        if held:
            lock.release()

