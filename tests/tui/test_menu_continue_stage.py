"""The main menu's Continue row for a campaign stage: the stage's number and name whole, and the
turn, in every size (the campaign's title, which the welcome panel says, cut it to
"The Road to the Dragons 1-1 · First ste…" even at 160x50); the opponent named as a player."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.texts import shown

from .app_helpers import Folders, folders, run_async, wait_for_menu  # noqa: F401  (fixture)
from .test_campaign_snapshots import write_attempt

ROAD = load_campaign()


@pytest.mark.parametrize("stage_id", [s.id for s in ROAD.stages if s.game == "dragonwood"][:3])
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
def test_continue_names_the_stage_whole_with_its_turn(folders: Folders, stage_id, size):
    write_attempt(folders.saves, "attempt-1", stage_id, 0, 0, steps=4)
    stage = ROAD.stage(stage_id)
    app = folders.app()

    async def check() -> None:
        async with app.run_test(size=size) as pilot:
            await wait_for_menu(pilot)
            row = app.screen.query_one(OptionList).get_option("continue").prompt.plain
            assert f"Stage {stage_id} {shown(stage.title)} · turn" in row, row
            assert "…" not in row and shown(ROAD.title) not in row, row
            assert "Players: You, Ada" in row, row

    run_async(check)()
