"""Two windows on one save: the one playing it holds a lock; another window (or `dragonwood
resume`) opens it as a replay and says who holds it; the lock goes when its window does,
`kill -9` included."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play import saves
from dragonwood_tui.storage.locks import SaveInUse, in_use, lock_path, lock_save
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.app import Start

from tui.app_helpers import Folders, folders, run_async, write_save  # noqa: F401  (fixture)

from tests.notifications import messages
from .helpers import REPO

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
PAUSED = Settings(bot_pace="slow")

HOLDER = """
import sys
from pathlib import Path
from dragonwood_tui.storage.locks import lock_save
lock = lock_save(Path(sys.argv[1]))  # kept: a lock dropped is a lock released
print("ready", flush=True)
sys.stdin.read()  # until the test ends (or kills us)
"""


@pytest.fixture
def held(folders: Folders):
    """A save locked by another process (its pid in `.pid`), killed with SIGKILL at the end."""
    write_save(folders.saves, "dragonwood-held", "dragonwood", SEATS, 7, steps=12, name="kept")
    path = folders.saves / "dragonwood-held.json"
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=REPO
    )
    assert child.stdout.readline() == b"ready\n"
    yield path, child
    if child.poll() is None:
        os.kill(child.pid, signal.SIGKILL)
    child.wait()


def _who(child) -> str:
    return f"it is open in another window (pid {child.pid} on {socket.gethostname()} since "


def test_resume_rename_and_delete_refuse_a_save_another_window_plays(held, folders: Folders, capsys):
    path, child = held
    before = path.read_bytes()
    for attempt in (
        lambda: saves.resume("dragonwood-held", folders.saves),
        lambda: saves.rename_save("dragonwood-held", "new", folders.saves),
        lambda: saves.delete_save("dragonwood-held", folders.saves),
    ):
        with pytest.raises(SaveInUse) as caught:
            attempt()
        assert str(caught.value).startswith(f"{path}: {_who(child)}")
    assert path.read_bytes() == before
    # Reading is fine: the text resume says where the game stands, and who has it.
    assert main(["resume", "dragonwood-held"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("dragonwood-held: Dragonwood, 12 actions")
    assert err.startswith(f"dragonwood resume: dragonwood-held: {_who(child)}")


def test_kill_9_releases_the_lock(held, folders: Folders):
    path, child = held
    assert in_use(path) is not None
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert in_use(path) is None
    resumed = saves.resume("dragonwood-held", folders.saves)
    assert resumed.lock is not None and resumed.lock.held
    resumed.lock.release()


@run_async
async def test_a_second_window_opens_a_held_save_as_a_replay(held, folders: Folders):
    path, child = held
    before = path.read_bytes()
    app = folders.app(start=Start(action="resume", save_id="dragonwood-held"), settings=PAUSED)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "ReplayScreen"
        notes = messages(app)
        assert any(_who(child) in m and m.endswith(": opening it as a replay") for m in notes), notes
    assert path.read_bytes() == before


async def _until(pilot, condition, tries: int = 200) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause()
    raise AssertionError("condition never met")


@run_async
async def test_the_app_holds_the_lock_while_the_table_is_open(folders: Folders):
    write_save(folders.saves, "dragonwood-mine", "dragonwood", SEATS, 7, steps=12)
    path = folders.saves / "dragonwood-mine.json"
    app = folders.app(start=Start(action="resume", save_id="dragonwood-mine"), settings=PAUSED)
    async with app.run_test(size=(120, 30)) as pilot:
        await _until(pilot, lambda: type(app.screen).__name__ == "DragonwoodTableScreen")
        assert in_use(path) == "it is already open at a table in this window"
        with pytest.raises(SaveInUse):
            saves.rename_save("dragonwood-mine", "x", folders.saves)
        app.action_main_menu()
        await _until(pilot, lambda: in_use(path) is None)
        # A new game is locked from its first save.
        await pilot.press("n", "enter")
        await _until(pilot, lambda: type(app.screen).__name__ == "DragonwoodTableScreen")
        new = folders.saves / f"{app.sessions.current_save}.json"
        assert in_use(new) is not None
    assert in_use(new) is None  # the app is gone: so is its lock
    assert lock_save(new).held


def test_a_save_reached_through_a_symlink_shares_the_lock_of_its_file(folders: Folders):
    """Two ids, one file (`saves/b.json` a symlink to `a.json`): the lock is the file's, so the
    second window is refused under either name, and the one playing writes through the link
    (the link stays a link: its next opener finds the lock)."""
    write_save(folders.saves, "dragonwood-real", "dragonwood", SEATS, 7, steps=12)
    real = folders.saves / "dragonwood-real.json"
    link = folders.saves / "dragonwood-link.json"
    link.symlink_to(real.name)
    for first, second in (("dragonwood-link", "dragonwood-real"), ("dragonwood-real", "dragonwood-link")):
        playing = saves.resume(first, folders.saves)
        try:
            with pytest.raises(SaveInUse):
                saves.resume(second, folders.saves)
            assert in_use(folders.saves / f"{second}.json") == "it is already open at a table in this window"
            match = playing.match
            match.play(match.game.legal_actions(match.state)[0])
            assert link.is_symlink()
            assert len(saves.load_save("dragonwood-real", folders.saves).actions) == len(match.actions)
            playing.autosave.save(match)  # a whole write (rename) goes through the link too
        finally:
            playing.lock.release()
            playing.autosave.detach(playing.match)
        assert link.is_symlink() and in_use(link) is None
    assert len(saves.load_save("dragonwood-link", folders.saves).actions) == 14
    saves.rename_save("dragonwood-link", "one game, two names", folders.saves)  # written through the link
    assert link.is_symlink() and saves.load_save("dragonwood-real", folders.saves).header.name == "one game, two names"
