"""The Road Quest table's hand and choices: lines of text that map to items (a click on a line,
or on a column of it, posts `LineClicked(area, item)`).

They change at nearly every key (the highlighted choice, the selected card), so they are
`TextLines`: a key turns only the changed lines into strips again and repaints only their rows;
the screen is laid out again only when the number of lines of an auto height changes (the
choices' height is the board's, which changes it after the frame that shows the new rows).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message

from dragonwood_tui.tui.widgets.text_lines import TextLines


class LineClicked(Message):
    def __init__(self, area: str, index: int) -> None:
        super().__init__()
        self.area = area
        self.index = index


def same_lines(a: list[Text], b: list[Text]) -> bool:
    """Whether two drawings show the same: the same words with the same styles, line by line."""
    return len(a) == len(b) and all(
        x.plain == y.plain and x.spans == y.spans and x.style == y.style for x, y in zip(a, b)
    )


class Lines(TextLines):
    """Text whose lines map to items: a click posts LineClicked(area, item)."""

    DEFAULT_CSS = """
    Lines { height: auto; }
    """

    def __init__(self, area: str, id: str | None = None) -> None:
        super().__init__(id=id)
        self.area = area
        self.items: list[int] = []  # item index of each line (-1: none)
        self.columns: list[list[tuple[int, int]]] = []  # per line: (first cell, item) of each column
        self._lines: list[Text] = [Text("")]
        self._version = 0  # bumped at each change of the lines (the strips' key)

    def show(self, text: Text, items: list[int], columns: list[list[tuple[int, int]]] | None = None) -> None:
        self.items = items
        self.columns = columns or []
        lines = self._wrapped(list(text.split("\n", allow_blank=True)) or [Text("")])
        if same_lines(lines, self._lines):
            return
        rows_changed = len(lines) != len(self._lines)
        self._lines = lines
        self._version += 1
        height = self.styles.height
        if rows_changed and (height is None or height.is_auto):  # an auto height follows the number of lines
            self.refresh(layout=True)
        elif rows_changed:  # a height given by the board: the lines are repainted in it
            self.refresh()
        else:
            self.refresh_lines()

    def _wrapped(self, lines: list[Text]) -> list[Text]:
        """A line wider than the box goes on under itself, at a word (as a text box wraps)."""
        width = self.content_size.width
        if width <= 0 or all(line.cell_len <= width for line in lines):
            return lines
        out: list[Text] = []
        for line in lines:
            out.extend(line.wrap(self.app.console, width) if line.cell_len > width else [line])
        return out

    @property
    def text(self) -> str:
        """What the lines say, one per row (tests, and the room the compact layout counts)."""
        return "\n".join(line.plain for line in self._lines)

    def text_lines(self) -> list[Text]:
        return self._lines

    def text_lines_key(self) -> Hashable:
        return self._version

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)  # inside the border and padding
        if offset is None:
            return
        row, x = offset.y, offset.x
        item = self.items[row] if 0 <= row < len(self.items) else -1
        if 0 <= row < len(self.columns):
            for start, index in self.columns[row]:
                if x >= start:
                    item = index
        if item >= 0:
            event.stop()
            self.post_message(LineClicked(self.area, item))


class WidthLines(TextLines):
    """Lines drawn for the box's own width when they are painted: a box whose width changes
    (the opponents' panel beside it grew, the terminal was resized, a dialog covers the table)
    is never shown as it was drawn for its old width."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: Hashable = None  # what the drawing shows (besides the width)
        self._draw: Callable[[int], list[Text]] | None = None

    def show(self, shown: Hashable, draw: Callable[[int], list[Text]]) -> None:
        """Draw with `draw(width)`; `shown` says what it shows (nothing is done when the same)."""
        if shown == self._shown and self._draw is not None:
            return
        self._shown, self._draw = shown, draw
        self.refresh_lines()

    def text_lines(self) -> list[Text]:
        width = self.content_size.width
        return self._draw(width) if self._draw is not None and width > 0 else []

    def text_lines_key(self) -> Hashable:
        return self._shown

    @property
    def text(self) -> str:
        return "\n".join(line.plain for line in self.text_lines())
