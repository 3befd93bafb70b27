"""The app over a saves folder full of traps (FIFOs, symlinks to FIFOs and devices, loops,
folders, huge and garbage files, impossible times): it starts, lists each trap as an
unreadable save, every action on one is a notification, import of a trap too; no hang, no
crash, the saves untouched."""

from __future__ import annotations

from textual.widgets import Input, Static

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import TextPromptScreen
from dragonwood_tui.tui.widgets.row_table import RowTable

from tui.app_helpers import Folders, folders, run_async, write_save  # noqa: F401  (fixture)

from tests.notifications import messages
from .helpers import APP_HANG, BAD_CREATED, BAD_UPDATED, deadline, hostile_entries, set_times, snapshot

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]


@run_async
async def test_saves_screen_over_every_trap(folders: Folders, tmp_path):
    write_save(folders.saves, "dragonwood-good", "dragonwood", SEATS, 7, steps=12)
    write_save(folders.saves, "dragonwood-times", "dragonwood", SEATS, 8, steps=6)
    set_times(folders.saves / "dragonwood-times.json", created=BAD_CREATED, updated=BAD_UPDATED)
    traps = hostile_entries(folders.saves, tmp_path / "outside")
    before = snapshot(folders.saves)
    with deadline(APP_HANG):
        app = folders.app(settings=Settings(bot_pace="slow", confirm_delete=True))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("s")
            screen = app.screen
            assert type(screen).__name__ == "SavesScreen"
            table = screen.query_one(RowTable)
            rows = {str(o.id): table.cells(i) for i, o in enumerate(table.options)}
            assert set(rows) == {"dragonwood-good", "dragonwood-times", *traps}
            for save_id, reason in traps.items():
                assert rows[save_id][3] == "unreadable", (save_id, rows[save_id])
                table.highlighted = table.get_option_index(save_id)
                await pilot.pause()
                details = str(screen.query_one("#save-details", Static).render())
                assert "Cannot be read" in details and reason in details, (save_id, details)
                for key in ("enter", "p", "n", "e"):  # open, replay, rename, export: refused
                    await pilot.press(key)
                    await pilot.pause()
                    assert app.screen is screen, (save_id, key, type(app.screen).__name__)
                errors = messages(app, "error")
                assert errors[-1].startswith(f"{save_id}: cannot export: "), errors[-1]
            # Importing a trap names it and adds nothing.
            for save_id in ("fifo-link", "device", "huge"):
                await pilot.press("i")
                assert isinstance(app.screen, TextPromptScreen)
                app.screen.query_one(Input).value = str(folders.saves / f"{save_id}.json")
                await pilot.press("enter")
                await pilot.pause()
                errors = messages(app, "error")
                assert errors[-1].startswith(f"{folders.saves / save_id}.json: {traps[save_id]}"), errors[-1]
            assert table.option_count == len(rows)
    assert snapshot(folders.saves) == before
