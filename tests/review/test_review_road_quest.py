"""The Road Quest option valuation of the review (`bots/road_quest_review.py`, `games/road_quest/horizon.py`): the evaluation of the
race, the short horizon counted from the decision's turn, determinism, and the plainly better
option found on a hand-built position."""

from __future__ import annotations

import pytest
from road_quest.helpers import cards_of, start

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Camp, Draw, EndTurn, LayRoad
from dragonwood_tui.review import run
from dragonwood_tui.bots.road_quest_review import rollout as road_quest_rollout
from dragonwood_tui.games.road_quest.horizon import road_quest_chance

CARDS = GAME.cards.cards


@pytest.fixture(autouse=True)
def small_analysis(monkeypatch):
    monkeypatch.setattr(sampled, "WORLDS", 16)
    monkeypatch.setattr(sampled, "BATCH", 8)
    monkeypatch.setattr(run, "_analysts", {})


def _one_road_from_the_goal():
    """Seat 1 at its main phase with 7 roads against 3 and a road in hand that fits the last:
    laying it wins the game at once; ending the turn gives the opponent turns."""
    s = start()
    GAME.apply(s, Draw("deck"))
    me, other = s.players
    roads = cards_of("road")
    last = roads[6]
    fitting = next(c for c in roads[7:] if CARDS[c].terrain in CARDS[last].follows)
    for c in [*roads[:7], *roads[7:10], fitting]:
        for pile in (s.deck, s.discard, me.hand, other.hand):
            if c in pile:
                pile.remove(c)
    me.roads, other.roads = roads[:7], [c for c in roads[7:10] if c != fitting][:3]
    me.hand.append(fitting)
    assert s.phase == "main" and LayRoad(fitting) in GAME.legal_actions(s)
    return s, LayRoad(fitting)


def test_the_evaluation_reads_the_race():
    s, _ = _one_road_from_the_goal()
    ahead = road_quest_chance(GAME, s, 0)
    assert 0.5 < ahead < 1.0 and road_quest_chance(GAME, s, 1) == pytest.approx(1 - ahead)
    s.players[0].pending.append(cards_of("creature")[0])  # an obstacle waiting costs a little
    assert road_quest_chance(GAME, s, 0) < ahead
    s.players[1].alive = False  # a dead seat has no chance
    assert road_quest_chance(GAME, s, 1) == 0.0 and road_quest_chance(GAME, s, 0) == 1.0


def test_the_rollout_is_deterministic_and_leaves_the_world_alone():
    s, win = _one_road_from_the_goal()
    world = GAME.sample_world(GAME.view(s, 0), 11)
    before = state_hash(world)
    values = [road_quest_rollout(GAME, world, a, 0, 5, make_untimed_bot) for a in (win, EndTurn(), Camp(), EndTurn())]
    assert state_hash(world) == before
    assert values[0] == 1.0  # the goal reached: a win, exactly
    assert values[1] == values[3] and 0.0 <= values[1] < 1.0


def test_the_winning_road_is_best_and_ending_the_turn_loses_chances():
    s, win = _one_road_from_the_goal()
    played = run.review_position(GAME, s, EndTurn())
    assert played is not None and played.best_action != played.played_action
    assert played.best_facts["type"] == "road" and played.best_facts["race_mine"] >= 1  # the road laid, and the race after it
    assert played.chance_best == 1.0 and played.loss > 0.01
    again = run.review_position(GAME, s, EndTurn())
    assert again == played  # deterministic
    best = run.review_position(GAME, s, win)
    assert best is not None and best.cls == "best" and best.loss == 0.0
