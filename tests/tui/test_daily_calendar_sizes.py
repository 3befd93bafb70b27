"""The Daily screen's calendar uses the room it has: at 80x24 a day is a line ("2 D· Q·"); on a
tall terminal each day is a cell of a line per daily game with its word ("D ✓ won"), and the
30 days are summed up under it (won, lost, days in a row); a resize redraws the cells."""

from __future__ import annotations

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .test_fits_on_screen import screen_rows
from .table_helpers import settle
from .test_daily_stats_screens import app_on, some_dailies


def _rows_at(folders: Folders, monkeypatch, size: tuple[int, int], resize_to: tuple[int, int] | None = None) -> list[str]:
    some_dailies(folders.saves)
    app = app_on(folders, monkeypatch, True)
    rows: list[str] = []

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.press("y")
            await settle(pilot)
            if resize_to is not None:
                await pilot.resize_terminal(*resize_to)
                await settle(pilot)
            rows.extend(screen_rows(app))

    run_async(run)()
    return rows


def test_a_tall_screen_gives_each_game_of_a_day_its_line_and_sums_the_month_up(folders: Folders, monkeypatch) -> None:
    rows = _rows_at(folders, monkeypatch, (160, 50))
    text = "\n".join(rows)
    assert "D ✓ won" in text  # today's Dragonwood, in words
    assert "Q ▶ playing" in text  # yesterday's Dice Quest, still open
    assert any("Dragonwood" in r and "won 1" in r and "lost 0" in r for r in rows)
    assert "1 day in a row with a daily played" in text
    assert not any(" D✓ " in r for r in rows)  # not the one-line cells


def test_80x24_keeps_a_line_a_day_and_no_summary(folders: Folders, monkeypatch) -> None:
    rows = _rows_at(folders, monkeypatch, (80, 24))
    text = "\n".join(rows)
    assert "D✓" in text and "won 1" not in text


def test_a_resize_redraws_the_cells_for_the_new_size(folders: Folders, monkeypatch) -> None:
    rows = _rows_at(folders, monkeypatch, (80, 24), resize_to=(160, 50))
    assert "D ✓ won" in "\n".join(rows)
