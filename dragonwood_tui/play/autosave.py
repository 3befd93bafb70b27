"""Autosave: a Match listener that appends one line to the record after every action.

A record (format version 2, docs/file-format.md) is one line per action: saving after an action
encodes that action with the summary of the game after it (and a checkpoint hash every
CHECKPOINT_EVERY actions), appends the line and fsyncs the file: one write, one fsync, whatever
the length of the game. The file is written whole only when it is created (`atomic_write`:
temporary file, fsync, rename, fsync of the folder) or when appending can't be trusted (a
resumed file of an older version, a file changed behind our back, a new name or notes). A
kill at any moment leaves a loadable save: at worst a torn last line, which the loader drops.

    autosave = Autosave(path).attach(match)   # writes at once, then after every action

A failed write (disk full, folder removed) never interrupts the game: it is kept in `error`
and passed to `on_error`, and the next action tries again (with a whole write). A game longer
than a record can hold (MAX_ACTIONS) is not written at all past that point: `SaveRefused`.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from dragonwood_tui import __version__
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import AnyMatch, Match
from dragonwood_tui.engine.record_build import (
    check_header_values,
    now,
    regular_checkpoints,
    summarize,
)
from dragonwood_tui.engine.record_error import MAX_FILE_BYTES
from dragonwood_tui.engine.record_format import (
    CHECKPOINT_EVERY,
    MAX_ACTIONS,
    Checkpoint,
    encode_action_line,
    encode_record,
    record_types,
)
from dragonwood_tui.engine.record_read import Layout
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.paths import real_path


class SaveRefused(OSError):
    """A save that would make a record the loader refuses (too many actions, too large)."""

    def __init__(self, reason: str) -> None:
        super().__init__(errno.EFBIG, reason)


class Autosave:
    def __init__(
        self,
        path: Path,
        *,
        created: datetime | None = None,
        name: str = "",
        notes: str = "",
        checkpoints: Sequence[Checkpoint] | None = None,
        layout: Layout | None = None,
        on_error: Callable[[OSError], None] | None = None,
    ) -> None:
        """`checkpoints`: the regular checkpoints (step 0, every CHECKPOINT_EVERY) of the
        match's actions when they are already known (a resumed game); else they are computed.
        `layout`: how the file at `path` holds the match's actions now (a resumed game, see
        `engine.record_read.decode_record_layout`): a version-2 file is appended to as it is."""
        self.path = Path(path)
        # A save reached through a symlink is written where the link points (the file its
        # lock is on: storage.locks), so the link stays a link and one lock guards one file.
        self._file = real_path(self.path) if os.path.islink(self.path) else self.path
        self.created = created or now()
        self.name = name
        self.notes = notes
        self.on_error = on_error
        self.error: OSError | None = None
        self.writes = 0  # saves made (whole or appended)
        self.appends = 0  # of which appended lines
        self._match: AnyMatch | None = None
        self._given = list(checkpoints) if checkpoints is not None else None
        self._checkpoints: list[Checkpoint] = []
        self._layout = layout
        # What the file holds: bytes, actions, and the name and notes of its first line.
        self._length: int | None = None
        self._steps = -1
        self._written_header: tuple[str, str] | None = None

    def attach(self, match: AnyMatch, *, write: bool = True) -> Autosave:
        """Listen to `match` (and save it now, unless `write` is False).

        ValueError (before anything is written) for a seed, a name or notes that a record
        can't hold (`engine.record_build.check_header_values`)."""
        check_header_values(match.seed, match.seats, self.name, self.notes)
        self._rebuild(match)
        layout, self._layout = self._layout, None
        if layout is not None and layout.version == 2 and not write:
            # The file holds these actions already, as lines: go on appending after them.
            self._length, self._steps = layout.length, len(match.actions)
            self._written_header = (self.name, self.notes)
        match.listeners.append(self)
        if write:
            self.save(match)
        return self

    def detach(self, match: AnyMatch) -> None:
        if self in match.listeners:
            match.listeners.remove(self)

    def __call__(self, match: AnyMatch, action: Any) -> None:
        self.save(match)

    def save(self, match: AnyMatch) -> None:
        """Write the record of `match` now: one appended line when the file holds all but the
        last action, else the whole file."""
        self._sync(match)
        steps = len(match.actions)
        try:
            if steps > MAX_ACTIONS:
                raise SaveRefused(
                    f"the game is longer than a record can hold ({MAX_ACTIONS:,} actions): "
                    f"actions after the {MAX_ACTIONS:,}th are not saved"
                )
            if self._length is not None and steps == self._steps + 1 and self._written_header == (self.name, self.notes):
                self._append(match)
            else:
                self._write_whole(match)
        except OSError as exc:
            # Named as the save it is (an appended line's write names no file; a whole
            # write through a symlink names the file the link points to).
            if exc.filename is None or exc.filename == str(self._file):
                exc.filename = str(self.path)
            refused_before = isinstance(self.error, SaveRefused)
            self.error = exc
            if not isinstance(exc, SaveRefused):
                self._length = None  # the file may hold part of a line: write it whole next time
            if self.on_error is not None and not (refused_before and isinstance(exc, SaveRefused)):
                self.on_error(exc)  # a refusal is told once, not after every action that follows
            return
        self.error = None
        self.writes += 1

    def encode(self, match: AnyMatch) -> bytes:
        """The whole record of `match`, as `_write_whole` writes it."""
        self._sync(match)
        game, state = match.game, match.state
        steps = len(match.actions)
        types = record_types(game)
        header = types.header(
            app_version=__version__,
            rules_version=game.rules_version,
            seed=match.seed,
            config=match.config,
            seats=match.seats,
            created=self.created,
            updated=now(),
            summary=summarize(game, state, steps),
            name=self.name,
            notes=self.notes,
        )
        record = types.record(
            format="dragonwood-tui-record", version=2, header=header, actions=match.actions, checkpoints=self._checkpoints
        )
        return encode_record(record, game)

    # -- writing -------------------------------------------------------------------------
    def _write_whole(self, match: AnyMatch) -> None:
        data = self.encode(match)
        if len(data) > MAX_FILE_BYTES:
            raise SaveRefused(f"the record would be larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB: not saved")
        atomic_write(self._file, data, private=True)
        self._length, self._steps = len(data), len(match.actions)
        self._written_header = (self.name, self.notes)

    def _append(self, match: AnyMatch) -> None:
        game, state = match.game, match.state
        steps = len(match.actions)
        due = self._checkpoints[-1] if steps % CHECKPOINT_EVERY == 0 else None
        line = encode_action_line(
            game, match.actions[-1], due.hash if due is not None else None, summarize(game, state, steps), now()
        )
        assert self._length is not None
        if self._length + len(line) > MAX_FILE_BYTES:
            raise SaveRefused(f"the record would be larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB: not saved")
        # No O_CREAT: a save that vanished is written whole again, never as a headless tail.
        fd = os.open(self._file, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        try:
            if os.fstat(fd).st_size != self._length:  # changed behind our back: rewrite it
                os.close(fd)
                fd = -1
                self._write_whole(match)
                return
            view = memoryview(line)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            if fd >= 0:
                os.close(fd)
        self._length += len(line)
        self._steps = steps
        self.appends += 1

    # -- keeping the checkpoints in step with the match ----------------------------------
    def _sync(self, match: AnyMatch) -> None:
        steps = len(match.actions)
        last = self._checkpoints[-1].step if self._checkpoints else -1
        if match is self._match and steps // CHECKPOINT_EVERY * CHECKPOINT_EVERY == last:
            return
        if match is self._match and steps % CHECKPOINT_EVERY == 0 and steps == last + CHECKPOINT_EVERY:
            self._checkpoints.append(Checkpoint(steps, state_hash(match.state)))
            return
        self._rebuild(match)

    def _rebuild(self, match: AnyMatch) -> None:
        self._match = match
        steps = len(match.actions)
        given = self._given
        self._given = None
        if given is not None and [c.step for c in given] == list(range(0, steps + 1, CHECKPOINT_EVERY)):
            self._checkpoints = list(given)
            return
        # Walk the game from the seed to hash the states at the checkpoints.
        self._checkpoints = regular_checkpoints(match.game, match.config, match.seed, match.actions)[1]
