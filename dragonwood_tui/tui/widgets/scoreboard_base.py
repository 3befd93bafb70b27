"""What every game's players panel shares: a framed table that relayouts only when its height
changes. Names are shown as plain text; whose turn it is: a ▶ (not only colour).
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.widget import Widget
from dragonwood_tui.i18n import ngettext


def points(n: int, unit: bool) -> str:
    """A score, with its unit when `unit` (the compact table has no "Score" header): 1 pt, 2 pts."""
    return ngettext("{n} pt", "{n} pts", n).format(n=n) if unit else str(n)


class ScoreboardBase(Widget):
    DEFAULT_CSS = """
    ScoreboardBase { height: auto; border: round $foreground 30%; padding: 0 1; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._renderable: RenderableType = Text("")
        self._key: object = None  # what the table shown was drawn from (each panel its own)

    def _set(self, key: object, renderable: RenderableType, rows: int, framed: bool) -> None:
        """Show `renderable` (`rows` lines high): a layout pass only when the height changes."""
        if key == self._key:
            return
        self._key = key
        self._renderable = renderable
        height = rows + (2 if framed else 0)
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height  # a new height moves the widgets below: layout
        self.refresh()

    def render(self) -> RenderableType:
        return self._renderable
