"""A hand of Adventurer cards, drawn as a row of small boxes, sortable by colour or by value.

One widget draws the whole row (boxes and all) and finds the card under a click from its
column: a hand that grows or shrinks repaints this row, without adding or hiding widgets (which
would lay the whole screen out again).

    ╭─1─╮ ┏━2━┓
    │G7 │ ┃R3 ┃     a selected card has a heavy box and a ✓ (not only a colour);
    ╰───╯ ┗━✓━┛     the keyboard cursor (←/→) shows ▲ under its card.

The row fits its width: boxes one cell narrower and a short label when the hand is long (10 or
11 cards at the hand limit), and a second row of boxes when even those do not fit, so every
card stays readable. Keys 1–9, 0, -, = pick cards 1 to 12 (the top row of a keyboard).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.widget import Widget

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.boxes import HEAVY, LIGHT, box_at, centre, stack
from dragonwood_tui.tui.games.dragonwood.card import COLOUR_STYLES, CardClicked

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


class HandRow(Widget):
    """The cards of one hand. `show(cards, selected, cursor)` redraws it; a click on a card posts
    `CardClicked("hand", position, card)`."""

    DEFAULT_CSS = """
    HandRow { height: 3; }
    HandRow.-two-rows { height: 6; }
    """
    COMPONENT_CLASSES = {"hand--selected", "hand--cursor", "hand--box"}
    DEFAULT_CSS += """
    HandRow > .hand--selected { color: $accent; text-style: bold; }
    HandRow > .hand--cursor { background: $primary 30%; }
    HandRow > .hand--box { color: $foreground 45%; }
    """

    LABEL_WIDTH = 12
    INNER = 4  # cells inside a box: " G7 " / "G12 "

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = "Hand"
        self.cards: list[int] = []
        self.selected: set[int] = set()
        self.cursor: int | None = None
        self.compact = False
        self._key: object = ()  # what the hand was drawn from

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.refresh()

    def show(self, cards: Sequence[int], selected: Collection[int] = (), cursor: int | None = None, compact: bool = False) -> None:
        """Draw `cards` (already in display order); ✓ on the ids in `selected`."""
        key = (tuple(cards), tuple(sorted(selected)), cursor, compact)
        if key == self._key:
            return
        self._key = key
        self.cards = list(cards)
        self.selected = set(selected)
        self.cursor = cursor
        self.compact = compact
        self._set_rows()
        self.refresh()

    # -- geometry -------------------------------------------------------------------------------
    LABEL_SHORT = 7  # "Hand:" and a space

    def _fits(self, label: int, inner: int, count: int) -> bool:
        width = self.size.width or 80
        return label + count * (inner + 3) - 1 <= width

    def _layout(self) -> tuple[int, int, int]:
        """(label width, cells inside a box, boxes per row) for this hand at this width."""
        count = max(1, len(self.cards))
        if not self.compact and self._fits(self.LABEL_WIDTH, self.INNER, count):
            return self.LABEL_WIDTH, self.INNER, count
        if self._fits(self.LABEL_SHORT, 3, count):
            return self.LABEL_SHORT, 3, count
        return self.LABEL_SHORT, 3, (count + 1) // 2  # two rows

    @property
    def _label_width(self) -> int:
        return self._layout()[0]

    @property
    def _inner(self) -> int:
        return self._layout()[1]

    @property
    def _step(self) -> int:
        return self._inner + 3  # the box and one column between two boxes

    def position_at(self, x: int, y: int = 0) -> int | None:
        """The hand position under column `x`, line `y` of the widget, or None."""
        label, inner, per_row = self._layout()
        row = y // 3
        index = box_at(x - label, inner, min(per_row, len(self.cards) - row * per_row))
        return None if index is None else row * per_row + index

    def on_resize(self) -> None:
        self._set_rows()

    def _set_rows(self) -> None:
        two = self._layout()[2] < len(self.cards)
        if self.has_class("-two-rows") != two:
            self.set_class(two, "-two-rows")  # a layout pass only when the row count changes

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        selected_style = self.get_component_rich_style("hand--selected")
        cursor_style = self.get_component_rich_style("hand--cursor")
        box_style = self.get_component_rich_style("hand--box")
        label_width, inner, per_row = self._layout()
        gap = " " * (self._step - inner - 2)
        room = label_width - 1
        short = "Hand:" if label_width == self.LABEL_SHORT and self.label.endswith("hand:") else self.label
        name = short if len(short) <= room else short[: room - 1] + "…"
        blank = " " * label_width
        lines: list[Text] = []
        for start in range(0, max(len(self.cards), 1), per_row):
            first = start == 0
            rows = [Text(blank), Text(name.ljust(label_width) if first else blank, style="bold"), Text(blank)]
            for i in range(start, min(start + per_row, len(self.cards))):
                self._draw_box(rows, i, inner, gap, selected_style, cursor_style, box_style)
            lines.extend(rows)
        return stack(lines)

    def _draw_box(self, rows: list[Text], i: int, inner: int, gap: str, selected_style: Style, cursor_style: Style, box_style: Style) -> None:
        card = self.cards[i]
        chosen = card in self.selected
        tl, h, tr, v, bl, br = HEAVY if chosen else LIGHT
        style = selected_style if chosen else box_style
        if i == self.cursor:
            style = style + cursor_style
        top = centre(hand_key(i), inner, h)
        mark = ("✓" if chosen else "") + ("▲" if i == self.cursor else "")
        bottom = centre(mark, inner, h)
        name = C.label(card)
        face = Text(name, style=f"bold {COLOUR_STYLES[C.COLOUR[card]]}" if C.COLOUR[card] >= 0 else "bold")
        pad_left = 1 if inner > len(name) else 0
        face = Text(" " * pad_left) + face + Text(" " * max(0, inner - pad_left - len(name)))
        if i == self.cursor:
            face.stylize(cursor_style)
        rows[0].append(tl + top + tr, style=style)
        rows[1].append(v, style=style)
        rows[1].append_text(face)
        rows[1].append(v, style=style)
        rows[2].append(bl + bottom + br, style=style)
        for row in rows:
            row.append(gap)

    def on_click(self, event: Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        position = self.position_at(offset.x, offset.y)
        if position is not None:
            self.post_message(CardClicked("hand", position, self.cards[position]))
