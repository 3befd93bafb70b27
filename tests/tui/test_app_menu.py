"""The main menu: every entry by key, by arrows and Enter, and by mouse; Continue; help; palette."""

from __future__ import annotations

from textual.widgets import OptionList

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.commands import screen_commands
from dragonwood_tui.tui.screens.help import HelpScreen, screen_keys

from .app_helpers import Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import match_of


def screen_name(app) -> str:
    return type(app.screen).__name__


@run_async
async def test_every_entry_opens_its_screen_by_key_and_escape_comes_back(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        expected = {
            "m": "CampaignMapScreen",
            "n": "NewGameScreen",
            "d": "NewGameScreen",
            "w": "NewGameScreen",
            "s": "SavesScreen",
            "p": "SavesScreen",
            "r": "RulesScreen",
            "o": "SettingsScreen",
            "y": "DailyScreen",
            "t": "StatsScreen",
            "question_mark": "HelpScreen",
        }
        for key, name in expected.items():
            await pilot.press(key)
            assert screen_name(app) == name, key
            await pilot.press("escape")
            assert screen_name(app) == "MainMenuScreen", key
        assert app.screen.query_one(OptionList).get_option("continue").disabled
        await pilot.press("c")  # nothing to continue: a message, no crash
        assert screen_name(app) == "MainMenuScreen"
        assert any("No unfinished game" in n.message for n in app._notifications)
        await pilot.press("q")
        assert app._exit
    assert app.return_code == 0


@run_async
async def test_arrows_and_enter_and_mouse(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one(OptionList)
        assert menu.highlighted == 0  # the Campaign, the first entry
        await pilot.press("down", "down", "down", "down", "down", "enter")  # New Dragonwood, Dice Quest, Road Quest, Daily, Saved games (Continue is disabled)
        assert screen_name(app) == "SavesScreen"
        await pilot.press("escape")
        # Click the row of "Rules": options are one line each, after Continue's and Daily's two lines.
        index = [o.id for o in menu.options].index("rules")
        await pilot.click(OptionList, offset=(6, 1 + index + 2))
        assert screen_name(app) == "RulesScreen"


@run_async
async def test_continue_names_the_newest_unfinished_game_and_resumes_it(folders: Folders):
    seats = [SeatSpec("[b]Zed[/b]"), SeatSpec("Ada", "greedy")]
    write_save(folders.saves, "dragonwood-old", "dragonwood", seats, 3, steps=6, minutes=5)
    write_save(folders.saves, "dragonwood-new", "dragonwood", seats, 4, steps=10, minutes=9)
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        option = app.screen.query_one(OptionList).get_option("continue")
        assert not option.disabled
        assert "[b]Zed[/b], Ada" in option.prompt.plain  # markup from a file, shown literally
        assert "14:39" in option.prompt.plain  # T0 + 9 minutes: the newer save
        await pilot.press("c")
        await pilot.pause()
        assert screen_name(app) == "DragonwoodTableScreen"
        assert app.sessions.current_save == "dragonwood-new"
        assert len(match_of(app.screen).actions) >= 10


@run_async
async def test_help_lists_the_keys_of_the_screen_below(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        sections = dict(screen_keys(app.screen))
        assert ("d / del", "Delete the save") in sections["This screen"]
        assert any(desc == "Keys of this screen" for _, desc in sections["Everywhere"])
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f1")  # F1 again closes it
        assert screen_name(app) == "SavesScreen"


@run_async
async def test_palette_offers_the_screens_commands_by_name(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        names = [name for name, _, _ in screen_commands(app.screen)]
        assert {"Replay", "Rename", "Export", "Delete"} <= set(names)
        system = [c.title for c in app.get_system_commands(app.screen)]
        assert {"New Dragonwood game", "New Dice Quest", "Rules", "Settings", "Main menu"} <= set(system)
        # Run a command found by name, as the palette does.
        callback = dict((n, cb) for n, _, cb in screen_commands(app.screen))["Import"]
        await callback()
        await pilot.pause()
        assert screen_name(app) == "TextPromptScreen"


@run_async
async def test_ctrl_c_quits(folders: Folders):
    app = folders.app()
    async with app.run_test() as pilot:
        await pilot.press("n")
        assert not app._exit
        await pilot.press("ctrl+c")
        assert app._exit  # asked to exit: run() returns and the terminal is restored
    assert app.return_code == 0
