"""The Road Quest end dialog holds every seat's whole road and its obstacles faced, in words, at
80x24, 120x40 and 160x50 in every language: nothing cut, nothing folded in the middle."""

from __future__ import annotations

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.road_quest.pieces import FACE_DOWN, mini_road

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import open_position, settle
from .test_i18n_screens import english_afterwards, screen_text  # noqa: F401  (fixture)

SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@SIZES
@run_async
async def test_every_road_whole_with_its_faced_count_in_words(folders: Folders, english_afterwards, size, lang) -> None:
    from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen

    app = folders.app(settings=Settings(bot_pace="instant", language=lang, motion=False))
    async with app.run_test(size=size) as pilot:
        await open_position("over", top=RoadQuestGameOverScreen, positions=positions)(pilot)
        screen = app.screen
        assert isinstance(screen, RoadQuestGameOverScreen)
        box = screen.query_one("#over-box")
        await settle(pilot, lambda: box.region.width > 0)
        assert i18n.language() == lang
        lines = screen_text(app).splitlines()
        faced_seen = 0
        for sv in screen.view.seats:
            road = mini_road(sv, None, compact=True, pending=False).plain
            # the whole road on one line of the screen, its count of obstacles faced said in words
            assert any(road in line for line in lines), (road, "\n".join(lines))
            if sv.faced:
                faced_seen += 1
                from dragonwood_tui.tui.games.road_quest.pieces import faced_text

                assert faced_text(len(sv.faced)) in road
        assert faced_seen, "the position shows no obstacle faced: the test would prove nothing"
        assert box.region.right <= size[0] and box.region.x >= 0, box.region


@pytest.mark.parametrize("lang", ["en", "ru"])
@run_async
async def test_enter_means_one_thing_under_the_dialog_and_on_the_table(folders: Folders, english_afterwards, lang) -> None:
    """Under the dialog (whose Enter is Menu) the table's line offers no key of its own; back at
    the table (esc), its line says Enter shows the final scores, and Enter does."""
    from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen
    from dragonwood_tui.tui.games.road_quest.table import RoadQuestTableScreen

    app = folders.app(settings=Settings(bot_pace="instant", language=lang, motion=False))
    keys = i18n._("enter: final scores · {q}: menu").split(":")[0]
    async with app.run_test(size=SMALL) as pilot:
        await open_position("over", top=RoadQuestGameOverScreen, positions=positions)(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, RoadQuestTableScreen))
        prompt = table.board.prompt
        await settle(pilot, lambda: prompt._text.plain != "")
        assert keys not in prompt._text.plain, prompt._text.plain
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is table and keys in prompt._text.plain)
        assert keys in prompt._text.plain, prompt._text.plain
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, RoadQuestGameOverScreen))
        assert isinstance(app.screen, RoadQuestGameOverScreen)
        assert keys not in prompt._text.plain, prompt._text.plain
