"""A dialog's row of buttons that never cuts a button off.

A French or Russian label is longer than the English: at 80 columns a row of three ("Те же
карты и кубики (s)", "Новая раздача (n)", "Отмена (esc)") is wider than the dialog and
Textual's horizontal layout cuts the last one. When the labels do not fit, each drops its key
hint (the "(s)" at its end: the footer names the same keys); then the margins between them
shrink to one cell; when they still do not fit, the buttons stack one under another.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from textual.containers import Horizontal
from textual.widgets import Button

_KEY_HINT = re.compile(r"\s*\([^()]*\)$")  # "Cancel (esc)" → "Cancel"


class DialogButtons(Horizontal):
    """`Horizontal(classes="dialog-buttons")` whose buttons shorten, then stack, to fit."""

    def __init__(self, *children: Button, classes: str = "dialog-buttons", id: str | None = None) -> None:
        super().__init__(*children, classes=classes, id=id)
        # each button's label and, as laid out in a plain row, its least width and its
        # border, padding and margins: measured once, as the row's own classes change them
        self._buttons: dict[Button, tuple[str, int, int, int]] = {}

    def on_mount(self) -> None:
        for b in self.query_children(Button):
            least = int(b.styles.min_width.value) if b.styles.min_width else 0
            self._buttons[b] = (str(b.label), least, b.styles.gutter.width, b.styles.margin.width)

    def on_resize(self) -> None:
        self.fit(self.size.width)

    def _needs(self, short: bool, margins: bool) -> int:
        """The row's width with full or short labels, with the buttons' margins or a cell between."""
        total = 0
        for label, least, gutter, margin in self._buttons.values():
            words = _KEY_HINT.sub("", label) or label if short else label
            # as Button sizes itself: its label and a cell of line-pad either side, its border and padding, at least its min-width
            total += max(cell_len(words) + 2 + gutter, least) + (margin if margins else 1)
        return total

    def fit(self, width: int) -> None:
        if width <= 0 or not self._buttons:
            return
        if self._needs(False, True) <= width:
            short, tight, stacked = False, False, False
        elif self._needs(True, True) <= width:
            short, tight, stacked = True, False, False
        else:
            short, tight = True, self._needs(True, False) <= width
            stacked = not tight
        for button, (label, *_) in self._buttons.items():
            shown = _KEY_HINT.sub("", label) or label if short else label
            if str(button.label) != shown:
                button.label = shown
        self.set_class(tight, "-tight")
        self.set_class(stacked, "-stacked")
