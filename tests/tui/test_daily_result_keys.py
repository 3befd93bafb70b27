"""The daily result's line about checking it names the export key as the footer does: «у» in a
Cyrillic layout (the key where e is), never the Latin "(e)" it once wrote in every layout."""

from __future__ import annotations

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.daily import DailyResultScreen

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle
from .test_daily_stats_screens import app_on, some_dailies
from .test_fits_on_screen import screen_rows


@run_async
async def test_the_daily_result_names_the_export_key_of_a_cyrillic_layout(folders: Folders, monkeypatch):
    some_dailies(folders.saves)
    app = app_on(folders, monkeypatch, True, settings=Settings(bot_pace="instant", language="ru"))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("н", "enter")  # y and enter, by their places in a Cyrillic layout
            await settle(pilot, lambda: isinstance(app.screen, DailyResultScreen))
            text = " ".join(screen_rows(app))
            assert "запись партии (у)" in text and "(e)" not in text, text
            assert "у Экспорт" in screen_rows(app)[-1], screen_rows(app)[-1]  # the footer names it so
    finally:
        i18n.set_language("en")
