"""The Statistics screen: a plot tab's plot is made when the tab is first shown; the screen is
kept between openings and shows what changed since; it redraws in a new language at once,
also under the Settings screen."""

from __future__ import annotations

import re

from rich.text import Text
from textual.widgets import OptionList, Static

from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.tab_strip import TabStrip

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.i18n import language, set_language
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

from .app_helpers import SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle


def _saves(folders: Folders, n: int = 3) -> None:
    for i in range(n):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    write_save(folders.saves, "dw", "dragonwood", [SeatSpec("You", "easy"), SeatSpec("Bo", "easy")], 5, minutes=40)


def _text(screen: StatsScreen, selector: str) -> str:
    rendered = screen.query_one(selector, Static).render()
    return rendered.plain if isinstance(rendered, Text) else str(rendered)


@run_async
async def test_a_plot_tab_shows_its_plot_when_selected(folders: Folders):
    _saves(folders)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        assert [p.id for p in screen.query(KeptPlot)] == ["plot-over-time"]  # the tab on show only
        await pilot.press("2")
        await settle(pilot, lambda: bool(screen.query("#plot-histogram")))
        plot = screen.query_one("#plot-histogram", KeptPlot)
        assert screen.active_tab == "tab-histogram"
        assert plot.region.height > 0 and "How often each score" in plot.render().plain
        await pilot.press("down")  # another line: the plot made since follows it
        await pilot.pause()
        assert f"How often each score: {screen._what(screen._selected())}" in plot.render().plain
        strip = screen.query_one("#stats-tabs", TabStrip)
        x = strip.render().plain.index("Win share by opponents") + 2  # a click on a tab's label shows it
        await pilot.click("#stats-tabs", offset=(x, 0))
        await settle(pilot, lambda: screen.active_tab == "tab-by-level")
        assert screen.query_one("#plot-by-level", KeptPlot).display and not plot.display
        past = min(len(strip.render().plain) + 3, strip.size.width - 1)  # (five tabs leave two cells at 80 columns)
        assert past >= len(strip.render().plain)
        await pilot.click("#stats-tabs", offset=(past, 0))  # past the labels: nothing
        await pilot.pause()
        assert screen.active_tab == "tab-by-level"


@run_async
async def test_opened_again_the_screen_is_kept_and_shows_a_game_finished_since(folders: Folders):
    _saves(folders)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        first = app.screen
        assert _text(first, "#stats-summary").startswith("4 finished games")
        await pilot.press("escape")
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        assert app.screen is first and _text(first, "#stats-summary").startswith("4 finished games")
        await pilot.press("down")  # another line than the first: it stays highlighted when redrawn
        await settle(pilot, lambda: first.query_one("#stats-table", OptionList).highlighted == 1)
        line = first._selected_key()
        await pilot.press("escape")
        write_save(folders.saves, "dq-new", "dice-quest", [SeatSpec("You", "normal")], 200, minutes=90)
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        assert app.screen is first and _text(first, "#stats-summary").startswith("5 finished games")
        assert line is not None and first._selected_key() == line
        prompt = str(first.query_one("#stats-table", OptionList).get_option("dice-quest|solo|").prompt)
        assert re.split(r"\s{2,}", prompt.strip())[1] == "4"  # played


@run_async
async def test_the_statistics_redraw_in_the_new_language_under_the_settings_screen(folders: Folders):
    from dragonwood_tui.tui.screens.settings import SettingsScreen

    _saves(folders)
    before = language()
    app = folders.app()
    try:
        async with app.run_test(size=SMALL) as pilot:
            await pilot.press("t")
            await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
            stats = app.screen
            await pilot.press("2")  # a plot made after the opening redraws too
            await settle(pilot, lambda: bool(stats.query("#plot-histogram")))
            app.push_screen(SettingsScreen())
            await settle(pilot, lambda: isinstance(app.screen, SettingsScreen))
            app.update_settings(language="fr")  # as the settings screen's Language does
            await pilot.pause()
            assert _text(stats, "#stats-title") == "Statistiques"  # at once, under the settings screen
            app.pop_screen()
            await settle(pilot, lambda: app.screen is stats)
            assert _text(stats, "#stats-title") == "Statistiques"
            assert _text(stats, "#stats-summary").startswith("4 parties terminées")
            assert _text(stats, "#stats-header").split()[:4] == ["Jeu", "·", "mode", "Jouées"]
            table = stats.query_one("#stats-table", OptionList)
            assert str(table.get_option("dice-quest|solo|").prompt).strip().startswith("Dice Quest · solo  ")
            assert str(table.get_option("dragonwood|2 seats|").prompt).strip().startswith("Dragonwood · 2 places  ")
            assert stats.query_one("#stats-tabs", TabStrip).labels["tab-dailies"] == "Défis"
            assert "Fréquence de chaque score" in stats.query_one("#plot-histogram", KeptPlot).render().plain
            footer_words = app.screen.query_one(LeanFooter).render().plain
            assert "Retour" in footer_words and "Back" not in footer_words
            await pilot.press("escape")  # opened again in another language: redrawn in it
            app.update_settings(language="ru")
            await pilot.press("t")
            await settle(pilot, lambda: app.screen is stats)
            assert _text(stats, "#stats-title") == "Статистика" and _text(stats, "#stats-summary").startswith("4 законченные")
    finally:
        set_language(before)


@run_async
async def test_a_narrow_terminal_cuts_the_first_column_and_keeps_the_numbers(folders: Folders):
    """The table's rows are fitted to the width: the numbers whole, the game · mode column cut
    with "…" (it never scrolls sideways), and laid out again when the terminal grows."""
    from rich.cells import cell_len

    _saves(folders)
    app = folders.app()
    async with app.run_test(size=(64, 24)) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        table = screen.query_one("#stats-table", OptionList)
        rows = [str(table.get_option_at_index(i).prompt) for i in range(table.option_count)]
        assert all(cell_len(r) <= table.scrollable_content_region.width for r in rows)
        assert any("…" in r for r in rows) and all(r.rstrip()[-1] in "-0123456789" for r in rows)
        await pilot.resize_terminal(120, 24)
        await pilot.pause()
        wide = [str(table.get_option_at_index(i).prompt) for i in range(table.option_count)]
        assert not any("…" in r for r in wide) and "Dice Quest · solo" in " ".join(wide)
