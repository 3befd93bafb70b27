"""The footer as one widget: the screen's keys drawn as Textual's footer draws them.

Textual's footer is a container of a widget per key, each styled with its component classes,
measured by rendering it and laid out: nine keys were a fifth of a screen's first opening (the
Campaign map's, the Statistics'). This one draws the same line itself — "key description" items
in the footer's colours, packed closer below `compact_below` columns, the command palette's key
at the right edge from `palette_from` columns — and reads the screen's bindings when it draws,
so a change of keys (or of language, or of keyboard layout) is one redraw. A click on a key
presses it (a disabled one rings the bell, as Textual's); the key under the pointer is lit and
its tooltip shown.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

from dragonwood_tui.tui.widgets.cut_to_fit import cut_longest
from dragonwood_tui.tui.widgets.footer import footer_bindings, translated


class Item(NamedTuple):
    action: str
    key: str  # the key pressed by a click
    shown: str  # the key as drawn (`App.get_key_display`: the letter a Cyrillic layout types)
    words: str
    enabled: bool
    tooltip: str
    start: int  # cells from the left edge
    end: int


def _shortened(keys: list[tuple[str, str]], width: int, compact: bool) -> list[str]:
    """The keys' words, the longest cut with "…" a cell at a time (the last key's never: it is
    the help's) until the line fits `width`: a key whose words are cut is still seen and
    pressed, a key past the edge is not. Words keep three cells at least."""
    pad = 1 if compact else 2

    def fits(words: list[str]) -> bool:
        return sum(cell_len(k) + 1 + cell_len(w) + pad for (k, _w), w in zip(keys, words)) - 1 <= width

    return cut_longest([w for _k, w in keys], fits, keep={len(keys) - 1})[0]


class LeanFooter(Widget, can_focus=False):
    ALLOW_SELECT = False
    DEFAULT_CSS = """
    LeanFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        text-wrap: nowrap;
    }
    LeanFooter > .lean-footer--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    LeanFooter > .lean-footer--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    LeanFooter > .lean-footer--item {
        background: $footer-item-background;
    }
    LeanFooter > .lean-footer--hover {
        color: $footer-key-foreground;
        background: $block-hover-background;
    }
    LeanFooter > .lean-footer--border {
        color: $foreground 20%;
    }
    """
    COMPONENT_CLASSES = {"lean-footer--key", "lean-footer--description", "lean-footer--item", "lean-footer--hover", "lean-footer--border"}

    def __init__(self, palette_from: int = 100, compact_below: int = 0) -> None:
        super().__init__()
        self.palette_from = palette_from  # as `RoomyFooter`'s
        self.compact_below = compact_below
        self._hover: int | None = None  # the item under the pointer
        self._drawn: tuple[list[Item], Item | None] | None = None  # the items last drawn

    def on_mount(self) -> None:
        # (the screen's own signal: it lives as long as the screen, as this footer does)
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if self.items() != self._drawn:  # (the focus moving to the screen's first widget changes none)
            self.refresh()

    def _compact(self) -> bool:
        """Packed below `compact_below` columns, and wherever the keys would not fit roomy (a
        language's longer words): a key cut at the edge is a key the player does not see."""
        if self.app.size.width < self.compact_below:
            return True
        keys, _found = footer_bindings(self.screen)
        roomy = sum(cell_len(self.app.get_key_display(b)) + cell_len(translated(b.description)) + 3 for _n, b, _e, _t in keys)
        return roomy - 1 > (self.size.width or self.app.size.width)  # (the last key's right pad may go)

    def items(self) -> tuple[list[Item], Item | None]:
        """The keys as drawn (one per action, as Textual's footer shows them), and the palette's
        (left out where it would cover a key)."""
        app, compact, width = self.app, self._compact(), self.size.width
        keys, found = footer_bindings(self.screen)
        items, x = [], 0
        described = _shortened(
            [(app.get_key_display(b), translated(b.description)) for _n, b, _e, _t in keys], width or app.size.width, compact)
        for (_node, binding, enabled, tooltip), words in zip(keys, described):
            drawn = app.get_key_display(binding)
            size = cell_len(drawn) + 1 + cell_len(words) + (1 if compact else 2)
            items.append(Item(binding.action, binding.key, drawn, words, enabled, translated(tooltip), x, x + size))
            x += size
        palette = None
        if found is not None and app.ENABLE_COMMAND_PALETTE and app.size.width >= self.palette_from:
            _node, binding, enabled, _tooltip = found
            drawn, words = app.get_key_display(binding), translated(binding.description)
            # the border, the key drawn packed whatever the footer (Textual's keeps its own style
            # for it), and a cell of padding at the right edge in a roomy footer
            size = 1 + cell_len(drawn) + 1 + cell_len(words) + (0 if compact else 1)
            palette = Item(binding.action, binding.key, drawn, words, enabled, translated(binding.tooltip or binding.description), width - size, width)
            if items and items[-1].end > palette.start:
                palette = None
        return items, palette

    def _every(self) -> tuple[Item, ...]:
        """The keys, then the palette's when shown."""
        items, palette = self.items()
        return (*items, *([palette] if palette else []))

    def render(self) -> Text:
        compact = self._compact()
        key_style, words_style, item_style, hover_style, border_style = (
            self.get_component_rich_style(f"lean-footer--{name}") for name in ("key", "description", "item", "hover", "border")
        )
        items, palette = self._drawn = self.items()
        text = Text(no_wrap=True, overflow="crop", end="")
        for i, item in enumerate((*items, *([palette] if palette else []))):
            if item is palette:
                text.append(" " * max(0, item.start - cell_len(text.plain)))
                text.append("▏", border_style)
            lit = hover_style if i == self._hover else Style()
            dim = Style(dim=True) if not item.enabled else Style()
            key, words = item_style + key_style + lit + dim, item_style + words_style + lit + dim
            if item is palette:
                text.append(item.shown, key)
                text.append(" " + item.words, words)
                text.append("" if compact else " ", item_style)
            elif compact:  # as Textual's compact footer: no padding, a cell of margin between keys
                text.append(item.shown, key)
                text.append(" " + item.words, words)
                if i + 1 < len(items):
                    text.append(" ")
            else:
                text.append(" " + item.shown + " ", key)
                text.append(item.words + " ", words)
        return text

    def _item_at(self, x: int) -> int | None:
        return next((i for i, item in enumerate(self._every()) if item.start <= x < item.end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        hover = self._item_at(event.x)
        if hover != self._hover:
            self._hover = hover
            self.tooltip = self._every()[hover].tooltip or None if hover is not None else None
            self.refresh()

    def on_leave(self, event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.tooltip = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self._item_at(event.x)
        if index is None:
            return
        item = self._every()[index]
        if item.enabled:
            self.app.simulate_key(item.key)
        else:
            self.app.bell()
