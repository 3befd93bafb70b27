"""The saves screen's import of a game already saved: a dialog names the save, `o` opens it, `c`
imports a copy, Escape leaves the saves as they were."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.storage.records import encode_record
from dragonwood_tui.tui.screens.import_duplicate import DuplicateImportScreen
from dragonwood_tui.tui.screens.saves import SavesScreen

from tests.notifications import told
from .app_helpers import Folders, folders, run_async, standard_saves, wait_for, wait_for_screen  # noqa: F401  (fixture)
from .test_app_saves import answer, ids, open_saves
from .table_helpers import match_of


async def import_again(pilot, source: Path) -> DuplicateImportScreen:
    await pilot.press("i")
    await answer(pilot, str(source))
    dialog = await wait_for_screen(pilot, "DuplicateImportScreen")
    assert isinstance(dialog, DuplicateImportScreen)
    return dialog


@run_async
async def test_importing_a_saved_game_again_offers_to_open_it(folders: Folders, tmp_path: Path):
    records = standard_saves(folders.saves)
    source = tmp_path / "shared.json"
    source.write_bytes(encode_record(records["dragonwood-b"]))  # a friend sends it back
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "dragonwood-a")
        before = ids(folders.saves)
        dialog = await import_again(pilot, source)
        shown = str(dialog.query_one(".dialog-text").render())
        assert "dragonwood-b" in shown and "[i]epic[/i] game" in shown and "Nothing was imported" in shown
        assert ids(folders.saves) == before
        await pilot.press("escape")  # leave it: nothing changes
        screen = await wait_for_screen(pilot, "SavesScreen")
        assert ids(folders.saves) == before
        await import_again(pilot, source)
        await pilot.press("o")  # open the save that holds it: finished, so its replay
        replay = await wait_for_screen(pilot, "ReplayScreen")
        assert replay.record.actions == records["dragonwood-b"].actions
        assert ids(folders.saves) == before
        await pilot.press("escape")
        await wait_for_screen(pilot, "SavesScreen")
        assert isinstance(screen, SavesScreen) and screen.selected_id == "dragonwood-b"
        await import_again(pilot, source)
        await pilot.press("c")  # a copy after all
        await wait_for(pilot, lambda: len(ids(folders.saves)) == len(before) + 1, "the copy")
        [copy] = set(ids(folders.saves)) - set(before)
        await wait_for(pilot, lambda: screen.selected_id == copy, "the copy selected")
        assert any(f"Imported as {copy}" in n.message for n in told(app))
        assert not any(n.severity == "error" for n in told(app))


@run_async
async def test_an_unfinished_game_imported_again_opens_at_its_table(folders: Folders, tmp_path: Path):
    records = standard_saves(folders.saves)
    source = tmp_path / "mine.json"
    source.write_bytes(encode_record(records["dragonwood-a"]))
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot)
        await import_again(pilot, source)
        await pilot.press("o")
        table = await wait_for_screen(pilot, "DragonwoodTableScreen")
        stored = records["dragonwood-a"].actions
        # The saved game resumed (a computer player may already have moved on from it).
        assert len(match_of(table).actions) >= len(stored) and match_of(table).actions[: len(stored)] == stored
