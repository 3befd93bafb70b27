"""The greedy bot: sensible choices from its view alone, and clearly stronger than random."""

from __future__ import annotations

from dragonwood_tui.bots import make_bot
from dragonwood_tui.bots.dragonwood_greedy import GreedyBot, least_useful
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WoundDiscard,
)
from dragonwood_tui.simulate import simulate

from .helpers import D, H, build, play

ANTS, OGRE, SPIDERS = D("Fire Ants"), D("Angry Ogre"), D("Spooky Spiders")


def choose(s):
    return GreedyBot(1).choose(GAME.view(s, GAME.to_move(s)), None)


def test_registered_under_its_name():
    assert isinstance(make_bot("dragonwood", "greedy", 3), GreedyBot)


def test_captures_the_most_valuable_target_it_reaches_with_good_odds():
    # three 5s: a Stomp of 3 dice reaches the Ogre's 9 rarely, the Ants' 4 surely
    s = build(2, hands=[H("G5 R5 B5 O9"), []], landscape=[SPIDERS, ANTS, OGRE])
    a = choose(s)
    assert isinstance(a, Capture) and a.target == ANTS and a.method == "stomp"
    assert len(a.cards) <= 3 and a in GAME.legal_actions(s)
    # with six 5s (well, five and a run) the Ogre's Stomp 9 is within reach
    s = build(2, hands=[H("G5 R5 B5 O5 P5"), []], landscape=[SPIDERS, ANTS, OGRE])
    a = choose(s)
    assert a.target == OGRE and a.method == "stomp" and a in GAME.legal_actions(s)


def test_reloads_when_nothing_is_within_reach():
    s = build(2, hands=[H("G1 R5"), []], landscape=[OGRE, D("Gooey Glob")])
    assert choose(s) == Reload()
    assert choose(build(2, hands=[[], []], landscape=[ANTS])) == Reload()


def test_spends_a_one_time_enhancement_only_on_a_valuable_creature():
    bolt = D("Lightning Bolt")
    s = build(2, hands=[H("G5 R5 B5"), []], enhancements=[[bolt], []], landscape=[OGRE])
    a = choose(s)
    assert a.target == OGRE and a.one_time == (bolt,) and a in GAME.legal_actions(s)
    s = build(2, hands=[H("G5"), []], enhancements=[[bolt], []], landscape=[D("Wild Boar")])
    assert choose(s) == Reload()  # 3 VP, but one card cannot make it even with the bolt


def test_mushroom_rerolls_the_lowest_die(dice):
    s = build(2, hands=[H("G3 R3 B3"), []], enhancements=[[D("Lucky Mushroom")], []], landscape=[OGRE])
    dice(3, 1, 2)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3 B3")))))
    assert choose(s) == MushroomReroll(1)


def test_discards_the_least_useful_card(dice):
    hand = H("G3 G4 G5 R9 B9 O1")
    assert least_useful(hand) == H("O1")[0]  # alone in value, colour and run
    s = build(2, hands=[H("G3 R7 B7 O1"), []], landscape=[OGRE])
    dice(1)
    play(s, Capture(OGRE, "strike", tuple(H("G3"))))
    assert choose(s) == WoundDiscard(H("O1")[0])
    s = build(2, hands=[H("G1"), H("R7 B7 O12")], landscape=[ANTS], reveals=[D("Thunder Storm"), SPIDERS])
    dice(4)
    play(s, Capture(ANTS, "stomp", tuple(H("G1"))))
    assert choose(s) == ThunderStormDiscard(H("O12")[0])


def test_greedy_clearly_beats_random():
    result = simulate("dragonwood", ["greedy", "random"], 60, 5)
    assert result["seats"][0]["win_share"] >= 0.9
    assert result["seats"][0]["mean_score"] > 3 * result["seats"][1]["mean_score"]
