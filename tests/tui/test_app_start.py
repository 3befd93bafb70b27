"""Starting games: the setup screen's choices, `dragonwood new`, `resume`, `replay` entry points,
and when the hot-seat screen hides the table."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from textual.widgets import Input, Select

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui import run as run_module
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, needs_pass_screen
from dragonwood_tui.tui.screens.new_game import NewGameScreen, parse_seed

from tests.notifications import told
from .app_helpers import wait_for, wait_for_screen, Folders, folders, run_async, standard_saves # noqa: F401  (fixture)
from .table_helpers import match_of

PAUSED = Settings(bot_pace="slow")  # computer players wait: the test looks at the first state


def test_pass_screen_only_between_two_different_people():
    people = [True, False, True]
    assert needs_pass_screen(people, None, 0)  # the first person of a hot-seat game
    assert needs_pass_screen(people, 0, 2)
    assert not needs_pass_screen(people, 2, 2)  # the same person again (a mid-turn choice)
    assert not needs_pass_screen(people, 0, 1)  # a computer player
    assert not needs_pass_screen(people, 0, 2, enabled=False)
    assert not needs_pass_screen([True, False], None, 0)  # one person: nothing to hide
    assert not needs_pass_screen(people, 0, None)  # the game is over


def test_seed_parsing():
    assert parse_seed("  ") is None
    assert parse_seed("1_000") == 1000
    for bad in ("-1", "abc", str(2**63)):
        with pytest.raises(ValueError):
            parse_seed(bad)


@run_async
async def test_setup_seats_names_variant_and_seed(folders: Folders):
    app = folders.app(settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        screen = await wait_for_screen(pilot, "NewGameScreen")
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#players", Select).value = 4
        await wait_for(pilot, lambda: len(screen.query("#seat-3-who")) == 1, "the fourth seat")
        screen.query_one("#seat-0-name", Input).value = "[red]Eve[/red]"
        screen.query_one("#seat-2-who", Select).value = "person"
        screen.query_one("#seat-3-who", Select).value = "easy"
        note = lambda: str(screen.query_one("#setup-note").render())  # noqa: E731
        await wait_for(pilot, lambda: "2 people at one keyboard" in note(), "the setup note")
        screen.query_one(".variant").value = True
        screen.query_one("#seed", Input).value = "x"
        await pilot.press("ctrl+s")
        assert app.screen is screen  # a bad deal number: a message, still on the setup
        assert any("deal number" in n.message for n in told(app))  # in a player's words, not "seed"
        screen.query_one("#seed", Input).value = "42"
        await pilot.press("ctrl+s")
        # Two people at the table: the "pass to" screen may stand in front of it.
        tables = lambda: [s for s in app.screen_stack if type(s).__name__ == "DragonwoodTableScreen"]  # noqa: E731
        await wait_for(pilot, tables, "the table")
        table = tables()[0]
        match = match_of(table)
        assert match.seed == 42
        assert match.config.players == 4 and match.config.tie_break == "orange-dragon-first"
        assert match.seats == [
            SeatSpec("[red]Eve[/red]"), SeatSpec("Ada", "hard"), SeatSpec("Bram"), SeatSpec("Cleo", "easy")
        ]
        [info] = list_saves(folders.saves)
        assert info.seats == tuple(match.seats)
        # Leaving the table goes back to the menu, not to the setup.
        app.action_main_menu()
        await wait_for_screen(pilot, "MainMenuScreen")


@run_async
async def test_solo_dragonwood_seats_one_person(folders: Folders):
    app = folders.app(settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("f2", "f2", "enter")
        match = match_of(await wait_for_screen(pilot, "DragonwoodTableScreen"))
        assert match.config.players == 1 and match.seats == [SeatSpec("You")]


@run_async
async def test_dragonwood_new_starts_at_once(folders: Folders):
    app = folders.app(start=Start(action="new", game="dice-quest", seed=5), settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_screen(pilot, "DiceQuestTableScreen")
        assert match_of(app.screen).seed == 5 and match_of(app.screen).seats == [SeatSpec("You")]
        assert len(app.screen_stack) == 2  # the menu below


@run_async
async def test_resume_by_id_and_a_bad_id(folders: Folders):
    records = standard_saves(folders.saves)
    app = folders.app(start=Start(action="resume", save_id="dragonwood-a"), settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_screen(pilot, "DragonwoodTableScreen")
        assert match_of(app.screen).actions == records["dragonwood-a"].actions
    app = folders.app(start=Start(action="resume", save_id="../etc"), settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: any("invalid save id" in n.message for n in told(app)), "the error")
        assert type(app.screen).__name__ == "MainMenuScreen"


def test_cli_entry_points_build_the_right_app(folders: Folders, monkeypatch: pytest.MonkeyPatch):
    apps = []
    monkeypatch.setattr(run_module, "_run", lambda app: apps.append(app) or 0)
    assert run_module.run_app(argparse.Namespace(command=None)) == 0
    assert run_module.run_app(argparse.Namespace(command="new", game="dragonwood", seed=7)) == 0
    assert run_module.run_resume("dragonwood-a") == 0
    assert run_module.run_replay("x.json", 1) == 0
    assert [a.start for a in apps] == [
        Start(),
        Start(action="new", game="dragonwood", seed=7),
        Start(action="resume", save_id="dragonwood-a"),
        Start(action="replay", path=Path("x.json"), seat=1),
    ]
    assert all(a.saves_folder == folders.saves for a in apps)  # from $DRAGONWOOD_DATA_DIR


@run_async
async def test_leaving_a_game_asks_first_when_set(folders: Folders):
    # "slow": the computer player waits (tests/tui/conftest.py), still to move when the table is up
    app = folders.app(settings=Settings(confirm_leave=True, bot_pace="slow"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("f2", "f2", "f2")  # You and a computer player
        app.screen.query_one("#seed", Input).value = "1"  # the computer player starts
        await pilot.press("ctrl+s")
        table = await wait_for_screen(pilot, "DragonwoodTableScreen")
        match = match_of(table)
        assert match.bot_to_move()
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # stay
        assert app.screen is table
        # The computer player still plays after "stay": its move is due (not waited for: the
        # pace is long), and Skip plays it at once.
        assert table._bot_timer is not None or table._thinking is not None
        await pilot.press("s")
        await wait_for(pilot, lambda: not match.bot_to_move(), "the computer player's move")
        await pilot.press("q", "y")
        await wait_for_screen(pilot, "MainMenuScreen")


@run_async
async def test_enter_starts_the_game_after_a_click_on_empty_space(folders: Folders):
    app = folders.app(settings=PAUSED)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("d")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.click(offset=(90, 26))  # empty space: nothing keeps the focus
        await pilot.pause()
        assert app.focused is None or app.focused.id not in ("setup-box", "start")  # no invisible stop
        await pilot.press("enter")
        await wait_for_screen(pilot, "DiceQuestTableScreen")
