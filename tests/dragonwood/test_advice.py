"""The table's advice, against exact fractions: the best expected VP, the mushroom re-roll."""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.advice import best_option, best_reroll, expected_vp, reroll_chances


def creature(vp: int) -> int:
    return next(c for c in range(len(C.KIND)) if C.KIND[c] == C.CREATURE and C.VP[c] == vp)


def test_the_best_expected_value_beats_a_surer_capture_worth_less():
    spiders = SimpleNamespace(target=creature(1), probability=Fraction(1))
    boar = SimpleNamespace(target=creature(3), probability=Fraction(9, 10))
    assert expected_vp(boar) == Fraction(27, 10)
    assert best_option([spiders, boar]) is boar


def test_enhancements_score_nothing_so_the_chance_decides_among_them():
    enh = [c for c in range(len(C.KIND)) if C.KIND[c] == C.ENHANCEMENT][:2]
    a = SimpleNamespace(target=enh[0], probability=Fraction(1, 2))
    b = SimpleNamespace(target=enh[1], probability=Fraction(2, 3))
    assert expected_vp(a) == 0
    assert best_option([a, b]) is b


def test_the_reroll_chance_counts_the_faces_that_reach_the_need():
    # a Dragonwood die's faces are 1 2 2 3 3 4 (not 1-6: the table's mushroom advice read a
    # six-sided die). Dice 2 2 3, bonus 0, needs 8: re-rolling a 2 needs a 3+ (3 3 4: 3/6),
    # re-rolling the 3 a 4 (1/6)
    attempt = SimpleNamespace(dice=[2, 2, 3], total=7, need=8)
    assert reroll_chances(attempt) == [Fraction(3, 6), Fraction(3, 6), Fraction(1, 6)]
    assert best_reroll(attempt) == (0, Fraction(1, 2))
    # a 5 or a 6 is no face: short by 3 from a 1, only the 4 reaches
    assert reroll_chances(SimpleNamespace(dice=[1, 4], total=5, need=8)) == [Fraction(1, 6), 0]
    # out of reach: 1 + 1 + 2 needs 15
    assert reroll_chances(SimpleNamespace(dice=[1, 1], total=4, need=15)) == [0, 0]


def test_the_wind_storm_receiver_is_the_seat_the_rules_pass_to():
    from dragonwood_tui.games.dragonwood.advice import wind_receiver
    from dragonwood_tui.games.dragonwood.rules import _wind_deliver
    from dragonwood_tui.games.dragonwood.state import E_PASS

    for players in (2, 3, 4):
        state = SimpleNamespace(players=players, wind=list(range(players)), hands=[[] for _ in range(players)], events=[])
        _wind_deliver(state)
        assert [ev[2] for ev in state.events if ev[0] == E_PASS] == [wind_receiver(s, players) for s in range(players)]
