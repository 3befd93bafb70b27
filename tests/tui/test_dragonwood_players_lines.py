"""The players' details (key i) break their lines between facts, never inside one: at 80×24 the
score read "… + most-creatures bonus" / "2)". Every language, every size, a seat with the bonus
and the solo opponent."""

from __future__ import annotations

import pytest
from rich.console import Console

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.players import PlayersScreen, _score_parts

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import open_position, settle


@pytest.mark.parametrize("position", ["dragonwood-hand-limit-11", "dragonwood-solo"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (60, 24), (120, 40)])
@run_async
async def test_no_fact_of_a_players_details_is_cut_across_two_lines(folders: Folders, position, lang, size):
    from dragonwood_tui import i18n

    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    try:
        async with app.run_test(size=size) as pilot:
            await open_position(position)(pilot)
            await pilot.press("i")
            await settle(pilot, lambda: isinstance(app.screen, PlayersScreen) and app.screen.room > 0)
            screen = app.screen
            text = screen.query_one("#players-text")
            room = text.content_size.width
            shown = "\n".join(line.plain.rstrip() for line in screen.body.wrap(Console(width=room), room))
            facts = [p for r in screen.args[0].standings for p in _score_parts(r)]
            assert facts
            assert shown.count("(") == shown.count(")"), shown  # "(5 creatures 12 VP)": both brackets
            for fact in facts:  # each fact whole on one line
                assert any(fact in line for line in shown.split("\n")), (lang, size, fact, shown)
    finally:
        i18n.set_language("en")
