"""The campaign map names every stage whole (wrapped under its stop when the title is longer
than the stop's room), at 80x24 and at 160x50: a player chooses a stage by its title."""

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
        words = drawn.replace("\u00a0", " ").split()
        for stage in (s for ch in load_campaign().chapters for s in ch.stages):
            for word in stage.title.split():
                assert word in words, f"{stage.id} {stage.title!r}: {word!r} missing"
        lines = drawn.split("\n")
        assert len(lines) <= screen.road.content_size.height + 1
        assert all(len(line) <= screen.road.content_size.width for line in lines), "a title runs off the screen"
