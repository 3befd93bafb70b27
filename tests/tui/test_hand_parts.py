"""The hand's lines are made from each card's slice of the row (kept from one drawing to the
next), and every strip on screen is exactly the one the whole line makes (`text_strip`: the same
segments, not only the same cells), and every line exactly what the cards side by side give,
whatever changes: cards picked and put back (a card lifted), the cursor, the capture's mark, the
sort, a hand that grows to two rows, the width, the label, the compact layout."""

from __future__ import annotations

import asyncio
import random

from rich.text import Text
from textual.app import App, ComposeResult

from dragonwood_tui.tui.games.dragonwood.hand import HandRow
from dragonwood_tui.tui.widgets.card_face import side_by_side
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.tui.widgets.text_lines import text_strip


class Hands(App[None]):
    CSS = "HandRow { width: 100%; }"

    def compose(self) -> ComposeResult:
        yield HandRow(id="hand")


def side_by_side_lines(hand: HandRow) -> list[Text]:
    """The hand's lines as the whole rows of cards side by side (how it drew them before)."""
    pal = palette(hand)
    cursor_style = hand.get_component_rich_style("hand--cursor")
    label_width, size, per_row = hand._layout()
    room = label_width - 1
    mine = hand.label == "Your hand:"
    short = "Hand:" if mine and (label_width == hand.LABEL_SHORT or len(hand.label) > room) else hand.label
    name = short if len(short) <= room else short[: room - 1] + "…"
    lines: list[Text] = []
    for start in range(0, max(len(hand.cards), 1), per_row):
        positions = range(start, min(start + per_row, len(hand.cards)))
        faces = [hand._draw_card(i, size, pal, cursor_style) for i in positions]
        lifted = [k for k, i in enumerate(positions) if hand.cards[i] in hand.selected] if hand._lifts else []
        rows = side_by_side(faces, lifted=lifted) if faces else [Text()] * size[1]
        middle = len(rows) // 2
        for r, row in enumerate(rows):
            first = start == 0 and r == middle
            lines.append(Text(name.ljust(label_width) if first else " " * label_width, style="bold") + row)
    return lines


def _same_text(a: list[Text], b: list[Text]) -> bool:
    return [(t.plain, str(t.style), t.spans) for t in a] == [(t.plain, str(t.style), t.spans) for t in b]


def test_the_hand_from_its_cards_slices_draws_exactly_the_whole_rows():
    rng = random.Random(40)

    async def run() -> None:
        app = Hands()
        async with app.run_test(size=(160, 30)) as pilot:
            hand = app.query_one(HandRow)
            checked = 0
            for width in (160, 120, 80, 60):
                hand.styles.width = width
                await pilot.pause()
                for _ in range(60):
                    count = rng.choice([0, 1, 5, 9, 11, 12, 13, 15])
                    cards = sorted(rng.sample(range(64), count))
                    selected = rng.sample(cards, rng.randint(0, min(4, count)))
                    cursor = rng.choice([None, *range(count)]) if count else None
                    hand.set_label(rng.choice(["Your hand:", "Hand:", "Bartholomew the Long:"]))
                    hand.show(cards, selected, cursor, rng.random() < 0.3, rng.choice(["", "≋C", "†A"]))
                    await pilot.pause()
                    lines = hand.text_lines()
                    assert _same_text(lines, side_by_side_lines(hand))
                    content = hand.content_size
                    base = hand.visual_style.rich_style
                    whole = [list(text_strip(line, app.console, content.width, base)) for line in lines[: content.height]]
                    assert [list(strip) for strip in hand._current_strips()] == whole
                    shown = [list(hand.render_line(y)) for y in range(content.height)]
                    assert shown[: len(whole)] == whole
                    checked += 1
            assert checked == 240

    asyncio.run(run())
