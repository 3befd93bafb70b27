"""160×50: the room between the last attempt and the players box held nothing (about 60×5
cells). A wide table shows the three ways to capture there, whole, in every language; a table
without the room (120×40, 80×24) leaves them out rather than cut them."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.how_to_capture import how_to_capture_text

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import open_position, settle


@pytest.mark.parametrize("position", ["dragonwood-turn", "dragonwood-solo"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(160, 50), (120, 40), (80, 24)])
@run_async
async def test_a_wide_table_shows_the_ways_to_capture_whole(folders: Folders, position, lang, size):
    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    try:
        async with app.run_test(size=size) as pilot:
            await open_position(position)(pilot)
            how = app.screen.query_one("#dw-how")
            attempt = app.screen.query_one("#dw-attempt")
            await settle(pilot, lambda: attempt.content_size.width > 0)
            if size[0] < 150:
                assert not how.display or how.region.width == 0
                return
            await settle(pilot, lambda: how.region.width > 0 and bool(how.text))
            lines = how_to_capture_text().plain.split("\n")
            assert len(lines) <= how.content_size.height, (lines, how.content_size)
            assert max(cell_len(line) for line in lines) <= how.content_size.width, (lang, lines, how.content_size)
            assert how.region.right <= app.screen.query_one("#dw-players").region.x
            assert attempt.content_size.width >= 38  # the attempt keeps its room
    finally:
        i18n.set_language("en")
