"""The two end rules of rules version 2, on stacked decks with fixed dice: a full multiplayer round
in which nobody beats an enemy removes the oldest enemy of the quest line (`idle_rounds`), and a
solo game with no move left is lost by the rules themselves (`forced_loss`)."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine import IllegalAction
from dragonwood_tui.games.dice_quest import GAME, Beat, DiceQuestConfig, GiveUp, Reroll

from .helpers import all_cards, card, give_army, stacked, standard

PAIR2 = card("pair of 2s", "plus")
THREE4 = card("three 4s")
FULL = card("full house", "plus")
FIVE = card("five of a kind")
FOUR = card("four of a kind", "plus")
LINE = [PAIR2, THREE4, FULL, FIVE, FOUR]  # beaten by 2 2 x x x only
MISS = [1, 3, 4, 5, 6]  # beats nothing of LINE
HIT = [2, 2, 3, 5, 6]  # beats PAIR2 only
NEXT = card("pair of 1s", "plus")  # stacked sixth: the card a refill brings


def kinds(state) -> list[str]:
    return [e.kind for e in state.log]


# -- idle rounds (multiplayer) ----------------------------------------------------------------
def test_default_config_turns_both_end_rules_on_and_the_bare_struct_leaves_them_off():
    assert GAME.default_config(2).idle_rounds and GAME.default_config(1).forced_loss
    bare = DiceQuestConfig(2)  # what a rules-version-1 record's config decodes to
    assert not bare.idle_rounds and not bare.forced_loss


def test_a_full_round_without_a_beat_removes_the_oldest_enemy():
    s = stacked(LINE + [NEXT], MISS * 3, config=standard(2))
    GAME.apply(s, GiveUp())  # seat 0: no beat
    assert s.line == LINE and not s.gone  # the round is not over yet
    GAME.apply(s, GiveUp())  # seat 1: no beat either: the round passed idle
    assert s.gone == [PAIR2]
    idle = [e for e in s.log if e.kind == "idle-round"]
    assert len(idle) == 1 and idle[0].cards == [PAIR2] and idle[0].seat == 1
    # the line is refilled at the next turn as usual, from the deck
    assert s.line == LINE[1:] + [NEXT] and GAME.to_move(s) == 0
    assert all_cards(s) == list(range(42))
    view = GAME.view(s, 0)
    assert [c.id for c in view.gone] == [PAIR2]


def test_the_idle_round_is_described_in_the_log_line():
    s = stacked(LINE + [NEXT], MISS * 3, config=standard(2))
    GAME.apply(s, GiveUp())
    line = GAME.describe(s, GiveUp())
    assert "A full round without an enemy beaten: Twin Sprite (pair of 2s) leaves the game" in line


def test_a_beat_anywhere_in_the_round_keeps_the_line():
    s = stacked(LINE + [NEXT], HIT + MISS * 4, config=standard(2))
    GAME.apply(s, Beat(PAIR2))  # seat 0 beats
    GAME.apply(s, GiveUp())  # seat 1 does not: the round still had a beat
    assert not s.gone and s.line == LINE[1:] + [NEXT]
    GAME.apply(s, GiveUp())  # round 2: seat 0 ...
    GAME.apply(s, GiveUp())  # ... and seat 1 beat nothing: the oldest leaves
    assert s.gone == [THREE4]


def test_rounds_start_at_seat_0_a_late_beat_counts_for_its_round_only():
    s = stacked(LINE + [NEXT], MISS + HIT + MISS * 4, config=standard(3))
    GAME.apply(s, GiveUp())  # seat 0
    GAME.apply(s, Beat(PAIR2))  # seat 1 beats: round 1 is not idle
    GAME.apply(s, GiveUp())  # seat 2
    assert not s.gone
    for _ in range(2):
        GAME.apply(s, GiveUp())  # seats 0, 1 of round 2
    assert not s.gone  # seat 2 has not played yet
    GAME.apply(s, GiveUp())
    assert s.gone == [THREE4]


def test_the_last_enemy_leaving_ends_the_game_and_scores_for_nobody():
    s = stacked(LINE, MISS * 3, config=standard(2))
    parked = s.deck + LINE[1:]
    s.deck, s.line = [], [PAIR2]
    s.players[0].army = parked[:20]
    s.players[1].discard = parked[20:]
    GAME.apply(s, GiveUp())
    GAME.apply(s, GiveUp())
    assert s.status == "over" and s.end_reason == "quest complete" and GAME.to_move(s) is None
    assert s.gone == [PAIR2] and kinds(s)[-2:] == ["idle-round", "over"]
    assert GAME.scores(s) == [20, 21] and sum(GAME.scores(s)) == 41  # the gone card: nobody's
    assert GAME.winners(s) == [1]


def test_without_the_rule_idle_rounds_remove_nothing():
    s = stacked(LINE, MISS * 5, players=2)  # the rules-version-1 config
    for _ in range(4):
        GAME.apply(s, GiveUp())
    assert not s.gone and s.line == LINE


def test_solo_never_has_idle_rounds():
    s = stacked(LINE, MISS * 2, config=standard(1, forced_loss=False))
    GAME.apply(s, GiveUp())
    assert s.status == "lost" and not s.gone


def test_every_valid_config_has_an_action_bound_below_the_record_limit():
    from dragonwood_tui.engine.record_format import MAX_ACTIONS

    worst = standard(4, first_rerolls=5, rerolls=5)
    assert GAME.action_bound(worst) == 42 * 4 * 6 + 42 < MAX_ACTIONS
    assert GAME.action_bound(standard(2, deck_size=10)) == 10 * 2 * 3 + 10
    assert GAME.action_bound(standard(3, no_power="mirror")) == 33 * 3 * 3 + 33
    assert GAME.action_bound(DiceQuestConfig(2)) is None  # version 1: no bound


# -- no move left (solo) ------------------------------------------------------------------------
def test_solo_with_no_move_left_is_lost_by_the_rules_without_an_action():
    s = stacked(LINE, MISS + [1, 1], config=standard(1))
    GAME.apply(s, Reroll((0,)))
    assert s.status == "playing"  # one free re-roll left
    GAME.apply(s, Reroll((0,)))  # no re-roll, no army, no enemy beaten: nothing but giving up
    assert s.status == "lost" and s.end_reason == "no move left"
    assert GAME.end_reason(s) == "no move left" and GAME.view(s, 0).end_reason == "no move left"
    assert kinds(s)[-2:] == ["no-move", "lost"] and "give-up" not in kinds(s)
    assert GAME.to_move(s) is None and GAME.legal_actions(s) == []
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, GiveUp())


def test_the_describe_line_of_the_last_action_says_no_move_left():
    s = stacked(LINE, MISS + [1, 1], config=standard(1))
    GAME.apply(s, Reroll((0,)))
    line = GAME.describe(s, Reroll((0,)))
    assert "No move left" in line and "the game is lost" in line


def test_giving_up_is_a_different_end():
    s = stacked(LINE, MISS, config=standard(1))
    GAME.apply(s, GiveUp())
    assert s.status == "lost" and s.end_reason == "gave up"
    assert kinds(s)[-2:] == ["give-up", "lost"]


NO_SIXES = [card("pair of 1s", "plus"), card("pair of 2s", "plus"), card("pair of 3s"), card("pair of 4s", "plus"), card("pair of 5s", "reroll")]
NO_ONES = [card("pair of 2s", "plus"), card("pair of 3s"), card("pair of 4s", "plus"), card("pair of 5s", "reroll"), card("pair of 6s", "plus")]


@pytest.mark.parametrize(
    ("power", "dice", "line", "stuck"),
    [
        ("mirror", MISS, LINE, False),  # mirror always changes a die
        ("shift", MISS, LINE, False),
        ("reroll", MISS, LINE, False),
        ("plus", [6, 6, 6, 6, 6], NO_SIXES, True),  # a plus card can't raise a 6
        ("plus", MISS, LINE, False),
        ("minus", [1, 1, 1, 1, 1], NO_ONES, True),  # a minus card can't lower a 1
        ("minus", MISS, LINE, False),
    ],
)
def test_an_army_card_is_a_move_when_its_power_can_change_a_die(power, dice, line, stuck):
    s = stacked(line, dice + [dice[0]], config=standard(1, first_rerolls=1))
    army = next(c for c in s.deck if GAME.cards[c].power == power)
    give_army(s, [army])
    assert not GAME.beaten(s)
    GAME.apply(s, Reroll((0,)))  # the last free re-roll gives the same face again
    assert s.dice == dice
    assert (s.status == "lost") == stuck
    assert (GAME.legal_actions(s) == []) == stuck


def test_with_no_free_reroll_at_all_a_game_can_be_lost_at_setup():
    s = stacked(LINE, MISS, config=standard(1, first_rerolls=0))
    assert s.status == "lost" and s.end_reason == "no move left" and s.turn == 1
    s = stacked(LINE, HIT, config=standard(1, first_rerolls=0))
    assert s.status == "playing" and GAME.legal_actions(s) == [Beat(PAIR2), GiveUp()]


def test_without_the_rule_the_game_waits_for_give_up():
    s = stacked(LINE, MISS + [1, 1], players=1)  # the rules-version-1 config
    GAME.apply(s, Reroll((0,)))
    GAME.apply(s, Reroll((0,)))
    assert s.status == "playing" and GAME.legal_actions(s) == [GiveUp()]
    GAME.apply(s, GiveUp())
    assert s.end_reason == "gave up"


def test_a_won_quest_says_so():
    s = stacked(LINE, HIT, config=standard(1))
    parked = s.deck + LINE[1:]
    s.deck, s.line = [], [PAIR2]
    s.players[0].discard = parked
    GAME.apply(s, Beat(PAIR2))
    assert s.status == "won" and s.end_reason == "quest complete"
