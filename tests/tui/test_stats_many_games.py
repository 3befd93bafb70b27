"""The statistics screen with more than a dozen finished games in one mode: the scores-over-time
plot no longer lists every game on its axis, and the screen draws (it used to crash the app:
`plt.xticks(None)` from the 13th game on)."""

from __future__ import annotations

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.screens.stats import StatsScreen

from .app_helpers import SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle


@run_async
async def test_thirteen_finished_games_in_one_mode_draw_their_plots(folders: Folders):
    for i in range(13):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        assert screen._selected().played == 13
        for tab in ("1", "2", "3"):
            await pilot.press(tab)
            await pilot.pause()
        assert isinstance(app.screen, StatsScreen)  # still there: the app did not stop
        assert app.return_code is None


@run_async
async def test_opening_the_statistics_plots_each_plot_once(folders: Folders, monkeypatch):
    """The table highlights its first row once mounted: that must not plot the same games again
    (every plot and its render cost more than the rest of the screen)."""
    from dragonwood_tui.tui.screens import stats

    for i in range(3):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    write_save(folders.saves, "dw", "dragonwood", [SeatSpec("You", "easy"), SeatSpec("Bo", "easy")], 5, minutes=40)
    plotted: list[str] = []
    over_time = stats.StatsScreen._over_time

    def counted(self, line):
        plotted.append("over-time")
        return over_time(self, line)

    monkeypatch.setattr(stats.StatsScreen, "_over_time", counted)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        assert plotted == ["over-time"]
        await pilot.press("down")  # another line of the table: its games are plotted
        await pilot.pause()
        assert len(plotted) == 2


@run_async
async def test_a_figure_is_built_once_per_data_and_size(folders: Folders, monkeypatch):
    """textual-plotext builds the figure and decodes its output at every render: the Statistics
    screen keeps each figure it built (widgets.kept_plot), so opening it again, or coming back
    to a line of the table, builds nothing; another line, or another size, builds its own."""
    from textual_plotext import PlotextPlot

    from dragonwood_tui.tui.widgets import kept_plot

    monkeypatch.setattr(kept_plot, "_kept", type(kept_plot._kept)())  # none kept from other tests
    monkeypatch.setattr(kept_plot, "_kept_lines", type(kept_plot._kept_lines)())
    for i in range(3):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    write_save(folders.saves, "dw", "dragonwood", [SeatSpec("You", "easy"), SeatSpec("Bo", "easy")], 5, minutes=40)
    built: list[str] = []
    build = PlotextPlot.render

    def counted(self):
        built.append(self.id)
        return build(self)

    monkeypatch.setattr(PlotextPlot, "render", counted)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        assert built == ["plot-over-time"]  # the tab on show
        await pilot.press("escape")
        await pilot.press("t")  # again: the same games, the same size
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        assert built == ["plot-over-time"]
        await pilot.press("down")  # another line: its own figure
        await pilot.pause()
        assert built == ["plot-over-time", "plot-over-time"]
        await pilot.press("up")  # back: kept
        await pilot.pause()
        assert built == ["plot-over-time", "plot-over-time"]
        await pilot.resize_terminal(SMALL[0] + 20, SMALL[1])  # another size: built again
        await pilot.pause()
        assert len(built) == 3
