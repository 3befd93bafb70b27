"""The statistics screen with more than a dozen finished games in one mode: the scores-over-time
plot no longer lists every game on its axis, and the screen draws (it used to crash the app:
`plt.xticks(None)` from the 13th game on)."""

from __future__ import annotations

import json

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


def _dice_quest_games(folders: Folders) -> None:
    """Games enough in one mode for its plots (fewer show their figures in words: `stats_notes`)."""
    from dragonwood_tui.tui.screens.stats_notes import LEAST_GAMES

    for i in range(LEAST_GAMES):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)


def _builds(monkeypatch) -> list[str]:
    """The ids of the plots whose figure is built (by plotext), in order."""
    from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

    built: list[str] = []
    build = KeptPlot._build

    def counted(self):
        built.append(self.id)
        return build(self)

    monkeypatch.setattr(KeptPlot, "_build", counted)
    return built


@run_async
async def test_a_figure_is_built_once_per_data_and_size(folders: Folders, monkeypatch):
    """textual-plotext builds the figure and decodes its output at every render: the Statistics
    screen keeps each figure it built (widgets.kept_plot), so opening it again, or coming back
    to a line of the table, builds nothing; another line, or another size, builds its own."""
    from dragonwood_tui.tui.widgets import kept_plot

    monkeypatch.setattr(kept_plot, "_kept", type(kept_plot._kept)())  # none kept from other tests
    monkeypatch.setattr(kept_plot, "_kept_lines", type(kept_plot._kept_lines)())
    from dragonwood_tui.tui.screens.stats_notes import LEAST_GAMES

    _dice_quest_games(folders)
    for i in range(LEAST_GAMES):  # a second line with its own plot
        write_save(folders.saves, f"dw-{i}", "dragonwood", [SeatSpec("You", "easy"), SeatSpec("Bo", "easy")], 5 + i, minutes=40 + i)
    built = _builds(monkeypatch)
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


async def _first_opening(folders: Folders, monkeypatch) -> list[str]:
    """The over-time plot's lines at a new process's first opening of the Statistics (nothing in memory)."""
    from dragonwood_tui.tui.widgets import kept_plot
    from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

    monkeypatch.setattr(kept_plot, "_kept", type(kept_plot._kept)())
    monkeypatch.setattr(kept_plot, "_kept_lines", type(kept_plot._kept_lines)())
    monkeypatch.setattr(kept_plot, "_stores", {})
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        plot = app.screen.query_one("#plot-over-time", KeptPlot)
        return [plot.render_line(y).text for y in range(plot.size.height)]


@run_async
async def test_a_new_session_draws_the_figures_its_last_one_kept_and_drops_an_edited_store(folders: Folders, monkeypatch):
    """The figures drawn are kept on disk (widgets.kept_plot's store): a new session opening the
    Statistics on the same games and size builds nothing and draws the same lines; a store
    edited by hand (its seal broken) is dropped and the figure built again."""
    from dragonwood_tui.tui.screens.stats import FIGURES

    _dice_quest_games(folders)
    built = _builds(monkeypatch)

    first = await _first_opening(folders, monkeypatch)
    assert built == ["plot-over-time"] and any("Scores, game by game" in line for line in first)
    again = await _first_opening(folders, monkeypatch)
    assert built == ["plot-over-time"] and again == first  # drawn from the store
    store = folders.saves.parent / FIGURES
    store.write_bytes(store.read_bytes().replace(b"Scores", b"Scorns"))
    edited = await _first_opening(folders, monkeypatch)
    assert built == ["plot-over-time"] * 2 and edited == first  # the edit dropped, the figure built again


@run_async
async def test_a_figure_store_sealed_again_with_a_link_or_an_escape_is_dropped(folders: Folders, monkeypatch):
    """Anyone can seal the store again: a figure whose style is a link (or whose text holds an
    escape sequence) is never drawn; the figure is built again, as the records make it."""
    from dragonwood_tui.storage.cache import seal
    from dragonwood_tui.tui.screens.stats import FIGURES

    _dice_quest_games(folders)
    built = _builds(monkeypatch)

    first = await _first_opening(folders, monkeypatch)
    store = folders.saves.parent / FIGURES
    for n, (text, style) in enumerate([("Scores", "link http://x"), ("\x1b]52;c;cGF5bG9hZA==\x07", "bold")]):
        doc = json.loads(store.read_bytes())
        figure = next(iter(doc["body"]["figures"].values()))
        figure[1] = [[text, style], *figure[1][1:]]
        body = json.dumps(doc["body"]).encode()
        store.write_bytes(b'{"seal":"' + seal(body).encode() + b'","body":' + body + b"}")
        again = await _first_opening(folders, monkeypatch)
        assert built == ["plot-over-time"] * (n + 2) and again == first  # built again, the same lines
