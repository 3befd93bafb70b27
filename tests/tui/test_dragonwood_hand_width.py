"""A wide table's hand uses its width: tall cards grow (their colour's word beside the letter)
while the row has room, and never past it (160x50: four cards were a third of the row)."""

from __future__ import annotations

import pytest

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app


@pytest.mark.parametrize("size", [(120, 40), (160, 50), (200, 60)], ids=["120x40", "160x50", "200x60"])
@run_async
async def test_a_wide_table_s_hand_cards_grow_to_the_room(folders: Folders, size):
    from dragonwood_tui.games.dragonwood import cards as C
    from dragonwood_tui.games.dragonwood.card_names import colour_name
    from dragonwood_tui.tui.games.dragonwood.hand import HandRow

    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        hand = screen.query_one("#dw-hand", HandRow)
        await settle(pilot, lambda: bool(hand.cards))
        label, (width, height), per_row = hand._layout()
        assert per_row == len(hand.cards) and height == HandRow.TALL[1]
        assert label + per_row * (width + 1) - 1 <= hand.content_size.width
        assert width > HandRow.TALL[0], width  # wider than the narrowest tall card: the room is there
        drawn = hand.render().plain
        for card in hand.cards:
            if C.COLOUR[card] >= 0:
                assert colour_name(C.COLOURS[C.COLOUR[card]]) in drawn, drawn
