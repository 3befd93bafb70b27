"""A table of one-line rows in fixed columns, drawn the cheap way: an OptionList of rows.

Textual's DataTable cost the Saved games screen a third of its first opening: its style sheet
parsed at its first mount, nine component classes styled, each cell of each visible row sent
through its per-cell renderer and cache. Here a row is one run of plain text per cell (padded
by a space each side, cut with "…" when too long, numbers to the right) on OptionList's
highlight (a row cursor in the same theme colours), with DataTable's zebra stripes. The header
is not part of the list: `header()` is its line, for a widget above (the list scrolls under it).

A click on a row highlights it and a click on the highlighted row selects it, as in DataTable
(OptionList selects at the first click: a save would open at a click meant to look at it).
Text is never markup: names come from files.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.css.styles import RulesMap
from textual.geometry import Spacing
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from dragonwood_tui.i18n import N_


PAD = 1  # cells each side of a cell's text, as DataTable's cell padding
NO_PADDING = Spacing()  # (the rows are drawn without OptionList's padding: a compact list)


class Column(NamedTuple):
    key: str
    label: str
    width: int  # cells of text, without the padding
    right: bool = False  # numbers: to the right
    ellipsis: bool = False  # cut with "…" (else cut short)


def fit_cell(text: str, column: Column) -> str:
    """`text` padded or cut to the column's width, with the padding each side."""
    width, size = column.width, cell_len(text)
    if size > width:
        text = set_cell_size(text, width - 1) + "…" if column.ellipsis and width else set_cell_size(text, width)
    elif column.right:
        text = " " * (width - size) + text
    else:
        text += " " * (width - size)
    return " " * PAD + text + " " * PAD


class Row(Visual):
    """A row's cells (plain text), drawn in its table's columns as they are now."""

    def __init__(self, table: RowTable, cells: Sequence[str]) -> None:
        self.table = table
        self.cells = tuple(cells)

    def line(self) -> str:
        return "".join(fit_cell(cell, column) for cell, column in zip(self.cells, self.table.columns))

    def __str__(self) -> str:
        return self.line()

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return sum(column.width + 2 * PAD for column in self.table.columns)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return 1

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        line = set_cell_size(self.line(), width)
        return [Strip([Segment(line, style.rich_style)], width)]


class RowTable(OptionList):
    """The rows (one `Option` each, its id the row's key) under a header line of its columns."""

    DEFAULT_CSS = """
    RowTable > .row-table--even-row {
        background: $surface-lighten-1 50%;
    }
    RowTable:dark > .row-table--even-row {
        background: $surface-darken-1 40%;
    }
    """
    COMPONENT_CLASSES = {"row-table--even-row"}  # the zebra stripes, as DataTable's even rows
    BINDINGS = [
        Binding("ctrl+home", "first", N_("Top"), show=False),  # (DataTable's keys and words)
        Binding("ctrl+end", "last", N_("Bottom"), show=False),
    ]

    def __init__(
        self, columns: Sequence[Column], id: str | None = None, more: Callable[[bool], object] | None = None, ahead: int = 0,
        zebra: bool = True,
    ) -> None:
        # compact: no border, no padding, so the header's columns line up with the rows'
        super().__init__(id=id, compact=True)
        self.columns = list(columns)
        self.zebra = zebra  # DataTable's stripes on even rows
        # paging: `more(False)` asks for more rows when the view comes within `ahead` rows of
        # the last, `more(True)` for every row (End and Ctrl+End reach the last)
        self.more, self.ahead = more, ahead
        self._drawn_width: int | None = None  # the width the cached rows were drawn at

    def on_resize(self, event: events.Resize) -> None:
        # as MenuList: OptionList drops every drawn row at each resize, and one comes right
        # after the first frame (an OptionList, not a MenuList: a deeper class makes Textual
        # parse the base classes' styles again at the first opening)
        if self.scrollable_content_region.width == self._drawn_width:
            event.prevent_default()

    def set_columns(self, columns: Sequence[Column]) -> bool:
        """New labels or widths; True when they changed (the rows are drawn again)."""
        if list(columns) == self.columns:
            return False
        self.columns = list(columns)
        self._clear_caches()
        return True

    def action_last(self) -> None:
        if self.more is not None:
            self.more(True)
        super().action_last()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        if self.more is not None and new + self.size.height + self.ahead >= self.option_count:
            self.more(False)  # scrolled (by the mouse) near the last rows

    def header(self) -> Text:
        return Text("".join(fit_cell(column.label, column._replace(right=False)) for column in self.columns))

    def row(self, cells: Sequence[str], key: str) -> Option:
        return Option(Row(self, cells), id=key)

    def cells(self, index: int) -> tuple[str, ...]:
        prompt = self.options[index].prompt
        assert isinstance(prompt, Row)
        return prompt.cells

    def render_line(self, y: int) -> Strip:
        # one line per row: OptionList's own looks up its line table (and checks it is up to
        # date) for every line drawn
        index = self.scroll_offset.y + y
        if index >= self.option_count:
            return Strip.blank(self.scrollable_content_region.width, self.get_visual_style("option-list--option").rich_style)
        if index == self.highlighted:
            kind = "option-list--option-highlighted"
        elif index == self._mouse_hovering_over:
            kind = "option-list--option-hover"
        else:
            kind = "row-table--even-row" if self.zebra and index % 2 == 0 else ""  # the stripes
        style = self.get_visual_style("option-list--option", kind) if kind else self.get_visual_style("option-list--option")
        return self._get_option_render(self.options[index], style)[0]

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        # the row's line in one run (OptionList's way through Visual.to_strips, links and
        # padding took 30 times as long); the option's index in its meta, for the mouse
        key = (option, style, NO_PADDING)
        strips = self._option_render_cache.get(key)
        if strips is None:
            prompt = option.prompt
            assert isinstance(prompt, Row)
            width = self._drawn_width = self.scrollable_content_region.width
            rich_style = style.rich_style + RichStyle.from_meta({"option": self._option_to_index[option]})
            strips = [Strip([Segment(set_cell_size(prompt.line(), width), rich_style)], width)]
            self._option_render_cache[key] = strips
        return strips

    async def on_click(self, event: events.Click) -> None:
        event.prevent_default()  # (OptionList's handler, next, selects at once)
        clicked = event.style.meta.get("option")
        if clicked is None:
            return
        if clicked == self.highlighted:
            self.action_select()
        else:
            self.highlighted = clicked
