"""A plotext plot that keeps what it drew, for the size and theme it drew it at.

textual-plotext builds the whole figure in Python (plotext) and decodes its ANSI output into
Rich text at every render: at 160x50 that is most of the time the Statistics screen takes to
open, and it happened again at each open and each time a row was highlighted back. A screen
says what the plot shows with `show(key, paint)`: `key` names the data (two equal keys paint
the same figure), `paint(plt)` makes the plotext calls. A figure is built once per key, size,
theme and language (its titles and axes are words), and kept (the last KEEP of them, for the
whole app).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from rich.text import Text
from textual.app import RenderResult
from textual_plotext import PlotextPlot

from dragonwood_tui.i18n import language

KEEP = 32  # figures kept: a few screens' plots at a few sizes; each is a few hundred kB at most
_kept: OrderedDict[Hashable, Text] = OrderedDict()


class KeptPlot(PlotextPlot):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._key: Hashable = None
        self._paint: Callable[[Any], None] | None = None

    def show(self, key: Hashable, paint: Callable[[Any], None] | None) -> None:
        """Show the figure `paint` makes (None: an empty plot), named by `key`."""
        if key == self._key and (paint is None) == (self._paint is None):
            return
        self._key, self._paint = key, paint
        self.refresh()

    def render(self) -> RenderResult:
        theme = self._get_plotext_theme_name(self.app.theme)
        key = (self._key, self._paint is None, self.size.width, self.size.height, theme, language())
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
            text = _kept[key] = built
            while len(_kept) > KEEP:
                _kept.popitem(last=False)
        else:
            _kept.move_to_end(key)
        return text.copy()  # Textual may divide or style what it is given: the kept one stays as built
