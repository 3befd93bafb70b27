"""A widget drawn from lines of Rich Text through Textual's line API.

Card frames are text with many styled runs; `render()` would send them through Textual's
content pipeline at every repaint. A `TextLines` widget turns its lines into strips (segments)
once per change of what they show (`text_lines_key()`), its size or the theme, and hands Textual
the strips: the cards of a table redraw in a fraction of the time.

A row of cards (the hand) may also give each line as parts (`text_line_parts()`: a card's slice
of the row), which it keeps from one drawing to the next: a line is then made from the segments
of its parts, each part turned into segments once, exactly as the whole line would be.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

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


#: a line given as parts: the line's own style (of the whole line, as `Text(style=...)`), and the
#: parts whose concatenation is the line (each without a style of its own: spans only)
LineParts = tuple[str | Style, Sequence[Text]]


class _Part:
    """A part's segments in its line's style over the widget's `base`, and whether its first and
    last cells are outside every span (a segment that runs on into the next part's, as in the
    whole line)."""

    __slots__ = ("part", "segments", "open_start", "open_end", "cells")

    def __init__(self, part: Text, style: str | Style, console: Console, base: Style) -> None:
        plain, spans = part.plain, part.spans
        self.part = part  # kept alive: its id is the key it is found by
        self.cells = part.cell_len
        if spans:
            segments = list(Text(plain, style=style, spans=list(spans)).render(console))
        else:  # (Text.render gives a line without spans no style)
            segments = [Segment(plain, console.get_style(style, default=Style.null()))] if plain else []
        self.segments = list(Segment.apply_style(segments, base))
        self.open_start = not any(span.start == 0 for span in spans)
        self.open_end = not any(span.end == len(plain) for span in spans)


def parts_strip(parts: Sequence[_Part], cells: int, width: int, base: Style) -> Strip:
    """The strip `text_strip` makes of the line the parts make up: where the whole line has no
    span edge between two parts, their touching segments are one (the same style: the line's)."""
    if not any(part.part.spans for part in parts):  # a line without spans: Text.render gives
        line = [Segment("".join(part.part.plain for part in parts))]  # one segment, unstyled
        return Strip(list(Segment.apply_style(line, base)), cells).crop_extend(0, width, base)
    segments: list[Segment] = []
    open_end = False
    for part in parts:
        if not part.segments:
            if part.part.spans:  # an empty span still cuts the line there
                open_end = False
            continue
        first = 0
        if open_end and part.open_start and segments:
            last = segments[-1]
            segments[-1] = Segment(last.text + part.segments[0].text, last.style)
            first = 1
        segments.extend(part.segments[first:])
        open_end = part.open_end
    return Strip(segments, cells).crop_extend(0, width, base)


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
        self._edge_texts: dict[str, tuple[str | None, object]] = {}  # set_edge_text's last (text, title)
        self._parts: dict[tuple[int, str | Style], _Part] = {}  # the parts' segments by part id and line style
        self._part_rows: dict[tuple[object, ...], tuple[Strip, Sequence[Text]]] = {}  # the last drawing's, by its parts

    def text_lines(self) -> list[Text]:
        raise NotImplementedError

    def text_lines_key(self) -> Hashable:
        raise NotImplementedError

    def text_line_parts(self) -> list[LineParts] | None:
        """The lines of `text_lines()` as parts, or None (the default: the whole lines). Parts
        are found again by identity: a part given is never changed afterwards."""
        return None

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
            same = self._line_base == (width, base)
            parts = self.text_line_parts()
            if parts is not None:
                self._strips = self._strips_of_parts(parts[:height], console, width, base, same)
                self._line_base = (width, base)
                return self._strips
            last = self._line_strips if same else {}
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

    def _strips_of_parts(
        self, lines: Sequence[LineParts], console: Console, width: int, base: Style, same: bool
    ) -> list[Strip]:
        """The strips of lines given as parts: a line made of the same parts as in the last
        drawing is its strip; another is joined from its parts' segments (made once a part)."""
        if not same or len(self._parts) > 4096:  # (a part's segments hold the base style)
            self._parts = {}
        known = self._parts
        last = self._part_rows if same else {}
        kept: dict[tuple[object, ...], tuple[Strip, Sequence[Text]]] = {}
        strips = []
        for style, parts in lines:
            key = (style, *map(id, parts))  # the parts are kept alive by the values
            found = last.get(key) or kept.get(key)
            if found is None:
                made = []
                for part in parts:
                    entry = known.get((id(part), style))
                    if entry is None:
                        entry = known[(id(part), style)] = _Part(part, style, console, base)
                    made.append(entry)
                found = (parts_strip(made, sum(p.cells for p in made), width, base), parts)
            kept[key] = found
            strips.append(found[0])
        self._part_rows = kept
        return strips

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
        old = getattr(self, name)
        last = self._edge_texts.get(name)
        if last is not None and last[0] == text and last[1] is old:  # (markup read once a text)
            return
        new = None if text is None else self.render_str(text).expand_tabs(4).split()[0]
        if new is None or old is None:
            same = new is old
        else:
            same = new.plain == old.plain and new.spans == old.spans
        if same:
            self._edge_texts[name] = (text, old)
            return
        setattr(self, name, new)
        self._edge_texts[name] = (text, new)
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
