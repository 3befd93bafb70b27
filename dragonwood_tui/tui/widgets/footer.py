"""The app's footers. `Footer` is Textual's, with the bindings' descriptions and tooltips in the
language in effect: bindings are declared with `N_("Reload")` (marked, English) and translated
here each time the footer is drawn, so a change of language shows at the next redraw (the app
refreshes the bindings when the language changes, and the footer recomposes).

`RoomyFooter` is for screens with many keys: below `palette_from` columns it leaves out the "^p
Commands" item (ctrl+p still opens the palette, and the help screen lists it), and below
`compact_below` columns it packs the keys closer (Textual's compact footer), so that the screen's
own keys show whole at 80 columns instead of the last one cut ("esc Close" cut to "es").

Decided from the terminal's width when the footer is built (its first frame is already right),
and again when the width changes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from dragonwood_tui.i18n import _


def translated(text: str | None) -> str:
    """A binding's description or tooltip (English, marked with N_) in the language in effect."""
    return _(text) if text else (text or "")


class Footer(TextualFooter):
    def compose(self) -> ComposeResult:
        for widget in super().compose():
            _translate(widget)
            yield widget


def _translate(widget: Widget) -> None:
    if isinstance(widget, FooterKey):
        widget.description = translated(widget.description)
        if widget.tooltip is not None and isinstance(widget.tooltip, str):
            widget.tooltip = translated(widget.tooltip)
    elif isinstance(widget, FooterLabel):
        widget.update(translated(str(widget.content)))


class RoomyFooter(Footer):
    def __init__(self, palette_from: int = 100, compact_below: int = 0) -> None:
        super().__init__()
        self.palette_from = palette_from
        self.compact_below = compact_below
        self._fitted_to: tuple[bool, bool] | None = None

    def _fit(self, width: int) -> tuple[bool, bool]:
        return width >= self.palette_from, width < self.compact_below

    def compose(self) -> ComposeResult:
        palette, compact = self._fitted_to = self._fit(self.app.size.width)
        self.set_reactive(TextualFooter.show_command_palette, palette)
        self.set_reactive(TextualFooter.compact, compact)
        self.set_class(compact, "-compact")
        yield from super().compose()

    def on_resize(self, event: Resize) -> None:
        if self._fit(self.app.size.width) != self._fitted_to:
            self.refresh(recompose=True)
