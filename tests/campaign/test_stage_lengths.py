"""A first stage is a lesson, not an evening (docs/campaign.md, "How long a stage lasts"): played
with a beginner's level in the person's seat, every guided stage takes at most about 60 of the
person's decisions (median), and with a player who only reloads or passes it still ends within a
bounded number of turns. The passive player is a measuring tool, never an opponent the app offers."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import bot_names
from dragonwood_tui.bots.passive import PassiveBot
from dragonwood_tui.campaign.lengths import PASSIVE, measure_stage, person_for
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.games import game_kinds

ROAD = load_campaign()
GUIDED = [s for s in ROAD.stages if s.guided]
GAMES = 12
MOST_DECISIONS = 60  # about 15 minutes for a person new to the game, coach lines read
MOST_PASSIVE_TURNS = 80  # the passive player's game ends by the game's own rules, and soon


def test_the_road_has_guided_stages():
    assert [s.id for s in GUIDED] == ["1-1", "1-2", "1-5"]


@pytest.mark.parametrize("stage", GUIDED + [ROAD.stage("1-3")], ids=lambda s: s.id)
def test_a_beginner_finishes_a_first_stage_in_about_sixty_decisions(stage):
    lengths = measure_stage(stage, person_for(stage, "beginner"), GAMES)
    assert lengths.median_decisions <= MOST_DECISIONS, lengths
    assert lengths.pass_rate >= 0.75, lengths


@pytest.mark.parametrize("stage", GUIDED + [ROAD.stage("1-3")], ids=lambda s: s.id)
def test_a_passive_players_game_ends_soon_too(stage):
    lengths = measure_stage(stage, PASSIVE, GAMES)
    assert lengths.max_turns <= MOST_PASSIVE_TURNS, lengths
    assert lengths.max_decisions <= 2 * MOST_DECISIONS, lengths


def test_the_passive_player_is_offered_nowhere():
    for kind in game_kinds():
        assert PASSIVE not in bot_names(kind)


def test_the_passive_player_only_reloads_or_passes():
    from dragonwood_tui.games.dragonwood.actions import Capture, Reload
    from dragonwood_tui.games.road_quest.actions import Draw, EndTurn, LayRoad

    assert PassiveBot("dragonwood").choose(None, [Capture(1, "strike", (2,)), Reload()]) == Reload()
    assert PassiveBot("road-quest").choose(None, [LayRoad(3), EndTurn()]) == EndTurn()
    assert PassiveBot("road-quest").choose(None, [LayRoad(3), Draw("deck")]) == Draw("deck")
