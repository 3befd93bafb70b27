"""A landscape card whose only change is the chance of the selection (a card picked or put
back) redraws that row alone from its last drawing, and every line is still what the card draws
from scratch: for every Dragonwood card, targeted or not, with a method marked or not, tall,
narrow and compact, a chance coming, changing and going, whatever the row it falls on."""

from __future__ import annotations

import asyncio

from rich.text import Text
from textual.app import App, ComposeResult

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.games.dragonwood.card import ForestCard

NOTES = [Text.assemble(("▶ ", "dim"), (f"≋ Scream {p}%", "bold")) for p in (12, 62, 100)] + [
    Text("▶ † Strike 5%", style="italic"),
]


class Cards(App[None]):
    CSS = "#tall { width: 24; height: 10; } #narrow { width: 14; height: 9; } #short { width: 20; height: 6; }"

    def compose(self) -> ComposeResult:
        for name in ("tall", "narrow", "short"):
            card = ForestCard(0)
            card.id = name
            yield card


def _drawn(lines: list[Text]) -> list[tuple[str, object, tuple[object, ...]]]:
    return [(line.plain, line.style, tuple(line.spans)) for line in lines]


def test_a_new_chance_redraws_one_row_and_the_card_reads_as_drawn_afresh():
    async def run() -> None:
        app = Cards()
        async with app.run_test(size=(80, 30)) as pilot:
            await pilot.pause()
            for widget in app.query(ForestCard):
                for card in C.DW_IDS:
                    for targeted, method, compact in ((False, None, False), (True, "scream", False), (True, "strike", True), (False, None, True)):
                        drawn = 0
                        for note in (None, *NOTES, None, NOTES[0]):
                            widget.set_card(card, note, targeted, compact, method)  # drawn on screen
                            shown = [list(strip) for strip in widget._current_strips()]
                            kept = widget.text_lines()  # drawn again, the same
                            if widget._drawn is not None and widget._drawn[1] is not kept:
                                drawn += 1  # the kept drawing, with its chance row made again
                            widget._drawn = None
                            assert _drawn(kept) == _drawn(widget.text_lines()), (widget.id, card, note)
                            widget._drawn, widget._strips_key, widget._line_strips = None, None, {}
                            assert shown == [list(strip) for strip in widget._current_strips()], (widget.id, card, note)
                        assert drawn >= 3  # the chances after the first came from the kept drawing

    asyncio.run(run())
