"""What the menu's screens need at their first opening, made while the player reads the menu.

A screen's style file read at its first opening made Textual parse every style sheet of the app
again and restyle every widget on the screens (`App._load_screen_css`), and each widget class
met for the first time had its default styles parsed then (a data table's alone is 2 kB): a
third of the first opening of the Saved games or the Statistics. Just after the menu's first
frame, the app reads those styles in once, in small steps that leave keys through between them.

Only Textual's widgets and our own light ones are imported here: no game's rules, bots or
records (those stay for when they are used).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import Widget

SCREENS = Path(__file__).parent / "screens"
# the style files of the screens the main menu opens most (their screens name them as CSS_PATH;
# the Saved games keep theirs in DEFAULT_CSS, parsed alone at its opening)
STYLES = (SCREENS / "stats.tcss", SCREENS / "daily.tcss", SCREENS / "campaign_map.tcss")
START_AFTER = 0.05  # seconds after the menu's first frame (`MainMenuScreen._fill`): before most keys


def _widgets() -> list[Widget]:
    """One of each widget class those screens mount (their default styles are read from them)."""
    from textual.containers import Horizontal, Vertical, VerticalScroll
    from textual.widgets import DataTable, Static

    from dragonwood_tui.tui.widgets.kept_plot import KeptPlot
    from dragonwood_tui.tui.widgets.key_line import KeyLine
    from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
    from dragonwood_tui.tui.widgets.row_table import RowTable
    from dragonwood_tui.tui.widgets.tab_strip import TabStrip

    return [Vertical(), Horizontal(), VerticalScroll(), DataTable(), Static(), KeptPlot(), KeyLine([]), RowTable([]), TabStrip([], ""), LeanFooter()]


def steps(app: App[Any]) -> Iterator[Callable[[], None]]:
    """The warm-up, a step at a time (each a few milliseconds)."""
    sheet = app.stylesheet
    widgets: list[Widget] = []

    def read_styles() -> None:
        for path in STYLES:
            if not sheet.has_source(str(path), "") and path.is_file():
                sheet.read(path)  # as `App._load_screen_css` would at the screen's opening

    def import_widgets() -> None:
        widgets.extend(_widgets())

    def add_default_styles() -> None:
        for widget in widgets:
            for read_from, css, tie_breaker, scope in widget._get_default_css():  # as `Widget._post_register`
                sheet.add_source(css, read_from=read_from, is_default_css=True, tie_breaker=tie_breaker, scope=scope)

    def parse() -> None:
        sheet.parse()  # only what is new: the sheet keeps what it parsed before

    yield read_styles
    yield import_widgets
    yield add_default_styles
    yield parse


def warm_up(app: App[Any]) -> None:
    """Run the warm-up's steps one after another, each when the app has handled what came before."""
    todo = steps(app)

    def next_step() -> None:
        step = next(todo, None)
        if step is None or not app.is_running:
            return
        try:
            step()
        except Exception:  # only a head start: the screens read their styles themselves anyway
            return
        app.call_later(next_step)

    from dragonwood_tui.tui.one_shot import once

    once(app, START_AFTER, next_step)
