"""The piles (deck, discard, treasures) beside the opponents are always drawn for the width their
box has on screen, without waiting for a key: after the terminal is resized, and after an action
changes what the opponents' panel says. (A new player saw the three boxes drawn over each other,
made for the old width, until their next key press.) And the opponents' panel keeps its width
from turn to turn, so the piles do not slide sideways."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.games.road_quest.actions import Attack
from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, pile_cards
from dragonwood_tui.tui.widgets.palette import palette

from . import road_quest_positions as positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


def piles_as_drawn(board: Any) -> list[str]:
    return board.query_one("#rq-piles").render().plain.split("\n")[:5]


def piles_for_their_width(board: Any) -> list[str]:
    """The piles as they are for the box's width now."""
    view = board.view
    piles = board.query_one("#rq-piles")
    treasures = None if "battlefield" in view.variants else (view.treasure_deck_size, view.treasure_discard_size)
    lines = pile_cards(view.deck_size, view.discard_size, view.discard_top, treasures, palette(board), piles.content_size.width, 5,
                       table_numbers(CARDS.numbers, view.config))
    return [line.plain for line in lines]


async def idle(pilot: Any) -> None:
    for _ in range(3):
        await pilot.pause()


@run_async
async def test_the_piles_fit_their_box_after_a_resize_and_after_an_action(folders: Folders) -> None:
    async with table_in_app(folders, positions.match("main"), (80, 24)) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        for size in ((120, 40), (160, 50), (120, 40)):
            await pilot.resize_terminal(*size)
            await settle(pilot, lambda: board.query_one("#rq-piles").content_size.width > 0 and app.size == size)
            await idle(pilot)
            assert piles_as_drawn(board) == piles_for_their_width(board), size
        width = board.query_one("#rq-opponents").outer_size.width
        send = next(i for i, a in enumerate(screen.ui.options) if isinstance(a, Attack))  # what waits on a rival's road grows
        screen.action_option(send)
        await settle(pilot, lambda: screen.view.to_move is not None)
        await idle(pilot)
        assert piles_as_drawn(board) == piles_for_their_width(board)
        assert board.query_one("#rq-opponents").outer_size.width == width  # the piles did not slide
