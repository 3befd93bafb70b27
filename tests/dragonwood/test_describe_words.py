"""Log lines agree with their subject: the person's seat is "You" by default ("You draw"), any
other name takes the third person ("Ann draws")."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.dragonwood import GAME, event_lines
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    DeclineMushroom,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.scoring import Standing, explain
from dragonwood_tui.games.dragonwood.state import (
    E_CAPTURE,
    E_DISCARD,
    E_DRAW,
    E_FAIL,
    E_LADYBUG,
    E_PASS,
    E_SPENT,
    W_LIMIT,
)
from dragonwood_tui.games.words import verb

from .helpers import D, H, build

OGRE, MUSHROOM, BOLT = D("Angry Ogre"), D("Lucky Mushroom"), D("Lightning Bolt")


@pytest.mark.parametrize(
    ("third", "you"),
    [("draws", "draw"), ("is", "are"), ("has", "have"), ("tries", "try"), ("passes", "pass"),
     ("re-rolls", "re-roll"), ("cannot", "cannot"), ("re-rolled", "re-rolled")],
)
def test_verb_agrees_with_you_and_keeps_the_third_person_for_names(third, you):
    assert verb("You", third) == you
    assert verb("you", third) == you
    assert verb("Ann", third) == third
    assert verb("Yourself", third) == third


def _lines(who: str) -> list[str]:
    s = build(2, hands=[H("G3 R3 B9"), H("O1")], enhancements=[[MUSHROOM], []], landscape=[OGRE])
    names = [who, "Bob"]
    capture = Capture(OGRE, "stomp", tuple(sorted(H("G3 R3"))), (BOLT,))
    actions = [Reload(), capture, MushroomReroll(0), DeclineMushroom(), WoundDiscard(H("B9")[0]),
               HandLimitDiscard(H("G3")[0]), ThunderStormDiscard(H("R3")[0])]
    lines = [GAME.describe(s, a, names) for a in actions]
    events = [[E_DRAW, 0, 5], [E_LADYBUG, 0], [E_CAPTURE, 0, OGRE], [E_FAIL, 0, OGRE],
              [E_SPENT, 0, BOLT], [E_DISCARD, 0, H("G3")[0], W_LIMIT], [E_PASS, 0, 1]]
    return lines + event_lines(events, names)


def test_every_line_about_you_agrees():
    assert _lines("You") == [
        "You reload.",
        "You try to Stomp Angry Ogre (9) with G3 R3 + Lightning Bolt.",
        "You re-roll die 1 with the Lucky Mushroom.",
        "You keep the roll.",
        "You discard Bl9 for the wound.",
        "You discard G3 (hand limit 9).",
        "You discard R3 in the Thunder Storm.",
        "You draw 5 cards.",
        "You draw a Lucky Ladybug: discarded, 2 more cards.",
        "Success: You capture Angry Ogre (5 VP).",
        "Failure: Angry Ogre stays; you are wounded.",
        "You spend the Lightning Bolt.",
        "You discard G3 (hand limit).",
        "You pass a card to Bob.",
    ]


def test_lines_about_a_named_player_keep_the_third_person():
    assert _lines("Ann") == [
        "Ann reloads.",
        "Ann tries to Stomp Angry Ogre (9) with G3 R3 + Lightning Bolt.",
        "Ann re-rolls die 1 with the Lucky Mushroom.",
        "Ann keeps the roll.",
        "Ann discards Bl9 for the wound.",
        "Ann discards G3 (hand limit 9).",
        "Ann discards R3 in the Thunder Storm.",
        "Ann draws 5 cards.",
        "Ann draws a Lucky Ladybug: discarded, 2 more cards.",
        "Success: Ann captures Angry Ogre (5 VP).",
        "Failure: Angry Ogre stays; Ann is wounded.",
        "Ann spends the Lightning Bolt.",
        "Ann discards G3 (hand limit).",
        "Ann passes a card to Bob.",
    ]


def test_the_end_of_game_explanation_agrees_with_you():
    rows = [Standing(0, 3, 12, 0, 3, 15, False), Standing(1, 1, 9, 0, 0, 9, False)]
    assert explain(rows, "most-creatures") == "seat 1 has the most creatures: +3; seat 1 wins with 15."
    assert explain(rows, "most-creatures", ["You", "Bob"]) == "You have the most creatures: +3; You win with 15."
    assert explain(rows, "most-creatures", ["Ann", "Bob"]) == "Ann has the most creatures: +3; Ann wins with 15."
