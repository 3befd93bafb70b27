"""A shared Dice Quest win (both seats beat their quest) said right at the table and on the end screen."""

from __future__ import annotations

import pytest

from dragonwood_tui.storage.settings import Settings
from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from tui.hostile_text import screen_text
from tui.table_helpers import table_in_app, until
from tui.winners_helpers import WRONG, YOU_SHARE, finished, spaced

SHARED = 4  # a seed whose game between two `greedy` players ends with both winning (checked below)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, lang: str):
    match = finished("dice-quest", "greedy", SHARED, upto=1)
    screen_heading, status = YOU_SHARE[lang]
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == "DiceQuestGameOverScreen")
        assert match.game.winners(match.state) == [0, 1]
        assert spaced(app.screen.heading().plain) == spaced(screen_heading)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        shown = spaced(screen_text(app))
        assert spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)
