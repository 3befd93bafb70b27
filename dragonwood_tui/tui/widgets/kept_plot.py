"""A plotext plot that keeps what it drew, for the size and theme it drew it at.

textual-plotext builds the whole figure in Python (plotext) and decodes its ANSI output into
Rich text at every render: at 160x50 that is most of the time the Statistics screen takes to
open, and it happened again at each open and each time a row was highlighted back. A screen
says what the plot shows with `show(key, paint)`: `key` names the data (two equal keys paint
the same figure), `paint(plt)` makes the plotext calls. A figure is built once per key, size,
theme and language (its titles and axes are words), and kept (the last KEEP of them, for the
whole app) — as its lines ready to draw (`Strip`s, the widget's style applied): turning a
figure's text into lines was 30 ms at 160x50, at every opening of the Statistics screen.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

from rich.text import Text
from textual.app import RenderResult
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual_plotext import PlotextPlot

from dragonwood_tui.i18n import language

KEEP = 32  # figures kept: a few screens' plots at a few sizes; each is a few hundred kB at most
_kept: OrderedDict[Hashable, Text] = OrderedDict()
_kept_lines: OrderedDict[Hashable, list[Strip]] = OrderedDict()  # the same, drawn with a widget's style

K = TypeVar("K")
V = TypeVar("V")


def _keep(kept: OrderedDict[K, V], key: K, value: V) -> V:
    kept[key] = value
    while len(kept) > KEEP:
        kept.popitem(last=False)
    return value


class KeptPlot(PlotextPlot):
    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._key: Hashable = None
        self._paint: Callable[[object], None] | None = None

    def show(self, key: Hashable, paint: Callable[[object], None] | None) -> None:
        """Show the figure `paint` makes (None: an empty plot), named by `key`."""
        if key == self._key and (paint is None) == (self._paint is None):
            return
        self._key, self._paint = key, paint
        self.refresh()

    def _figure_key(self) -> Hashable:
        theme = self._get_plotext_theme_name(self.app.theme)
        return (self._key, self._paint is None, self.size.width, self.size.height, theme, language())

    def render(self) -> RenderResult:
        key = self._figure_key()
        text = _kept.get(key)
        if text is None:
            plt = self.plt
            plt.clear_data()
            plt.clear_figure()
            if self._paint is not None:
                self._paint(plt)
            built = super().render()
            if not isinstance(built, Text):  # textual-plotext's is Text.from_ansi(...); anything else: as it is
                return built
            text = _keep(_kept, key, built)
        else:
            _kept.move_to_end(key)
        return text.copy()  # Textual may divide or style what it is given: the kept one stays as built

    def render_line(self, y: int) -> Strip:
        """A line of the figure, from the kept lines (Textual's own path turns the whole
        figure's text into lines again whenever the widget is drawn anew)."""
        style = self.visual_style
        key = (self._figure_key(), style)
        lines = _kept_lines.get(key)
        if lines is None:
            visual: Visual = visualize(self, self.render(), markup=False)
            lines = _keep(_kept_lines, key, Visual.to_strips(self, visual, self.size.width, self.size.height, style))
        else:
            _kept_lines.move_to_end(key)
        return lines[y] if 0 <= y < len(lines) else Strip.blank(self.size.width, style.rich_style)
