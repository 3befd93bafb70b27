"""The Saved games screen: every action shows once (the footer or the key line above it), each
key does what its label says, and its layouts hold in English, French and Russian at 80x24 and
160x50 (no key, header or status cut)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, TextPromptScreen
from dragonwood_tui.tui.screens.saves import SavesScreen
from dragonwood_tui.tui.widgets.row_table import RowTable
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.widgets.key_line import KeyLine

from .app_helpers import Folders, folders, run_async, standard_saves, wait_for, wait_for_screen  # noqa: F401  (fixture)


async def open_saves(pilot: Any) -> SavesScreen:
    await pilot.press("s")
    screen = await wait_for_screen(pilot, "SavesScreen")
    assert isinstance(screen, SavesScreen)
    await pilot.pause()
    return screen


async def select(pilot: Any, screen: SavesScreen, save_id: str) -> None:
    table = screen.query_one(RowTable)
    table.highlighted = table.get_option_index(save_id)
    await wait_for(pilot, lambda: screen.selected_id == save_id, f"{save_id} selected")


async def back_to(pilot: Any, screen: SavesScreen) -> None:
    await wait_for(pilot, lambda: pilot.app.screen is screen, "the saves screen again")


def shown_actions(screen: SavesScreen) -> dict[str, str]:
    """action -> the key as shown, from the footer and the key line."""
    shown = {k.action: k.shown for k in screen.query_one(LeanFooter).items()[0]}
    line = screen.query_one(KeyLine)
    shown.update({action: key for key, _words, action in line.items()})
    return shown


@run_async
async def test_every_action_shows_once_and_works_by_its_key(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await open_saves(pilot)
        shown = shown_actions(screen)
        own = {b.action for b in SavesScreen.BINDINGS if not isinstance(b, tuple)}
        assert own <= set(shown), f"not shown: {own - set(shown)}"
        footer = {k.action for k in screen.query_one(LeanFooter).items()[0]}
        assert not footer & {a for _k, _w, a in screen.query_one(KeyLine).items()}, "an action shown twice"

        async def prompt_after(key: str, words: str) -> None:
            await pilot.press(key)
            prompt = await wait_for_screen(pilot, "TextPromptScreen")
            assert isinstance(prompt, TextPromptScreen)
            assert words in str(prompt.query_one(".dialog-text").render()), key
            await pilot.press("escape")
            await back_to(pilot, screen)

        await select(pilot, screen, "dragonwood-a")  # unfinished
        await pilot.press("u")  # u Resume
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        app.pop_screen()
        await back_to(pilot, screen)
        await select(pilot, screen, "dragonwood-a")
        await pilot.press("enter")  # enter Open: an unfinished game resumes
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        app.pop_screen()
        await back_to(pilot, screen)
        await select(pilot, screen, "dragonwood-b")  # finished
        await pilot.press("enter")  # enter Open: a finished game replays
        await wait_for_screen(pilot, "ReplayScreen")
        app.pop_screen()
        await back_to(pilot, screen)
        await select(pilot, screen, "dragonwood-a")
        await pilot.press("p")  # p Replay
        await wait_for_screen(pilot, "ReplayScreen")
        app.pop_screen()
        await back_to(pilot, screen)
        await select(pilot, screen, "dragonwood-a")
        await prompt_after("n", "New name")  # n Rename
        await prompt_after("e", "full record")  # e Export
        await prompt_after("c", "deal only")  # c Challenge
        await prompt_after("i", "Import")  # i Import
        await prompt_after("o", "Replay a record file")  # o Open file
        await pilot.press("d")  # d Delete: asks first
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the delete question")
        await pilot.press("escape")
        await back_to(pilot, screen)
        assert "dragonwood-a" in screen.infos
        await pilot.press("escape")  # esc Back
        await wait_for_screen(pilot, "MainMenuScreen")


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_nothing_cut_off(folders: Folders, lang: str, size: tuple[int, int]):
    standard_saves(folders.saves)
    app = folders.app(settings=Settings(language=lang))
    width = size[0]
    async with app.run_test(size=size) as pilot:
        screen = await open_saves(pilot)
        footer = screen.query_one(LeanFooter)
        drawn = footer.render().plain
        for key in footer.items()[0]:  # every key of the footer whole on the screen
            assert key.end <= width and f"{key.shown} {key.words}" in drawn, (lang, key.words)
        line = screen.query_one(KeyLine)
        for _key, words, action in line.items():  # and every item of the key line
            place = line.place(action)
            assert place is not None and place[0] + cell_len(_key) + 1 + cell_len(words) <= line.size.width, (lang, words)
        assert line.size.height == len(line._rows(line.content_size.width))
        table = screen.query_one(RowTable)
        assert table.region.right <= width
        # the columns and their padding within the rows' width (the scrollbar's beside)
        assert sum(c.width + 2 for c in table.columns) <= table.scrollable_content_region.width
        for n, column in enumerate(table.columns):  # headers, statuses and times whole in their columns
            assert cell_len(column.label) <= column.width, (lang, column.label)
            if column.key in ("turn", "status", "updated"):
                for row in range(table.option_count):
                    cell = table.cells(row)[n]
                    assert cell_len(cell) <= column.width, (lang, cell)
        header = screen.query_one("#saves-header").render()
        assert all(c.label in str(header) for c in table.columns), (lang, str(header))


@run_async
async def test_a_change_of_language_redraws_the_words(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(pilot)
        app.update_settings(language="ru")
        line = screen.query_one(KeyLine)
        table = screen.query_one(RowTable)
        await wait_for(pilot, lambda: table.columns[0].label == "Игра", "the headers in Russian")
        assert "Игра" in str(screen.query_one("#saves-header").render())
        assert "Импорт" in str(line.render())
        assert "12.06.2025, 15:20" in table.cells(table.get_option_index("dragonwood-a"))
        status = next(c for c in table.columns if c.key == "status")
        assert status.width >= cell_len("не читается")
        app.update_settings(language="en")
        await wait_for(pilot, lambda: table.columns[0].label == "Game", "the headers in English")
        assert "Game" in str(screen.query_one("#saves-header").render())


@run_async
async def test_kept_screen_redraws_only_when_the_saves_changed(folders: Folders):
    """The app keeps the Saved games screen: opened again on the same folder it draws no row
    again; a save written meanwhile (or deleted) shows."""
    import shutil

    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await open_saves(pilot)
        table = screen.query_one(RowTable)
        added: list[object] = []
        add_options = table.add_options

        def counted(options: Any) -> Any:
            options = list(options)
            added.extend(o.id for o in options)
            return add_options(options)

        table.add_options = counted  # type: ignore[method-assign]
        await pilot.press("escape")
        await wait_for_screen(pilot, "MainMenuScreen")
        assert await open_saves(pilot) is screen
        assert added == [] and table.option_count == 4
        await pilot.press("escape")
        await wait_for_screen(pilot, "MainMenuScreen")
        shutil.copy(folders.saves / "dragonwood-a.json", folders.saves / "dragonwood-copy.json")
        assert await open_saves(pilot) is screen
        await wait_for(pilot, lambda: "dragonwood-copy" in screen.infos, "the new save listed")
        assert table.option_count == 5 and "dragonwood-copy" in added


@run_async
async def test_a_click_selects_a_row_and_a_second_click_opens_it(folders: Folders):
    """As DataTable did: a save opens only at a click on the row already selected."""
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await open_saves(pilot)
        table = screen.query_one(RowTable)
        row = table.get_option_index("dragonwood-b")  # finished: opening it replays it
        await pilot.click(RowTable, offset=(3, row))
        await wait_for(pilot, lambda: screen.selected_id == "dragonwood-b", "the clicked row selected")
        assert app.screen is screen
        await pilot.click(RowTable, offset=(3, row))
        await wait_for_screen(pilot, "ReplayScreen")


@run_async
async def test_columns_fitted_again_at_each_resize(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await open_saves(pilot)
        table = screen.query_one(RowTable)
        for width, height in ((80, 24), (120, 40), (160, 50)):
            await pilot.resize_terminal(width, height)
            # (two cells left for the scroll bar)
            fits = lambda: sum(c.width + 2 for c in table.columns) == table.size.width - 2  # noqa: E731
            await wait_for(pilot, fits, f"the columns fitted to {width} columns")
            header = str(screen.query_one("#saves-header").render())
            assert header.split() == [w for c in table.columns for w in c.label.split()], header
