"""A saves list longer than a page: the first rows come at once, the next page as the cursor
nears the end of what is shown, and Ctrl+End reaches the oldest save."""

from __future__ import annotations

import shutil

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.tui.screens.saves import PAGE, SavesScreen
from dragonwood_tui.tui.widgets.row_table import RowTable

from .app_helpers import SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle

COUNT = 2 * PAGE + 50


@run_async
async def test_a_long_saves_list_shows_every_save_page_by_page(folders: Folders):
    first = write_save(folders.saves, "dq-0000", "dice-quest", [SeatSpec("You", "normal")], 1, steps=3)
    assert first is not None
    for i in range(1, COUNT):
        shutil.copy(folders.saves / "dq-0000.json", folders.saves / f"dq-{i:04d}.json")
    ids = [i.id for i in list_saves(folders.saves)]
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("s")
        await settle(pilot, lambda: isinstance(app.screen, SavesScreen))
        screen = app.screen
        table = screen.query_one(RowTable)
        assert table.option_count == PAGE
        table.highlighted = PAGE - 5
        await pilot.press("down")
        await pilot.pause()
        assert table.option_count == 2 * PAGE
        await pilot.press("ctrl+end")
        await pilot.pause()
        assert table.option_count == COUNT
        assert screen.selected_id == ids[-1]
        assert [o.id for o in table.options] == ids
        await pilot.press("ctrl+home")
        await pilot.pause()
        assert screen.selected_id == ids[0]
