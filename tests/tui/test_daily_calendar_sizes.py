"""The Daily screen's calendar uses the room it has: at 80x24 a day is a line ("2 D· Q·"); on a
tall terminal each day is a cell of a line per daily game with its word ("D ✓ won"), and the
30 days are summed up under it (won, lost, days in a row); a resize redraws the cells. A game
without a daily says so there, and "t Today" is offered on another day only."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
def test_a_tall_screen_gives_each_game_of_a_day_its_line_and_sums_the_month_up(folders: Folders, monkeypatch, size) -> None:
    rows = _rows_at(folders, monkeypatch, size)
    text = "\n".join(rows)
    assert "D ✓ won 27–23" in text  # today's Dragonwood, in words, with its scores
    assert "Q ▶ playing" in text  # yesterday's Dice Quest, still open
    assert any("Dragonwood" in r and "won 1" in r and "lost 0" in r for r in rows)
    assert "1 day in a row with a daily played" in text
    if size[1] >= 46:  # the month's best of each game, with its day
        assert any("Dragonwood" in r and "best: won 27–23 (Dec 1, 2026)" in r for r in rows), text
    assert not any(" D✓ " in r for r in rows)  # not the one-line cells


def test_80x24_keeps_a_line_a_day_and_no_summary(folders: Folders, monkeypatch) -> None:
    rows = _rows_at(folders, monkeypatch, (80, 24))
    text = "\n".join(rows)
    assert "D✓" in text and "won 1" not in text


def test_a_resize_redraws_the_cells_for_the_new_size(folders: Folders, monkeypatch) -> None:
    rows = _rows_at(folders, monkeypatch, (80, 24), resize_to=(160, 50))
    assert "D ✓ won" in "\n".join(rows)


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
def test_a_game_without_a_daily_is_said_where_the_dailies_are(folders: Folders, monkeypatch, size) -> None:
    from dragonwood_tui.daily.deal import daily_kinds
    from dragonwood_tui.games import game_kinds, game_title

    text = "\n".join(_rows_at(folders, monkeypatch, size))
    for kind in game_kinds():
        if kind not in daily_kinds():
            assert f"{game_title(kind)} has no daily challenge." in text


@run_async
async def test_today_is_offered_on_another_day_only_and_brings_the_calendar_back(folders: Folders, monkeypatch) -> None:
    from textual.widgets import DataTable

    from dragonwood_tui.tui.screens.daily import DailyScreen

    some_dailies(folders.saves)
    app = app_on(folders, monkeypatch, True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        screen = app.screen

        def offered() -> bool:
            return "t Today" in screen_rows(app)[-1]

        assert not offered() and "(today)" in "\n".join(screen_rows(app))
        screen.query_one(DataTable).focus()
        await pilot.press("left")  # yesterday
        await settle(pilot)
        assert offered() and "(today)" not in "\n".join(screen_rows(app))
        await pilot.press("t")
        await settle(pilot)
        assert "(today)" in "\n".join(screen_rows(app)) and not offered()
