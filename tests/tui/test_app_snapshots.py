"""Snapshots of the app's own screens at 80x24 and 160x50, from fixed saves and seeds.

Regenerate after an intended change with `pytest tests/tui --snapshot-update` and look at
the report; an orphan snapshot fails the run.
"""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from dragonwood_tui.tui.screens.confirm import ConfirmScreen, PassToScreen, TextPromptScreen

from .app_helpers import LARGE, SMALL, Folders, folders, keys, standard_saves  # noqa: F401  (fixture)

SIZES = pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "160x50"])
# a game table at the medium size too (a large layout in a narrower column)
TABLE_SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])


@TABLE_SIZES
def test_main_menu_with_a_game_to_continue(snap_compare, folders: Folders, size):
    """Wide: the welcome panel beside the list (the last game finished, its result)."""
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys())


@TABLE_SIZES
def test_main_menu_before_any_game(snap_compare, folders: Folders, size):
    """Nothing played yet: the welcome panel's art and a word of welcome."""
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys())


@SIZES
def test_new_dragonwood_game(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("n"))


@SIZES
def test_new_dragonwood_solo(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("n", "f2", "f2"))


@SIZES
def test_new_dice_quest(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("d"))


@SIZES
def test_saved_games(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)

    async def select_markup_save(pilot):
        table = pilot.app.screen.query_one("#saves-table", OptionList)
        table.highlighted = table.get_option_index("dragonwood-b")
        await pilot.pause()

    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("s", then=select_markup_save))


@SIZES
def test_replays_list_empty(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("p"))


@SIZES
def test_rules(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("r"))


@SIZES
def test_help_over_the_saves_list(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("s", "question_mark"))


@SIZES
def test_settings(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("o"))


@SIZES
def test_confirm_delete(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("s", "d"))


@SIZES
def test_rename_prompt(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys("s", "n"))


@SIZES
def test_pass_to_screen(snap_compare, folders: Folders, size):
    async def pass_to(pilot):
        await pilot.app.push_screen(PassToScreen("[b]Ada[/b]", "Wind Storm! Choose a card to pass to your right."))
        await pilot.pause()

    assert snap_compare(folders.app(), terminal_size=size, run_before=keys(then=pass_to))


def test_dialog_classes_are_modal():
    # The confirm and prompt dialogs show the screen below; the pass screen hides it.
    assert ConfirmScreen.__mro__[1].__name__ == "ModalScreen"
    assert TextPromptScreen.__mro__[1].__name__ == "ModalScreen"
    assert PassToScreen.__mro__[1].__name__ == "Screen"


def open_replay(save_id: str, step: int, *more: str):
    async def run(pilot):
        from dragonwood_tui.play.saves import save_path

        pilot.app.sessions.open_replay_file(save_path(save_id, pilot.app.saves_folder))
        await pilot.pause()
        pilot.app.screen.seek(step)
        for key in more:
            await pilot.press(key)
        await pilot.pause()

    return run


@TABLE_SIZES
def test_replay_dragonwood(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys(then=open_replay("dragonwood-b", 20)))


@TABLE_SIZES
def test_replay_dragonwood_from_one_seat(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys(then=open_replay("dragonwood-a", 12, "v", "v")))


@SIZES
def test_replay_dice_quest(snap_compare, folders: Folders, size):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=size, run_before=keys(then=open_replay("dice-quest-c", 6)))
