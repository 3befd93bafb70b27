"""The choices a person is offered, over whole games: twins (cards the same in everything but
their id) offered once, every distinct choice of the rules still offered, the first (Enter's)
choice never one that gives up a road or a treasure."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Camp, Discard, Draw, DropTreasure, LayRoad
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.choices import offered, twin_key
from dragonwood_tui.games.road_quest.config import RoadQuestConfig

from .helpers import roads, set_hand, set_roads, set_top, start

CARDS = GAME.cards


def by_combat(terrain: str) -> dict[int, list[int]]:
    """Plain roads (not crossroads) of a terrain by combat number."""
    out: dict[int, list[int]] = {}
    for c in CARDS.cards:
        if c.kind == "road" and c.terrain == terrain and not c.crossroads:
            out.setdefault(c.combat, []).append(c.id)
    return out


def test_two_twin_roads_are_one_choice_and_a_road_of_another_combat_another():
    mountain = by_combat("mountain")
    twin_a, twin_b = mountain[1][:2]
    other = mountain[2][0]
    s = start()
    set_roads(s, 0, [mountain[0][0]])
    set_hand(s, 0, [twin_a, twin_b, other, *roads("swamp", 2)])
    set_top(s, [roads("swamp", 3)[2]])
    GAME.apply(s, Draw("deck"))
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    choices = offered(CARDS, view, legal)
    lays = [a for a in choices if isinstance(a, LayRoad)]
    first_twin = next(c for c in s.players[0].hand if c in (twin_a, twin_b))
    assert sorted(a.card for a in lays) == sorted([first_twin, other])  # the hand's first twin plays
    assert {LayRoad(twin_a), LayRoad(twin_b), LayRoad(other)} <= set(legal)  # the rules' list untouched


@pytest.mark.parametrize("variants", [(), ("two-creatures-defend", "duel"), ("battlefield",)])
def test_in_whole_games_twins_are_offered_once_and_every_distinct_choice_is_offered(variants):
    seen_twins = 0
    for seed in range(5):
        config = RoadQuestConfig(3, tuple(sorted(variants)), edition=EDITION)
        m = Match(GAME, config, seed, [SeatSpec(f"b{i}", "normal") for i in range(3)], bot_factory=bot_factory("road-quest"))
        while not GAME.is_over(m.state) and len(m.actions) < 1500:
            s = m.state
            legal = GAME.legal_actions(s)
            view = GAME.view(s, s.actor)
            choices = offered(CARDS, view, legal)
            keys = [twin_key(CARDS, a) for a in choices]
            assert len(keys) == len(set(keys)), choices  # no choice twice
            assert set(keys) == {twin_key(CARDS, a) for a in legal}  # nothing lost
            assert set(choices) <= set(legal)  # only the rules' own actions
            first = choices[0]
            assert not isinstance(first, (Camp, DropTreasure)), (seed, len(m.actions), choices)
            seen_twins += len(legal) - len(choices)
            m.play(m.bot_action())
    assert seen_twins  # the games met twins: the check above was put to work


def test_two_twin_cards_to_discard_are_one_choice():
    plain = by_combat("plain")
    twins = plain[2][:2]
    s = start()
    set_hand(s, 0, [*twins, *roads("swamp", 3)])
    view = GAME.view(s, 0)
    legal = [Discard(c) for c in s.players[0].hand]
    choices = offered(CARDS, view, legal)
    assert choices.count(Discard(twins[0])) == 1 and Discard(twins[1]) not in choices and len(choices) == 4
