"""Times a file holds but no clock can show (year 9999 at UTC-12, year 1 at UTC+14): every
listing shows them as `?` and goes on; the main menu and the saves screen open as usual."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

from textual.widgets import OptionList, Static

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.times import format_time, sort_key
from dragonwood_tui.tui.widgets.row_table import RowTable

from tui.app_helpers import Folders, folders, run_async, wait_for_menu, write_save  # noqa: F401  (fixture)

from .helpers import BAD_CREATED, BAD_UPDATED, set_times

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
LATE = datetime.fromisoformat(BAD_UPDATED)
EARLY = datetime.fromisoformat(BAD_CREATED)


def test_format_and_sort_never_raise():
    utc = timezone.utc
    assert format_time(LATE, utc) == "?" and format_time(EARLY, utc) == "?"
    assert format_time(datetime(9999, 12, 31, 23, 59, tzinfo=utc), utc) == "9999-12-31 23:59"
    assert format_time(datetime(2025, 6, 12, 14, 30, tzinfo=timezone(timedelta(hours=2))), utc) == "2025-06-12 12:30"
    assert format_time(None) == "?"  # type: ignore[arg-type]
    assert format_time(datetime(1, 1, 1), utc) in ("?", "0001-01-01 00:00", "1-01-01 00:00")  # naive: local time
    assert sort_key(LATE) > sort_key(datetime(2025, 1, 1, tzinfo=utc)) > sort_key(EARLY)
    assert sort_key("soon") == float("-inf")  # type: ignore[arg-type]


def _bad_saves(folder):
    write_save(folder, "dragonwood-ok", "dragonwood", SEATS, 3, steps=6, minutes=5)
    write_save(folder, "dragonwood-late", "dragonwood", SEATS, 4, steps=10, minutes=9)
    write_save(folder, "dragonwood-early", "dragonwood", SEATS, 5, steps=8, minutes=1)
    set_times(folder / "dragonwood-late.json", updated=BAD_UPDATED)
    set_times(folder / "dragonwood-early.json", created=BAD_CREATED, updated=BAD_CREATED)


def test_cli_saves_lists_impossible_times_as_a_question_mark(folders: Folders, capsys):
    _bad_saves(folders.saves)
    status = main(["saves"])
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "OverflowError" not in err
    rows = {line.split()[0]: line for line in out.splitlines()[1:]}
    assert set(rows) == {"dragonwood-ok", "dragonwood-late", "dragonwood-early"}
    assert rows["dragonwood-ok"].endswith("6/12/25, 2:35\u202fPM")  # the language's short date and time (English here)
    # A reader that refuses such times lists the file as unreadable (exit 1); one that keeps
    # them shows `?`: either way one line per save, and the others as usual.
    for sid in ("dragonwood-late", "dragonwood-early"):
        assert rows[sid].endswith(" ?") or ("unreadable" in rows[sid] and status == 1), rows[sid]
    assert status in (0, 1)
    assert main(["saves", "--json"]) == status
    listed = json.loads(capsys.readouterr().out)
    assert {s["id"] for s in listed} == set(rows)


@run_async
async def test_menu_and_saves_screen_open_with_impossible_times(folders: Folders):
    _bad_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for_menu(pilot)
        continue_entry = app.screen.query_one(OptionList).get_option("continue").prompt.plain
        # The newest unfinished game: the one of year 9999, shown `?`, unless the reader refuses it.
        assert "turn " in continue_entry and ("· ?" in continue_entry or "2:35" in continue_entry)
        await pilot.press("s")
        assert type(app.screen).__name__ == "SavesScreen"
        table = app.screen.query_one(RowTable)
        assert table.option_count == 3
        for row in range(table.option_count):  # each row's details: `started ?` or unreadable
            table.highlighted = row
            await pilot.pause()
            details = str(app.screen.query_one("#save-details", Static).render())
            assert "last played" in details or "Cannot be read" in details
        cells = {str(o.id): table.cells(i) for i, o in enumerate(table.options)}
        assert cells["dragonwood-ok"][4] == "6/12/25, 2:35\u202fPM"
        assert cells["dragonwood-late"][4] in ("?", "-")
