"""Autosave: a Match listener that writes the whole record after every action, atomically.

Saving after an action encodes only that action (the others' encodings are kept), adds a
checkpoint hash every CHECKPOINT_EVERY actions, and replaces the file with `atomic_write`:
a crash or a kill at any moment leaves the previous complete save on disk.

    autosave = Autosave(path).attach(match)   # writes at once, then after every action

A failed write (disk full, folder removed) never interrupts the game: it is kept in `error`
and passed to `on_error`, and the next action tries again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from dragonwood_tui import __version__
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record import (
    CHECKPOINT_EVERY,
    Checkpoint,
    assemble,
    check_header_values,
    encode_action,
    now,
    record_types,
    summarize,
)
from dragonwood_tui.storage.atomic import atomic_write


class Autosave:
    def __init__(
        self,
        path: Path,
        *,
        created: datetime | None = None,
        name: str = "",
        notes: str = "",
        checkpoints: Sequence[Checkpoint] | None = None,
        on_error: Callable[[OSError], None] | None = None,
    ) -> None:
        """`checkpoints`: the regular checkpoints (step 0, every CHECKPOINT_EVERY) of the
        match's actions when they are already known (a resumed game); else they are computed."""
        self.path = Path(path)
        self.created = created or now()
        self.name = name
        self.notes = notes
        self.on_error = on_error
        self.error: OSError | None = None
        self.writes = 0
        self._match: Match | None = None
        self._lines: list[bytes] = []
        self._given = list(checkpoints) if checkpoints is not None else None
        self._checkpoints: list[Checkpoint] = []

    def attach(self, match: Match, *, write: bool = True) -> Autosave:
        """Listen to `match` (and save it now, unless `write` is False).

        ValueError (before anything is written) for a seed, a name or notes that a record
        can't hold (`engine.record.check_header_values`)."""
        check_header_values(match.seed, match.seats, self.name, self.notes)
        self._rebuild(match)
        match.listeners.append(self)
        if write:
            self.save(match)
        return self

    def detach(self, match: Match) -> None:
        if self in match.listeners:
            match.listeners.remove(self)

    def __call__(self, match: Match, action: Any) -> None:
        self.save(match)

    def save(self, match: Match) -> None:
        """Write the record of `match` now."""
        self._sync(match)
        try:
            atomic_write(self.path, self.encode(match), private=True)
        except OSError as exc:
            self.error = exc
            if self.on_error is not None:
                self.on_error(exc)
            return
        self.error = None
        self.writes += 1

    def encode(self, match: Match) -> bytes:
        self._sync(match)
        game, state = match.game, match.state
        steps = len(match.actions)
        checkpoints = self._checkpoints
        if steps % CHECKPOINT_EVERY:
            checkpoints = [*checkpoints, Checkpoint(steps, state_hash(state))]
        header = record_types(game).header(
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
        return assemble(game.kind, header, self._lines, checkpoints)

    # -- keeping the encoded actions and checkpoints in step with the match ----------------
    def _sync(self, match: Match) -> None:
        steps = len(match.actions)
        if match is self._match and steps == len(self._lines):
            return
        if match is self._match and steps == len(self._lines) + 1:
            self._lines.append(encode_action(match.actions[-1]))
            if steps % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(Checkpoint(steps, state_hash(match.state)))
            return
        self._rebuild(match)

    def _rebuild(self, match: Match) -> None:
        self._match = match
        self._lines = [encode_action(a) for a in match.actions]
        steps = len(match.actions)
        given = self._given
        self._given = None
        if given is not None and [c.step for c in given] == list(range(0, steps + 1, CHECKPOINT_EVERY)):
            self._checkpoints = list(given)
            return
        # Re-play from the seed to hash the states at the checkpoints.
        game = match.game
        state = game.new_game(match.config, match.seed)
        self._checkpoints = [Checkpoint(0, state_hash(state))]
        for step, action in enumerate(match.actions, 1):
            game.apply(state, action)
            if step % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(Checkpoint(step, state_hash(state)))
