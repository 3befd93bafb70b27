"""The turn prompt names its keys in words: "(1–9, 0 or click)" left a new player guessing what 0
picks. It says 0 is the 10th card, in every language, solo and with seats."""

from __future__ import annotations

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.widgets.status_bar import PromptBar

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import open_position, settle

TENTH = {"en": "0 for the 10th", "fr": "0 pour la 10e", "ru": "0 — десятая"}


@pytest.mark.parametrize("position", ["dragonwood-turn", "dragonwood-solo"])
@pytest.mark.parametrize("lang", sorted(TENTH))
@run_async
async def test_the_turn_prompt_says_which_card_0_picks(folders: Folders, position, lang):
    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await open_position(position)(pilot)
            prompt = app.screen.query_one(PromptBar)
            await settle(pilot, lambda: "1–9" in prompt.text)
            assert TENTH[lang] in prompt.text, prompt.text
    finally:
        i18n.set_language("en")
