"""A hand of Adventurer cards, drawn as a row of small boxes, sortable by colour or by value.

One widget draws the whole row (boxes and all) and finds the card under a click from its
column: a hand that grows or shrinks repaints this row, without adding or hiding widgets (which
would lay the whole screen out again).

    ╭─1─╮ ┏━2━┓
    │G7 │ ┃R3 ┃     a selected card has a heavy box and a ✓ (not only a colour);
    ╰───╯ ┗━✓━┛     the keyboard cursor (←/→) shows ▲ under its card.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.text import Text
from textual.events import Click
from textual.widget import Widget

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.boxes import HEAVY, LIGHT, box_at, centre, stack
from dragonwood_tui.tui.games.dragonwood.card import COLOUR_STYLES, CardClicked

SORTS = ("colour", "value")
KEYS = "1234567890"


def sort_hand(hand: Sequence[int], by: str) -> list[int]:
    """The hand in display order: by colour then value, or by value then colour (ladybugs last)."""
    if by == "value":
        return sorted(hand, key=lambda c: (C.VALUE[c] or 99, C.COLOUR[c], c))
    return sorted(hand, key=lambda c: (C.COLOUR[c] if C.COLOUR[c] >= 0 else 99, C.VALUE[c], c))


def hand_key(position: int) -> str:
    """The key that picks the card at `position` ("1".."9", "0" for the tenth, else none)."""
    return KEYS[position] if position < len(KEYS) else ""


class HandRow(Widget):
    """The cards of one hand. `show(cards, selected, cursor)` redraws it; a click on a card posts
    `CardClicked("hand", position, card)`."""

    DEFAULT_CSS = """
    HandRow { height: 3; }
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
        self._key: tuple = ()

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
        self.refresh()

    # -- geometry -------------------------------------------------------------------------------
    @property
    def _label_width(self) -> int:
        return 7 if self.compact else self.LABEL_WIDTH

    @property
    def _inner(self) -> int:
        return 3 if self.compact else self.INNER

    @property
    def _step(self) -> int:
        return self._inner + 3  # the box and one column between two boxes

    def position_at(self, x: int) -> int | None:
        """The hand position under column `x` of the widget, or None."""
        return box_at(x - self._label_width, self._inner, len(self.cards))

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        selected_style = self.get_component_rich_style("hand--selected")
        cursor_style = self.get_component_rich_style("hand--cursor")
        box_style = self.get_component_rich_style("hand--box")
        inner = self._inner
        gap = " " * (self._step - inner - 2)
        room = self._label_width - 1
        name = self.label if len(self.label) <= room else self.label[: room - 1] + "…"
        label = Text(name.ljust(self._label_width), style="bold")
        rows = [Text(" " * self._label_width), label, Text(" " * self._label_width)]
        for i, card in enumerate(self.cards):
            chosen = card in self.selected
            tl, h, tr, v, bl, br = HEAVY if chosen else LIGHT
            style = selected_style if chosen else box_style
            if i == self.cursor:
                style = style + cursor_style
            key = hand_key(i)
            top = centre(key, inner, h)
            mark = ("✓" if chosen else "") + ("▲" if i == self.cursor else "")
            bottom = centre(mark, inner, h)
            name = C.label(card)
            face = Text(name, style=f"bold {COLOUR_STYLES[C.COLOUR[card]]}" if C.COLOUR[card] >= 0 else "bold")
            pad_left = 0 if self.compact else 1
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
        return stack(rows)

    def on_click(self, event: Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        position = self.position_at(offset.x)
        if position is not None:
            self.post_message(CardClicked("hand", position, self.cards[position]))
