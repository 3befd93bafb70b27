"""Every Statistics plot reads as a reader expects: its y title over its axis on the plot's first
row (plotext put it at the bottom left, beside the x title), and the scores' markers said once
each in that row ("✓ won", never plotext's legend "WW won" with its markers doubled)."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

from .app_helpers import LARGE, SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "160x50"])
@run_async
async def test_each_plot_has_its_y_title_over_its_axis_and_each_marker_said_once(folders: Folders, size):
    for i in range(7):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    write_save(folders.saves, "dq-two", "dice-quest", [SeatSpec("You", "normal"), SeatSpec("Ada", "normal")], 300)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and bool(app.screen.query("#plot-over-time")))
        screen = app.screen
        line = screen._selected()
        assert line is not None and line.mode == "solo" and line.played == 7
        for key, pid, y_title in (("1", "over-time", "score"), ("2", "histogram", "games"), ("3", "by-level", "% won")):
            await pilot.press(key)
            await settle(pilot, lambda: bool(screen.query(f"#plot-{pid}")) and screen.active_tab == f"tab-{pid}")
            plot = screen.query_one(f"#plot-{pid}", KeptPlot)
            await settle(pilot, lambda: plot.size.height > 0 and plot._paint is not None)
            drawn = [plot.render_line(y).text for y in range(plot.size.height)]
            assert drawn[0].startswith("↑ " + y_title), (pid, drawn[0])
            assert not any(row.lstrip().startswith(y_title) for row in drawn[1:]), pid  # not again at the bottom left
            text = "\n".join(drawn)
            assert "WW" not in text and "xx" not in text and "✓✓" not in text and "✗✗" not in text
            if pid == "over-time":
                won = sum(g.won for g in line.games)
                assert "✓ won" in drawn[0] and "✗ lost" in drawn[0]
                assert text.count("✓") == won + 1 and text.count("✗") == line.played - won + 1  # a marker a game, and the head's
