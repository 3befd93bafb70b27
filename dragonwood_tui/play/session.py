"""One way to open a game for play: a `GameSession` owns its Match, its Autosave, the save's
lock and the computer players, from the moment the game opens until `close()`.

A new game, Continue / resume, a campaign attempt, a daily (counting or practice) and a
practice game from a replay all open through `GameSession.create` (a new save) or
`GameSession.resume` (an existing one). A session is always writable: it holds the save's lock
(storage.locks) for its whole life, so no second window, nor a second session in this process,
can write the same save. When another one holds it, opening raises `SaveInUse` (which says who)
and nothing is written: the caller shows the save read-only instead (the app: as a replay).

    session = GameSession.resume("dragonwood-20250612-143005", folder)
    ...  # session.client().send(action): autosaved after every action
    session.close()  # the lock goes; the save stays as it is
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dragonwood_tui.i18n import _
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import AnyMatch, BotFactory, Match
from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.play.autosave import Autosave
from dragonwood_tui.storage.locks import SaveInUse, SaveLock, lock_save
from dragonwood_tui.play.practice import PRACTICE_MARK, is_practice
from dragonwood_tui.storage.records import RecordError

__all__ = ["OPENINGS", "PRACTICE_MARK", "GameSession", "SaveInUse", "is_practice"]

# How a session was opened (`GameSession.opened`): for messages and tests, never for rules.
OPENINGS = ("new", "resume", "campaign", "daily", "practice")


def new_luck_seed(new_luck: bool | int) -> int | None:
    """The seed of a practice's new luck: None (False: the same luck), a fresh one (True), or
    the one given (ValueError out of 0 to 2**63 - 1)."""
    if new_luck is False:
        return None
    if new_luck is True:
        return secrets.randbits(63)
    if not isinstance(new_luck, int) or not 0 <= new_luck < 2**63:
        raise ValueError(f"a new luck seed is 0 to 2**63 - 1, not {new_luck!r}")
    return new_luck


class GameSession:
    """A game open for play. Made by `create` or `resume`, never directly."""

    def __init__(self, save_id: str, match: AnyMatch, autosave: Autosave, lock: SaveLock, opened: str, record: Any = None) -> None:
        self.id = save_id
        self.match = match
        self.autosave = autosave
        self.lock = lock
        self.opened = opened
        self.record = record  # the record it was resumed from (None for a new game)
        self.closed = False

    @property
    def path(self) -> Path:
        return self.autosave.path

    @property
    def bots(self) -> BotFactory[Any, Any] | None:
        """The factory of the seats' computer players (the bots registry's, for this game)."""
        return self.match.bot_factory

    @property
    def notes(self) -> str:
        return self.autosave.notes

    def client(self) -> SeatClient[Any, Any]:
        """The table's way in (`SeatClient.of_table`: the first person's seat)."""
        return SeatClient.of_table(self.match)

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        kind: str,
        config: Any,
        seats: Sequence[SeatSpec],
        seed: int,
        folder: Path,
        *,
        name: str = "",
        notes: str = "",
        actions: Sequence[Any] = (),
        opened: str = "new",
        on_error: Callable[[OSError], None] | None = None,
    ) -> GameSession:
        """A new save of a new game (`actions`: already played, e.g. a practice from a replay's
        step), written now and after every action, locked from its first save.

        GameError, ValueError, RecordError (naming the file) when it can't be made;
        SaveInUse in the instant's race where another window opened the brand-new save first
        (it plays it then: this one must not)."""
        from dragonwood_tui.bots import bot_factory
        from dragonwood_tui.games import get_game

        match = Match(get_game(kind), config, seed, seats, actions, bot_factory=bot_factory(kind), narrate=True)
        return cls._saved(match, folder, name, notes, opened, on_error)

    @classmethod
    def _saved(
        cls, match: AnyMatch, folder: Path, name: str, notes: str, opened: str, on_error: Callable[[OSError], None] | None
    ) -> GameSession:
        """`match` in a new save of its own, locked."""
        from dragonwood_tui.play.saves import start_save

        save_id, autosave = start_save(match, folder, name=name, notes=notes, on_error=on_error)
        try:
            lock = lock_save(autosave.path)
        except SaveInUse:
            autosave.detach(match)
            raise
        return cls(save_id, match, autosave, lock, opened)

    @classmethod
    def resume(
        cls, save_id: str | None, folder: Path, *, on_error: Callable[[OSError], None] | None = None
    ) -> GameSession:
        """The save `save_id` (the newest unfinished one when None) where it stopped, re-played
        and checked; locked before it is read, so what it holds is what this session goes on
        from. SaveInUse when another window (or session) plays it; RecordError otherwise."""
        from dragonwood_tui.play import saves

        if save_id is None:
            newest = saves.newest_unfinished(folder)
            if newest is None:
                raise RecordError(_("no unfinished game to resume (see `dragonwood saves`)"))
            save_id = newest.id
        lock = lock_save(saves.existing_save(save_id, folder))
        try:
            resumed = saves.resume(save_id, folder, on_error=on_error, lock=False)
        except BaseException:
            lock.release()
            raise
        assert resumed.autosave is not None  # autosave=True gives one
        return cls(resumed.id, resumed.match, resumed.autosave, lock, "resume", resumed.record)

    @classmethod
    def practice(
        cls,
        record: Any,
        step: int,
        folder: Path,
        *,
        new_luck: bool | int = False,
        on_error: Callable[[OSError], None] | None = None,
    ) -> GameSession:
        """A new game from a replay: `record`'s deal, seats and first `step` actions, played on
        from there in a save of its own. Its notes claim no daily and no campaign stage (a
        practice proves nothing): they only say where it came from.

        `new_luck`: False plays on with the same future (the same deck and dice: "what if I had
        played X"); True, or a seed, with new luck: the same position, what no seat has seen
        shuffled again and a new dice stream (`Game.reseed`). The seed (True: a fresh one from
        the system's randomness) goes into the config (`engine.game.NewLuck`), so the practice's
        record replays exactly. ValueError when the game is over at `step`, when this game can't
        play on with new luck, or for a seed out of range (0 to 2**63 - 1)."""
        from dragonwood_tui.bots import bot_factory
        from dragonwood_tui.engine.game import NewLuck
        from dragonwood_tui.storage.records import resolve_game

        h = record.header
        step = max(0, min(step, len(record.actions)))
        game = resolve_game(record.kind)
        # the record's own new luck up to `step` stays (the position is the one it reached);
        # later new luck is another future, not this one's
        kept = [luck for luck in game.new_luck(h.config) if luck.step <= step]
        luck = new_luck_seed(new_luck)
        if luck is not None:
            kept = [k for k in kept if k.step < step] + [NewLuck(step, luck)]
        config = game.with_new_luck(h.config, kept)
        match = Match(game, config, h.seed, h.seats, record.actions[:step], bot_factory=bot_factory(game.kind), narrate=True)
        if match.is_over():  # checked before any file is made
            raise ValueError(f"the game is over at step {step}: go back to a step before its end")
        where = f"step {step} of {h.name}" if h.name else f"step {step} of a replay"
        luck_words = " (new luck)" if luck is not None else ""
        return cls._saved(
            match, folder, f"{PRACTICE_MARK}{step}{luck_words}", f"Practice from {where}"[:990] + luck_words,
            "practice", on_error,
        )

    # -- closing ---------------------------------------------------------------------------
    def close(self) -> None:
        """Stop saving and let the save go (another window may open it now). Idempotent."""
        if self.closed:
            return
        self.closed = True
        self.autosave.detach(self.match)
        self.lock.release()

    def __enter__(self) -> GameSession:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


