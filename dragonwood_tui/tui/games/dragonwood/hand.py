"""A hand of Adventurer cards, drawn as a row of upright cards, sortable by colour or by value.

One widget draws the whole row (cards and all) and finds the card under a click from its
column: a hand that grows or shrinks repaints this row, without adding or hiding widgets (which
would lay the whole screen out again).

               ┏━2━━━━┓
    ╭─1─────╮  ┃♦R     ┃     tall (large layouts): the value 3 rows high, the suit's symbol
    │✿G     │  ┃╺┓ ╺━┓┃     and letter as well as its colour; a selected card stands one row
    │  ╺━┓  │  ┃ ┃ ┏━┛┃     higher in a heavy frame with a ✓, and the method and target of the
    │    ┃  │  ┃╺┻╸┗━╸┃     highlighted capture (≋C) on its bottom edge; the keyboard cursor
    │    ╹  │  ┃     ♦┃     (←/→) shows ▴ under its card.
    │      ✿│  ┗━✓≋C━━┛
    ╰───────╯

The row fits its width: tall cards (wider where the row has room, their colour's word after its
letter: "✿G green"), then short ones (value on one line), then boxes with the
value apart and bold (│ ✿   7│), then small boxes (╭─1─╮ │✿7 │ ╰───╯) with a short label, then two rows of boxes, so every card stays readable.
Keys 1–9, 0, -, = pick cards 1 to 12 (the top row of a keyboard).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.events import Click

from dragonwood_tui.i18n import _, language
from dragonwood_tui.games.dragonwood.card_names import colour_name
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.card_face import card_lines, value_lines
from dragonwood_tui.tui.widgets.text_lines import LineParts, TextLines
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.widgets.symbols import CURSOR, SELECTED, suit_symbol
from dragonwood_tui.tui.games.dragonwood.card import CardClicked

SORTS = ("colour", "value")
KEYS = "1234567890-="
KEY_NAMES = {"-": "minus", "=": "equals_sign"}  # the binding names of the last two keys


def sort_hand(hand: Sequence[int], by: str) -> list[int]:
    """The hand in display order: by colour then value, or by value then colour (ladybugs last)."""

    def by_value(c: int) -> tuple[int, int, int]:
        return (C.VALUE[c] or 99, C.COLOUR[c], c)

    def by_colour(c: int) -> tuple[int, int, int]:
        return (C.COLOUR[c] if C.COLOUR[c] >= 0 else 99, C.VALUE[c], c)

    return sorted(hand, key=by_value if by == "value" else by_colour)


def hand_key(position: int) -> str:
    """The key that picks the card at `position` ("1".."9", "0", "-", "="; past the 12th none:
    ←/→ and space reach it)."""
    return KEYS[position] if position < len(KEYS) else ""


class HandRow(TextLines):
    """The cards of one hand. `show(cards, selected, cursor, compact, mark)` redraws it; a click
    on a card posts `CardClicked("hand", position, card)`."""

    DEFAULT_CSS = """
    HandRow { height: 3; }
    HandRow.-two-rows { height: 6; }
    HandRow.-short { height: 5; }
    HandRow.-tall { height: 8; }
    """
    COMPONENT_CLASSES = {"hand--cursor"}
    DEFAULT_CSS += """
    HandRow > .hand--cursor { background: $primary 30%; }
    """

    LABEL_WIDTH = 12
    LABEL_SHORT = 7  # "Hand:" and a space
    # card sizes (width, height) from the largest: the layout takes the first that fits
    TALL = (9, 7)
    WIDE = 15  # the widest a tall card grows where the row has room (its colour's word whole)
    SHORT = (7, 4)
    LEGIBLE = (8, 3)  # " ✿  12 ": the value apart and bold, where the 80-column table has room
    SMALL = (6, 3)  # " ✿12 " inside a box, as the 80-column table has room for
    TINY = (5, 3)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = ""  # set by the board ("Your hand:", a seat's name in a replay)
        self.cards: list[int] = []
        self.selected: set[int] = set()
        self.cursor: int | None = None
        self.compact = False
        self.mark = ""  # the highlighted capture's method and target ("≋C"), under selected cards
        self._key: object = ()  # what the hand was drawn from
        # each card's lines by what they show: a key press redraws one or two cards, not eleven
        self._faces: dict[tuple[object, ...], list[Text]] = {}
        # each card's slices of the rows (by its face, kept alive here) and the labels' parts
        self._columns: dict[tuple[object, ...], tuple[list[Text], list[Text]]] = {}
        self._labels: dict[str, Text] = {}

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.refresh()

    def show(
        self,
        cards: Sequence[int],
        selected: Collection[int] = (),
        cursor: int | None = None,
        compact: bool = False,
        mark: str = "",
    ) -> None:
        """Draw `cards` (already in display order); the ids in `selected` stand out (✓, a heavy
        frame, lifted when there is room) with `mark` under them."""
        key = (tuple(cards), tuple(sorted(selected)), cursor, compact, mark)
        if key == self._key:
            return
        self._key = key
        self.cards = list(cards)
        self.selected = set(selected)
        self.cursor = cursor
        self.compact = compact
        self.mark = mark
        self._set_rows()
        self.refresh_lines()

    # -- geometry -------------------------------------------------------------------------------
    def _fits(self, label: int, card_width: int, count: int) -> bool:
        width = self.content_size.width or 80
        return label + count * (card_width + 1) - 1 <= width

    def _layout(self) -> tuple[int, tuple[int, int], int]:
        """(label width, card size, cards per row) for this hand at this width."""
        count = max(1, len(self.cards))
        if not self.compact:
            if self._fits(self.LABEL_WIDTH, self.TALL[0], count):  # as wide as the row has room for
                room = (self.content_size.width or 80) - self.LABEL_WIDTH + 1
                return self.LABEL_WIDTH, (max(self.TALL[0], min(self.WIDE, room // count - 1)), self.TALL[1]), count
            for size in (self.SHORT, self.SMALL):
                if self._fits(self.LABEL_WIDTH, size[0], count):
                    return self.LABEL_WIDTH, size, count
        for size in (self.LEGIBLE, self.SMALL):
            if self.compact and self._fits(self.LABEL_WIDTH, size[0], count):
                return self.LABEL_WIDTH, size, count
        if self._fits(self.LABEL_SHORT, self.TINY[0], count):
            return self.LABEL_SHORT, self.TINY, count
        return self.LABEL_SHORT, self.TINY, (count + 1) // 2  # two rows

    @property
    def _label_width(self) -> int:
        return self._layout()[0]

    @property
    def _lifts(self) -> bool:
        """A row of tall or short cards has a row above them: selected cards stand up in it."""
        return self._layout()[1][1] > 3

    def position_at(self, x: int, y: int = 0) -> int | None:
        """The hand position under column `x`, line `y` of the widget, or None."""
        label, (width, height), per_row = self._layout()
        row = 0 if self._lifts else y // height
        x -= label
        if x < 0:
            return None
        index, within = divmod(x, width + 1)
        count = min(per_row, len(self.cards) - row * per_row)
        if within >= width or index >= count:
            return None
        return row * per_row + index

    def on_resize(self) -> None:
        self._set_rows()

    def _set_rows(self) -> None:
        _label, (_width, height), per_row = self._layout()
        two = per_row < len(self.cards)
        for name, on in (("-two-rows", two), ("-tall", height == self.TALL[1]), ("-short", height == self.SHORT[1])):
            if self.has_class(name) != on:
                self.set_class(on, name)  # a layout pass only when the row's height changes

    # -- drawing --------------------------------------------------------------------------------
    def text_lines_key(self) -> Hashable:
        return (self._key, self.label, language())

    def text_lines(self) -> list[Text]:
        lines = []
        for style, parts in self.text_line_parts():
            line = Text(parts[0].plain, style=style)  # the label
            for part in parts[1:]:
                line.append_text(part)
            lines.append(line)
        return lines

    def text_line_parts(self) -> list[LineParts]:
        """Each line as the label and each card's slice of it (kept: a press that changes one
        card or lifts one makes the other cards' slices no more, nor their segments)."""
        pal = palette(self)
        cursor_style = self.get_component_rich_style("hand--cursor")
        label_width, size, per_row = self._layout()
        room = label_width - 1
        mine = self.label == _("Your hand:")  # the short word where the long one has no room (French)
        short = _("Hand:") if mine and (label_width == self.LABEL_SHORT or len(self.label) > room) else self.label
        name = short if len(short) <= room else short[: room - 1] + "…"
        if len(self._columns) > 512:
            self._columns.clear()
        lines: list[LineParts] = []
        for start in range(0, max(len(self.cards), 1), per_row):
            positions = range(start, min(start + per_row, len(self.cards)))
            faces = [self._card(i, size, pal, cursor_style) for i in positions]
            lifted = [k for k, i in enumerate(positions) if self.cards[i] in self.selected] if self._lifts else []
            # the cards side by side (card_face.side_by_side), one slice of the row per card
            lift = 1 if lifted else 0
            height = max(len(face) for face in faces) + lift if faces else size[1]
            columns = [self._column(face, k in lifted, lift, height, k > 0) for k, face in enumerate(faces)]
            middle = height // 2
            for r in range(height):
                label = self._label_part(name.ljust(label_width) if start == 0 and r == middle else " " * label_width)
                lines.append(("bold", [label, *(column[r] for column in columns)]))
        return lines

    def _label_part(self, words: str) -> Text:
        part = self._labels.get(words)
        if part is None:
            if len(self._labels) > 64:
                self._labels.clear()
            part = self._labels[words] = Text(words)
        return part

    def _column(self, face: list[Text], lifted: bool, lift: int, height: int, gap: bool) -> list[Text]:
        """A card's slice of each row of the hand: the gap before it, its line, padding; the
        row above it (a lifted row) or under it blank."""
        key = (id(face), lifted, lift, height, gap)
        found = self._columns.get(key)
        if found is not None and found[0] is face:
            return found[1]
        width = max((line.cell_len for line in face), default=0)
        top = 0 if lifted else lift
        column = []
        for r in range(height):
            k = r - top
            piece = face[k] if 0 <= k < len(face) else Text(" " * width)
            part = Text()
            if gap:
                part.append(" ")
            part.append_text(piece)
            part.append(" " * (width - piece.cell_len))
            column.append(part)
        self._columns[key] = (face, column)
        return column

    def _card(self, i: int, size: tuple[int, int], pal: Palette, cursor_style: Style) -> list[Text]:
        card = self.cards[i]
        chosen = card in self.selected
        key = (card, i, size, chosen, chosen and self.mark, i == self.cursor, id(pal), cursor_style, language())  # (the colour's word)
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 256:
                self._faces.clear()
            face = self._faces[key] = self._draw_card(i, size, pal, cursor_style)
        return face

    def _draw_card(self, i: int, size: tuple[int, int], pal: Palette, cursor_style: Style) -> list[Text]:
        card = self.cards[i]
        width, height = size
        inner = width - 2
        chosen = card in self.selected
        colour = C.COLOUR[card]
        style = pal.suit(colour)
        symbol = suit_symbol(colour)
        letter = C.colour_letter(colour) if colour >= 0 else ""
        value = C.VALUE[card] if colour >= 0 else ""
        if height == self.TALL[1]:
            head = f"{symbol}{letter}"
            word = f"{head} {colour_name(C.COLOURS[colour])}" if colour >= 0 else ""
            body = [Text(word if word and cell_len(word) <= inner else head, style=style)]  # "✿G green" where it fits
            body += value_lines(value or symbol, inner, 3, style)
            body.append(Text(symbol.rjust(inner), style=style))
        elif height == self.SHORT[1]:
            body = [Text(f"{symbol}{letter}", style=style), Text(f"{value}".rjust(inner), style=style)]
        elif width == self.LEGIBLE[0]:  # the suit's symbol, the value apart and bold (a letter
            legible = Text(f" {symbol}", style=style)  # beside it reads as a digit: Russian З, 3)
            legible.append(f"{value}".rjust(inner - legible.cell_len), style=style + Style(bold=True))
            body = [legible]
        else:
            face = f"{symbol}{value}"
            pad = 1 if inner > len(face) else 0
            body = [Text(" " * pad + face, style=style)]
        marks = (SELECTED + self.mark) if chosen else ""
        if i == self.cursor:
            marks += CURSOR
        if len(marks) > inner:  # a small box: the ✓ and the cursor before the capture's mark
            marks = (SELECTED if chosen else "") + (CURSOR if i == self.cursor else "")
            for line in body:
                line.pad_right(inner - line.cell_len)
                line.stylize(cursor_style)
        return card_lines(
            body, width, height, pal, state="selected" if chosen else "", title=hand_key(i),
            footer=marks, border=style,
        )

    def on_click(self, event: Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        position = self.position_at(offset.x, offset.y)
        if position is not None:
            self.post_message(CardClicked("hand", position, self.cards[position]))
