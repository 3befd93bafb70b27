"""The campaign map names every stage whole, at 80x24 and at 160x50: wrapped under its stop
when the title is longer than the stop's room, or, when the map has no rows for the titles, in
the detail line of the selected stage (never cut): a player chooses a stage by its title."""

from __future__ import annotations

import pytest

from dragonwood_tui.campaign.loader import load_campaign

from .app_helpers import LARGE, SMALL, Folders, folders, run_async, wait_for_screen  # noqa: F401  (fixture)
from .table_helpers import INSTANT


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "160x50"])
@run_async
async def test_every_stage_title_is_shown_whole(folders: Folders, size):
    async with folders.app(settings=INSTANT).run_test(size=size) as pilot:
        await pilot.press("m")
        screen = await wait_for_screen(pilot, "CampaignMapScreen")
        await pilot.pause()
        drawn = screen.road.render().plain
        assert "…" not in drawn
        lines = drawn.split("\n")
        assert len(lines) <= screen.road.content_size.height + 1
        assert all(len(line) <= screen.road.content_size.width for line in lines), "a title runs off the screen"
        words = drawn.replace("\u00a0", " ").split()
        stages = [s for ch in load_campaign().chapters for s in ch.stages]
        on_map = all(word in words for s in stages for word in s.title.split())
        if size == LARGE:
            assert on_map, drawn
        if not on_map:  # each title whole in the detail line while its stage is selected
            for stage in stages:
                screen.road.select(stage.id)
                await pilot.pause()
                assert stage.title in str(screen.query_one("#map-detail").render()), stage.id
