"""A shared Dice Quest win (both seats beat their quest) said right at the table and on the end screen."""

from __future__ import annotations

import pytest

from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from tui.winners_helpers import finished, said_shared

SHARED = 4  # a seed whose game between two `greedy` players ends with both winning (checked below)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, lang: str):
    match = finished("dice-quest", "greedy", SHARED, upto=1)
    match.play(match.bot_action())
    assert match.game.winners(match.state) == [0, 1]
    await said_shared(folders, finished("dice-quest", "greedy", SHARED, upto=1), lang, "DiceQuestGameOverScreen")
