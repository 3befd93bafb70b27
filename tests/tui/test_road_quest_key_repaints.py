"""A key on the Road Quest table repaints what it changed, and nothing else (issue 40: a key cost
2-3 times what it costs in a plain Textual list, because every key drew every part of the table
again and laid the whole screen out).

Moving the highlighted choice repaints rows of the choices only: no layout pass, and the
opponents, the road, your character, the piles and the hand are neither made again nor
repainted. Picking a hand card repaints rows of the hand (the card lifted and framed, the one
put back), never the whole box, and leaves the view's parts alone; the choices' new height (a
layout pass of the whole screen) waits for the frame that shows the new choices.
"""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui.tui.games.road_quest.board import Lines

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app

SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
PARTS = ("status_text", "opponents_text", "road_text", "me_text", "waiting_text", "pile_line", "piles_text")


def drawn(box: Lines) -> tuple[str, tuple[Any, ...]]:
    """What a box shows: its words and their styles."""
    text = box.render()
    return text.plain, tuple(text.spans)


def watch(board: Any) -> tuple[list[tuple[str, bool, bool]], list[str]]:
    """Record every refresh of the board's widgets (id, only some regions, a layout pass) and
    every part of the view the board makes again."""
    refreshes: list[tuple[str, bool, bool]] = []
    built: list[str] = []
    for widget in board.query("*"):
        def refresh(*regions: Any, _widget: Any = widget, _original: Any = widget.refresh, **kw: Any) -> Any:
            refreshes.append((_widget.id or type(_widget).__name__, bool(regions), bool(kw.get("layout"))))
            return _original(*regions, **kw)

        widget.refresh = refresh
    for name in PARTS:
        def made(*args: Any, _name: str = name, _original: Any = getattr(board, name), **kw: Any) -> Any:
            built.append(_name)
            return _original(*args, **kw)

        setattr(board, name, made)
    return refreshes, built


@SIZES
@run_async
async def test_moving_the_highlight_repaints_rows_of_the_choices_only(folders: Folders, size) -> None:
    async with table_in_app(folders, positions.match("main"), size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        options = board.query_one("#rq-options", Lines)
        await settle(pilot, lambda: options.text.count("\n") >= 1)  # two choices at least
        refreshes, built = watch(board)
        for key in ("down", "down", "up"):
            shown = options.text
            refreshes.clear()
            await pilot.press(key)
            await settle(pilot, lambda: options.text != shown)
            assert built == [], built
            assert refreshes and set(refreshes) == {("rq-options", True, False)}, (key, refreshes)


@SIZES
@run_async
async def test_picking_a_card_repaints_rows_of_the_hand(folders: Folders, size) -> None:
    async with table_in_app(folders, positions.match("main"), size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        hand = board.query_one("#rq-hand", Lines)
        await settle(pilot, lambda: hand.text != "")
        refreshes, built = watch(board)
        asked: list[list[tuple[str, bool, bool]]] = []  # what each redraw asked for, before its frame
        redraw = screen._redraw

        def redraw_watched() -> None:
            redraw()
            asked.append(list(refreshes))

        screen._redraw = redraw_watched
        for key in ("1", "escape"):  # (the card's choices only, then all again: fewer rows, then more)
            before = drawn(hand)  # (at 80x24 the picked card is in reverse: the same words)
            await pilot.press(key)
            await settle(pilot, lambda: drawn(hand) != before)
            assert built == [], built
            assert asked and not any(layout for _who, _some, layout in asked[-1]), asked  # the new height after the frame
            repainted = {(who, some) for who, some, _layout in refreshes}
            assert ("rq-hand", True) in repainted and ("rq-hand", False) not in repainted, (key, refreshes)
            assert not repainted & {(box, whole) for box in ("rq-opponents", "rq-road", "rq-me", "rq-piles", "rq-status") for whole in (True, False)}, refreshes
            refreshes.clear()
