"""The main menu: every entry by key, by arrows and Enter, and by mouse; Continue; help; palette."""

from __future__ import annotations

from textual.widgets import OptionList

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.commands import screen_commands
from dragonwood_tui.tui.screens.help import HelpScreen, screen_keys

from tests.notifications import told
from .app_helpers import Folders, folders, run_async, wait_for_menu, write_save  # noqa: F401  (fixture)
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
        assert any("No unfinished game" in n.message for n in told(app))
        await pilot.press("q")
        assert app._exit
    assert app.return_code == 0


@run_async
async def test_arrows_and_enter_and_mouse(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one(OptionList)
        await wait_for_menu(pilot)  # Continue is enabled until the saves are read
        assert menu.highlighted == 0  # the Campaign, the first entry
        # down to Saved games: past a New entry per game and the Daily (Continue is disabled)
        saves = [o.id for o in menu.options].index("saves")
        await pilot.press(*["down"] * sum(not o.disabled for o in menu.options[1:saves + 1]), "enter")
        assert screen_name(app) == "SavesScreen"
        await pilot.press("escape")
        # Click the row of "Rules": options are one line each, after Continue's three lines (its
        # rows are kept, game or none) and Daily's two.
        index = [o.id for o in menu.options].index("rules")
        await pilot.click(OptionList, offset=(6, 1 + index + 3))
        assert screen_name(app) == "RulesScreen"


@run_async
async def test_continue_names_the_newest_unfinished_game_and_resumes_it(folders: Folders):
    seats = [SeatSpec("[b]Zed[/b]"), SeatSpec("Ada", "greedy")]
    write_save(folders.saves, "dragonwood-old", "dragonwood", seats, 3, steps=6, minutes=5)
    write_save(folders.saves, "dragonwood-new", "dragonwood", seats, 4, steps=10, minutes=9)
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_menu(pilot)
        option = app.screen.query_one(OptionList).get_option("continue")
        assert not option.disabled
        assert "[b]Zed[/b], Ada" in option.prompt.plain  # markup from a file, shown literally
        assert "2:39" in option.prompt.plain  # T0 + 9 minutes: the newer save (6/12/25, 2:39 PM)
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


@run_async
async def test_the_first_frame_reads_no_saves_and_continue_works_before_its_line_comes(folders: Folders, monkeypatch):
    import threading

    from dragonwood_tui.storage import saves_list
    from dragonwood_tui.tui.screens import main_menu

    from .app_helpers import PATIENCE

    seats = [SeatSpec("Zed"), SeatSpec("Ada", "greedy")]
    write_save(folders.saves, "dragonwood-old", "dragonwood", seats, 3, steps=6, minutes=5)
    write_save(folders.saves, "dragonwood-new", "dragonwood", seats, 4, steps=10, minutes=9)
    listed = []
    real_list = saves_list.list_saves
    monkeypatch.setattr(saves_list, "list_saves", lambda *a, **k: listed.append(1) or real_list(*a, **k))
    gate = threading.Event()  # the menu's thread waits here: its lines are not in yet
    real_read = main_menu.read_menu_lines
    monkeypatch.setattr(main_menu, "read_menu_lines", lambda app: gate.wait(PATIENCE) and real_read(app))
    app = folders.app()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            menu = app.screen.query_one(OptionList)
            assert not app.screen.filled and listed == []  # drawn, and no saves read
            waiting = menu.get_option("continue").prompt.plain
            assert "…" in waiting and not menu.get_option("continue").disabled
            rows = menu.virtual_size.height
            gate.set()
            await wait_for_menu(pilot)
            await pilot.pause()
            assert "Zed, Ada" in menu.get_option("continue").prompt.plain
            assert menu.virtual_size.height == rows  # the rows were kept for the lines: nothing moved
    finally:
        gate.set()


@run_async
async def test_continue_pressed_before_the_menu_read_the_saves_opens_the_newest(folders: Folders, monkeypatch):
    import threading

    from dragonwood_tui.tui.screens import main_menu

    from .app_helpers import PATIENCE

    seats = [SeatSpec("Zed"), SeatSpec("Ada", "greedy")]
    write_save(folders.saves, "dragonwood-old", "dragonwood", seats, 3, steps=6, minutes=5)
    write_save(folders.saves, "dragonwood-new", "dragonwood", seats, 4, steps=10, minutes=9)
    gate = threading.Event()
    real_read = main_menu.read_menu_lines
    monkeypatch.setattr(main_menu, "read_menu_lines", lambda app: gate.wait(PATIENCE) and real_read(app))
    app = folders.app()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert not app.screen.filled
            await pilot.press("down", "enter")  # Continue, by arrow and Enter, before its line came
            await pilot.pause()
            assert screen_name(app) == "DragonwoodTableScreen"
            assert app.sessions.current_save == "dragonwood-new"
    finally:
        gate.set()


def test_a_long_continue_line_keeps_its_row_without_wrapping():
    from rich.console import Console

    from dragonwood_tui.tui.screens.main_menu import CONTINUE_ROWS, DETAIL_CELLS, _prompt

    detail = "The Road to the Dragons… (Road Quest) · turn 3 · 2026-11-30 09:26\nYou, Hard 1, Normal 2, " + "x" * 80
    text = _prompt("c", "Continue", detail, CONTINUE_ROWS)
    rows = Console(width=DETAIL_CELLS + 5, record=True).render_lines(text, pad=False)
    assert len(rows) == 1 + CONTINUE_ROWS  # the key's row and its two detail rows, none wrapped
    assert "turn 3" in text.plain and "2026" not in text.plain  # a whole fact left out, not half a one
    assert text.plain.rstrip().endswith("…")  # a row with no fact to leave out is cut
