"""The briefing's rules lines: each modifier of a stage on a line of its own, whole sentences
never glued with "; " (a 0-re-roll stage read "No free re-roll on the first turn (instead of 2).;")."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.progress import progress
from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen
from dragonwood_tui.tui.screens.campaign_words import modifier_words

ROAD = load_campaign()


def test_every_stage_words_its_rules_one_sentence_a_line(tmp_path: Path) -> None:
    session = SimpleNamespace(campaign=ROAD, progress=lambda: progress(ROAD, tmp_path))
    with_mods = 0
    for stage in ROAD.stages:
        text = CampaignBriefingScreen(session, stage.id)._table().plain  # type: ignore[arg-type]
        assert ".;" not in text and ".." not in text, (stage.id, text)
        mods = modifier_words(stage)
        with_mods += bool(mods)
        rules = text[text.index("Rules: ") :]
        if not mods:
            assert rules.startswith("Rules: standard")
        for line in mods:
            assert f"\n  • {line}" in rules, (stage.id, text)
    assert with_mods >= 2  # the road has stages that change the rules: the test reads some
