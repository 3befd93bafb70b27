"""A stage re-tuned keeps its earlier setups: a game played on the stage as it was then still
counts (by the stage's goal of now), so a player keeps the stars and unlocks they earned; a
game of no setup, old or new, still counts for nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from dragonwood_tui.campaign.loader import CampaignError
from dragonwood_tui.campaign.progress import progress
from dragonwood_tui.campaign.stage_game import earlier_stages

from .helpers import EASY, campaign_doc, make_campaign, play_attempt, stage

THEN = {"first_rerolls": 3}
NOW = {"first_rerolls": 5, "rerolls": 4}


def road(modifiers: dict, earlier: list | None = None):
    extra = {"earlier": earlier} if earlier is not None else {}
    return make_campaign(campaign_doc([stage("a", EASY, modifiers=modifiers, **extra), stage("b", EASY)]))


def test_a_game_of_the_earlier_setup_still_counts(tmp_path: Path) -> None:
    play_attempt(road(THEN), "a", tmp_path)  # played before the re-tuning
    retuned = road(NOW, earlier=[{"modifiers": THEN}])
    a = progress(retuned, tmp_path).stage("a")
    assert a.stars == 3 and a.passed
    assert progress(retuned, tmp_path).stage("b").unlocked


def test_without_it_the_game_counts_for_nothing(tmp_path: Path) -> None:
    play_attempt(road(THEN), "a", tmp_path)
    a = progress(road(NOW), tmp_path).stage("a")
    assert a.stars == 0 and not a.passed
    assert not progress(road(NOW), tmp_path).stage("b").unlocked


def test_a_game_of_another_setup_still_counts_for_nothing(tmp_path: Path) -> None:
    play_attempt(road({"first_rerolls": 4}), "a", tmp_path)
    assert progress(road(NOW, earlier=[{"modifiers": THEN}]), tmp_path).stage("a").stars == 0


def test_a_game_of_the_setup_of_now_counts_as_before(tmp_path: Path) -> None:
    play_attempt(road(NOW), "a", tmp_path)
    assert progress(road(NOW, earlier=[{"modifiers": THEN}]), tmp_path).stage("a").stars == 3


def test_an_earlier_setup_with_an_older_config_field() -> None:
    rq = make_campaign(campaign_doc([stage(
        "r", {"kind": "win", "stars": [0, 1, 2]}, game="road-quest", opponents=["random"],
        earlier=[{"opponents": ["normal"], "config": {"edition": 2}}],
    )]))
    (then, config), = earlier_stages(rq.stage("r"))
    assert then.opponents == ["normal"] and config.edition == 2


@pytest.mark.parametrize("earlier", [
    [{"config": {"no_such_field": 1}}],
    [{"opponents": ["no-such-bot"]}],
    [{"modifiers": {"no_such_modifier": 1}}],
])
def test_a_bad_earlier_setup_is_refused_when_the_campaign_loads(earlier: list) -> None:
    with pytest.raises(CampaignError):
        road(NOW, earlier=earlier)


def test_the_built_in_road_keeps_the_setups_it_had() -> None:
    from dragonwood_tui.campaign.loader import load_campaign

    c = load_campaign(None)
    kept = {s.id for s in c.stages if s.earlier}
    assert {"1-4", "1-5", "2-1", "2-3", "2-4", "3-6"} <= kept
