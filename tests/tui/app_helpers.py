"""Shared pieces of the app's tests: a fixed data and config folder, saves with fixed times.

Everything a snapshot shows is fixed: saves are written with chosen ids, seeds and times (not
by autosave, which stamps the clock), the app shows times in UTC, and HOME points into the
test's folder so a path shown as `~/...` reads the same on every machine.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from dragonwood_tui.bots import bot_factory, default_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import encode_record, new_record
from dragonwood_tui.games import get_game
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.play.saves import save_path
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.app import DragonwoodApp, Start, make_app
from tests.notifications import messages

T0 = datetime(2025, 6, 12, 14, 30, tzinfo=timezone.utc)
SMALL = (80, 24)
LARGE = (160, 50)


class Folders:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.data = root / "data"
        self.config = root / "config"
        self.saves = self.data / "saves"
        self.saves.mkdir(parents=True, exist_ok=True)

    def app(self, start: Start | None = None, settings: Settings | None = None) -> DragonwoodApp:
        return make_app(data_dir=self.data, config_dir=self.config, start=start, tz=timezone.utc, settings=settings)


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Folders:
    f = Folders(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(f.data))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(f.config))
    return f


_PERSONS_PLAYED_BY = {"dragonwood": "greedy", "dice-quest": "expert", "road-quest": "normal"}


def write_save(
    folder: Path,
    save_id: str,
    kind: str,
    seats: Sequence[SeatSpec],
    seed: int,
    *,
    steps: int | None = None,
    minutes: int = 0,
    name: str = "",
    players: int | None = None,
) -> Any:
    """A save played by computer players in every seat (`steps` actions, or to the end),
    recorded with the given seats, an id and fixed times: T0 and T0 + `minutes`."""
    game = get_game(kind)
    config = game.default_config(len(seats) if players is None else players)
    # for the persons: the players the screens' saves were made with (their snapshots show
    # them), else the game's default
    player = _PERSONS_PLAYED_BY.get(kind) or default_bot(kind)
    bots = [SeatSpec(s.name, s.bot or player) for s in seats]
    match = Match(game, config, seed, bots, bot_factory=bot_factory(kind))
    match.play_bots(limit=steps)
    record = new_record(
        game, config, seed, list(seats), match.actions,
        created=T0, updated=T0 + timedelta(minutes=minutes), name=name,
    )
    atomic_write(save_path(save_id, folder), encode_record(record))
    return record


def standard_saves(folder: Path) -> dict[str, Any]:
    """The saves the screens are shown with: an unfinished and a finished Dragonwood game (the
    finished one with Rich markup in its names), a solo Dice Quest played to its end, an
    unreadable file."""
    records = {
        "dragonwood-a": write_save(
            folder, "dragonwood-a", "dragonwood",
            [SeatSpec("You"), SeatSpec("Ada", "greedy"), SeatSpec("Bram", "greedy")], 7, steps=40, minutes=50,
        ),
        "dragonwood-b": write_save(
            folder, "dragonwood-b", "dragonwood",
            [SeatSpec("[bold red]Mallory[/]"), SeatSpec("Ada", "greedy")], 8, minutes=20, name="[i]epic[/i] game",
        ),
        "dice-quest-c": write_save(folder, "dice-quest-c", "dice-quest", [SeatSpec("You")], 9, minutes=10),
    }
    (folder / "broken-d.json").write_text("{not json", encoding="utf-8")
    return records


def no_blink(pilot: Any) -> None:
    """Cursor blink off on the screen in front (snapshots)."""
    from textual.widgets import Input

    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False


def keys(*presses: str, then: Callable[[Any], Any] | None = None) -> Callable[[Any], Coroutine[Any, Any, None]]:
    """A snapshot's `run_before`: press keys, run `then(pilot)`, blink off on the final screen.

    (snap_compare's own `press` comes after `run_before`, too late to stop the blink.)
    """

    async def run(pilot: Any) -> None:
        await pilot.pause()
        await wait_for_menu(pilot)  # its saves lines come after its first frame
        for key in presses:
            await pilot.press(key)
            await pilot.pause()
        if then is not None:
            result = then(pilot)
            if hasattr(result, "__await__"):
                await result
        no_blink(pilot)
        await pilot.pause()

    return run


# How long a Pilot test waits for something the app is sure to do before calling it a failure:
# a safety net, not a pace (the tests wait on conditions, which hold as soon as the app is done).
PATIENCE = 120.0


async def wait_for(pilot: Any, condition: Callable[[], object], what: str = "the app", limit: float = PATIENCE) -> None:
    """Let the app run until `condition()` holds; an AssertionError naming `what` if it never does."""
    import time

    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() >= deadline:
            app = pilot.app
            notes = messages(app)
            raise AssertionError(f"waited {limit:.0f} s for {what}; screen {type(app.screen).__name__}, notifications {notes}")
        await pilot.pause()
        await asyncio.sleep(0.002)


async def wait_for_menu(pilot: Any) -> None:
    """Wait until the main menu (at the bottom of the screens) shows its Continue and daily
    lines: a thread reads them after its first frame."""
    from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

    menu = pilot.app.screen_stack[0] if pilot.app.screen_stack else None
    if isinstance(menu, MainMenuScreen):
        await wait_for(pilot, lambda: menu.filled, "the main menu's saves lines")


async def wait_for_screen(pilot: Any, name: str) -> Any:
    """Wait until the screen in front is of the class named `name`; returns it."""
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == name, f"the {name}")
    return pilot.app.screen


def run_async(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test in its own event loop (no pytest-asyncio in the test extra)."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper
