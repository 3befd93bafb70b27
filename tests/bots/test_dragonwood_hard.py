"""The `hard` Dragonwood bot makes the obvious move in stacked positions, from its view only."""

from __future__ import annotations

from dragonwood_tui.bots import make_bot
from dragonwood_tui.bots.dragonwood_hard import HardBot, rank_turn
from dragonwood_tui.bots.dragonwood_values import hand_value, mask_of, opponent_gain
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, MushroomReroll, Reload, WoundDiscard

from tests.dragonwood.helpers import D, H, build, play

BLUE, ORANGE = D("Blue Dragon"), D("Orange Dragon")
SPIDERS, BATS, GLOB, OGRE = D("Spooky Spiders"), D("Crazy Bats"), D("Gooey Glob"), D("Angry Ogre")
CLOAK, SPINACH, UNICORN = D("Cloak of Darkness"), D("Bucket of Spinach"), D("Magical Unicorn")


def choose(s):
    seat = GAME.to_move(s)
    action = HardBot(1).choose(GAME.view(s, seat), None)
    assert action in GAME.legal_actions(s) or not isinstance(action, Capture)
    return action


def test_registered_as_hard():
    assert isinstance(make_bot("dragonwood", "hard", 3), HardBot)


def test_takes_a_sure_dragon():
    # +5 to a Stomp: five 5s make the Blue Dragon's 10 whatever the dice
    s = build(
        2,
        hands=[H("G5 R5 B5 O5 P5"), H("G1")],
        enhancements=[[CLOAK, SPINACH, UNICORN], []],
        landscape=[OGRE, BLUE, SPIDERS],
    )
    a = choose(s)
    assert isinstance(a, Capture) and a.target == BLUE and a.method == "stomp"


def test_spends_a_four_of_a_kind_on_the_dragon_not_on_a_spider():
    s = build(2, hands=[H("G7 R7 B7 O7"), H("G1")], landscape=[SPIDERS, BLUE])
    a = choose(s)
    assert isinstance(a, Capture) and a.target == BLUE and len(a.cards) == 4


def test_keeps_a_four_of_a_kind_when_only_spiders_and_bats_are_there():
    s = build(2, hands=[H("G7 R7 B7 O7"), H("G1")], landscape=[SPIDERS, BATS])
    assert choose(s) == Reload()


def test_solo_never_moves_a_dragon_to_the_leftmost_slot():
    # two Hungry Bears, as easy and as worth; taking the left one would hand the Orange Dragon
    # to the opponent's next 3
    left, right = D("Hungry Bear", 0), D("Hungry Bear", 1)
    s = build(1, hands=[H("G4 R4")], enhancements=[[CLOAK]], landscape=[left, ORANGE, right])
    a = choose(s)
    assert isinstance(a, Capture) and a.target == right
    # with only the card left of the dragon in reach it leaves it where it is
    s = build(1, hands=[H("G4 R4")], enhancements=[[CLOAK]], landscape=[left, ORANGE, GLOB])
    a = choose(s)
    assert not (isinstance(a, Capture) and a.target == left)


def test_solo_opponent_gain_follows_its_rules():
    # a 3 (1 in 3) takes the leftmost card, a 4 (1 in 6) the highest creature
    assert opponent_gain([SPIDERS, GLOB]) == 1 / 3 + 5 / 6
    # a dragon not leftmost: on a 4 the opponent re-rolls, 3-4 take it, else the next highest
    assert opponent_gain([SPIDERS, ORANGE, GLOB]) == 1 / 3 + (0.5 * 7 + 0.5 * 5) / 6
    assert opponent_gain([ORANGE, SPIDERS]) == 7 / 3 + 7 / 6
    # Cloak of Darkness and no creature worth 5: a 4 takes the Cloak (2 VP to the opponent)
    assert opponent_gain([SPIDERS, CLOAK]) == 1 / 3 + 2 / 6


def test_the_last_turn_of_the_final_round_spends_everything():
    # nothing is worth keeping on the last turn: a long shot beats a reload
    jaguar = D("Fierce Jaguar")  # Strike 8: two dice reach it once in 36
    s = build(2, hands=[H("G2 R3"), H("G1")], landscape=[jaguar])
    s.final_round = True
    s.final_turns_left = 1
    a = choose(s)
    assert isinstance(a, Capture) and a.target == jaguar
    s.final_turns_left = 0
    s.final_round = False
    assert choose(s) == Reload()


def test_a_hand_is_worth_more_with_groups():
    assert hand_value(mask_of(H("G7 R7 B7"))) > hand_value(mask_of(H("G7 R8 B11")))
    assert hand_value(mask_of(H("G3 R4 B5"))) > hand_value(mask_of(H("G3 R8 B11")))


def test_wound_discards_the_card_the_hand_misses_least(dice):
    s = build(2, hands=[H("G7 R7 B7 O1"), H("G1")], landscape=[OGRE])
    dice(1)
    play(s, Capture(OGRE, "strike", tuple(H("G7"))))
    assert choose(s) == WoundDiscard(H("O1")[0])


def test_mushroom_rerolls_the_lowest_die(dice):
    s = build(2, hands=[H("G3 R3 B3"), []], enhancements=[[D("Lucky Mushroom")], []], landscape=[OGRE])
    dice(3, 1, 2)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3 B3")))))
    assert choose(s) == MushroomReroll(1)


def test_ranks_reload_with_every_capture():
    s = build(2, hands=[H("G5 R5 B6"), H("G1")], landscape=[OGRE, SPIDERS])
    ranked = rank_turn(GAME.view(s, 0))
    values = [v for v, _ in ranked]
    assert values == sorted(values, reverse=True)
    assert Reload() in [a for _, a in ranked]
    legal = GAME.legal_actions(s)
    assert all(a in legal for _, a in ranked)
