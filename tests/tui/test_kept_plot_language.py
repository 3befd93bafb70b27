"""A kept plot is kept per language: its titles and axes are words (a figure kept in English was
shown on a Russian screen)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from dragonwood_tui.i18n import _, language, set_language
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

from .app_helpers import run_async


class PlotApp(App[None]):
    def compose(self) -> ComposeResult:
        yield KeptPlot(id="plot")


@run_async
async def test_a_figure_kept_in_one_language_is_built_again_in_another():
    before = language()
    app = PlotApp()
    try:
        async with app.run_test(size=(60, 16)) as pilot:
            plot = app.query_one(KeptPlot)
            plot.show(("same data",), lambda plt: (plt.plot([1, 2], [1, 2]), plt.xlabel(_("game"))))
            await pilot.pause()
            english = plot.render().plain
            set_language("fr")
            plot.refresh()
            await pilot.pause()
            french = plot.render().plain
    finally:
        set_language(before)
    assert "game" in english and "jeu" in french and "game" not in french
