"""A screen's other keys, drawn as the footer draws its keys, in one widget.

The footer holds one row, so a screen with more actions than fit there (the saved games: open,
resume, challenge, import, open a file) shows the rest in a `KeyLine` just above it: "key
Description" items in the footer's colours, a click on one runs its action, and the items
wrap whole onto a second row when the width runs out (never cut in the middle). One widget
instead of a button per action: a row of eight buttons cost the Saved games screen a fifth of
its opening (each button composed, styled and laid out).

The items are a screen's own bindings (by their ids), so the key shown is the one the footer
would show (`App.get_key_display`: the letter a Cyrillic layout types) and the words are the
bindings' descriptions in the language in effect.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.widget import Widget

from dragonwood_tui.tui.widgets.footer import translated



class KeyLine(Widget):
    DEFAULT_CSS = """
    KeyLine {
        height: auto;
        background: $footer-background;
        color: $footer-description-foreground;
    }
    KeyLine > .key-line--key {
        color: $footer-key-foreground;
        text-style: bold;
    }
    """
    COMPONENT_CLASSES = {"key-line--key"}

    def __init__(self, bindings: Sequence[Binding], compact_below: int = 0, id: str | None = None) -> None:
        super().__init__(id=id)
        self.bindings = list(bindings)
        self.compact_below = compact_below  # as the footer's (RoomyFooter): items packed closer

    def _spacing(self) -> tuple[int, int]:
        """(cells before the first item, cells between two), as the footer spaces its keys."""
        return (0, 1) if self.app.size.width < self.compact_below else (1, 2)

    def items(self) -> list[tuple[str, str, str]]:
        """(key as shown, description, action) of each binding."""
        app = self.app
        return [(app.get_key_display(b), translated(b.description), b.action) for b in self.bindings]

    def _rows(self, width: int) -> list[list[int]]:
        """The items' indices, row by row: as many whole items as fit in `width`."""
        lead, gap = self._spacing()
        rows: list[list[int]] = [[]]
        used = lead
        for i, (key, words, _action) in enumerate(self.items()):
            size = cell_len(key) + 1 + cell_len(words)
            if rows[-1] and used + gap + size > width:
                rows.append([])
                used = lead
            used += size + (gap if rows[-1] else 0)
            rows[-1].append(i)
        return rows

    def get_content_width(self, container: object, viewport: object) -> int:
        lead, gap = self._spacing()
        return lead + sum(cell_len(k) + 1 + cell_len(w) for k, w, _ in self.items()) + gap * max(len(self.bindings) - 1, 0)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self._rows(width))

    def render(self) -> Text:
        items = self.items()
        key_style = self.get_component_rich_style("key-line--key")
        lead, gap = self._spacing()
        text = Text(no_wrap=True, overflow="crop", end="")
        for r, row in enumerate(self._rows(self.content_size.width)):
            if r:
                text.append("\n")
            for n, i in enumerate(row):
                key, words, _action = items[i]
                text.append(" " * (gap if n else lead))
                text.append(key, key_style)
                text.append(" " + words)
        return text

    def action_at(self, x: int, y: int) -> str | None:
        """The action of the item at (x, y) of the content (None: between items)."""
        items = self.items()
        rows = self._rows(self.content_size.width)
        if not 0 <= y < len(rows):
            return None
        lead, gap = self._spacing()
        left = lead
        for i in rows[y]:
            key, words, action = items[i]
            right = left + cell_len(key) + 1 + cell_len(words)
            if left <= x < right:
                return action
            left = right + gap
        return None

    def place(self, action: str) -> tuple[int, int] | None:
        """Where (x, y in the widget, padding included) the item of `action` starts."""
        items = self.items()
        lead, gap = self._spacing()
        for y, row in enumerate(self._rows(self.content_size.width)):
            left = lead
            for i in row:
                key, words, item_action = items[i]
                if item_action == action:
                    return left + self.styles.padding.left, y + self.styles.padding.top
                left += cell_len(key) + 1 + cell_len(words) + gap
        return None

    async def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        action = self.action_at(offset.x, offset.y) if offset is not None else None
        if action is not None:
            event.stop()
            await self.screen.run_action(action)
