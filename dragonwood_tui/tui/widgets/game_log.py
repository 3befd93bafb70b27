"""The game log: the engine's own lines (describe / event texts), newest at the bottom.

Lines are kept as plain Text, never parsed as markup: they hold player names, which may come
from a file. The widget wraps each line once for its width and draws only the rows that show;
its size never depends on its content, so a new line repaints the log and nothing else (a
RichLog changes its virtual size on every line, which lays out the whole screen again).
The mouse wheel scrolls back; a new line brings the view back to the end.

`idle` lines (a table's legend, dim) stand at the bottom of the box while the log's own lines
leave room for them above a blank row: the empty rows of a new game say something useful, and
give way to the game's account as it grows (they never push a line out, nor move). With
`idle_after`, they follow the log's lines a blank row below instead: no empty band between the
first line and the legend; the free rows gather at the bottom, where the account grows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.text import Text
from textual import events

from dragonwood_tui.i18n import _
from dragonwood_tui.tui.widgets.boxes import stack
from dragonwood_tui.tui.widgets.one_layout import OneLayoutPass

MAX_LINES = 2000


class GameLog(OneLayoutPass):
    DEFAULT_CSS = """
    GameLog { border: round $foreground 30%; background: $surface; }
    """

    def __init__(self, id: str | None = None, hanging: int = 0, idle_after: bool = False) -> None:
        super().__init__(id=id)
        self.idle_after = idle_after
        self.border_title = _("Log")
        self.hanging = hanging  # cells the continuation of a wrapped line is indented by
        self.texts: list[Text] = []
        self._rows: list[Text] = []  # the texts wrapped at _width
        self._tails: list[bool] = []  # each row: the continuation of a wrapped line (not its start)
        self._width = 0
        self._back = 0  # rows scrolled back from the end
        self._subtitle: str | None = None
        self._idle: list[Text] = []
        self._more: list[Text] = []  # a heading and lines after the idle lines, where rows are left
        self._idle_rows: tuple[int, list[list[Text]]] = (0, [])  # the idle lines and blocks wrapped, for a width

    def set_idle(self, lines: Iterable[Text], more: Sequence[Text] = ()) -> None:
        """The lines the log's empty rows show (none: []); a repaint only when they change.
        `more`: a heading and lines shown after them below a blank row, as many whole lines as
        the rows left hold, the heading where a row is left for it, and alone once the lines'
        whole block no longer fits (a tall box has no empty band in a game's first turns; the
        least needed lines last)."""
        new = list(lines)
        def key(texts: list[Text]) -> list[tuple[str, object]]:
            return [(t.plain, t.spans) for t in texts]
        if key(new) != key(self._idle) or key(list(more)) != key(self._more):
            self._idle = new
            self._more = list(more)
            self._idle_rows = (0, [])
            self.refresh()

    @property
    def count(self) -> int:
        """Lines in the log (before wrapping)."""
        return len(self.texts)

    @property
    def lines(self) -> list[str]:
        return [t.plain for t in self.texts]

    def add(self, lines: Iterable[str | Text], style: str = "") -> None:
        new = [line if isinstance(line, Text) else Text(line, style=style) for line in lines]
        if not new:
            return
        self.texts.extend(new)
        if self._width:
            for text in new:
                self._add_rows(self._wrap(text))
        if len(self.texts) > MAX_LINES:
            del self.texts[: len(self.texts) - MAX_LINES]
            self._rewrap()
        self._back = 0
        self.refresh()

    def reset(self, lines: Iterable[str | Text]) -> None:
        self.texts = []
        self._rows, self._tails = [], []
        self._back = 0
        self.add(lines)
        self.refresh()

    def clear(self) -> None:
        self.reset([])

    # -- wrapping and drawing -----------------------------------------------------------------
    def _wrap(self, text: Text) -> list[Text]:
        if text.cell_len <= self._width:
            return [text]
        hang = self.hanging if self._width > 3 * self.hanging else 0
        rows = list(text.wrap(self.app.console, self._width - hang))
        return rows[:1] + [Text(" " * hang) + row for row in rows[1:]]

    def _add_rows(self, rows: list[Text]) -> None:
        self._rows.extend(rows)
        self._tails.extend(i > 0 for i in range(len(rows)))

    def _rewrap(self) -> None:
        self._rows, self._tails = [], []
        for text in self.texts if self._width else ():
            self._add_rows(self._wrap(text))

    def _first_shown(self, end: int, height: int) -> int:
        """The first row shown above `end`: never the cut tail of a line (a new player read
        "  (the Ranger 5, …): Ada loses" with no beginning), unless the last line alone is
        taller than the box (then its beginning)."""
        start = max(0, end - height)
        while start < end and self._tails[start]:
            start += 1
        if start == end:  # the last line alone does not fit: its first rows
            start = end - 1
            while start > 0 and self._tails[start]:
                start -= 1
        return start

    def on_resize(self, event: events.Resize) -> None:
        width = self.content_size.width
        if width != self._width:
            self._width = width
            self._rewrap()
            self.refresh()

    def render(self) -> Text:
        if not self._width:
            self._width = self.content_size.width
            self._rewrap()
        height = max(1, self.content_size.height)
        end = max(0, len(self._rows) - self._back)
        if self._back:  # (scrolled back by the wheel: row by row)
            rows = self._rows[max(0, end - height) : end]
        else:  # the newest at the bottom, the rows above a cut line left blank
            start = self._first_shown(end, height)
            rows = self._rows[start : min(end, start + height)]
            rows = [Text("")] * (min(height, end) - len(rows)) + rows
        idle, more = self._idle_wrapped()
        if (idle or more) and not self._back:
            room = height - len(rows) - 1  # (a blank row between the log and them)
            shown = idle if len(idle) <= room else []  # the legend whole, or none of it
            room -= len(shown) + (1 if shown else 0)  # (a blank row between the two)
            extra: list[Text] = []
            for line in more[1:]:  # then the rules' lines, whole, as far as they fit
                if len(line) > room:
                    break
                extra += line
                room -= len(line)
            if extra and len(more[0]) <= room:  # their heading where a row is left for it
                extra = more[0] + extra
            shown = shown + [Text("")] + extra if shown and extra else shown or extra
            if shown:
                gap = 1 if self.idle_after and rows else height - len(rows) - len(shown)
                rows = rows + [Text("")] * gap + shown
        subtitle = _("↓ {n} newer (wheel)").format(n=self._back) if self._back else None
        if subtitle != self._subtitle:  # setting a border title repaints: only on a change
            self._subtitle = subtitle
            self.border_subtitle = subtitle
        return stack(rows)

    def _idle_wrapped(self) -> tuple[list[Text], list[list[Text]]]:
        """The idle lines wrapped at the log's width, and each line of `more` wrapped."""
        if not self._idle or not self._width:
            return [], []
        if self._idle_rows[0] != self._width:
            wrapped = [self._wrap(text) for text in [*self._idle, *self._more]]
            idle = [row for text in wrapped[: len(self._idle)] for row in text]
            self._idle_rows = (self._width, [idle, *wrapped[len(self._idle):]])
        return self._idle_rows[1][0], self._idle_rows[1][1:]

    def scroll_rows(self, rows: int) -> None:
        """Scroll back (rows > 0) or forward (rows < 0), within the log."""
        height = max(1, self.content_size.height)
        most = max(0, len(self._rows) - height)
        back = max(0, min(most, self._back + rows))
        if back != self._back:
            self._back = back
            self.refresh()

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_rows(3)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_rows(-3)
