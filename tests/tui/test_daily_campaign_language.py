"""The Daily and Statistics screens and the campaign's coach in French and Russian: a daily
played in French counts as won (by its outcome key, not its words); the Daily screen open below
the settings redraws in the new language at once; the coach names a key as the footer does in a
Cyrillic layout."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.widgets import DataTable, Select, Static

from daily.helpers import DAY, daily_record, write  # tests/daily/helpers.py
from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.daily import INTRO, DailyScreen
from dragonwood_tui.tui.screens.stats import StatsScreen

from .app_helpers import LARGE, Folders, folders, run_async, wait_for  # noqa: F401  (fixture)
from .table_helpers import settle
from .test_daily_stats_screens import app_on
from .test_i18n_screens import screen_text


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


@run_async
async def test_a_daily_played_in_french_counts_as_won_in_statistics(folders: Folders, monkeypatch):
    write(folders.saves, "dw-today", daily_record("dragonwood", DAY))  # won 27–23
    app = app_on(folders, monkeypatch, True, settings=Settings(language="fr"))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("t")

        def summary() -> str:
            return str(app.screen.query_one("#stats-summary", Static).render())

        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and "2026-12-01" in summary())
        line = "Défi du jour Dragonwood 2026-12-01 · gagné 27–23 · contrôle "  # the result in French...
        assert line in summary()
        played = i18n.ngettext("{n} played", "{n} played", 1).format(n=1)
        won = i18n._("Dailies: {played}, {won} · latest: {line}").format(
            played=played, won=i18n.ngettext("{n} won", "{n} won", 1).format(n=1), line=line)
        assert won in summary()  # ...counted as won all the same


@run_async
async def test_the_daily_screen_below_the_settings_redraws_in_the_new_language(folders: Folders, monkeypatch):
    from dragonwood_tui.tui.screens.settings import SettingsScreen

    write(folders.saves, "dw-today", daily_record("dragonwood", DAY))
    app = app_on(folders, monkeypatch, True, settings=Settings(language="en"))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        daily = app.screen
        assert "The same deals for everyone" in screen_text(app) and "Mon" in screen_text(app)
        await app.push_screen(SettingsScreen())
        await settle(pilot)
        app.screen.query_one("#language", Select).value = "ru"
        await wait_for(pilot, lambda: i18n.language() == "ru", "Russian")
        await settle(pilot)
        # at once, while the settings are still in front (not when the screen comes back)
        assert str(daily.query_one("#daily-intro", Static).render()) == i18n._(INTRO)
        table = daily.query_one("#daily-calendar", DataTable)
        assert [str(c.label) for c in table.columns.values()] == ["пн", "вт", "ср", "чт", "пт", "сб", "вс"]  # CLDR's
        assert "Испытание дня" in str(daily.query_one("#daily-title", Static).render())
        assert "победа 27–23" in str(daily.query_one("#daily-games").render_line(1))
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is daily)
        text = screen_text(app)
        assert "The same deals" not in text and "Mon " not in text and "esc Назад" in text


@run_async
async def test_the_coach_names_a_key_as_the_footer_shows_it_in_a_cyrillic_layout(folders: Folders):
    from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen
    from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen
    from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen

    app = folders.app(settings=Settings(bot_pace="instant", language="ru"))  # a Russian layout from the start
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("ь")  # where m is: the Campaign
        await settle(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        await pilot.press("enter")  # the first stage: a guided Dragonwood game
        await settle(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
        await pilot.press("з")  # where p is: Play
        await settle(pilot, lambda: isinstance(app.screen, DragonwoodTableScreen) and app.screen.view is not None)
        table = app.screen
        reload = next(b for _, b, _, _ in table.active_bindings.values() if b.action == "reload")
        assert app.get_key_display(reload) == "к"
        assert "к Подмога" in screen_text(app)  # the footer: к for r
        banner = str(table.query_one("#table-banner").render())
        assert "к — вызвать подмогу" in banner and "r — вызвать" not in banner  # the coach: the same letter
        await pilot.press("z")  # a Latin letter (no key of the table): the Latin layout again
        await settle(pilot)
        assert app.get_key_display(reload) == "r"


@run_async
async def test_a_closed_daily_screen_is_not_kept_alive_by_the_language_signal(folders: Folders, monkeypatch):
    # Textual's signal holds each subscriber (its callback refers to the node) until the next
    # publish: the screen unsubscribes when it closes, or every one opened stays in memory
    import gc
    import weakref

    app = app_on(folders, monkeypatch, True, settings=Settings(language="en"))
    async with app.run_test(size=LARGE) as pilot:
        closed = []
        for _ in range(2):
            app.action_daily()
            await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
            screen = app.screen
            closed.append(weakref.ref(screen))
            app.pop_screen()
            await settle(pilot, lambda: not screen.is_attached and not screen.is_running)
            del screen
        gc.collect()
        assert [ref() for ref in closed] == [None, None]


@run_async
async def test_a_closed_settings_screen_is_collected_and_follows_the_theme_while_open(folders: Folders, monkeypatch):
    """The settings screen follows the app's theme (the palette's picker) by the app's signal
    and leaves it when it closes: a `watch` of the theme kept every closed one in memory."""
    import gc
    import weakref

    from dragonwood_tui.tui.screens.settings import SettingsScreen

    app = app_on(folders, monkeypatch, True, settings=Settings(language="en"))
    async with app.run_test(size=LARGE) as pilot:
        app.action_settings()
        await settle(pilot, lambda: isinstance(app.screen, SettingsScreen))
        screen = app.screen
        app.theme = "dragonwood-light" if app.theme != "dragonwood-light" else "dragonwood"
        await pilot.pause()
        assert screen.query_one("#theme", Select).value == app.theme
        closed = weakref.ref(screen)
        app.pop_screen()
        await settle(pilot, lambda: not screen.is_attached and not screen.is_running)
        del screen
        gc.collect()
        assert closed() is None
