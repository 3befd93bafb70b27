"""Reload: one card, ladybug chains, reshuffles, run-outs, the hand limit of 9."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, HandLimitDiscard, Reload, WoundDiscard
from dragonwood_tui.games.dragonwood.cards import LADYBUGS

from .helpers import D, H, build, check_invariants, play


def test_reload_draws_one_card_and_ends_the_turn():
    s = build(3, hands=[H("G1"), H("R2"), H("B3")], draws=H("O9"), landscape=[D("Crazy Bats")])
    play(s, Reload())
    assert s.hands[0] == H("G1 O9")
    assert s.current == 1 and GAME.to_move(s) == 1 and s.phase == 0
    assert s.turn == 2
    check_invariants(s)


def test_a_ladybug_chain_is_discarded_and_replaced():
    # ladybug -> discard, draw 2: ladybug -> discard, draw 2 more: three real cards in all
    s = build(2, hands=[[], []], draws=[LADYBUGS[0], LADYBUGS[1], *H("G1 G2 G3")])
    play(s, Reload())
    assert s.hands[0] == H("G1 G2 G3")
    assert s.adv_discard == [LADYBUGS[0], LADYBUGS[1]]
    check_invariants(s)


def test_an_empty_deck_is_made_from_the_shuffled_discard_and_run_outs_are_counted():
    s = build(2, hands=[[], []], draws=H("G5"), adv_discard=H("R1 R2 R3"), fill=False, landscape=[D("Crazy Bats")])
    play(s, Reload())  # the last card: the deck has run out once
    assert s.runouts == 1 and s.adv_deck == []
    assert not s.final_round
    play(s, Reload())  # the next card needed: the discard becomes the deck
    assert s.reshuffles == 1
    assert len(s.hands[1]) == 1 and s.hands[1][0] in H("R1 R2 R3")
    assert sorted(s.adv_deck) == sorted(set(H("R1 R2 R3")) - set(s.hands[1]))
    assert s.adv_discard == []


def test_nothing_to_draw_skips_the_draw():
    s = build(2, hands=[H("G1"), []], fill=False, landscape=[D("Crazy Bats")])
    play(s, Reload())
    assert s.hands[0] == H("G1") and s.current == 1


def test_hand_limit_after_a_reload_the_player_chooses_the_discard():
    nine = H("G1 G2 G3 G4 G5 G6 G7 G8 G9")
    s = build(2, hands=[nine, []], draws=H("R12"))
    play(s, Reload())
    assert len(s.hands[0]) == 10
    assert GAME.to_move(s) == 0 and s.phase == 3  # still seat 0: hand-limit discard
    assert GAME.legal_actions(s) == [HandLimitDiscard(c) for c in sorted(nine + H("R12"))]
    before = state_hash(s)
    with pytest.raises(IllegalAction, match="hand limit"):
        GAME.apply(s, Reload())
    with pytest.raises(IllegalAction, match="not in the hand"):
        GAME.apply(s, HandLimitDiscard(H("B1")[0]))
    assert state_hash(s) == before
    play(s, HandLimitDiscard(H("G4")[0]))
    assert len(s.hands[0]) == 9 and H("G4")[0] in s.adv_discard
    assert GAME.to_move(s) == 1
    check_invariants(s)


def test_hand_limit_after_a_ladybug_needs_several_discards():
    nine = H("G1 G2 G3 G4 G5 G6 G7 G8 G9")
    s = build(2, hands=[nine, []], draws=[LADYBUGS[2], *H("R1 R2")])
    play(s, Reload())
    assert len(s.hands[0]) == 11
    play(s, HandLimitDiscard(H("R1")[0]))
    assert GAME.to_move(s) == 0 and len(s.hands[0]) == 10
    play(s, HandLimitDiscard(H("R2")[0]))
    assert GAME.to_move(s) == 1 and len(s.hands[0]) == 9


def test_only_one_action_per_turn(dice):
    s = build(2, hands=[H("G3"), H("R1")], landscape=[D("Spooky Spiders")], reveals=[D("Crazy Bats")])
    dice(4)
    play(s, Capture(D("Spooky Spiders"), "strike", tuple(H("G3"))))
    assert s.current == 1 and GAME.to_move(s) == 1  # the capture ended the turn
    dice.check_used()
    s = build(2, hands=[H("G3"), H("R1")], landscape=[D("Spooky Spiders")])
    dice(1)
    play(s, Capture(D("Spooky Spiders"), "strike", tuple(H("G3"))))
    assert GAME.legal_actions(s) == [WoundDiscard(H("G3")[0])]  # no second attempt, no reload
