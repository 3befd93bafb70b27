"""The card frame, the badge and the large value: the drawing of the visual language.

Every game draws its cards with these (Rich `Text`, so a widget's `render` returns them and a
row widget joins several side by side). The frame's shape says what a card is and what state it
is in; the colour (from `palette`) only repeats it:

    ╭─ ordinary ─╮  ╒═ power ✦ ═╕  ╓─ event ☄ ─╖  ▛▀ boss ♛ ▀▜  ┌┄ empty ┄┐
    │            │  │           │  ║           ║  ▌          ▐  ┆         ┆
    ╰────────────╯  ╘═══════════╛  ╙───────────╜  ▙▄▄▄▄▄▄▄▄▄▄▟  └┄┄┄┄┄┄┄┄┄┘

    ┏━ selected ━┓  ╔═ targeted ◆ ═╗     a state replaces the family's shape; the family
    ┃            ┃  ║              ║     keeps its symbol in the title and its colour
    ┗━━━━━━━━━━━━┛  ╚══════════════╝     (a row of cards may also lift a selected one)

    ⟨★3⟩ a badge: what a card is worth (★ points, ♥ life...), boxed by ⟨ ⟩.

    ╺━┓  ┏━╸  a value drawn 3 rows tall when the card has the room (`value_lines`), else on
    ┏━┛  ┗━┓  one line: "7".
    ┗━╸  ╺━┛
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from rich.style import Style
from rich.text import Text
from textual.renderables.digits import DIGITS, DIGITS3X3_BOLD

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.palette import Palette
from dragonwood_tui.tui.widgets.symbols import METHOD_ORDER, METHOD_SYMBOLS, POINTS, suit_symbol
from dragonwood_tui.tui.widgets.text_fit import fit

FAMILIES: Final = ("ordinary", "power", "event", "boss", "empty")
STATES: Final = ("", "selected", "targeted")


class Frame(NamedTuple):
    """The characters of a card's frame."""

    top_left: str
    top: str
    top_right: str
    left: str
    right: str
    bottom_left: str
    bottom: str
    bottom_right: str


FRAMES: Final = {
    "ordinary": Frame("╭", "─", "╮", "│", "│", "╰", "─", "╯"),
    "power": Frame("╒", "═", "╕", "│", "│", "╘", "═", "╛"),
    "event": Frame("╓", "─", "╖", "║", "║", "╙", "─", "╜"),
    "boss": Frame("▛", "▀", "▜", "▌", "▐", "▙", "▄", "▟"),
    "empty": Frame("┌", "┄", "┐", "┆", "┆", "└", "┄", "┘"),
    "selected": Frame("┏", "━", "┓", "┃", "┃", "┗", "━", "┛"),
    "targeted": Frame("╔", "═", "╗", "║", "║", "╚", "═", "╝"),
}


def frame_of(family: str, state: str = "") -> Frame:
    """The frame for a card of `family` in `state` ("", "selected", "targeted")."""
    return FRAMES.get(state) or FRAMES.get(family) or FRAMES["ordinary"]


def frame_style(pal: Palette, family: str, state: str = "") -> Style:
    if state == "selected":
        return pal.selected
    if state == "targeted":
        return pal.targeted
    return pal.family(family)


def _edge(
    corners: tuple[str, str], fill: str, width: int, left: Text | None, right: Text | None, centre: Text | None,
    style: Style,
) -> Text:
    """A top or bottom edge `width` cells wide: `left` two cells in, `right` ending two cells
    before the end (labels cut to fit; the left one gives way first), or else `centre` in the
    middle. Built by appending runs (no slicing: a table draws many of these per key press)."""
    inner = max(0, width - 2)
    out = Text(corners[0], style=style, no_wrap=True)
    if centre is not None and centre.cell_len and inner > 0:
        piece = fit(centre, inner)
        before = (inner - piece.cell_len) // 2
        out.append(fill * before, style=style)
        out.append_text(piece)
        out.append(fill * (inner - before - piece.cell_len), style=style)
    else:
        r = fit(right, inner - 2) if right is not None and right.cell_len and inner > 2 else None
        right_len = r.cell_len if r is not None else 0
        room = inner - 2 - (right_len + 1 if right_len else 0)
        l = fit(left, room) if left is not None and left.cell_len and room > 0 else None
        used = 0
        if l is not None:
            out.append(fill, style=style)
            out.append_text(l)
            used = 1 + l.cell_len
        out.append(fill * max(0, inner - used - right_len - (1 if r is not None else 0)), style=style)
        if r is not None:
            out.append_text(r)
            out.append(fill, style=style)
    out.append(corners[1], style=style)
    return out


def _label(value: Text | str | None, style: Style) -> Text | None:
    if value is None or value == "":
        return None
    return value if isinstance(value, Text) else Text(value, style=style)


def card_lines(
    body: Sequence[Text | str],
    width: int,
    height: int,
    pal: Palette,
    *,
    family: str = "ordinary",
    state: str = "",
    title: Text | str | None = None,
    corner: Text | str | None = None,
    footer: Text | str | None = None,
    border: Style | None = None,
) -> list[Text]:
    """A card `width` x `height` cells as lines: the frame of `family`/`state` around `body`
    (each line cut to fit with "…", padded, the lines past the room dropped). `title` sits on the
    top edge at the left, `corner` (a badge) at the right, `footer` in the bottom edge's middle.
    `border` overrides the frame's colour (an adventurer card in its suit's colour)."""
    f = frame_of(family, state)
    style = border if border is not None and not state else frame_style(pal, family, state)
    inner = max(0, width - 2)
    rows = max(0, height - 2)
    out: list[Text] = []
    out.append(_edge((f.top_left, f.top_right), f.top, width, _label(title, style), _label(corner, style), None, style))
    for i in range(rows):
        out.append(_framed(body[i] if i < len(body) else "", inner, f, style))
    out.append(_edge((f.bottom_left, f.bottom_right), f.bottom, width, None, None, _label(footer, style), style))
    return out


def _framed(line: Text | str, inner: int, f: Frame, style: Style) -> Text:
    """One row of a card's body between the frame's sides, cut to fit with "…", padded."""
    piece = fit(line, inner) if inner else Text()
    row = Text(f.left, style=style)
    row.append_text(piece)
    row.append(" " * (inner - piece.cell_len))
    row.append(f.right, style=style)
    return row


def card_row(
    line: Text | str, width: int, pal: Palette, *, family: str = "ordinary", state: str = "", border: Style | None = None
) -> Text:
    """The row `card_lines` draws for `line` of a card's body (same arguments): a card whose
    other rows are kept redraws one row alone (a landscape card's chance of the selection)."""
    style = border if border is not None and not state else frame_style(pal, family, state)
    return _framed(line, max(0, width - 2), frame_of(family, state), style)


def card_face(
    body: Sequence[Text | str],
    width: int,
    height: int,
    pal: Palette,
    *,
    family: str = "ordinary",
    state: str = "",
    title: Text | str | None = None,
    corner: Text | str | None = None,
    footer: Text | str | None = None,
    border: Style | None = None,
) -> Text:
    """`card_lines` as one Text (lines joined, never wrapped): what a one-card widget renders."""
    lines = card_lines(
        body, width, height, pal, family=family, state=state, title=title, corner=corner, footer=footer, border=border
    )
    return stack(lines)


def stack(lines: Sequence[Text]) -> Text:
    """Lines one under the other in one Text, never wrapped (cropped at the widget's edge)."""
    out = Text(no_wrap=True, overflow="crop")
    for i, line in enumerate(lines):
        if i:
            out.append("\n")
        out.append_text(line)
    return out


def side_by_side(cards: Sequence[Sequence[Text]], gap: int = 1, lifted: Sequence[int] = ()) -> list[Text]:
    """Cards (each a list of lines, as `card_lines` gives) in a row, `gap` cells apart. The
    cards whose positions are in `lifted` stand one row higher than the others (a selected card
    in a hand): the row is then one line taller than its tallest card."""
    if not cards:
        return []
    lift = 1 if lifted else 0
    height = max(len(c) for c in cards) + lift
    rows = [Text(no_wrap=True) for _ in range(height)]
    for i, card in enumerate(cards):
        width = max((line.cell_len for line in card), default=0)
        top = 0 if i in lifted else lift
        for r in range(height):
            k = r - top
            piece = card[k] if 0 <= k < len(card) else Text(" " * width)
            if i:
                rows[r].append(" " * gap)
            rows[r].append_text(piece)
            rows[r].append(" " * (width - piece.cell_len))
    return rows


def badge(value: int | str, pal: Palette, symbol: str = POINTS, style: Style | None = None) -> Text:
    """"⟨★3⟩": a number and its symbol, boxed: what a card is worth (★ points, ♥ life...)."""
    return Text(f"⟨{symbol}{value}⟩", style=style or pal.badge)


# -- the large value ------------------------------------------------------------------------------
def _glyphs() -> dict[str, tuple[str, str, str]]:
    rows = DIGITS3X3_BOLD
    return {ch: (rows[i * 3].ljust(3), rows[i * 3 + 1].ljust(3), rows[i * 3 + 2].ljust(3)) for i, ch in enumerate(DIGITS)}


GLYPHS: Final = _glyphs()


def big_width(value: int | str) -> int:
    """Cells the large drawing of `value` takes (3 per digit)."""
    return 3 * len(str(value))


def big_value(value: int | str, style: Style) -> list[Text]:
    """`value` (digits, + - ×) drawn 3 rows tall, 3 cells per character."""
    # a decimal separator ("20.7", "20,7") on the bottom row, where a reader looks for it
    chars = [GLYPHS.get(ch) or (("   ", "   ", f" {ch} ") if ch in ".," else ("   ", f" {ch} ", "   ")) for ch in str(value)]
    return [Text("".join(g[row] for g in chars), style=style) for row in range(3)]


def value_lines(value: int | str, width: int, rows: int, style: Style) -> list[Text]:
    """The value large and centred when `width` x `rows` has room for it (3 rows), else one
    centred line: the graceful fallback of compact layouts."""
    if rows >= 3 and big_width(value) <= width:
        return [line.copy() for line in _centred(big_value(value, style), width)]
    return _centred([Text(str(value), style=style)], width)


def _centred(lines: list[Text], width: int) -> list[Text]:
    out = []
    for line in lines:
        pad = max(0, (width - line.cell_len) // 2)
        out.append(Text(" " * pad) + line)
    return out


# -- small pieces ---------------------------------------------------------------------------------
def suit_value(suit: int, value: int | str, pal: Palette) -> Text:
    """"✿7": an adventurer card's suit symbol and value, in the suit's colour."""
    return Text(f"{suit_symbol(suit)}{value}", style=pal.suit(suit))


# the capture methods' names (shown with _())
METHOD_NAMES = {"strike": N_("Strike"), "stomp": N_("Stomp"), "scream": N_("Scream")}


def method_values(values: Sequence[int], pal: Palette, words: bool = False, need: str = "") -> list[Text]:
    """The three capture numbers beside their method symbols: one line "†7 ▼4 ≋6", or (words)
    one line each "† Strike  7". `need` ("≥") goes before each number."""
    names = [_(METHOD_NAMES[m]) if m in METHOD_NAMES else m for m in METHOD_ORDER]
    if words:
        width = max(7, *(len(name) + 1 for name in names))  # "Piétiner 10": a space before the number
        return [
            Text.assemble((f"{METHOD_SYMBOLS[m]} ", pal.muted), (names[i].ljust(width), pal.muted), (f"{need}{values[i]:>2}", pal.text))
            for i, m in enumerate(METHOD_ORDER)
        ]
    line = Text()
    for i, m in enumerate(METHOD_ORDER):
        if i:
            line.append(" ")
        line.append(METHOD_SYMBOLS[m], style=pal.muted)
        line.append(f"{need}{values[i]}", style=pal.text)
    return [line]
