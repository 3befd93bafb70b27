"""The multiplayer Dice Quest option valuation of the review (`bots/dice_quest_review.py`, `games/dice_quest/horizon.py`): the evaluation
of the score race, determinism, the shared world left alone, `expert`'s choice pre-ranked first."""

from __future__ import annotations

import pytest

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.dice_quest import GAME
from dragonwood_tui.bots.dice_quest_review import rollout as dice_quest_rollout
from dragonwood_tui.games.dice_quest.horizon import dice_quest_chance


def _two_seats():
    return GAME.new_game(GAME.default_config(2), 4)


def test_the_evaluation_reads_the_score_race():
    s = _two_seats()
    assert dice_quest_chance(GAME, s, 0) == pytest.approx(0.5)
    s.players[0].army.extend(s.deck[:3])  # three enemies beaten
    del s.deck[:3]
    lead = dice_quest_chance(GAME, s, 0)
    assert lead > 0.5 and dice_quest_chance(GAME, s, 1) == pytest.approx(1 - lead)
    s.players[1].discard.extend(s.deck[:3])  # the same score, spent: the army breaks the tie
    del s.deck[:3]
    assert 0.5 < dice_quest_chance(GAME, s, 0) < lead


def test_the_rollout_is_deterministic_and_leaves_the_world_alone():
    s = _two_seats()
    world = GAME.sample_world(GAME.view(s, 0), 11)
    before = state_hash(world)
    legal = GAME.legal_actions(world)
    values = [dice_quest_rollout(GAME, world, a, 0, 5, make_untimed_bot) for a in (legal[0], legal[-1], legal[0])]
    assert state_hash(world) == before
    assert values[0] == values[2] and all(0.0 <= v <= 1.0 for v in values)


def test_experts_choice_enters_the_race_first():
    s = _two_seats()
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    choice = make_untimed_bot("dice-quest", "expert", 0).choose(view, list(legal))
    ranked = sampled.SampledAnalyst(GAME).pre_rank(view, legal)
    assert legal[ranked[0]] == choice and sorted(ranked) == list(range(len(legal)))
