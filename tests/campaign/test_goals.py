"""Goals and stars for every goal kind, on stacked end-of-game states (the person is seat 0)."""

from __future__ import annotations

import pytest

from dragonwood_tui.campaign.goals import goal_words, outcome, progress_words, star_words
from dragonwood_tui.campaign.model import Goal
from dragonwood_tui.games.dice_quest import GAME as DQ
from dragonwood_tui.games.dice_quest.state import LOST, OVER, WON
from dragonwood_tui.games.dragonwood import GAME as DW
from dragonwood_tui.games.dragonwood.state import P_OVER

from dragonwood_tui.games.road_quest import GAME as RQ
from dragonwood_tui.games.road_quest.state import OVER as RQ_OVER

from dice_quest.helpers import give_army, stacked
from dragonwood.helpers import D, build
from road_quest.helpers import cards_of, set_roads, start


def dw_end(victory, players=2, opponent=()):
    s = build(players, victory=victory, opponent=opponent)
    s.over, s.phase, s.decider = True, P_OVER, -1
    return s


# VP: Orange Dragon 7, Blue Dragon 6, Spooky Spiders 1 (4 copies) (creature table)
ME_DRAGONS = [D("Orange Dragon"), D("Blue Dragon")]  # 13 VP, 2 creatures
RIVAL = [D("Spooky Spiders"), D("Spooky Spiders", 1), D("Spooky Spiders", 2)]  # 3 VP, 3 creatures: +3 bonus


def stars(kind, thresholds, state, game=DW, creatures=()):
    return outcome(Goal(kind, list(thresholds), list(creatures)), game, state)


def test_win_earns_stars_by_score():
    s = dw_end([ME_DRAGONS, RIVAL])  # 13 against 3 + 3
    assert DW.winners(s) == [0]
    assert stars("win", [0, 10, 20], s).stars == 2
    assert stars("win", [0, 13, 14], s).stars == 2
    assert stars("win", [0, 14], s).stars == 1


def test_a_loss_earns_nothing_whatever_the_score():
    s = dw_end([[D("Spooky Spiders")], ME_DRAGONS])
    o = stars("win", [0, 1, 2], s)
    assert not o.won and o.stars == 0 and not o.passed


def test_score_goal_needs_its_first_threshold():
    s = dw_end([ME_DRAGONS, RIVAL])
    assert stars("score", [14, 20], s).stars == 0
    assert stars("score", [13, 20], s).stars == 1


def test_margin_is_against_the_best_other_side():
    s = dw_end([ME_DRAGONS, RIVAL, [D("Spooky Spiders", 3)]], players=3)  # 13 vs 6 vs 1
    o = stars("margin", [1, 7, 8], s)
    assert o.measure == 7 and o.stars == 2


def test_margin_in_solo_is_against_the_automated_opponent():
    s = dw_end([ME_DRAGONS], players=1, opponent=[D("Spooky Spiders")])  # 13 + 3 (most creatures) vs 1
    o = stars("margin", [1, 10, 20], s)
    assert o.won and o.measure == 15 and o.stars == 2


def test_capture_the_orange_dragon_counts_even_in_a_lost_game():
    s = dw_end([[D("Orange Dragon")], [D("Blue Dragon"), *RIVAL]])
    assert DW.winners(s) == [1]
    o = stars("capture", [0, 7, 20], s, creatures=["Orange Dragon"])
    assert o.condition and o.stars == 2
    assert stars("capture", [0], s, creatures=["Orange Dragon", "Blue Dragon"]).stars == 0


def test_capture_both_dragons():
    s = dw_end([ME_DRAGONS, RIVAL])
    assert stars("capture", [0, 13, 14], s, creatures=["Orange Dragon", "Blue Dragon"]).stars == 2
    assert goal_words(Goal("capture", [0], ["Orange Dragon", "Blue Dragon"]), DW) == "Capture both dragons"


def test_no_star_while_the_game_runs():
    s = build(2, victory=[ME_DRAGONS, []])
    o = stars("capture", [0], s, creatures=["Orange Dragon"])
    assert o.condition and o.stars == 0 and not o.finished
    assert progress_words(Goal("capture", [0], ["Orange Dragon", "Blue Dragon"]), DW, s) == "2/2 captured · 16 points"  # 13 VP + 3 for most creatures so far


def dq_end(army, spent=0, status=WON, players=1):
    s = stacked([], [], players=players)
    ids = list(s.deck)[: army + spent]
    give_army(s, ids[:army])
    for i in ids[army:]:
        s.deck.remove(i)
        s.players[0].discard.append(i)
    s.status = status
    return s


def test_dice_quest_win_and_cards_left():
    s = dq_end(army=20, spent=5)
    assert DQ.winners(s) == [0]
    assert stars("win", [0, 20, 21], s, DQ).stars == 2
    o = stars("cards-left", [18, 20, 22], s, DQ)
    assert o.measure == 20 and o.stars == 2


def test_dice_quest_cards_left_needs_a_win():
    s = dq_end(army=25, status=LOST)
    assert stars("cards-left", [1], s, DQ).stars == 0


def test_dice_quest_beat_counts_every_enemy_beaten_before_losing():
    s = dq_end(army=6, spent=4, status=LOST)  # 10 beaten, 4 of them spent as powers
    o = stars("beat", [5, 10, 11], s, DQ)
    assert not o.won and o.measure == 10 and o.stars == 2


def test_dice_quest_win_at_a_table_of_three():
    s = dq_end(army=8, spent=2, status=OVER, players=3)
    assert 0 in DQ.winners(s)
    assert stars("win", [0, 10, 11], s, DQ).stars == 2


def rq_end(my_roads, their_roads, life=25, winners=(0,), players=2):
    """A finished Road Quest game: seat 0 has `my_roads` roads and `life`, the others `their_roads`."""
    s = start(("knight", "bard", "witch", "dwarf")[:players])
    roads = cards_of("road", "plain")
    set_roads(s, 0, roads[:my_roads])
    for seat in range(1, players):
        set_roads(s, seat, cards_of("road", "forest")[:their_roads] if seat == 1 else cards_of("road", "swamp")[:their_roads])
    s.players[0].life = life
    s.phase, s.winners, s.end = RQ_OVER, list(winners), "goal"
    return s


def test_road_quest_life_left_counts_the_life_of_a_winner_only():
    goal = {"kind": "life-left", "stars": [1, 12, 20]}
    o = stars(goal["kind"], goal["stars"], rq_end(8, 6, life=14), RQ)
    assert o.won and o.measure == 14 and o.stars == 2
    assert stars("life-left", [1, 12, 20], rq_end(8, 6, life=25), RQ).stars == 3
    lost = stars("life-left", [1, 12, 20], rq_end(6, 8, life=25, winners=(1,)), RQ)
    assert not lost.won and lost.stars == 0 and lost.measure == 25


def test_road_quest_roads_ahead_is_against_the_best_other_road():
    o = stars("roads-ahead", [2, 3, 5], rq_end(8, 5, players=3), RQ)  # 8 against 5 and 5
    assert o.measure == 3 and o.stars == 2
    s = rq_end(8, 4, players=3)
    set_roads(s, 2, cards_of("road", "swamp")[:7])  # the best other has 7: one road ahead
    assert stars("roads-ahead", [2, 3, 5], s, RQ).stars == 0
    assert progress_words(Goal("roads-ahead", [2]), RQ, s) == "+1 road ahead"  # one road: the singular


def test_road_quest_win_and_no_star_while_the_game_runs():
    assert stars("win", [0], rq_end(8, 7), RQ).stars == 1
    running = start(("knight", "bard"))
    set_roads(running, 0, cards_of("road", "plain")[:7])
    o = stars("life-left", [1], running, RQ)
    assert not o.finished and o.stars == 0
    assert progress_words(Goal("life-left", [1]), RQ, running) == "25 life left"
    assert progress_words(Goal("win", [0]), RQ, running) == "7 roads"


@pytest.mark.parametrize(
    "goal, game, lines",
    [
        (Goal("win", [0, 25, 32]), "dragonwood", ["Win the game", "Win the game, with at least 25 points", "Win the game, with at least 32 points"]),
        (Goal("score", [20, 30]), "dice-quest", ["Win with at least 20 points", "Win with at least 30 points"]),
        (Goal("beat", [4, 10, 16]), "dice-quest", ["Beat at least 4 enemies", "Beat at least 10 enemies", "Beat at least 16 enemies"]),
        (Goal("capture", [0, 20], ["Orange Dragon"]), "dragonwood", ["Capture the Orange Dragon", "Capture the Orange Dragon, with at least 20 points"]),
    ],
)
def test_star_words(goal, game, lines):
    assert star_words(goal, game) == lines


def test_road_quest_star_words():
    assert star_words(Goal("life-left", [1, 12, 20]), "road-quest") == [
        "Win with at least 1 life left",
        "Win with at least 12 life left",
        "Win with at least 20 life left",
    ]
    assert star_words(Goal("roads-ahead", [1, 3]), "road-quest") == [
        "Win at least 1 road ahead of everyone",
        "Win at least 3 roads ahead of everyone",
    ]
    assert star_words(Goal("win", [0, 8]), "road-quest")[1] == "Win the game, with at least 8 roads"
