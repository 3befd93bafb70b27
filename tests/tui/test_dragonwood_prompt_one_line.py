"""At 80x24 the Dragonwood table's capture prompt keeps to one line in every language, so the
chances below it keep their rows: Russian names the keys a–e one by one («ф, и, с, в, у») and
its prompt wrapped onto a second line, leaving the chances one row and "↓ more". The words are
the wide table's, fewer of them ("⏎ try … · a–e best, again: next · esc" was cryptic)."""

from __future__ import annotations

from itertools import combinations

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList
from dragonwood_tui.tui.widgets.status_bar import PromptBar

from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401
from .table_helpers import open_position, settle

# every selection of one or two of the hand's first four cards (the prompt names the best capture of each)
SELECTIONS = [c for k in (1, 2) for c in combinations("1234", k)]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_capture_prompt_is_one_line_and_the_chances_keep_two_rows(folders: Folders, lang):
    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    try:
        async with app.run_test(size=SMALL) as pilot:
            await open_position("dragonwood-turn")(pilot)
            prompt = app.screen.query_one(PromptBar)
            chances = app.screen.query_one(CaptureList)
            seen = 0
            for picked in SELECTIONS:
                for key in picked:
                    await pilot.press(key)
                await settle(pilot)
                heads = (i18n._("enter: try to "), i18n._("enter: try anyway to "))
                if chances.lines and prompt.text.startswith(heads):  # the wide table's words
                    seen += 1
                    assert prompt.size.height == 1, (lang, picked, prompt.text)
                    assert chances._room() >= min(2, len(chances.lines)), (lang, picked, chances._room(), prompt.text)
                    # a key's hint is kept when it fits, in words: "esc clear", not a bare "esc"
                    assert prompt.text.rstrip().endswith(i18n._(" · esc clear").rstrip()), (lang, prompt.text)
                for key in picked:  # the same keys again: the selection is empty again
                    await pilot.press(key)
                await settle(pilot)
            assert seen >= 4
    finally:
        i18n.set_language("en")
