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
