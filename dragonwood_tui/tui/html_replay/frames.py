"""The frames of an HTML replay: each step of a record drawn by the game's own replay board
(the same widgets, cards, colours and theme as the terminal), headless, as rows of styled runs.

A frame is a list of rows; a row is a list of (text, style) runs, the style an index into one
table of CSS declarations shared by every frame (`FrameSet`). Rows repeat from step to step
(most of a table does not change), so each distinct row is kept once and a frame is a list of
row numbers: a 300-step game stays small.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.style import Style
from textual._compositor import LayoutUpdate  # private: the type of the compositor's full update
from textual.screen import Screen

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.app import DragonwoodApp
from dragonwood_tui.tui.screens.replay import ReplayScreen

#: the terminal the frames are drawn in (the size the tables are designed for)
WIDTH, HEIGHT = 120, 40

Run = tuple[str, int]  # text, style number


@dataclass
class FrameSet:
    """Every frame of every view, with the rows and styles they share."""

    styles: list[str] = field(default_factory=list)
    rows: list[list[Run]] = field(default_factory=list)
    _style_ids: dict[Style | None, int] = field(default_factory=dict)
    _row_ids: dict[tuple[Run, ...], int] = field(default_factory=dict)
    background: str = "#000000"
    foreground: str = "#ffffff"

    def style_id(self, style: Style | None) -> int:
        known = self._style_ids.get(style)
        if known is None:
            css = "" if style is None else style.get_html_style()
            try:
                known = self.styles.index(css)
            except ValueError:
                known = len(self.styles)
                self.styles.append(css)
            self._style_ids[style] = known
        return known

    def row_id(self, runs: list[Run]) -> int:
        key = tuple(runs)
        known = self._row_ids.get(key)
        if known is None:
            known = self._row_ids[key] = len(self.rows)
            self.rows.append(runs)
        return known


class _FrameApp(DragonwoodApp):
    """The app with the replay viewer as its only screen: no menu, no saves read, nothing
    written. The frames are the viewer's board (the table and its log), cropped above its bar."""

    CSS_PATH = [Path(__file__).parent.parent / "app.tcss"]  # the app's classes (a path: not beside this module)

    def __init__(self, viewer: ReplayScreen, settings: Settings, folder: Path) -> None:
        super().__init__(data_dir=folder, config_dir=folder, settings=settings, save_settings_on_change=False)
        self.viewer = viewer

    def get_default_screen(self) -> Screen[Any]:
        return Screen()  # the viewer is pushed: Textual loads no style file of a default screen

    def on_mount(self) -> None:  # none of the app's housekeeping: this app only draws
        pass


def _grab(app: DragonwoodApp, frames: FrameSet, rows: range) -> list[int]:
    """The screen as rows of runs (what `App.export_screenshot` renders: the compositor's full
    update; Textual has no public way to read the screen's cells)."""
    update = app.screen._compositor.render_update(full=True)  # private: see docs/architecture.md
    assert isinstance(update, LayoutUpdate)  # what a full update is
    row_ids = []
    for y, line in enumerate(update.strips):
        if y not in rows:
            continue
        runs: list[Run] = []
        for strip in line:
            for segment in strip:
                if segment.control or not segment.text:
                    continue
                style = segment.style
                if style is not None and (style.meta or style.link):
                    style = style.copy()  # no click handler or link in a page
                    style = Style(color=style.color, bgcolor=style.bgcolor, bold=style.bold, dim=style.dim,
                                  italic=style.italic, underline=style.underline, reverse=style.reverse,
                                  strike=style.strike)
                sid = frames.style_id(style)
                if runs and runs[-1][1] == sid:
                    runs[-1] = (runs[-1][0] + segment.text, sid)
                else:
                    runs.append((segment.text, sid))
        row_ids.append(frames.row_id(runs))
    return row_ids


async def draw_views(
    record: Any, cursor: Any, views: Sequence[int | None], settings: Settings, folder: Path, frames: FrameSet,
    tick: Callable[[], object] | None = None,
) -> dict[int | None, list[list[int]]]:
    """For each view (a seat, or None: every hand), the frame of every step."""
    viewer = ReplayScreen(record, cursor)
    app = _FrameApp(viewer, settings, folder)
    out: dict[int | None, list[list[int]]] = {}
    async with app.run_test(size=(WIDTH, HEIGHT), headless=True) as pilot:
        await app.push_screen(viewer)
        viewer.board.log.display = False  # the page shows each step's lines as text, below
        await pilot.pause()
        theme = app.current_theme
        frames.background = theme.background or frames.background
        frames.foreground = theme.foreground or frames.foreground
        region = viewer.board.widget.region
        rows = range(region.y, region.bottom)
        for view in views:
            viewer.seat = view
            shown: list[list[int]] = []
            for step in range(cursor.length + 1):
                viewer.seek(step)
                if step == 0:
                    viewer.redraw()  # the seat changed
                await pilot.pause()
                shown.append(_grab(app, frames, rows))
                if tick is not None:
                    tick()
            out[view] = shown
    return out
