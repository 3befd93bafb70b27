"""Every way the app opens a game, opened in a second window: the second window shows the save
read-only (a replay, saying it is open elsewhere) and writes nothing; the first one plays on and
its save holds every move. A second window is a second app in this process, or another process.
(A daily's first save was not locked: a second window played it too, and the two windows
overwrote each other's moves: 10 actions back to 7.)"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from dragonwood_tui.bots import default_bot, make_bot
from dragonwood_tui.storage.locks import in_use
from dragonwood_tui.play.saves import load_save, save_path
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.table_base import TableScreen

from daily.helpers import DAY, daily_record, write
from sessions.openers import KINDS, RESUMED, SEATS, WATCHED
from tui.app_helpers import Folders, folders, run_async, wait_for, write_save  # noqa: F401  (fixture)
from tui.table_helpers import INSTANT, match_of
from tests.notifications import messages, told

SIZE = (120, 36)


def first_start(kind: str, folders: Folders) -> Start:
    """How the first window is started for `kind` (the files it needs written first)."""
    if kind == "resume":
        write_save(folders.saves, RESUMED, "dragonwood", SEATS, 7, steps=4)
        return Start(action="resume", save_id=RESUMED)
    if kind in ("daily", "daily-practice"):
        if kind == "daily-practice":
            write(folders.saves, "dragonwood-first", daily_record())  # the day's game is played
        return Start(action="daily", game="dragonwood")
    if kind == "practice":
        write_save(folders.saves, WATCHED, "dragonwood", SEATS, 7, steps=6)
        return Start(action="replay", path=save_path(WATCHED, folders.saves))
    return Start()  # new game and campaign: by keys on the menu


async def open_first(kind: str, pilot: Any) -> TableScreen:
    """Bring the first window to its table, as a player would, and return the table."""
    app = pilot.app
    if kind == "new":
        await pilot.press("n", "enter")  # New Dragonwood, the setup's defaults
    elif kind == "campaign":
        await pilot.press("m")  # the map, on the first stage
        await wait_for(pilot, lambda: type(app.screen).__name__ == "CampaignMapScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "CampaignBriefingScreen")
        await pilot.press("p")
    elif kind == "practice":
        await wait_for(pilot, lambda: type(app.screen).__name__ == "ReplayScreen")
        await pilot.press("right", "right", "right", "f")  # play on from step 3
        await wait_for(pilot, lambda: type(app.screen).__name__ == "PlayOnScreen", "same luck or new luck?")
        await pilot.press("s")  # the same luck
    await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view is not None, "the table")
    table = app.screen
    assert isinstance(table, TableScreen)
    if kind == "practice":
        assert len(match_of(table).actions) == 3
    return table


def second_start(kind: str, save_id: str) -> Start:
    """What the second window does that reaches the first one's save."""
    if kind in ("daily", "daily-practice"):
        return Start(action="daily", game="dragonwood")  # `dragonwood daily --game dragonwood`
    if kind == "new":
        return Start(action="resume")  # Continue: the newest unfinished game
    return Start(action="resume", save_id=save_id)


async def play_on(pilot: Any, table: TableScreen, moves: int) -> None:
    """`moves` more actions on the table: the computer players' own, the person's by `_play`."""
    match = match_of(table)
    target = len(match.actions) + moves
    person = make_bot("dragonwood", default_bot("dragonwood") or "greedy", target)
    while len(match.actions) < target:
        await wait_for(pilot, lambda: len(match.actions) >= target or (match.to_move() in table.humans and table._thinking is None))
        if len(match.actions) < target:
            view = match.game.view(match.state, match.to_move())
            assert table._play(person.choose(view, match.game.legal_actions(match.state)))
    assert not match.is_over()


def app_of(folders: Folders, start: Start) -> Any:
    app = folders.app(start=start, settings=INSTANT)
    app.fixed_today = DAY
    return app


@pytest.mark.parametrize("kind", KINDS)
@run_async
async def test_a_second_app_opens_the_game_read_only_and_no_move_is_lost(kind, folders: Folders):
    first = app_of(folders, first_start(kind, folders))
    async with first.run_test(size=SIZE) as pilot:
        table = await open_first(kind, pilot)
        await play_on(pilot, table, 4)
        save_id = first.sessions.current_save
        assert save_id is not None
        path = save_path(save_id, folders.saves)
        assert in_use(path) == "it is already open at a table in this window"
        second = app_of(folders, second_start(kind, save_id))
        async with second.run_test(size=SIZE) as other:
            await wait_for(other, lambda: type(second.screen).__name__ == "ReplayScreen", "the second window's replay")
            notes = messages(second)
            assert any(m.endswith("already open at a table in this window: opening it as a replay") for m in notes), notes
            assert second.sessions.current_save is None and second.sessions.open_count == 0
        # the second window wrote nothing: the save is the first one's game (its bots may
        # have moved meanwhile)
        assert load_save(save_id, folders.saves).actions == match_of(table).actions
        await play_on(pilot, table, 4)
        played = list(match_of(table).actions)
    assert load_save(save_id, folders.saves).actions == played
    assert in_use(path) is None  # the first window is gone: so is its lock


TRY_RESUME = """
import sys
from dragonwood_tui.play.session import GameSession, SaveInUse
try:
    GameSession.resume(sys.argv[1], __import__("pathlib").Path(sys.argv[2])).close()
except SaveInUse as exc:
    print("refused:", exc.reason)
else:
    print("opened")
"""


@pytest.mark.parametrize("kind", KINDS)
@run_async
async def test_another_process_cannot_play_what_the_app_plays(kind, folders: Folders):
    app = app_of(folders, first_start(kind, folders))
    async with app.run_test(size=SIZE) as pilot:
        table = await open_first(kind, pilot)
        await play_on(pilot, table, 3)
        save_id = app.sessions.current_save
        assert save_id is not None
        other = subprocess.run(
            [sys.executable, "-c", TRY_RESUME, save_id, str(folders.saves)], capture_output=True, text=True, check=True
        )
        assert other.stdout.startswith("refused: it is open in another window (pid "), other.stdout + other.stderr
        await play_on(pilot, table, 3)
        played = list(match_of(table).actions)
    assert load_save(save_id, folders.saves).actions == played


@run_async
async def test_play_from_the_end_of_a_finished_replay_says_why_and_opens_nothing(folders: Folders):
    write_save(folders.saves, "dragonwood-over", "dragonwood", SEATS, 7)  # played to its end
    app = app_of(folders, Start(action="replay", path=save_path("dragonwood-over", folders.saves)))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: type(app.screen).__name__ == "ReplayScreen")
        await pilot.press("end", "f")
        await wait_for(pilot, lambda: bool(told(app)), "the refusal")
        assert type(app.screen).__name__ == "ReplayScreen" and app.sessions.open_count == 0
        message = messages(app)[-1]
        assert message.startswith("cannot start the practice: the game is over at step "), message
    assert [p.name for p in folders.saves.iterdir() if p.suffix == ".json"] == ["dragonwood-over.json"]
