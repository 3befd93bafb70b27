"""The choices a person is offered: a plain loss (it costs, it gains nothing) is never the first
one and says why; the rules' legal list is untouched (records keep actions, not places)."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.bots import bot_factory
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Camp, Draw, EndTurn, Fight, LayRoad, UseTreasure
from dragonwood_tui.games.road_quest.choices import loss_note, ordered
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.cards import EDITION

from .helpers import card, cards_of, roads, send, set_hand, set_roads, set_top, start, take

CARDS = GAME.cards
PLAIN, MOUNTAIN, FOREST, SWAMP = roads("plain", 9), roads("mountain", 9), roads("forest", 9), roads("swamp", 9)


def offered(s):
    view = GAME.view(s, s.actor)
    return view, ordered(CARDS, view, GAME.legal_actions(s))


def laid_at_full_life(chars=("knight", "witch")):
    """Seat 0 at full life, roads stacked (Forest, Forest), lays a third this turn; a hand with
    nothing else to do (roads that may not follow, no treasure usable, nothing to send)."""
    s = start(chars)
    set_roads(s, 0, [FOREST[0], FOREST[1]])
    set_roads(s, 1, [])  # nobody to send an obstacle to
    set_hand(s, 0, [FOREST[2], MOUNTAIN[0], MOUNTAIN[1], MOUNTAIN[2]])
    set_top(s, [MOUNTAIN[3]])
    GAME.apply(s, Draw("deck"))
    GAME.apply(s, LayRoad(FOREST[2]))
    p = s.players[0]
    assert p.life == p.max_life and s.laid
    return s


def test_after_laying_a_road_at_full_life_camping_is_not_first_and_says_it_gains_nothing():
    s = laid_at_full_life()
    legal = GAME.legal_actions(s)
    view, choices = offered(s)
    assert Camp() in legal and set(choices) == set(legal)  # nothing hidden, nothing added
    assert choices[0] == EndTurn()
    assert choices[-1] == Camp()
    assert loss_note(CARDS, view, Camp()) == "no life gained (already full)"
    assert all(not loss_note(CARDS, view, a) for a in choices[:-1])


@pytest.mark.parametrize("character", ["knight", "bard", "barbarian"])
def test_camping_below_full_life_is_a_gain_but_never_before_ending_the_turn(character):
    """A camp gives up the last road: Enter (the first choice) ends the turn instead (a new
    player gave up the road just laid by pressing Enter on a camp listed first)."""
    s = laid_at_full_life((character, "witch"))
    s.players[0].life -= 1
    view, choices = offered(s)
    assert not loss_note(CARDS, view, Camp())
    assert choices.index(EndTurn()) < choices.index(Camp())


def test_camping_at_full_life_to_uncover_a_road_the_hand_may_follow_is_not_a_loss():
    s = start()
    set_roads(s, 0, [PLAIN[0], MOUNTAIN[0]])
    set_hand(s, 0, [PLAIN[1], SWAMP[3], SWAMP[0], SWAMP[1]])
    set_top(s, [SWAMP[2]])
    GAME.apply(s, Draw("deck"))
    view, choices = offered(s)
    assert not loss_note(CARDS, view, Camp())  # the rules' own tactic: the Plain road may follow then


def test_camping_at_full_life_while_facing_an_obstacle_is_a_loss():
    s = start()
    set_roads(s, 0, [FOREST[0], FOREST[1]])
    set_hand(s, 0, [FOREST[2], PLAIN[1], SWAMP[0], SWAMP[1]])
    set_top(s, [SWAMP[2]])
    send(s, 0, cards_of("creature", "forest")[0])
    GAME.apply(s, Draw("deck"))
    view, choices = offered(s)
    assert Camp() in choices and choices[0] == Fight()
    assert loss_note(CARDS, view, Camp()) and choices[-1] == Camp()


def test_putting_on_a_weaker_weapon_is_a_loss_and_listed_last():
    s = laid_at_full_life()
    great, sword = card("Great sword"), card("Sword")
    set_hand(s, 0, [*s.players[0].hand, sword])
    from .helpers import take

    take(s, great)
    s.players[0].weapon = great
    view, choices = offered(s)
    assert loss_note(CARDS, view, UseTreasure(sword)) == "weaker than the weapon you wear"
    assert choices[0] == EndTurn() and set(choices[-2:]) == {UseTreasure(sword), Camp()}


@pytest.mark.parametrize("variants", [(), ("battlefield",), ("duel", "invisibility-end-of-turn", "life-potion-bonus")])
def test_in_every_decision_of_whole_games_the_first_choice_is_never_a_plain_loss(variants):
    """The class: every decision of seeded games between bots, every seat, every variant mix."""
    game = GAME
    seen_losses = 0
    for seed in range(6):
        config = RoadQuestConfig(3, tuple(sorted(variants)), edition=EDITION)
        m = Match(game, config, seed, [SeatSpec(f"b{i}", "normal") for i in range(3)], bot_factory=bot_factory("road-quest"))
        while not game.is_over(m.state) and len(m.actions) < 1500:
            s = m.state
            view, choices = offered(s)
            assert set(choices) == set(game.legal_actions(s))
            assert not loss_note(CARDS, view, choices[0]), (seed, len(m.actions), choices)
            losses = [bool(loss_note(CARDS, view, a)) for a in choices]
            assert losses == sorted(losses)  # every loss after every other choice
            seen_losses += sum(losses)
            m.play(m.bot_action())
    if "battlefield" not in variants:
        assert seen_losses  # the games met plain losses: the check above was put to work


def test_camping_at_full_life_when_a_road_may_be_laid_anyway_is_a_loss():
    """On a Plain road then another, with roads in hand that may follow now: giving up a road first
    only loses it (camp, then lay, ends a road short of laying at once)."""
    s = start()
    set_roads(s, 0, [PLAIN[0], PLAIN[1]])
    set_hand(s, 0, [FOREST[2], MOUNTAIN[0], SWAMP[0], SWAMP[1]])
    set_top(s, [SWAMP[2]])
    GAME.apply(s, Draw("deck"))
    view, choices = offered(s)
    assert LayRoad(FOREST[2]) in choices
    assert loss_note(CARDS, view, Camp()) and choices[-1] == Camp()
