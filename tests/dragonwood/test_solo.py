"""The designer's solo variant against the automated opponent."""

from __future__ import annotations

from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, Reload, ThunderStormDiscard, WindStormPass
from dragonwood_tui.games.dragonwood.state import END_DRAGONS

from .helpers import D, H, build, check_invariants, play

ORANGE, BLUE = D("Orange Dragon"), D("Blue Dragon")
ANTS, BATS, SPIDERS = D("Fire Ants"), D("Crazy Bats"), D("Spooky Spiders")
OGRE, GLOB, BOAR, BEAR = D("Angry Ogre"), D("Gooey Glob"), D("Wild Boar"), D("Hungry Bear")
CLOAK, BUNNY, UNICORN = D("Cloak of Darkness"), D("Friendly Bunny"), D("Magical Unicorn")


def test_solo_setup_one_seat_person_first_turn_starts_with_a_draw():
    for seed in range(100):
        s = GAME.new_game(GAME.default_config(1), seed)
        if not s.adv_discard:  # no ladybug at the deal
            break
    assert s.players == 1 and s.solo and len(s.removed) == 12
    assert GAME.to_move(s) == 0 and s.turn == 1
    assert len(s.hands[0]) == 6  # 5 dealt + the turn's first draw
    check_invariants(s)


def solo(landscape, reveals=(), hand="G1", draws="R1 R2 R3 R4", **kw):
    return build(1, hands=[H(hand)], landscape=landscape, reveals=list(reveals), draws=H(draws), **kw)


def test_a_solo_turn_is_draw_two_or_draw_one_and_capture(dice):
    s = solo([ANTS, BATS])
    dice(1)  # the opponent rolls 1: nothing
    play(s, Reload())
    assert s.hands[0] == H("G1 R1 R2")  # the reload, then the next turn's first draw
    assert s.turn == 2 and GAME.to_move(s) == 0 and s.landscape == [ANTS, BATS]
    dice.check_used()


def test_opponent_two_does_nothing_three_takes_the_leftmost_and_the_row_shifts(dice):
    s = solo([SPIDERS, OGRE, BATS], reveals=[BOAR])
    dice(2)
    play(s, Reload())
    assert s.opponent == []
    dice(3)
    play(s, Reload())
    assert s.opponent == [SPIDERS]
    assert s.landscape[:3] == [OGRE, BATS, BOAR]  # shifted left, the new card on the right
    dice.check_used()


def test_opponent_four_takes_the_highest_vp_creature_leftmost_of_equals(dice):
    s = solo([SPIDERS, BEAR, BOAR, UNICORN])
    dice(4)
    play(s, Reload())
    assert s.opponent == [BEAR]


def test_opponent_four_rule_a_takes_the_cloak_without_a_creature_worth_five(dice):
    s = solo([SPIDERS, CLOAK, BOAR])
    dice(4)
    play(s, Reload())
    assert s.opponent == [CLOAK]
    s = solo([SPIDERS, CLOAK, OGRE])
    dice(4)
    play(s, Reload())
    assert s.opponent == [OGRE]


def test_opponent_four_rule_b_a_dragon_not_leftmost_needs_a_second_roll(dice):
    s = solo([ANTS, ORANGE, OGRE])
    dice(4, 3)
    play(s, Reload())
    assert s.opponent == [ORANGE]
    s = solo([ANTS, ORANGE, OGRE])
    dice(4, 2)
    play(s, Reload())
    assert s.opponent == [OGRE]  # the next-highest creature
    s = solo([ORANGE, ANTS])
    dice(4)  # leftmost dragon: no second roll
    play(s, Reload())
    assert s.opponent == [ORANGE]
    dice.check_used()


def test_rule_b_with_rule_a_and_with_only_enhancements_left(dice):
    s = solo([ANTS, ORANGE, CLOAK])
    dice(4, 1)
    play(s, Reload())
    assert s.opponent == [CLOAK]  # (a) among the other creatures
    s = solo([BUNNY, ORANGE, UNICORN])
    dice(4, 1)
    play(s, Reload())
    assert s.opponent == [BUNNY]  # no other creature: the leftmost enhancement
    s = solo([BUNNY, UNICORN])
    dice(4)
    play(s, Reload())
    assert s.opponent == [BUNNY]
    s = solo([BUNNY, CLOAK])
    dice(4)
    play(s, Reload())
    assert s.opponent == [CLOAK]


def test_the_opponent_taking_the_second_dragon_ends_the_game(dice):
    s = solo([ANTS, ORANGE], victory=[[BLUE]])
    dice(4, 4)
    play(s, Reload())
    assert s.over and s.end_reason == END_DRAGONS
    # one creature each: +2 each
    assert GAME.scores(s) == [6 + 2] and GAME.opponent_score(s) == 7 + 2
    assert GAME.winners(s) == []  # the person lost


def test_events_during_the_opponents_turn_ask_the_person(dice):
    s = solo([SPIDERS, BATS], reveals=[D("Thunder Storm"), BOAR], hand="G1 G2")
    dice(3)
    play(s, Reload())  # the opponent takes the spiders; the refill draws the Thunder Storm
    assert s.opponent == [SPIDERS] and s.phase == 4 and GAME.to_move(s) == 0
    play(s, ThunderStormDiscard(H("G1")[0]))
    assert s.landscape[:2] == [BATS, BOAR] and s.phase == 0
    check_invariants(s)


def test_solo_wind_storm_discard_one_then_draw_one(dice):
    s = solo([ANTS], reveals=[D("Wind Storm"), BATS], hand="G1 G2", draws="R1 R2")
    dice(4)
    play(s, Capture(ANTS, "stomp", tuple(H("G1"))))
    assert s.phase == 5
    assert any(e[0] == 14 for e in s.events)  # the event is being resolved
    dice(1)  # after the event, the opponent's turn: nothing
    play(s, WindStormPass(H("G2")[0]))
    assert H("G2")[0] in s.adv_discard
    assert s.hands[0] == H("R1 R2")  # R1 after the discard, R2 at the next turn's start
    check_invariants(s)


def test_no_final_round_in_solo(dice):
    s = solo([ANTS], draws="G5", hand="", runouts=1, adv_discard=H("R1 R2 R3"), fill=False)
    dice(1)
    play(s, Reload())
    assert s.runouts == 2 and not s.final_round and not s.over


def test_solo_scoring_opponent_two_per_enhancement_bonus_to_both_and_the_winner():
    s = solo([ANTS], victory=[[OGRE, GLOB]], opponent=[ORANGE, BLUE, CLOAK, BUNNY])
    s.over = True
    rows = GAME.standings(s)
    assert [(r.seat, r.creature_vp, r.enhancement_vp, r.bonus, r.total) for r in rows] == [
        (0, 10, 0, 2, 12),
        (-1, 13, 4, 2, 19),
    ]
    assert GAME.scores(s) == [12] and GAME.opponent_score(s) == 19
    assert GAME.winners(s) == []
    s = solo([ANTS], victory=[[OGRE, GLOB, BOAR]], opponent=[ORANGE, BLUE])
    s.over = True
    assert GAME.scores(s) == [16] and GAME.opponent_score(s) == 13 and GAME.winners(s) == [0]


def test_the_rules_page_links_to_its_solo_section_in_every_language():
    # every game's links reach its headings (tests/test_conformance.py); Dragonwood's page has one
    from dragonwood_tui import games
    from dragonwood_tui.i18n import LANGUAGES

    for code in LANGUAGES:
        assert "](#" in games.rules_text("dragonwood", code), code
