"""One voice: the guided coach's line and the Chances box's words come from one judgement
(`dragonwood_pick.best_capture`, hard's own move from the whole hand), so they never contradict:
the coach says a capture is worth trying only when the box would not say a reload is better, and
the box says why a reload is better in a beginner's words. Stacked hands for each case, then
every turn of played games."""

from __future__ import annotations

import itertools
import random

import pytest

from dragonwood_tui.bots import advised_move, make_bot
from dragonwood_tui.bots.dragonwood_pick import best_capture, rank_captures, why_pick
from dragonwood_tui.campaign.coach import Coach
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.coach import LINES, topics
from dragonwood_tui.games.dragonwood.state import P_WOUND

from tests.dragonwood.helpers import D, H, build

ANTS, BUNNY, GLOB, JAGUAR, BOAR = D("Fire Ants", 1), D("Friendly Bunny"), D("Gooey Glob"), D("Fierce Jaguar"), D("Wild Boar")
SPIDERS, TROLL, ORANGE, BLUE = D("Spooky Spiders"), D("Grumpy Troll"), D("Orange Dragon"), D("Blue Dragon")
RELOAD_WORDS = "a reload is better"


def legal(state):
    return GAME.legal_actions(state)


def coach_says(view, state) -> str:
    """The coach's topic for the turn's capture: "capture" (worth trying) or "reload"."""
    found = topics(view, legal(state), advised_move("dragonwood", view))
    assert ("capture" in found) != ("reload" in found), found
    return "capture" if "capture" in found else "reload"


def test_a_capture_clearly_best_the_coach_says_try_it_and_the_box_agrees():
    # Stomp with four 10s: the Orange Dragon (11, 7 VP) at 40%; hard plays it
    land = [BOAR, ORANGE, D("Secret Shadow"), GLOB, SPIDERS]
    s = build(2, hands=[H("R7 R10 P10 B10 O10"), H("G1")], landscape=land)
    view = GAME.view(s, 0)
    assert best_capture(view) is not None and coach_says(view, s) == "capture"
    words = why_pick(rank_captures(view, H("R10 P10 B10 O10")), view)
    assert words == ["hard's pick: 40% for 7 VP", "Gooey Glob 78% is worth less"]
    assert not any(RELOAD_WORDS in w for w in words)
    # another selection of the same hand is not worth it: the box says other cards do better,
    # never that a reload is (the coach said to capture)
    words = why_pick(rank_captures(view, H("R7")), view)
    assert words[0] == "a better capture uses other cards"
    assert LINES["capture"].startswith("A capture is worth trying!")


def test_a_reload_clearly_best_the_coach_and_the_box_say_so_and_why():
    # the guided first game's deal: every capture spends more than it brings
    s = build(2, hands=[H("R1 B6 G11 G9 R7"), H("G1")], landscape=[GLOB, JAGUAR, BUNNY, BOAR, ANTS])
    view = GAME.view(s, 0)
    assert best_capture(view) is None and coach_says(view, s) == "reload"
    # (the words are about the capture highlighted: the surest, the Bunny at 86%)
    assert why_pick(rank_captures(view, H("R7 B6")), view) == ["a reload is better: this enhancement is worth less than 2 cards now"]
    # one card for a long shot: the chance is the reason
    assert why_pick(rank_captures(view, H("R7")), view)[0] == "a reload is better: 17% is too risky, a miss costs a card"


def test_a_high_chance_capture_worth_less_than_its_cards_says_why_a_reload_is_better():
    # Stomp R5 B5 on the Spooky Spiders (3): 35/36 for 1 VP. A sure success still spends two
    # cards worth more to the hand than 1 VP: hard reloads, and the box says so in those words
    # (not a sign or threshold slip: the value of the success alone is below a reload's).
    s = build(2, hands=[H("R5 B5 R6 B9 O12"), H("G1")], landscape=[SPIDERS, TROLL, ORANGE])
    view = GAME.view(s, 0)
    picks = rank_captures(view, H("R5 B5"))
    top = picks[0]
    assert top.option.target == SPIDERS and top.option.probability > 0.95 and top.value is not None and top.value < 0
    assert top.parts is not None and top.parts.gain <= top.parts.reload  # even a sure success loses
    assert best_capture(view) is None and coach_says(view, s) == "reload"
    assert why_pick(picks, view) == ["a reload is better: 2 cards for only 1 VP, keep them for a bigger capture"]


def test_the_last_dragon_that_would_end_the_game_behind_says_so():
    # the Blue Dragon is taken: capturing the Orange one ends the game, and the player would
    # still be behind the other seat's big pile
    s = build(
        2,
        hands=[H("R10 P10 B10 O10 G10"), H("G1")],
        landscape=[ORANGE],  # (beside a surer capture, the words would be about that one)
        victory=[[], [BLUE, GLOB, TROLL, JAGUAR]],
    )
    view = GAME.view(s, 0)
    picks = rank_captures(view, H("R10 P10 B10 O10 G10"))
    orange = next(p for p in picks if p.option.target == ORANGE)
    assert orange.parts is not None and orange.parts.ending and orange.value is not None and orange.value < 0
    assert best_capture(view) is None and coach_says(view, s) == "reload"
    assert why_pick(picks, view) == ["a reload is better: the last dragon would end the game with you behind"]


def _selections(hand: list[int], rnd: random.Random, most: int = 12) -> list[tuple[int, ...]]:
    every = [c for k in (1, 2, 3) for c in itertools.combinations(sorted(hand), k)]
    rnd.shuffle(every)
    return every[:most]


@pytest.mark.parametrize("seed", range(6))
def test_the_coach_and_the_box_never_contradict_in_played_games(seed):
    """Every person's turn of a played game: if the coach says a capture is worth trying, no
    selection's words say a reload is better; if it says a reload is better, every selection's
    words say that first (hard's value of each is at or below a reload)."""
    rnd = random.Random(seed)
    players = 2 + seed % 3
    s = GAME.new_game(GAME.default_config(players), seed)
    bots = [make_bot("dragonwood", "easy" if seed % 2 else "hard", seed * 10 + i) for i in range(players)]
    turns = worth = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        if view.phase == "turn" and any(type(a).__name__ == "Capture" for a in legal(s)):
            said = coach_says(view, s)
            turns += 1
            worth += said == "capture"
            for cards in _selections(view.hand, rnd):
                picks = rank_captures(view, list(cards))
                words = why_pick(picks, view)
                if not picks or picks[0].value is None:
                    continue
                if said == "capture":
                    assert not any(w.startswith(RELOAD_WORDS) for w in words), (seed, cards, words)
                else:
                    assert words[0].startswith(RELOAD_WORDS), (seed, cards, words)
        GAME.apply(s, bots[seat].choose(view, None))
    assert turns > 10 and 0 < worth < turns  # both verdicts met


def test_a_line_of_a_passed_decision_gives_way_to_the_one_at_hand():
    """The coach keeps its line while nothing is new, but never one the decision at hand
    contradicts: "worth trying" after a turn where a reload is better, and back."""
    worth = build(2, hands=[H("R7 R10 P10 B10 O10"), H("G1")], landscape=[BOAR, ORANGE, GLOB, SPIDERS])
    poor = build(2, hands=[H("R1 B6 G11 G9 R7"), H("G1")], landscape=[GLOB, JAGUAR, BUNNY, BOAR, ANTS])
    coach = Coach("dragonwood")
    for state in (worth, poor):  # every topic of both turns explained once
        for _ in range(4):
            coach.line(GAME.view(state, 0), legal(state))
    assert {"welcome", "capture", "reload", "odds"} <= set(coach.seen)
    for state, topic in ((worth, "capture"), (poor, "reload"), (worth, "capture"), (worth, "capture")):
        line = coach.line(GAME.view(state, 0), legal(state))
        assert coach.topic == topic and coach.text == LINES[topic], (topic, line)
    wound = build(2, hands=[H("R1 B6 G11 G9 R7"), H("G1")], landscape=[GLOB, JAGUAR, BUNNY, BOAR, ANTS])
    wound.phase = P_WOUND
    coach.line(GAME.view(wound, 0), legal(wound))
    assert coach.topic == "wound"
    coach.line(GAME.view(poor, 0), legal(poor))  # the next turn: no "Wounded!" any more
    assert coach.topic == "reload"
