"""A long record opens in the replay viewer behind a progress bar: checked in a worker (the app
answers keys meanwhile), Escape gives up, a bad record is the one line naming file and problem.

The walk is held at its first progress call (256 steps) by a gate the test opens, so every
state is waited for as a condition, never as a time.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.widgets import ProgressBar

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games import get_game
from dragonwood_tui.storage import records
from dragonwood_tui.storage.records import decode_record, encode_record, new_record
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.replay import ReplayScreen
from dragonwood_tui.tui.screens.replay_loading import WORKER_FROM, ReplayLoadingScreen

from tests.notifications import told
from .app_helpers import SMALL, Folders, folders, keys, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)

ACTIONS = 1000
HELD_AT = 256  # the walk's first progress call


def long_record_bytes(actions: int = ACTIONS) -> bytes:
    """A legal 3-seat Dice Quest of `actions` actions: seats that mostly give up, without the end
    rules of rules version 2 (the config of a version-1 record allows it)."""
    game = get_game("dice-quest")
    config = msgspec.structs.replace(game.default_config(3), idle_rounds=False, forced_loss=False)
    seats = [SeatSpec(f"Seat {i + 1}", "random") for i in range(3)]
    match = Match(game, config, 1, seats)
    rng = Rng(5)
    while len(match.actions) < actions and not match.is_over():
        legal = game.legal_actions(match.state)
        give_up = [a for a in legal if type(a).__name__ == "GiveUp"]
        match.play(give_up[0] if give_up and rng.below(10) else legal[rng.below(len(legal))])
    assert len(match.actions) == actions
    return encode_record(new_record(game, config, 1, seats, match.actions))


@pytest.fixture(scope="module")
def long_bytes() -> bytes:
    return long_record_bytes()


class Gate:
    """Holds the replay check's walk at its first progress call until `open()`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.event = threading.Event()
        self.reached = threading.Event()
        self.finished = threading.Event()
        real = records.cursor_of

        def held(record: Any, *, progress: Any = None, lines: bool = False) -> Any:
            def tick(done: int, total: int) -> None:
                progress(done, total)
                if done >= HELD_AT and not self.reached.is_set():
                    self.reached.set()
                    # held until opened, or until the screen cancels the walk (progress raises):
                    # an app that closes with the dialog up does not wait for the gate
                    for _ in range(1200):
                        if self.event.wait(0.05):
                            break
                        progress(done, total)

            try:
                return real(record, progress=tick, lines=lines)
            finally:
                self.finished.set()

        monkeypatch.setattr(records, "cursor_of", held)

    def open(self) -> None:
        self.event.set()


def bar_of(app: Any) -> ProgressBar | None:
    screen = app.screen
    return screen.query_one(ProgressBar) if isinstance(screen, ReplayLoadingScreen) else None


def test_the_record_is_long_enough_to_load_in_the_worker():
    assert ACTIONS >= WORKER_FROM and ACTIONS > 2 * HELD_AT


@run_async
async def test_a_long_record_shows_progress_and_then_the_viewer(folders: Folders, tmp_path: Path, long_bytes, monkeypatch):
    path = tmp_path / "long.json"
    path.write_bytes(long_bytes)
    gate = Gate(monkeypatch)
    app = folders.app(start=Start(action="replay", path=path, seat=1))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: (bar := bar_of(app)) is not None and bar.progress == HELD_AT, "the bar at 256")
        bar = bar_of(app)
        assert bar is not None and bar.total == ACTIONS
        assert "long.json" in str(app.screen.query_one(".dialog-text").render())
        # the app drew the bar from the walk's count while the walk was under way (held): the
        # event loop never waited for it
        gate.open()
        replay = await wait_for_screen(pilot, "ReplayScreen")
        assert isinstance(replay, ReplayScreen)
        assert replay.cursor.length == ACTIONS and replay.cursor.lines is not None
        assert replay.seat == 1
        await pilot.press("end")
        assert replay.cursor.at_end
        await pilot.press("escape")  # the dialog was replaced: back to the menu
        await wait_for_screen(pilot, "MainMenuScreen")


@run_async
async def test_escape_gives_up_while_the_record_is_checked(folders: Folders, tmp_path: Path, long_bytes, monkeypatch):
    path = tmp_path / "long.json"
    path.write_bytes(long_bytes)
    gate = Gate(monkeypatch)
    app = folders.app(start=Start(action="replay", path=path))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: bar_of(app) is not None and gate.reached.is_set(), "the walk under way")
        await pilot.press("escape")
        await wait_for_screen(pilot, "MainMenuScreen")
        gate.open()
        await wait_for(pilot, gate.finished.is_set, "the walk to stop")
        await pilot.pause()
        assert type(app.screen).__name__ == "MainMenuScreen"
        assert not any(n.severity == "error" for n in told(app))


@run_async
async def test_a_long_bad_record_is_one_line_naming_the_file(folders: Folders, tmp_path: Path, long_bytes):
    record = decode_record(long_bytes)
    record.checkpoints[20] = msgspec.structs.replace(record.checkpoints[20], hash="1" * 16)
    path = tmp_path / "tampered.json"
    path.write_bytes(encode_record(record))
    step = record.checkpoints[20].step
    app = folders.app(start=Start(action="replay", path=path))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: any(n.severity == "error" for n in told(app)), "the error")
        await wait_for_screen(pilot, "MainMenuScreen")
        [note] = [n for n in told(app) if n.severity == "error"]
        assert note.message.startswith(f"tampered.json: step {step}: state hash differs")
        assert "\n" not in note.message


def test_the_progress_dialog(snap_compare, folders: Folders, tmp_path: Path, long_bytes, monkeypatch):
    path = tmp_path / "long.json"
    path.write_bytes(long_bytes)
    gate = Gate(monkeypatch)

    async def held(pilot: Any) -> None:
        await wait_for(pilot, lambda: (bar := bar_of(pilot.app)) is not None and bar.progress == HELD_AT, "the bar")
        # the menu below fills its Continue and daily lines from a thread: the picture waits for it
        await wait_for(pilot, lambda: all(getattr(s, "filled", True) for s in pilot.app.screen_stack), "the menu's lines")
        # and drawn: the menu is a screen below, whose new lines reach the picture at a frame of
        # the screen on top (a loaded run took the picture before it: Continue not yet dimmed,
        # the welcome's first stage missing): until two pictures in a row are the same
        before = None
        for _frame in range(50):
            await pilot.pause()
            now = pilot.app.export_screenshot()
            if now == before:
                break
            before = now

    try:
        assert snap_compare(
            folders.app(start=Start(action="replay", path=path)), terminal_size=SMALL, run_before=keys(then=held)
        )
    finally:
        gate.open()


@run_async
async def test_hostile_records_checked_in_the_worker_are_one_notification(folders: Folders, monkeypatch):
    import json

    from dragonwood_tui.tui.screens import replay_loading

    hostile = Path(__file__).resolve().parents[1] / "records" / "hostile"
    expected = json.loads((hostile / "expected.json").read_text())
    monkeypatch.setattr(replay_loading, "WORKER_FROM", 0)  # every record through the worker
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        for name in sorted(n for n in expected if not n.startswith("challenge-")):
            before = len(told(app))
            app.sessions.open_replay_file(hostile / name)
            await wait_for(pilot, lambda: len(told(app)) > before, f"the error of {name}")
            await wait_for_screen(pilot, "MainMenuScreen")
            new = told(app)[before:]
            assert any(name in n.message and expected[name] in n.message for n in new), (name, [n.message for n in new])
