"""A widget drawn from lines of Rich Text through Textual's line API.

Card frames are text with many styled runs; `render()` would send them through Textual's
content pipeline at every repaint. A `TextLines` widget turns its lines into strips (segments)
once per change of what they show (`text_lines_key()`), its size or the theme, and hands Textual
the strips: the cards of a table redraw in a fraction of the time.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from dragonwood_tui.tui.widgets.one_layout import OneLayoutPass

from dragonwood_tui.i18n import language
from dragonwood_tui.tui.widgets.card_face import stack


def text_strip(line: Text, console: Console, width: int, base: Style) -> Strip:
    """One line of Rich Text as a strip `width` cells wide over the widget's `base` style."""
    segments = Segment.apply_style(line.render(console), base)
    return Strip(list(segments), line.cell_len).crop_extend(0, width, base)


class TextLines(OneLayoutPass):
    """Subclasses give `text_lines()` (one Text per row, cut or padded to the width here) and
    `text_lines_key()` (what the lines depend on besides the size and the theme)."""

    def __init__(self, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        # the lines' key, width, height, base style, theme and language they were made for
        self._strips_key: tuple[Hashable, ...] | None = None
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

    def _current_strips(self) -> list[Strip]:
        """The strips of what the widget shows now, made again only when it changed."""
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
                    strip = text_strip(line, console, width, base)
                kept[line_key] = strip
                strips.append(strip)
            self._strips = strips
            self._line_strips, self._line_base = kept, (width, base)
        return self._strips

    def refresh_lines(self) -> None:
        """Repaint what changed: a subclass calls it instead of `refresh()` when what it shows
        may have changed. Only the rows whose strip changed are repainted (Textual then renders
        and composes those rows alone); all of them when the size, the style or the number of
        lines changed, or before the first drawing."""
        if not self.is_mounted or self._strips_key is None or not self.size:
            self.refresh()
            return
        old, old_frame = self._strips, self._strips_key[1:]
        new = self._current_strips()
        if self._strips_key[1:] != old_frame or len(new) != len(old):
            self.refresh()
            return
        width = self.content_size.width
        rows = [Region(0, y, width, 1) for y, (a, b) in enumerate(zip(old, new)) if a is not b]
        if rows:
            self.refresh(*rows)

    def set_edge_text(self, text: str | None, bottom: bool = False) -> None:
        """The border's title (`bottom`: its subtitle), as `border_title` takes it (markup), with
        only that border row repainted: setting `border_title` repaints every row (Textual 8.2.8),
        and the chances list's title changes at most key presses."""
        name = "_border_subtitle" if bottom else "_border_title"
        new = None if text is None else self.render_str(text).expand_tabs(4).split()[0]
        old = getattr(self, name)
        if new is None or old is None:
            if new is old:
                return
        elif new.plain == old.plain and new.spans == old.spans:
            return
        setattr(self, name, new)
        height = self.outer_size.height
        if not self.is_mounted or not height:
            self.refresh()
            return
        top, _right, _bottom, left = self.styles.gutter
        row = height - 1 - top if bottom else -top  # the border's row, from the content's origin
        self.refresh(Region(-left, row, self.outer_size.width, 1))

    def render_line(self, y: int) -> Strip:
        strips = self._current_strips()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.content_size.width, self.visual_style.rich_style)
