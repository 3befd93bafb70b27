"""The Dragonwood option valuation of the review (`bots/dragonwood_review.py`): deterministic, leaves the
shared world alone, weighs a capture's own roll exactly, and finds the better option on hand-built
positions; the analyst stops dealing worlds once the race is measured finely enough."""

from __future__ import annotations

import msgspec
import pytest
from dragonwood.helpers import D, H, build

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, Reload
from dragonwood_tui.games.dragonwood.odds import chance
from dragonwood_tui.review import run
from dragonwood_tui.bots.dragonwood_review import rollout as dragonwood_rollout


@pytest.fixture(autouse=True)
def small_analysis(monkeypatch):
    monkeypatch.setattr(sampled, "WORLDS", 24)
    monkeypatch.setattr(sampled, "BATCH", 12)
    monkeypatch.setattr(run, "_analysts", {})


def _last_turn():
    """Seat 1's last turn, behind 2 VP to 3: capturing the Pack of Wolves (6) wins, else it loses."""
    s = build(
        2,
        hands=[H("O1 O2 O3 O4 O5 O6"), H("G1 G2")],
        landscape=[D("Pack of Wolves"), D("Crazy Bats"), D("Angry Ogre")],
        victory=[[D("Fire Ants")], [D("Hungry Bear")]],
        seed=7,
    )
    s.final_round = True
    s.final_turns_left = 1
    return s


TWO_DICE = Capture(D("Pack of Wolves"), "strike", tuple(H("O1 O2")))  # two dice against 6
THREE_DICE = Capture(D("Pack of Wolves"), "strike", tuple(H("O1 O2 O3")))  # three dice against 6


def _world(state):
    view = GAME.view(state, 0)
    return GAME.sample_world(view, 11)


def test_the_rollout_is_deterministic_and_leaves_the_world_alone():
    world = _world(_last_turn())
    before = state_hash(world)
    values = [dragonwood_rollout(GAME, world, a, 0, 5, make_untimed_bot) for a in (TWO_DICE, THREE_DICE, Reload(), TWO_DICE)]
    assert state_hash(world) == before
    assert values[0] == values[3]
    assert all(0.0 <= v <= 1.0 for v in values)


def test_a_capture_roll_is_weighed_exactly():
    # on the last turn a success wins and a failure loses: the value is the exact chance, in
    # every world (no dice sampled), so the paired difference has no noise at all
    world = _world(_last_turn())
    for action, dice in ((TWO_DICE, 2), (THREE_DICE, 3)):
        assert dragonwood_rollout(GAME, world, action, 0, 5, make_untimed_bot) == pytest.approx(chance(dice, 6))
    assert dragonwood_rollout(GAME, world, Reload(), 0, 5, make_untimed_bot) == 0.0


def test_the_better_capture_is_found_and_the_loss_is_its_exact_odds():
    state = _last_turn()
    two = run.review_position(GAME, state, TWO_DICE)
    assert two is not None and two.best_facts["card"] == D("Pack of Wolves") and two.best_action != two.played_action
    assert two.played_facts["chance"] == pytest.approx(chance(2, 6)) and two.best_facts["chance"] == 1.0  # the exact odds kept
    assert two.chance_best == pytest.approx(1.0)  # six dice against 6: sure
    assert two.loss == pytest.approx(1.0 - chance(2, 6)) and two.se == pytest.approx(0.0)
    assert two.cls == "blunder"


def test_a_settled_race_deals_no_more_worlds(monkeypatch):
    # every paired difference is exact here: the race stops after its first batch of worlds
    state = _last_turn()
    view = GAME.view(state, 0)
    legal = list(GAME.legal_actions(state))
    analyst = sampled.SampledAnalyst(GAME)
    analyst.evaluate(view, legal, 3, played=legal.index(Reload()))
    first = analyst.rollouts
    assert first <= sampled.BATCH * (sampled.CAP + 1)
    monkeypatch.setattr(sampled, "PRECISION", None)
    slow = sampled.SampledAnalyst(GAME)
    slow.evaluate(view, legal, 3, played=legal.index(Reload()))
    assert slow.rollouts > first


def test_a_bot_asked_for_plays_full_games():
    assert sampled.SampledAnalyst(GAME).rollout is not None
    assert sampled.SampledAnalyst(GAME, "normal").rollout is None
