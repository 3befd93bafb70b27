"""The Dragonwood players panel shows an opponent's enhancements and the solo opponent's die
whole, in the narrow side column of 120x40 as well (they were cut to the name column: "Mush…")."""

from __future__ import annotations

import pytest

from dragonwood_tui.tui.games.dragonwood.scoreboard import DragonwoodScoreboard

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, table_in_app


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
@run_async
async def test_enhancements_under_a_seat_are_written_whole(folders: Folders, size):
    match = table_positions.match("dragonwood-mushroom")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        panel = screen.query_one(DragonwoodScoreboard)
        rendered = "\n".join(
            "".join(segment.text for segment in strip) for strip in panel.render_lines(panel.region.reset_offset)
        )
        assert "Lucky Mushroom" in rendered and "Bucket of Spinach" in rendered, rendered
        assert "…" not in rendered, rendered
