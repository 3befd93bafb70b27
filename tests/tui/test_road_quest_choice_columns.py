"""The Road Quest choices at 120x40 and 160x50: in two columns when they are more than three and
each fits whole (the band's right half was black, a new player said), a, b, c… down the first
column then the second; a click on the second column plays that column's choice. At 80x24 they
stay one column (the rows the other parts leave)."""

from __future__ import annotations

import pytest

from dragonwood_tui.tui.games.road_quest.board import Lines

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@pytest.mark.parametrize("size", [(120, 40), LARGE], ids=["120x40", "160x50"])
@run_async
async def test_many_choices_stand_in_two_columns_that_clicks_and_letters_follow(folders: Folders, size):
    match = positions.match("main")
    async with table_in_app(folders, match, size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        box = screen.query_one("#rq-options", Lines)
        n = len(screen.ui.options) - 1  # camping at full life: a plain loss, on a row of its own under them
        assert n > 3
        down = (n + 1) // 2
        await settle(pilot, lambda: box.size.height == down + 1)
        rows = box.text.split("\n")
        assert len(rows) == down + 1 and rows[-1].lstrip().startswith("k  camp")
        start = box.columns[0][1][0]  # where the second column starts
        for i, key in enumerate(screen.ui.keys[:n]):  # each letter on its row, in its column
            row, column = i % down, i // down
            cell = rows[row][start if column else 0 :]
            assert cell[2:].lstrip().startswith(key), (key, rows)
        assert all(len(r) <= box.content_size.width for r in rows)
        # a click on the second column's first row highlights its choice (the first column's
        # row is another choice)
        await pilot.click(box, offset=(box.styles.padding.left + start + 4, 0))
        await settle(pilot, lambda: screen.ui.cursor == down)


@run_async
async def test_at_80x24_the_choices_stay_in_one_column(folders: Folders):
    match = positions.match("main")
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        box = screen.query_one("#rq-options", Lines)
        assert all(len(cols) <= 1 for cols in box.columns)
