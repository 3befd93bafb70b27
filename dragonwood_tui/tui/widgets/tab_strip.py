"""A row of tab labels in one widget: the one on show stands out, a click on another chooses it.

The Statistics screen's plots are tabs. Textual's TabbedContent made each tab of widgets
(tabs, a tab per label, an underline, a switcher, a pane per tab) and parsed their styles at
the screen's first opening: a sixth of it. The screen shows the chosen tab's widget itself and
this strip says which one it is (`TabStrip.Chosen` when clicked; the screen's number keys do
the same).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from dragonwood_tui.tui.widgets.cut_to_fit import cut_longest

GAP = "  "


class TabStrip(Widget):
    DEFAULT_CSS = """
    TabStrip {
        height: 1;
        color: $text-muted;
    }
    TabStrip > .tab-strip--active {
        color: $text;
        text-style: bold underline;
    }
    """
    COMPONENT_CLASSES = {"tab-strip--active"}

    class Chosen(Message):
        """A tab was clicked."""

        def __init__(self, tab: str) -> None:
            super().__init__()
            self.tab = tab

    def __init__(self, tabs: Sequence[tuple[str, str]], active: str, id: str | None = None) -> None:
        super().__init__(id=id)
        self.labels = dict(tabs)  # tab id -> its label (words of ours, never markup)
        self.active = active

    def choose(self, tab: str) -> None:
        if tab != self.active:
            self.active = tab
            self.refresh()

    def relabel(self, labels: dict[str, str]) -> None:
        self.labels.update(labels)
        self.refresh()

    def _layout(self, width: int) -> list[tuple[str, int, str]]:
        """(tab, first cell, label as shown) of each tab in `width` cells: all whole, two spaces
        apart, when they fit; else the longest labels but the active one's cut with "…" in turn
        (two spaces still tell the labels apart), one space apart only when that is not enough:
        every tab keeps a place to click and the tab on show its words."""
        for gap in (GAP, " "):
            labels = self._cut(width, gap)
            if labels is not None:
                break
        else:
            labels, gap = self._cut(width, " ", give_up=True) or dict(self.labels), " "
        out, left = [], 1
        for tab, label in labels.items():
            out.append((tab, left, label))
            left += cell_len(label) + len(gap)
        return out

    def _cut(self, width: int, gap: str, give_up: bool = False) -> dict[str, str] | None:
        """The labels cut to fit `width` with `gap` between (None: they cannot, unless `give_up`)."""
        tabs = list(self.labels)

        def fits(words: list[str]) -> bool:
            return 1 + sum(cell_len(w) for w in words) + len(gap) * (len(words) - 1) <= width

        words, fitted = cut_longest(list(self.labels.values()), fits, keep={tabs.index(self.active)} if self.active in tabs else ())
        return dict(zip(tabs, words)) if fitted or give_up else None

    def render(self) -> Text:
        active = self.get_component_rich_style("tab-strip--active")
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        for tab, left, label in self._layout(self.size.width or 10_000):
            text.append(" " * (left - text.cell_len))
            text.append(label, active if tab == self.active else "")
        return text

    def tab_at(self, x: int) -> str | None:
        for tab, left, label in self._layout(self.size.width or 10_000):
            if left <= x < left + cell_len(label):
                return tab
        return None

    async def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        tab = self.tab_at(offset.x) if offset is not None else None
        if tab is not None:
            event.stop()
            self.post_message(self.Chosen(tab))
