"""The landscape: the row of five Dragonwood cards, A to E, left to right."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.cards import LANDSCAPE_SIZE
from dragonwood_tui.tui.games.dragonwood.card import ForestCard


class Landscape(Widget):
    """Five card slots. `show(cards, notes, targeted, compact)`: `notes[i]` is an extra line
    for slot i (the best chance of the selection), `targeted` the slot the cursor is on."""

    DEFAULT_CSS = """
    Landscape { layout: horizontal; height: auto; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._slots = [ForestCard(i) for i in range(LANDSCAPE_SIZE)]

    def compose(self) -> ComposeResult:
        yield from self._slots

    def show(
        self,
        cards: Sequence[int],
        notes: Sequence[Text | None] = (),
        targeted: int | None = None,
        compact: bool = False,
        method: str | None = None,
        legend: bool = True,
    ) -> None:
        """`method`: the highlighted capture's method, marked on the targeted card. Compact, with
        `legend`: the first creature carries the legend of the method symbols (an enhancement's
        bottom edge says what it does); a table with its Chances box names them there in words."""
        creatures = [i for i in range(len(self._slots)) if i < len(cards) and cards[i] >= 0 and C.KIND[cards[i]] != C.ENHANCEMENT]
        legend_at = (creatures[0] if creatures else 0) if legend else -1
        for i, slot in enumerate(self._slots):
            card = cards[i] if i < len(cards) else -1
            note = notes[i] if i < len(notes) else None
            slot.set_card(card, note, targeted == i, compact, method, legend=i == legend_at)
