"""The standard error of solo Dice Quest's estimated values (bots/dice_quest_quest.py): the fit's
weights are known to their covariance, and the delta method carries it to each value and to a
decision's loss; exact values have none; the classes read only the loss beyond it; the review's
words show it.

A beaten enemy ends the turn in one known position, so its value is the logistic at that
position's features: its variance is known in closed form (p (1 - p))² xᵀ Σ x, and the loss
between two such options has the variance (g_b - g_p)ᵀ Σ (g_b - g_p), g = p (1 - p) x.
"""

from __future__ import annotations

import math

import pytest

from dragonwood_tui.bots import dice_quest_quest as Q
from dragonwood_tui.bots.dice_quest_expert import POWER_ORDER
from dragonwood_tui.games.dice_quest import GAME
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll
from dragonwood_tui.games.dice_quest.solver import combo_of
from dragonwood_tui.review import model, run
from dragonwood_tui.review.analysts import analyst_for

from .test_review_dice_quest_solo import CONFIG, _card, _position


def _features_after(state, enemy: int) -> list[float]:
    line = [combo_of(GAME.cards[c]) for c in state.line if c != enemy]
    army = [0] * len(POWER_ORDER)
    for c in [*state.players[0].army, enemy]:
        army[POWER_ORDER.index(GAME.cards[c].power)] += 1
    return Q.features(line, army, [combo_of(GAME.cards[c]) for c in state.deck])


def _quad(g: list[float]) -> float:
    return math.sqrt(sum(g[i] * Q.COVARIANCE[i][j] * g[j] for i in range(len(g)) for j in range(len(g))))


def _gradient(x: list[float]) -> list[float]:
    p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(Q.WEIGHTS, x))))
    return [p * (1 - p) * v for v in x]


def _two_beats():
    """A mid-quest position (cards left to draw) whose dice beat two enemies of the line: a
    pair of 2s (easy to beat later) and a full house (hard)."""
    easy, hard = _card("pair of 2s"), _card("full house", "plus")
    line = [easy, hard, _card("five of a kind"), _card("four of a kind", "reroll"), _card("three 6s")]
    return _position(line, [2, 2, 5, 5, 5]), easy, hard


def test_the_covariance_is_a_covariance():
    n = len(Q.WEIGHTS)
    assert len(Q.COVARIANCE) == n and all(len(row) == n for row in Q.COVARIANCE)
    assert all(Q.COVARIANCE[i][j] == Q.COVARIANCE[j][i] for i in range(n) for j in range(n))
    assert all(Q.COVARIANCE[i][i] > 0 for i in range(n))
    # its Cholesky columns give it back (the directions the delta method moves along)
    d = Q.directions()
    for i in range(n):
        for j in range(n):
            assert sum(d[k][i] * d[k][j] for k in range(n)) == pytest.approx(Q.COVARIANCE[i][j], rel=1e-6, abs=1e-12)


def test_a_beat_s_standard_error_is_the_delta_method_s():
    state, easy, hard = _two_beats()
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    played = legal.index(Beat(easy))
    estimates = Q.QuestAnalyst(GAME, CONFIG).estimates(view, legal, played)
    best = legal.index(Beat(hard))
    (v_best, se_best, diff_best), (v_played, se_played, diff) = estimates[best], estimates[played]
    assert v_best > v_played and diff_best == 0.0
    x_best, x_played = _features_after(state, hard), _features_after(state, easy)
    assert se_best == pytest.approx(Q.delta_se(x_best), rel=1e-3)
    assert se_played == pytest.approx(Q.delta_se(x_played), rel=1e-3)
    assert se_best == pytest.approx(_quad(_gradient(x_best)), rel=1e-3) and se_best > 0
    # the loss's error: the two values' errors are correlated (the same weights), not added
    g = [b - p for b, p in zip(_gradient(x_best), _gradient(x_played))]
    assert diff == pytest.approx(_quad(g), rel=1e-3)
    assert diff < se_best + se_played


def test_the_decision_carries_the_loss_s_error_and_classes_read_the_loss_beyond_it():
    state, easy, hard = _two_beats()
    decision = run.review_position(GAME, state, Beat(easy))
    assert decision is not None and decision.method == "" and decision.loss > 0
    legal = GAME.legal_actions(state)
    diff = Q.QuestAnalyst(GAME, CONFIG).estimates(GAME.view(state, 0), legal, legal.index(Beat(easy)))[legal.index(Beat(easy))][2]
    assert decision.se == pytest.approx(diff) and decision.se > 0
    assert decision.cls == model.classify(decision.loss, decision.se)
    # the best option played: no loss, no error
    decision = run.review_position(GAME, state, Beat(hard))
    assert decision is not None and decision.loss == 0 and decision.se == 0


def test_an_option_valued_over_the_turn_s_dice_has_an_error_too():
    # a re-roll's value is an expectation over the dice of estimated ends: its error is the
    # delta method's on that expectation (central differences), at most the largest end's
    state, easy, hard = _two_beats()
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    analyst = Q.QuestAnalyst(GAME, CONFIG)
    rerolls = [i for i, a in enumerate(legal) if isinstance(a, Reroll)]
    assert rerolls
    values = analyst.values(view, legal)
    worst = min(rerolls, key=lambda i: values[i])
    v, se, diff = analyst.estimates(view, legal, worst)[worst]
    assert v == values[worst] and 0 < se and diff is not None and 0 < diff
    # the delta method bounds it: |∇V|_Σ ≤ E[p (1 - p) |x|_Σ] ≤ V (1 - V)-weighted largest |x|_Σ
    ends = [_features_after(state, c) for c in state.line]
    assert se <= max(_quad(x) for x in ends) * 0.25 + 1e-9


def test_exact_decisions_have_no_error():
    first, last = _card("pair of 2s", "plus"), _card("three 5s")
    state = _position([first, last], [2, 2, 1, 3, 4], army=[_card("pair of 3s")], deck=[])
    decision = run.review_position(GAME, state, GiveUp())
    assert decision is not None and decision.method == "exact" and decision.loss > 0 and decision.se == 0.0
    legal = GAME.legal_actions(state)
    estimates = analyst_for(GAME, CONFIG).evaluate(GAME.view(state, 0), legal, 0, played=legal.index(GiveUp()))
    assert all(e.se == 0.0 and e.diff_se == 0.0 for e in estimates)


def test_the_review_s_words_show_the_error_of_an_estimated_loss():
    from dragonwood_tui.review.command import text_lines
    from dragonwood_tui.tui.screens.review_panel import now_text

    from .test_review_dice_quest_solo import _played

    record, _end = _played("normal", 0)
    review = run.review_record(record, 0)
    estimated = [d for d in review.decisions if d.method != "exact" and d.loss > 0 and d.cls != "best"]
    assert estimated and all(d.se > 0 for d in estimated)
    lines = text_lines(review, record)
    for d in estimated:
        line = next(line for line in lines if line.lstrip().startswith(f"step {d.step:>3} "))
        assert "±" in line, line
    panel = now_text(review, estimated[0].step, 1).plain
    assert "±" in panel, panel
