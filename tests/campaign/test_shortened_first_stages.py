"""The guided first stages were shortened (a lesson, not an evening): the stage ids stay, and an
attempt played on a stage as it was before still counts, judged by the stage's goal of now (its
`earlier` setups in road.json), as a half-played one still resumes and a finished one is not
lost. A game of neither setup still counts for nothing (tests/campaign/test_earlier_setups.py).
"""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.progress import progress
from dragonwood_tui.campaign.stage_game import stage_config

from .helpers import play_attempt

ROAD = load_campaign()
# the stages as they were before the shortening (ids, games and deals unchanged)
BEFORE = {
    "1-1": {"modifiers": {}},
    "1-2": {"modifiers": {}},
    "1-3": {"modifiers": {"start_enhancement": "Silver Sword"}},
    "1-5": {"modifiers": {"character": "knight"}},
}


def as_before(stage_id: str):
    """The road with `stage_id` set up as it was before (no `earlier` list: the app of then)."""
    chapters = []
    for chapter in ROAD.chapters:
        stages = [
            msgspec.structs.replace(s, earlier=[], **BEFORE[s.id]) if s.id == stage_id else s for s in chapter.stages
        ]
        chapters.append(msgspec.structs.replace(chapter, stages=stages))
    return msgspec.structs.replace(ROAD, chapters=chapters)


@pytest.mark.parametrize("stage_id", sorted(BEFORE))
def test_an_attempt_on_the_stage_as_it_was_still_counts(tmp_path: Path, stage_id: str) -> None:
    then = as_before(stage_id)
    assert stage_config(then.stage(stage_id)) != stage_config(ROAD.stage(stage_id))  # it did change
    play_attempt(then, stage_id, tmp_path, bot="hard")
    mine = progress(ROAD, tmp_path).stage(stage_id)
    assert [a.problem for a in mine.attempts] == [None], mine.attempts
    assert mine.passed and mine.stars >= 1


def test_the_shortened_stages_keep_their_ids_games_and_deals() -> None:
    for stage_id in BEFORE:
        s = ROAD.stage(stage_id)
        assert s.guided or stage_id == "1-3"
        assert s.earlier, stage_id  # the setup of before is kept
