"""Both ends of the game, the final round, scoring with the bonus, winners and the tie-break."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, Reload
from dragonwood_tui.games.dragonwood.scoring import standings
from dragonwood_tui.games.dragonwood.state import END_DECK, END_DRAGONS, END_FOREST

from .helpers import D, H, build, check_invariants, play

ORANGE, BLUE = D("Orange Dragon"), D("Blue Dragon")
ANTS, BATS, SPIDERS = D("Fire Ants"), D("Crazy Bats"), D("Spooky Spiders")
OGRE, TROLL, BOAR = D("Angry Ogre"), D("Grumpy Troll"), D("Wild Boar")


def test_capturing_the_second_dragon_ends_the_game_at_once(dice):
    s = build(2, hands=[H("G3 R3 B3"), []], landscape=[ORANGE, ANTS], reveals=[BATS],
              victory=[[], [BLUE]])
    dice(4, 4, 4)
    play(s, Capture(ORANGE, "stomp", tuple(sorted(H("G3 R3 B3")))))
    assert s.over and s.end_reason == END_DRAGONS and GAME.to_move(s) is None
    assert s.landscape == [ANTS]  # no refill
    assert GAME.legal_actions(s) == []
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, Reload())
    check_invariants(s)


def test_the_first_dragon_does_not_end_the_game(dice):
    s = build(2, hands=[H("G3 R3 B3"), []], landscape=[ORANGE, ANTS], reveals=[BATS])
    dice(4, 4, 4)
    play(s, Capture(ORANGE, "stomp", tuple(sorted(H("G3 R3 B3")))))
    assert not s.over and s.landscape[:2] == [ANTS, BATS]


def test_second_run_out_final_round_everyone_once_more_ending_with_that_player():
    s = build(3, hands=[[], [], []], landscape=[ANTS], draws=H("G1"), adv_discard=H("R1 R2"),
              runouts=1, current=1, fill=False)
    play(s, Reload())  # seat 1 draws the last card: the deck runs out the second time
    assert s.runouts == 2 and s.final_round
    assert s.current == 2 and not s.over
    play(s, Reload())  # seat 2: the discard is shuffled in again
    assert s.reshuffles == 1 and len(s.hands[2]) == 1
    play(s, Reload())  # seat 0
    assert not s.over and s.current == 1
    play(s, Reload())  # seat 1: the last turn of the final round
    assert s.over and s.end_reason == END_DECK
    assert s.hands[1] == H("G1")  # nothing was left to draw: the draw was skipped
    assert s.turn == 4


def test_final_round_started_during_anothers_event_still_ends_with_the_current_player(dice):
    s = build(2, hands=[H("G1"), []], landscape=[ANTS], reveals=[D("Sunny Day"), BATS],
              draws=H("R1"), runouts=1, fill=False)
    dice(4)
    play(s, Capture(ANTS, "stomp", tuple(H("G1"))))  # Sunny Day: seat 0 draws the last card
    assert s.final_round and s.current == 1
    play(s, Reload())
    assert not s.over and s.current == 0
    play(s, Reload())
    assert s.over


def test_an_empty_forest_ends_the_game(dice):
    s = build(2, hands=[H("G1"), []], landscape=[ANTS], fill=False)
    dice(4)
    play(s, Capture(ANTS, "stomp", tuple(H("G1"))))
    assert s.over and s.end_reason == END_FOREST


def test_most_creatures_bonus_three_or_two_each_on_a_tie():
    rows = standings([[OGRE, ANTS], [TROLL], []])
    assert [(r.creature_vp, r.bonus, r.total) for r in rows] == [(7, 3, 10), (4, 0, 4), (0, 0, 0)]
    rows = standings([[OGRE], [TROLL], [SPIDERS]])
    assert [r.bonus for r in rows] == [2, 2, 2]
    assert [r.total for r in standings([[], []])] == [0, 0]  # no creature, no bonus


def test_scores_count_only_creatures():
    s = build(2, victory=[[OGRE, ANTS], [TROLL]], enhancements=[[D("Silver Sword")], []])
    assert GAME.scores(s) == [10, 4]


def _over(victory, tie_break="most-creatures"):
    s = build(len(victory), victory=victory, tie_break=tie_break)
    s.over = True
    return s


def test_winner_and_tie_breaks():
    assert GAME.winners(_over([[OGRE, ANTS], [TROLL]])) == [0]
    # 3+3+bonus 3 = 9 vs ogre 5 + blue... build equal totals:
    # seat 0: Boar (3) + Spiders (1) + Bats (1) = 5 creatures 3 -> +3 = 8
    # seat 1: Orange Dragon (7) + 1 creature: 8 total without bonus
    tie = [[BOAR, SPIDERS, BATS], [ORANGE, D("Spooky Spiders", 1)]]
    assert [r.total for r in standings(tie)] == [8, 8]
    assert GAME.winners(_over(tie)) == [0]  # default: most creatures first
    assert GAME.winners(_over(tie, "orange-dragon-first")) == [1]
    # equal totals and creature counts: the Orange Dragon decides (default)
    tie2 = [[ORANGE, SPIDERS], [D("Gooey Glob"), D("Hungry Bear")]]
    assert [r.total for r in standings(tie2)] == [10, 10]
    assert GAME.winners(_over(tie2)) == [0]
    # nothing breaks the tie: a shared win
    tie3 = [[OGRE], [D("Gooey Glob")]]
    assert GAME.winners(_over(tie3)) == [0, 1]
    assert GAME.winners(build(2)) == []  # while the game runs
