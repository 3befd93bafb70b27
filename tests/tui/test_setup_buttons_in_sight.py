"""The new-game form's Start and Back buttons stand in sight at every size, for every game and
every player count, in every language, and the deal number's words whole: a form longer than the terminal scrolls above them (at
80x24 the Dragonwood form's buttons were below a hidden scroll, ^s Start the only sign)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Button, Input

from dragonwood_tui import i18n
from dragonwood_tui.games import game_kinds
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.new_game import NewGameScreen

from .app_helpers import SMALL, Folders, folders, run_async, wait_for  # noqa: F401  (fixture)


@pytest.mark.parametrize("size, lang", [(SMALL, "en"), (SMALL, "ru"), ((80, 20), "fr"), ((160, 50), "en")],
                         ids=["80x24-en", "80x24-ru", "80x20-fr", "160x50-en"])
@run_async
async def test_start_and_back_in_sight_for_every_game_and_player_count(folders: Folders, size, lang):
    app = folders.app(settings=Settings(language=lang, motion=False))
    try:
        async with app.run_test(size=size) as pilot:
            for kind in game_kinds():
                app.action_new_game(kind)
                await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the form")
                screen = app.screen
                for _mode in range(len(screen.modes)):
                    await pilot.pause()
                    footer_y = size[1] - 1
                    for button in screen.query(Button):
                        region = button.region
                        assert region.height == 3 and region.bottom <= footer_y, (kind, button.id, region)
                    seed = screen.query_one("#seed", Input)  # its placeholder whole: "optional: blank, a new deal"
                    assert cell_len(seed.placeholder) <= seed.content_region.width, seed.placeholder
                    box = screen.query_one("#setup-box")
                    assert box.region.bottom <= screen.query_one("#setup-buttons").region.y  # the form above, not under
                    await pilot.press("f2")  # the next player count
                await pilot.press("escape")
                await wait_for(pilot, lambda: not isinstance(app.screen, NewGameScreen), "the menu")
    finally:
        i18n.set_language("en")
