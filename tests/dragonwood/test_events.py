"""Refilling the landscape and the four events, with each player's choices in turn order."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    HandLimitDiscard,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
)

from .helpers import D, H, build, check_invariants, play

ANTS, BATS, SPIDERS = D("Fire Ants"), D("Crazy Bats"), D("Spooky Spiders")
SUNNY, THUNDER, WIND, QUICKSAND = D("Sunny Day"), D("Thunder Storm"), D("Wind Storm"), D("Quicksand")


def capture_ants(s, dice):
    """Seat `s.current` captures the Fire Ants with its first card (forced 4): refill follows."""
    dice(4)
    play(s, Capture(ANTS, "stomp", (s.hands[s.current][0],)))


def test_an_event_drawn_is_resolved_discarded_and_replaced(dice):
    s = build(3, hands=[H("G1"), H("R1"), H("B1")], current=1, landscape=[ANTS],
              reveals=[SUNNY, BATS], draws=H("G2 G3 G4 G5 G6 G7"))
    capture_ants(s, dice)
    # Sunny Day: every player draws 2, starting with the current player (seat 1)
    assert s.hands[1] == H("G2 G3") and s.hands[2] == H("B1 G4 G5") and s.hands[0] == H("G1 G6 G7")
    assert SUNNY in s.dw_discard and s.event == -1
    assert s.landscape[0] == BATS  # another card drawn to refill
    assert s.current == 2
    check_invariants(s)


def test_sunny_day_hand_limit_pauses_the_event_for_that_players_choice(dice):
    nine = H("O1 O2 O3 O4 O5 O6 O7 O8 O9")
    s = build(2, hands=[H("G1"), nine], landscape=[ANTS], reveals=[SUNNY, BATS],
              draws=H("G2 G3 R2 R3"))
    capture_ants(s, dice)
    assert s.hands[0] == H("G2 G3")
    assert len(s.hands[1]) == 11 and GAME.to_move(s) == 1 and s.phase == 3
    play(s, HandLimitDiscard(H("O1")[0]), HandLimitDiscard(H("O2")[0]))
    assert len(s.hands[1]) == 9
    assert s.landscape[0] == BATS and s.current == 1 and s.phase == 0
    check_invariants(s)


def test_thunder_storm_each_player_with_cards_discards_in_turn_order(dice):
    s = build(3, hands=[H("G1 G2"), H("R1 R2"), []], current=1, landscape=[ANTS],
              reveals=[THUNDER, BATS])
    capture_ants(s, dice)  # seat 1 plays R1: keeps R2
    assert GAME.to_move(s) == 1 and s.phase == 4
    assert GAME.legal_actions(s) == [ThunderStormDiscard(H("R2")[0])]
    play(s, ThunderStormDiscard(H("R2")[0]))
    # seat 2 has no card: skipped; then seat 0
    assert GAME.to_move(s) == 0
    with pytest.raises(IllegalAction):
        GAME.apply(s, ThunderStormDiscard(H("R2")[0]))
    play(s, ThunderStormDiscard(H("G2")[0]))
    assert s.hands == [H("G1"), [], []]
    assert THUNDER in s.dw_discard and s.current == 2
    check_invariants(s)


def test_wind_storm_everyone_chooses_before_any_card_moves_to_the_right(dice):
    s = build(4, hands=[H("G1 G2"), H("R1 R2 R3"), H("B1"), []], current=1, landscape=[ANTS],
              reveals=[WIND, BATS])
    capture_ants(s, dice)  # seat 1 plays R1
    order = []
    while s.phase == 5:
        seat = GAME.to_move(s)
        order.append(seat)
        # nothing is received before everyone has chosen
        assert s.hands[3] == []
        card = s.hands[seat][-1]
        play(s, WindStormPass(card))
    assert order == [1, 2, 0]  # turn order from the current player; seat 3 has nothing
    # to the right = against the turn order: seat i passes to seat i - 1
    assert s.hands[0] == H("G1") + H("R3")
    assert s.hands[1] == H("R2 B1")  # from seat 2
    assert s.hands[3] == H("G2")  # from seat 0
    assert s.hands[2] == []  # passed B1, received nothing (seat 3 had no card)
    check_invariants(s)


def test_wind_storm_with_two_players_is_a_swap(dice):
    s = build(2, hands=[H("G1 G2"), H("R1")], landscape=[ANTS], reveals=[WIND, BATS])
    capture_ants(s, dice)  # seat 0 plays G1
    play(s, WindStormPass(H("G2")[0]), WindStormPass(H("R1")[0]))
    assert s.hands == [H("R1"), H("G2")]


def test_quicksand_swallows_the_landscape_enhancements_and_the_refill_goes_on(dice):
    unicorn, bunny = D("Magical Unicorn"), D("Friendly Bunny")
    s = build(2, hands=[H("G1"), []], landscape=[ANTS, unicorn, SPIDERS, bunny],
              reveals=[QUICKSAND, BATS, D("Crazy Bats", 1), D("Wild Boar"), D("Hungry Bear")])
    capture_ants(s, dice)
    assert s.landscape == [SPIDERS, BATS, D("Crazy Bats", 1), D("Wild Boar"), D("Hungry Bear")]
    assert s.dw_discard == [unicorn, bunny, QUICKSAND]
    check_invariants(s)


def test_an_empty_dragonwood_deck_leaves_the_landscape_short(dice):
    s = build(2, hands=[H("G1"), H("R1")], landscape=[ANTS, BATS], fill=False)
    s.dw_deck = []
    capture_ants(s, dice)
    assert s.landscape == [BATS] and not s.over


def test_reload_never_refills():
    s = build(2, hands=[[], []], landscape=[ANTS], reveals=[BATS])
    play(s, Reload())
    assert s.landscape == [ANTS]
