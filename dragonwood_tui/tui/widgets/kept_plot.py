"""A plot that keeps what it drew, for the size, theme and language it drew it at — in memory
and, with a `store`, on disk.

textual-plotext builds the whole figure in Python (plotext) and decodes its ANSI output into
Rich text at every render: at 160x50 that was most of the time the Statistics screen took to
open. A screen says what the plot shows with `show(key, paint)`: `key` names the data (two
equal keys paint the same figure), `paint(plt)` makes the plotext calls. A figure is built once
per key, size, theme and language (its titles and axes are words), and kept as its lines ready
to draw (`Strip`s, the widget's style applied): the last KEEP of them for the whole app, and the
last STORED in the widget's `store` file, so that the first opening of a session draws the plot
its last session drew without importing plotext at all (a third of that opening's time).
The file is a sealed cache (`storage.cache`): edited or damaged, it is dropped and the figures
are built again. Sealed again by anyone, it is still checked (`_holds`): its text has no control
character, its styles are what Rich writes for a colour and attributes (never a link, never
anything else), a figure has the lines and width of the plot it is drawn in; else built again.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec
from rich.cells import cell_len
from rich.color import ANSI_COLOR_NAMES
from rich.errors import StyleSyntaxError
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.app import RenderResult
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from dragonwood_tui.i18n import language
from dragonwood_tui.storage.cache import SAFE_TEXT, Digest

KEEP = 32  # figures kept in memory: a few screens' plots at a few sizes; each a few hundred kB at most
STORED = 12  # figures kept on disk: a few lines of the table at the sizes of a terminal or two
STORE_VERSION = 1
MAX_STORE_BYTES = 32 * 1024 * 1024
_kept: OrderedDict[Hashable, Text] = OrderedDict()
_kept_lines: OrderedDict[Hashable, list[Strip]] = OrderedDict()  # the same, drawn with a widget's style

K = TypeVar("K")
V = TypeVar("V")

_Text = Annotated[str, msgspec.Meta(max_length=4096, pattern=SAFE_TEXT)]  # no escape sequence, no control
_Style = Annotated[str, msgspec.Meta(max_length=200)]  # what `str(rich.style.Style)` writes: `_STYLE`
_Line = list[tuple[_Text, _Style]]  # a drawn line: its runs of (text, style)
_Figure = Annotated[list[_Line], msgspec.Meta(max_length=1000)]

# The styles a figure's runs have, as Rich writes them: attributes, a colour and a background
# (a colour name, "#rrggbb", "color(N)", "default"); never "link ..." nor anything else.
_ATTRIBUTE = r"(?:not )?(?:bold|dim|italic|underline2?|blink2?|reverse|conceal|strike|frame|encircle|overline)"
_COLOUR = r"(?:#[0-9a-f]{6}|color\([0-9]{1,3}\)|default|" + "|".join(sorted(ANSI_COLOR_NAMES, key=len, reverse=True)) + ")"
_STYLE = re.compile(rf"(?:{_ATTRIBUTE} )*(?:{_ATTRIBUTE}|{_COLOUR}(?: on {_COLOUR})?|on {_COLOUR})?")


class _Store(msgspec.Struct, forbid_unknown_fields=True):
    version: int
    figures: Annotated[dict[Digest, _Figure], msgspec.Meta(max_length=STORED)]  # by the digest of what the figure shows and how


def _style_holds(style: str) -> bool:
    """`style` is one Rich writes for a figure's run, and parses to no link."""
    if not _STYLE.fullmatch(style):
        return False
    try:
        return not style or RichStyle.parse(style).link is None
    except StyleSyntaxError:
        return False


def _holds(store: _Store) -> bool:
    """A store as `_store` writes it: its version, and only the styles a figure is drawn with."""
    styles = {style for figure in store.figures.values() for line in figure for _, style in line}
    return store.version == STORE_VERSION and all(_style_holds(style) for style in styles)


_stores: dict[Path, dict[str, list[_Line]]] = {}  # each store file as read (or written) by this process


def _keep(kept: OrderedDict[K, V], key: K, value: V) -> V:
    kept[key] = value
    while len(kept) > KEEP:
        kept.popitem(last=False)
    return value


def _stored(path: Path) -> dict[str, list[_Line]]:
    figures = _stores.get(path)
    if figures is None:
        from dragonwood_tui.storage.cache import load_sealed

        found = load_sealed(path, _Store, MAX_STORE_BYTES, _holds)  # anyone can seal: checked too
        figures = _stores[path] = dict(found.figures) if found is not None else {}
    return figures


def _store(path: Path, digest: str, lines: list[Strip]) -> None:
    from dragonwood_tui.storage.cache import store_sealed

    figures = _stored(path)
    figures.pop(digest, None)
    figures[digest] = [[(seg.text, "" if seg.style is None else str(seg.style)) for seg in line] for line in lines]
    while len(figures) > STORED:
        figures.pop(next(iter(figures)))
    store_sealed(path, _Store(STORE_VERSION, figures))  # a file that can't be written: built again next time


def _fits(lines: list[_Line], width: int, height: int) -> bool:
    """A stored figure fills the plot exactly: `height` lines of `width` cells."""
    return len(lines) == height and all(sum(cell_len(text) for text, _ in line) == width for line in lines)


def _strips(lines: list[_Line], width: int) -> list[Strip] | None:
    """The stored lines as drawn: their text shown as text (`plain`: the file is anyone's), their
    styles without a link or an action, each line `width` cells; None for a style that is none."""
    from rich.errors import StyleSyntaxError

    from dragonwood_tui.storage.text import plain

    try:
        styles = {style: RichStyle.parse(style).clear_meta_and_links() for line in lines for _text, style in line if style}
    except StyleSyntaxError:
        return None
    return [
        Strip([Segment(plain(text), styles.get(style)) for text, style in line]).adjust_cell_length(width) for line in lines
    ]


class KeptPlot(Widget):
    DEFAULT_CSS = """
    KeptPlot {
        width: 1fr;
        height: 1fr;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None, store: Path | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._key: Hashable = None
        self._paint: Callable[[Any], None] | None = None
        self._store = store
        self._plot: Any = None  # textual-plotext's `Plot`, made when a figure is first built
        self._note: Text | None = None  # shown instead of a figure
        self._short: Text | None = None  # shown instead of the note when the note has not the rows
        self._head: Text | None = None  # a line above the figure (its y title and key, where a reader looks first)
        self._more: Text | None = None  # shown under the note where the rows are free (never cut)

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self.refresh())

    def show(
        self, key: Hashable, paint: Callable[[Any], None] | None, note: Text | None = None, short: Text | None = None,
        head: Text | None = None, more: Text | None = None,
    ) -> None:
        """Show the figure `paint` makes (None: an empty plot), named by `key`, under the line
        `head` (plotext's own legend doubles its markers, "WW won", and puts the y title at the
        bottom left); or, with a `note`, that text instead of a figure (too few points to plot:
        plotext is not called), or `short` when the note is taller than the widget (a note is
        never cut); `more` under the note where it fits whole (a few games' details)."""
        if (key == self._key and (paint is None) == (self._paint is None)
                and (note, short, head, more) == (self._note, self._short, self._head, self._more)):
            return
        self._key, self._paint, self._note, self._short, self._head = key, paint, note, short, head
        self._more = more
        self.refresh()

    def _theme_name(self) -> str:
        return f"textual-auto-{self.app.theme}"  # textual-plotext's name for the app theme's colours

    def _figure_key(self) -> Hashable:
        note = None if self._note is None else self._note.plain + ("" if self._more is None else self._more.plain)
        head = None if self._head is None else self._head.markup
        return (self._key, self._paint is None, note, head, self.size.width, self.size.height, self._theme_name(), language())

    def _build(self) -> Text:
        """The figure made by plotext, as textual-plotext's `PlotextPlot` makes it."""
        from plotext._dict import themes
        from textual.color import Color
        from textual_plotext.plot import Plot, _rgbify_theme, _sequence

        theme = self._theme_name()
        if theme not in themes:
            surface = Color.parse(self.app.theme_variables.get("surface", "black")).rgb
            foreground = Color.parse(self.app.theme_variables.get("foreground", "white")).rgb
            sequence: Any = _sequence
            themes[theme] = _rgbify_theme(surface, surface, foreground, "default", sequence)
        plt = self._plot = self._plot or Plot()
        plt.clear_data()
        plt.clear_figure()
        if self._paint is not None:
            self._paint(plt)
        width, height = self.size
        height -= self._head is not None  # the head's row
        plt.plotsize(width, height)
        plt._set_size(width, height)  # as PlotextPlot does (its resizing needs both)
        plt.theme(theme)
        return Text.from_ansi(plt.build())

    def render(self) -> RenderResult:
        if self._note is not None:  # centred across, from the top (one free row above it): read as a page
            note = self._note  # right under the tabs, never floating in the middle of empty rows
            if self._short is not None and len(note.split("\n")) > self.size.height:
                note = self._short
            lines = [Text(" " * max(0, (self.size.width - line.cell_len) // 2)) + line for line in note.split("\n")]
            if self._more is not None and note is self._note:  # under it where its rows are free
                more = self._more.split("\n")
                if len(lines) + 2 + len(more) <= self.size.height:
                    left = max(0, (self.size.width - max(line.cell_len for line in more)) // 2)
                    lines += [Text(""), *(Text(" " * left) + line for line in more)]
            spare = self.size.height - len(lines)
            return Text("\n" * max(0, min(1, spare))) + Text("\n").join(lines)
        key = self._figure_key()
        text = _kept.get(key)
        if text is None:
            built = self._build()
            if self._head is not None:  # the head as wide as the figure's lines (a stored figure fills the plot: `_fits`)
                head = self._head.copy()
                head.truncate(self.size.width, overflow="ellipsis", pad=True)
                built = Text("\n").join([head, built])
            text = _keep(_kept, key, built)
        else:
            _kept.move_to_end(key)
        return text.copy()  # Textual may divide or style what it is given: the kept one stays as built

    def _digest(self, style: Any) -> str:
        """What the figure shows and how, in a few bytes (the store's key)."""
        from dragonwood_tui.storage.cache import file_digest

        colours = [self.app.theme_variables.get(v) for v in ("surface", "foreground")]
        return file_digest(msgspec.json.encode([repr(self._figure_key()), colours, str(style.rich_style)]))

    def render_line(self, y: int) -> Strip:
        """A line of the figure, from the kept lines (Textual's own path turns the whole
        figure's text into lines again whenever the widget is drawn anew)."""
        style = self.visual_style
        key = (self._figure_key(), style)
        lines = _kept_lines.get(key)
        if lines is None:
            store = self._store if self._note is None else None  # (a note is quick to draw: not stored)
            digest = self._digest(style) if store is not None else ""
            stored = _stored(store).get(digest) if store is not None else None
            if stored is not None and _fits(stored, self.size.width, self.size.height):
                lines = _strips(stored, self.size.width)
            if lines is None:
                visual: Visual = visualize(self, self.render(), markup=False)
                lines = Visual.to_strips(self, visual, self.size.width, self.size.height, style)
                if store is not None:
                    _store(store, digest, lines)
            _keep(_kept_lines, key, lines)
        else:
            _kept_lines.move_to_end(key)
        return lines[y] if 0 <= y < len(lines) else Strip.blank(self.size.width, style.rich_style)
