"""Dragonwood at 80x24 with cards selected: the log keeps four lines (the others' last turn
without h) while the list of captures keeps its rows, nothing below the footer, in every language."""

from __future__ import annotations

import pytest

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@pytest.fixture(autouse=True)
def english_afterwards():
    from dragonwood_tui import i18n

    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["dragonwood-turn", "dragonwood-four-of-a-kind", "dragonwood-solo"])
@run_async
async def test_at_80x24_a_selection_leaves_the_log_four_lines(folders: Folders, position: str, lang: str):
    from dragonwood_tui.storage.settings import Settings
    from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList
    from dragonwood_tui.tui.widgets.game_log import GameLog

    match = table_positions.match(position)
    app_settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size=(80, 24), settings=app_settings) as (app, pilot, screen):
        await settle(pilot, lambda: screen.view is not None and screen.view.to_move == 0)
        await pilot.press("1", "2")
        options = screen.query_one("#dw-options", CaptureList)
        log = screen.query_one("#dw-log", GameLog)
        await settle(pilot, lambda: bool(options.ids) and log.content_size.height >= 4)
        await pilot.pause()
        assert log.content_size.height >= 4, (log.region, options.region)
        shown = options.render().plain.split("\n")
        assert sum(1 for row in shown if row.strip()) >= 2, shown  # two captures at least
        body = screen.query_one("#dw-body")
        for widget in body.query("*"):
            if widget.display and widget.region.height:
                assert widget.region.bottom <= 24 - 1, (widget, widget.region)


@run_async
async def test_a_compact_table_with_rows_to_spare_gives_the_list_s_empty_rows_to_the_log(folders: Folders):
    """100x30 (compact): the whole list shows with no blank band under it; the log has the rest."""
    from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList
    from dragonwood_tui.tui.widgets.game_log import GameLog

    from .table_helpers import INSTANT

    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(100, 30), settings=INSTANT) as (app, pilot, screen):
        await pilot.press("1", "2")
        options = screen.query_one("#dw-options", CaptureList)
        log = screen.query_one("#dw-log", GameLog)
        await settle(pilot, lambda: bool(options.ids) and log.content_size.height > 4)
        await pilot.pause()
        rows = options.render().plain.split("\n")
        rows += [""] * (options.content_size.height - len(rows))
        assert all(row.strip() for row in rows), rows
        assert len(options.lines) <= options.content_size.height and log.content_size.height > 4
