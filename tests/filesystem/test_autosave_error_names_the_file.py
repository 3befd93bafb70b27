"""A failed autosave names its file, as every other error does: on a full disk the appended
line's write raised OSError(ENOSPC) with no file name, and the table said only "autosave
failed (No space left on device); trying again after the next move"."""

from __future__ import annotations

import errno
import os

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play import saves
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.app import Start

from tui.app_helpers import Folders, folders, run_async, wait_for, write_save  # noqa: F401  (fixture)
from tui.table_helpers import match_of
from tests.notifications import messages

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
NO_SPACE = os.strerror(errno.ENOSPC)


def _your_turn_save(folders: Folders) -> str:
    """A save where the person (seat 0) is to move."""
    for steps in range(4, 40):
        write_save(folders.saves, "dragonwood-full", "dragonwood", SEATS, 7, steps=steps)
        match = saves.resume("dragonwood-full", folders.saves, autosave=False).match
        if match.to_move() == 0:
            return "dragonwood-full"
    raise AssertionError("no position with the person to move")


def _no_space(monkeypatch) -> None:
    """Every write fails as on a full disk: an OSError with no file name, as os.write raises."""

    def write(fd, data):
        raise OSError(errno.ENOSPC, NO_SPACE)

    monkeypatch.setattr(os, "write", write)


def test_an_appended_line_that_fails_names_the_save(folders: Folders, monkeypatch):
    save_id = _your_turn_save(folders)
    errors: list[OSError] = []
    resumed = saves.resume(save_id, folders.saves, on_error=errors.append)
    try:
        match = resumed.match
        _no_space(monkeypatch)
        match.play(match.game.legal_actions(match.state)[0])  # an append: one os.write
        assert len(errors) == 1 and errors[0].errno == errno.ENOSPC
        assert errors[0].filename == str(folders.saves / f"{save_id}.json")
        match.play(match.game.legal_actions(match.state)[0])  # a whole write (atomic_write)
        assert errors[1].filename == str(folders.saves / f"{save_id}.json")
    finally:
        resumed.lock.release()


@run_async
async def test_the_table_names_the_file_of_a_failed_autosave(folders: Folders, monkeypatch):
    save_id = _your_turn_save(folders)
    path = folders.saves / f"{save_id}.json"
    app = folders.app(start=Start(action="resume", save_id=save_id), settings=Settings(bot_pace="slow"))
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: type(app.screen).__name__ == "DragonwoodTableScreen", "the table")
        table = app.screen
        match = match_of(table)
        real_write = os.write
        _no_space(monkeypatch)
        try:
            assert table._play(match.game.legal_actions(match.state)[0])
        finally:
            monkeypatch.setattr(os, "write", real_write)  # only the save's write fails
        await pilot.pause()
        errors = messages(app, "error")
        assert errors == [f"{path}: autosave failed ({NO_SPACE}); trying again after the next move"], errors
