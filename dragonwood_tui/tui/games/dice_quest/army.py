"""A Dice Quest army: the powers it holds, as chips to click (or their keys), grouped by power.

Cards of one power are interchangeable (each spends one card), so the chips show a count. The
large layout adds a line per power: what it does and the cards that give it. The chips always
fit their row: when the words do not, they shorten (the key and symbol stay), never cut a power.
"""

from __future__ import annotations

from collections.abc import Sequence
from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget

from dragonwood_tui.games.dice_quest.view import CardView
from dragonwood_tui.tui.widgets.chips import ChipRow
from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS, POWER_WORDS
from dragonwood_tui.tui.games.dice_quest.scoreboard import POWER_ORDER
from dragonwood_tui.tui.widgets.status_bar import TextBox

# the key of each power (shown on its chip)
POWER_KEYS = {"plus": "+", "minus": "-", "shift": "[ ]", "reroll": "x", "mirror": "m"}


class ArmyPanel(Widget):
    DEFAULT_CSS = """
    ArmyPanel { height: auto; }
    ArmyPanel > #army-names { height: auto; color: $text-muted; padding: 0 1; }
    ArmyPanel.-compact > #army-names { display: none; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._key: tuple[tuple[int, ...], str | None, bool, bool, int] | None = None
        self._shown: tuple[Sequence[CardView], str | None, bool, bool] | None = None

    def on_resize(self) -> None:
        if self._shown is not None:  # the chips' words follow the width
            self._key = None
            self.show(*self._shown)

    def compose(self) -> ComposeResult:
        yield ChipRow("power", id="army-chips")
        yield TextBox("", id="army-names")

    def show(self, army: Sequence[CardView], armed: str | None, compact: bool, mine: bool = True) -> None:
        self._shown = (army, armed, compact, mine)
        width = self.size.width
        shown = (tuple(c.id for c in army), armed, compact, mine, width)
        if shown == self._key:
            return
        self._key = shown
        self.set_class(compact, "-compact")
        counts: dict[str, int] = {}
        for card in army:
            counts[card.power] = counts.get(card.power, 0) + 1
        title = Text("Army" if mine else "Their army", style="bold")
        title.append(f" ({len(army)}):" if army else ": empty — beat enemies to gain powers", style="" if army else "dim")
        chips: list[tuple[Text, str | None, bool, bool]] = []
        for words in (2, 1, 0):  # the longest labels that fit the row
            chips = [
                (label, payload if mine else None, payload == armed, not mine)
                for label, payload in _chips(counts, words)
            ]
            if not width or title.cell_len + 1 + sum(t.cell_len + 3 for t, *_ in chips) <= width:
                break
        self.query_one("#army-chips", ChipRow).show(title, chips)
        self.query_one("#army-names", TextBox).say(legend(army, counts))


def _chips(counts: dict[str, int], words: int) -> list[tuple[Text, str]]:
    """(label, payload) per chip, in POWER_ORDER. `words` 2: "x ↻reroll×1"; 1: "x reroll×1";
    0: "x ↻×1" (the key, symbol and count only)."""
    chips: list[tuple[Text, str]] = []
    for power in POWER_ORDER:
        n = counts.get(power, 0)
        if not n:
            continue
        if power == "shift":
            # one card, two directions: "shift×1 [ −1" then "] +1", a chip (a key) per direction
            first = Text(f"shift×{n} " if words else f"±×{n} ")
            first.append("[", style="bold")
            first.append(" −1")
            second = Text("]", style="bold")
            second.append(" +1")
            chips += [(first, "shift-down"), (second, "shift-up")]
            continue
        key = POWER_KEYS[power]
        label = Text(f"{key} ", style="bold")
        symbol = "" if key == POWER_SYMBOLS[power] or power in ("plus", "minus") else POWER_SYMBOLS[power]
        if words == 2:
            label.append(f"{symbol}{power}×{n}")
        elif words == 1:
            label.append(f"{power}×{n}")
        else:
            label.append(f"{symbol}×{n}")
        chips.append((label, power))
    return chips


def legend(army: Sequence[CardView], counts: dict[str, int]) -> Text:
    """A line per power held: "x ↻ reroll ×1: re-roll dice — Lich King" (the large layout)."""
    text = Text()
    for power in POWER_ORDER:
        if not counts.get(power):
            continue
        if text:
            text.append("\n")
        key, symbol = POWER_KEYS[power], POWER_SYMBOLS.get(power, "?")
        text.append(f"{key:>3}  ", style="bold")
        text.append(f"{'' if symbol in ('+', '−') else symbol + ' '}{power} ×{counts[power]}", style="bold")
        text.append(f": {POWER_WORDS.get(power, '')} — ")
        text.append(", ".join(c.name for c in army if c.power == power))
    return text
