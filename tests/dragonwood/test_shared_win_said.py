"""A shared Dragonwood win said right: Dragonwood breaks its ties (no game of a few hundred is
shared), so the end screen's view is made a tie."""

from __future__ import annotations

import pytest

from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from tui.winners_helpers import finished, said_shared


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, lang: str, monkeypatch):
    def tie(end):  # its view finds the winners from the standings
        monkeypatch.setattr(type(end.view), "winners", property(lambda view: [0, 1]))

    await said_shared(folders, finished("dragonwood", "greedy", 1, upto=1), lang, "DragonwoodGameOverScreen", tie_end=tie)
