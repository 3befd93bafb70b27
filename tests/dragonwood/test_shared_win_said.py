"""A shared Dragonwood win said right: Dragonwood breaks its ties (no game of a few hundred is
shared), so the end screen's view is made a tie."""

from __future__ import annotations

import pytest

from dragonwood_tui.storage.settings import Settings
from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from tui.hostile_text import screen_text
from tui.table_helpers import table_in_app, until
from tui.winners_helpers import WRONG, YOU_SHARE, finished, spaced


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, lang: str, monkeypatch):
    match = finished("dragonwood", "greedy", 1, upto=1)
    screen_heading, status = YOU_SHARE[lang]
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == "DragonwoodGameOverScreen")
        end = app.screen
        monkeypatch.setattr(type(end.view), "winners", property(lambda view: [0, 1]))  # its view finds them from the standings
        assert spaced(end.heading().plain) == spaced(screen_heading)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        table._say_prompt()
        await pilot.pause()
        shown = spaced(screen_text(app))
        assert spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)
