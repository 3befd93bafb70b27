"""The main menu's list: Textual's OptionList, drawn the cheap way for entries already fitted.

`MenuPrompt` is an entry's prompt: its key reversed, its label in bold, then its detail rows dim
under it. The menu fits every row to its width itself, so the prompt is drawn row by row, to the
same segments and styles as the rich `Text` Textual would draw, without Textual's wrapping (a
tenth of the start-up's instructions went into wrapping thirteen entries already fitted).

`MenuList` keeps its drawn entries across a resize that leaves its width as it was: Textual's
OptionList drops them at every resize, and one comes right after the first frame, so each entry
was drawn twice before the menu took a key.
"""

from __future__ import annotations

from functools import cached_property

from rich.cells import cell_len
from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.events import Resize
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

KEY_STYLE = Style(bold=True, reverse=True)
LABEL_STYLE = Style(bold=True)
DETAIL_STYLE = Style(dim=True)
INDENT = "     "  # a detail row starts under the label


def fit(line: str, cells: int) -> str:
    """`line` cut to `cells` with "…" at its end if longer (as rich's `Text.truncate` does)."""
    if cell_len(line) <= cells:
        return line
    text = Text(line)
    text.truncate(cells, overflow="ellipsis")
    return text.plain


class MenuPrompt(Visual):
    """An entry: " K " and its label on the first row, then its detail rows (fitted already:
    plain text, never markup, as they may hold player names from a file)."""

    def __init__(self, key: str, label: str, rows: list[str] | None = None) -> None:
        self.key, self.label, self.rows = key, label, rows or []
        # each row as runs of (text, the style added to the list's) — no style: the list's own
        # (an empty text draws nothing: no run for it, as in Textual's drawing)
        self._runs: list[list[tuple[str, Style | None]]] = [
            [(text, added) for text, added in runs if text]
            for runs in [
                [(f" {key} ", KEY_STYLE), (" ", None), (label, LABEL_STYLE)],
                *([(INDENT, None), (row, DETAIL_STYLE)] for row in self.rows),
            ]
        ]
        self._widths = [sum(cell_len(text) for text, _ in runs) for runs in self._runs]

    @cached_property
    def plain(self) -> str:
        return "\n".join("".join(text for text, _ in runs) for runs in self._runs)

    def __str__(self) -> str:
        return self.plain

    def __rich__(self) -> Text:
        """The same entry as a rich Text (rich's console prints it)."""
        text = Text.assemble((f" {self.key} ", "bold reverse"), " ", (self.label, "bold"))
        for row in self.rows:
            text.append("\n" + INDENT)
            text.append_text(Text(row, style="dim"))
        return text

    @cached_property
    def _content(self) -> Content:
        """The same entry as Textual's Content: drawn when a row does not fit (it wraps)."""
        return Content.from_rich_text(self.__rich__())

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return max(self._widths)

    def get_height(self, rules: RulesMap, width: int) -> int:
        if max(self._widths) > width:
            return self._content.get_height(rules, width)
        return len(self._runs)

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        if max(self._widths) > width:
            return self._content.render_strips(width, height, style, options)
        strips = []
        for y, runs in enumerate(self._runs if height is None else self._runs[:height]):
            segments = []
            x = 0
            for text, added in runs:
                run_style = style if added is None else style + added
                segments.append(Segment(text, (style + run_style).rich_style_with_offset(x, y)))
                x += len(text)
            strips.append(Strip(segments, self._widths[y]))
        return strips


class MenuList(OptionList):
    """An OptionList that draws its entries again only when its width changed."""

    def __init__(self, *options: Option, id: str | None = None) -> None:
        super().__init__(*options, id=id)
        self._drawn_width: int | None = None  # the width the cached entries were drawn at

    def _update_lines(self) -> None:
        super()._update_lines()
        if self.scrollable_content_region:
            self._drawn_width = self.scrollable_content_region.width

    def on_resize(self, event: Resize) -> None:
        if self.scrollable_content_region.width == self._drawn_width:
            event.prevent_default()  # (OptionList's handler, next, drops every drawn entry)
