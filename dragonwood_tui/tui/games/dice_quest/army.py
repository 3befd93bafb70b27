"""A Dice Quest army: the powers it holds, as chips to click (or their keys), grouped by power.

Cards of one power are interchangeable (each spends one card), so the chips show a count; the
large layout also lists the cards by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget

from dragonwood_tui.tui.widgets.chips import ChipRow
from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS
from dragonwood_tui.tui.games.dice_quest.scoreboard import POWER_ORDER
from dragonwood_tui.tui.widgets.status_bar import TextBox

# the key of each power (shown on its chip)
POWER_KEYS = {"plus": "+", "minus": "-", "shift": "[ ]", "reroll": "x", "mirror": "m"}


class ArmyPanel(Widget):
    DEFAULT_CSS = """
    ArmyPanel { height: auto; }
    ArmyPanel > #army-names { height: 2; color: $text-muted; padding: 0 1; }
    ArmyPanel.-compact > #army-names { display: none; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._key: Any = None

    def compose(self) -> ComposeResult:
        yield ChipRow("power", id="army-chips")
        yield TextBox("", id="army-names")

    def show(self, army: Sequence[Any], armed: str | None, compact: bool, mine: bool = True) -> None:
        shown = (tuple(c.id for c in army), armed, compact, mine)
        if shown == self._key:
            return
        self._key = shown
        self.set_class(compact, "-compact")
        counts: dict[str, int] = {}
        for card in army:
            counts[card.power] = counts.get(card.power, 0) + 1
        chips = []
        for power in POWER_ORDER:
            n = counts.get(power, 0)
            if not n:
                continue
            if power == "shift":
                # one card, two directions: "shift×1 [ −1" then "] +1", a chip (a key) per direction
                first = Text(f"shift×{n} ")
                first.append("[", style="bold")
                first.append(" −1")
                second = Text("]", style="bold")
                second.append(" +1")
                variants = [(first, "shift-down"), (second, "shift-up")]
            else:
                key = POWER_KEYS[power]
                label = Text(f"{key} ", style="bold")
                symbol = "" if key == POWER_SYMBOLS[power] or power in ("plus", "minus") else POWER_SYMBOLS[power]
                label.append(f"{symbol}{power}×{n}")
                variants = [(label, power)]
            for label, payload in variants:
                chips.append((label, payload if mine else None, payload == armed, not mine))
        title = Text("Army" if mine else "Their army", style="bold")
        title.append(f" ({len(army)}):" if army else ": empty — beat enemies to gain powers", style="" if army else "dim")
        self.query_one("#army-chips", ChipRow).show(title, chips)
        names = Text(", ".join(f"{c.name} ({POWER_SYMBOLS.get(c.power, '?')})" for c in army), style="dim")
        self.query_one("#army-names", TextBox).say(names)
