"""Small clickable labels in a row: one-time enhancements to spend, army powers to use.

A chip's payload may be a pair: a click on its left half sends the first, on its right half the
second (one card with two directions reads as one chip).

A chip that is "on" shows a ✓ (and a heavier look), so its state never rests on colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from dragonwood_tui.tui.widgets.status_bar import TextBox


class ChipClicked(Message):
    def __init__(self, area: str, payload: Any) -> None:
        super().__init__()
        self.area = area
        self.payload = payload


class Chip(Widget):
    DEFAULT_CSS = """
    Chip { width: auto; height: 1; padding: 0 1; margin: 0 1 0 0; background: $panel; }
    Chip.-on { background: $accent 40%; text-style: bold; }
    Chip.-off { color: $text-muted; background: $surface; }
    Chip:hover { background: $primary 30%; }
    """

    def __init__(self, area: str) -> None:
        super().__init__()
        self.area = area
        self.payload: Any = None
        self.text = Text("")
        self._state: Any = None

    def set_chip(self, text: Text, payload: Any, on: bool, off: bool = False) -> None:
        state = (str(text), payload, on, off)
        if state == self._state:
            return
        self._state = state
        self.payload = payload
        shown = Text("✓ ") + text if on else text
        relayout = shown.cell_len != self.text.cell_len
        self.text = shown
        self.set_class(on, "-on")
        self.set_class(off, "-off")
        self.refresh(layout=relayout)

    def render(self) -> Text:
        return self.text

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.text.cell_len

    def on_click(self, event: Click) -> None:
        event.stop()
        payload = self.payload
        if isinstance(payload, tuple):  # a chip of two halves (shift: −1 left, +1 right)
            payload = payload[0] if event.x < self.size.width // 2 else payload[1]
        if payload is not None:
            self.post_message(ChipClicked(self.area, payload))


class ChipRow(Widget):
    """A label then chips. `show(label, chips)` with chips as (text, payload, on, off)."""

    DEFAULT_CSS = """
    ChipRow { layout: horizontal; height: 1; }
    ChipRow > .chip-label { height: 1; }
    """

    def __init__(self, area: str, id: str | None = None) -> None:
        super().__init__(id=id)
        self.area = area
        self._pool: list[Chip] = []
        self._label = TextBox("", classes="chip-label")
        self._label_key: Any = None

    def compose(self) -> ComposeResult:
        yield self._label

    def show(self, label: Text | str, chips: Sequence[tuple[Text, Any, bool, bool]]) -> None:
        text = label if isinstance(label, Text) else Text(label)
        if self._label.say(text):
            width = text.cell_len + 1
            if self._label.styles.width is None or self._label.styles.width.value != width:
                self._label.styles.width = width
        while len(self._pool) < len(chips):
            chip = Chip(self.area)
            self._pool.append(chip)
            self.mount(chip)
        for i, chip in enumerate(self._pool):
            if i < len(chips):
                text, payload, on, off = chips[i]
                chip.display = True
                chip.set_chip(text, payload, on, off)
            else:
                chip.display = False
