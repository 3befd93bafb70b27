"""A footer for screens with many keys: below `palette_from` columns it leaves out the "^p
Commands" item (ctrl+p still opens the palette, and the help screen lists it), so that the
screen's own keys show whole at 80 columns instead of the last one cut to "es"."""

from __future__ import annotations

from textual.events import Resize
from textual.widgets import Footer


class RoomyFooter(Footer):
    def __init__(self, palette_from: int = 100) -> None:
        super().__init__()
        self.palette_from = palette_from

    def on_resize(self, event: Resize) -> None:
        shown = event.size.width >= self.palette_from
        if shown != self.show_command_palette:
            self.show_command_palette = shown
            self.refresh(recompose=True)
