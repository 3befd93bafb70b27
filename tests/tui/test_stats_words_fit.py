"""The Statistics screen's words whole at 80x24 in every language: the tabs, the footer's keys
and the summary's lines ("Гистограм…", "Adversair…", "Défis du…", "2026-12-…" were cut), and
the campaign's title in the player's language."""

from __future__ import annotations

import shutil

import pytest
from textual.widgets import Static

from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.tab_strip import TabStrip

from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle
from .test_daily_stats_screens import SAMPLES, app_on, some_dailies
from .test_i18n_screens import settings


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_tabs_the_keys_and_the_summary_stand_whole_at_80_columns(folders: Folders, monkeypatch, lang: str):
    from dragonwood_tui.campaign.texts import shown

    for path in SAMPLES.glob("*.json"):
        shutil.copy(path, folders.saves / path.name)
    some_dailies(folders.saves)
    app = app_on(folders, monkeypatch, True, settings=settings(lang))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.query_one(LeanFooter).size.width > 0)
        screen = app.screen
        tabs = screen.query_one(TabStrip)
        shown_tabs = tabs.render().plain
        assert "…" not in shown_tabs and all(label in shown_tabs for label in tabs.labels.values()), shown_tabs
        footer = screen.query_one(LeanFooter).render().plain
        assert "…" not in footer, footer
        summary = screen.query_one("#stats-summary", Static)
        lines = str(summary.render()).split("\n")
        assert all(len(line) <= summary.size.width for line in lines), lines  # nothing cut with "…"
        assert screen.stats is not None and screen.stats.campaign is not None
        assert shown(screen.stats.campaign.title) in "\n".join(lines)  # the title in the player's language
        if lang != "en":
            assert "The Road" not in "\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_reviews_tab_before_any_review_speaks_a_players_words(lang: str) -> None:
    """No command line ("dragonwood review") and the replay's own review key (r, not "R"), with
    the menu's name for the replays, in every language."""
    from dragonwood_tui import i18n
    from dragonwood_tui.tui.screens.stats_review import note

    i18n.set_language(lang)
    try:
        words = note("title", "dice-quest", ()).plain
        replays = i18n._("Replays")
    finally:
        i18n.set_language("en")
    assert "dragonwood " not in words and "“" not in words and " R " not in words, words
    assert replays[: max(4, len(replays) - 2)] in words and " r " in words, words  # (declined in Russian: «Повторах»)
