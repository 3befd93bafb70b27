"""The hot-seat screen names the next person in the form the language asks ("Au tour de Marie",
"Передайте ход игроку Маша"), never with the translation's placeholder on screen."""

from __future__ import annotations

import pytest

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import PassToScreen

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)


@pytest.mark.parametrize("code, name, expected", [
    ("en", "Marie", "Pass to Marie"),
    ("fr", "Anne", "Au tour d’Anne"),
    ("ru", "Маша", "Передайте ход игроку Маша"),
])
@run_async
async def test_the_title_names_the_next_person(folders: Folders, code: str, name: str, expected: str):
    app = folders.app(settings=Settings(language=code))
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(PassToScreen(name))
        await pilot.pause()
        title = str(app.screen.query_one("#pass-title").render())
        assert title == expected and "{" not in title, title
