"""A widget drawn from lines of Rich Text through Textual's line API.

Card frames are text with many styled runs; `render()` would send them through Textual's
content pipeline at every repaint. A `TextLines` widget turns its lines into strips (segments)
once per change of what they show (`text_lines_key()`), its size or the theme, and hands Textual
the strips: the cards of a table redraw in a fraction of the time.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from dragonwood_tui.i18n import language
from dragonwood_tui.tui.widgets.card_face import stack


class TextLines(Widget):
    """Subclasses give `text_lines()` (one Text per row, cut or padded to the width here) and
    `text_lines_key()` (what the lines depend on besides the size and the theme)."""

    def __init__(self, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._strips_key: Hashable = None
        self._strips: list[Strip] = []
        self._line_strips: dict[Hashable, Strip] = {}  # the last drawing's strips by line content
        self._line_base: tuple[int, object] = (0, None)  # the width and style they were made for

    def text_lines(self) -> list[Text]:
        raise NotImplementedError

    def text_lines_key(self) -> Hashable:
        raise NotImplementedError

    def render(self) -> Text:
        """The lines as one Text (what tests and exports read; the screen uses the strips)."""
        return stack(self.text_lines())

    def render_line(self, y: int) -> Strip:
        width, height = self.content_size  # inside any border and padding
        base = self.visual_style.rich_style
        key = (self.text_lines_key(), width, height, base, self.app.theme, language())
        if key != self._strips_key:
            self._strips_key = key
            console = self.app.console
            # a change usually touches a few lines (a card's chance, a mark, a highlighted row):
            # the others are the strips of the last drawing, found by what the line holds
            last = self._line_strips if self._line_base == (width, base) else {}
            kept: dict[Hashable, Strip] = {}
            strips = []
            for line in self.text_lines()[:height]:
                line_key = (line.plain, line.style, *line.spans)
                strip = last.get(line_key)
                if strip is None:
                    strip = kept.get(line_key)  # the same line twice in this drawing
                if strip is None:
                    segments = Segment.apply_style(line.render(console), base)
                    strip = Strip(list(segments), line.cell_len).crop_extend(0, width, base)
                kept[line_key] = strip
                strips.append(strip)
            self._strips = strips
            self._line_strips, self._line_base = kept, (width, base)
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, base)
