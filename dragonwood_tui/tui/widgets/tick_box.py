"""A checkbox whose state shows as a sign (✓ or blank), not by colour alone."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox


class TickBox(Checkbox):
    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = "✓" if self.value else " "
        return super()._button
