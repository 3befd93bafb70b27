"""The app's footers.

`Footer` is Textual's, with the bindings' descriptions and tooltips in the language in effect:
bindings are declared with `N_("Reload")` (marked, English) and translated here each time the
footer is built, so a change of language shows at the next build (the app refreshes the
bindings when the language changes, and the footer builds its keys again).

`SteadyFooter`: Textual's footer builds its keys again (a dozen widgets, styled and laid out)
whenever the screen refreshes its bindings; a table does at every change of phase or of whose
move, most often to the same keys. This one rebuilds only when what it shows would change.

`RoomyFooter` is for screens with many keys: below `palette_from` columns it leaves out the "^p
Commands" item (ctrl+p still opens the palette, and the help screen lists it), and below
`compact_below` columns it packs the keys closer (Textual's compact footer), so that the screen's
own keys show whole at 80 columns instead of the last one cut ("esc Close" cut to "es").
Decided from the terminal's width when the footer is built (its first frame is already right),
and again when the width changes."""

from __future__ import annotations

from collections.abc import Hashable

from typing import Any

from textual.app import ComposeResult
from textual.binding import ActiveBinding
from textual.events import Resize
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from dragonwood_tui.i18n import _, language


def translated(text: str | None) -> str:
    """A binding's description or tooltip (English, marked with N_) in the language in effect."""
    return _(text) if text else ""


def _translate(widget: Widget) -> None:
    if isinstance(widget, FooterKey):
        widget.description = translated(widget.description)
        if isinstance(widget.tooltip, str):
            widget.tooltip = translated(widget.tooltip)
    elif isinstance(widget, FooterLabel):
        widget.update(translated(str(widget.content)))


class Footer(TextualFooter):
    """Textual's footer, its words in the language in effect, and each key made in the footer's
    style (compact or not) from the start. (Textual makes every key compact, then data binding
    makes it as the footer is: two style updates of every key at each build, a quarter of the
    time the Statistics screen took to open.)"""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            _translate(widget)
            _settle(widget, self.compact)
            yield widget


def _settle(widget: Widget, compact: bool) -> None:
    for key in (widget, *getattr(widget, "_pending_children", ())):  # a group's keys are its children
        # (the palette's key is not bound to the footer's style in Textual: it keeps its own)
        if isinstance(key, FooterKey) and not key.has_class("-command-palette"):
            key.set_reactive(FooterKey.compact, compact)
            key.set_class(compact, "-compact", update=False)


class SteadyFooter(Footer):
    """The footer, rebuilt only when what it shows would change.

    `at_once`: its keys built with the footer (Textual builds them once the screen has told its
    bindings, after the first frame: a second build, layout and frame). For a screen whose keys
    do not change when its first widget takes the focus."""

    def __init__(self, at_once: bool = False) -> None:
        super().__init__()
        self._shown: Hashable = None  # what the keys built last show
        self._bindings_ready = at_once
        self._pending = False  # a build asked for and not yet done (after the next refresh)

    def _layout_key(self) -> Hashable:
        return self.show_command_palette, self.compact

    def _showing(self) -> Hashable:
        """Everything the built keys depend on: each shown binding as drawn, and the layout."""
        app = self.app
        keys = tuple(
            (b.key, app.get_key_display(b), b.description, b.action, b.group, enabled, tooltip)
            for (_node, b, enabled, tooltip) in self.screen.active_bindings.values()
            if b.show
        )
        return keys, self._layout_key(), language()

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if self.is_attached and screen is self.screen and self._bindings_ready:
            if self._pending or self._showing() == self._shown:
                return  # the same keys, or a build already asked for (it reads the keys then)
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self._pending = True
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        self._pending = False
        if self._bindings_ready:
            self._shown = self._showing()
        yield from super().compose()


class RoomyFooter(SteadyFooter):
    def __init__(self, palette_from: int = 100, compact_below: int = 0, at_once: bool = False) -> None:
        super().__init__(at_once)
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


class FittingFooter(RoomyFooter):
    """A `RoomyFooter` that also fits its keys to the width when the words are longer (French,
    Russian): where the keys shown would not fit, it leaves out "^p Commands", then packs the keys
    closer, so that "f1 Help" is never the key cut off. Where they fit it is the footer the widths
    alone give (`palette_from`, `compact_below`: 0 and 0 for a plain footer)."""

    def __init__(self, palette_from: int = 0, compact_below: int = 0) -> None:
        super().__init__(palette_from=palette_from, compact_below=compact_below)

    def _fit(self, width: int) -> tuple[bool, bool]:
        palette, compact = super()._fit(width)
        if not self._bindings_ready:
            return palette, compact
        keys, commands = self._keys_shown()
        if palette and _width(keys, commands, compact) > width:
            palette = False
        if not compact and _width(keys, commands if palette else None, False) > width:
            compact = True
        return palette, compact

    def _keys_shown(self) -> tuple[list[str], str | None]:
        """Each key of the footer as drawn ("r Reload"), one per action as Textual's footer
        shows them; and the palette's ("^p Commands", None when there is none)."""
        app = self.app
        keys, palette = footer_bindings(self.screen)
        shown = [f"{app.get_key_display(b.binding)} {translated(b.binding.description)}" for b in keys]
        commands = f"{app.get_key_display(palette.binding)} {translated(palette.binding.description)}" if palette else None
        return shown, commands


def footer_bindings(screen: Screen[object]) -> tuple[list[ActiveBinding], ActiveBinding | None]:
    """The bindings a footer shows: one per action (the first bound), as Textual's footer shows
    them; and the command palette's (None when the screen has none)."""
    shown: dict[str, ActiveBinding] = {}
    active = screen.active_bindings
    for found in active.values():
        if found.binding.show and found.binding.action not in shown:
            shown[found.binding.action] = found
    return list(shown.values()), active.get(screen.app.COMMAND_PALETTE_BINDING)


def _width(keys: list[str], commands: str | None, compact: bool) -> int:
    """Cells the footer's keys take: each key's text and its padding (1 packed, 2 else; the
    last key's last one is blank and may go when no palette follows) and the palette's key, docked at the right with
    its border."""
    from rich.cells import cell_len

    # the last key's blank may go only with no palette: else its border would touch the words ("Aide▏^p")
    cells = sum(cell_len(key) + (1 if compact else 2) for key in keys) - (1 if keys and commands is None else 0)
    if commands is not None:
        cells += cell_len(commands) + 2
    return cells
