"""The Dice Quest rules modifiers (campaign stages): each is validated, changes the rules as
docs/rules.md says (stacked scenarios), is kept in the record's config, and replays exactly."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine import IllegalAction, state_hash
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.records import decode_record, encode_record, new_record, replay_record
from dragonwood_tui.games.dice_quest import GAME, Beat, GiveUp, Reroll
from dragonwood_tui.games.dice_quest.config import MODIFIERS, POWERS, modifier_lines

from .helpers import all_cards, card, stacked, standard

PAIR2 = card("pair of 2s", "plus")
LINE = [PAIR2, card("three 4s"), card("full house", "plus"), card("five of a kind"), card("four of a kind", "plus")]
HIT = [2, 2, 3, 5, 6]  # beats PAIR2 only


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"first_rerolls": -1}, "first_rerolls -1"),
        ({"first_rerolls": 6}, "0 to 5"),
        ({"rerolls": 9}, "rerolls 9"),
        ({"deck_size": 0}, "at least 1 enemy"),
        ({"no_power": "fire"}, "unknown power 'fire'"),
    ],
)
def test_bad_modifiers_are_refused_with_a_clear_error(options, message):
    with pytest.raises(ValueError, match=message):
        GAME.new_game(standard(1, **options), 1)


def test_a_deck_size_the_deck_cannot_give_is_refused():
    with pytest.raises(ValueError, match="only 42 enemies"):
        GAME.new_game(standard(1, deck_size=43), 1)
    with pytest.raises(ValueError, match="only 33 enemies"):
        GAME.new_game(standard(1, deck_size=34, no_power="reroll"), 1)


def test_every_modifier_has_a_label_and_words_for_a_config():
    assert set(MODIFIERS) == {"first_rerolls", "rerolls", "deck_size", "no_power"}
    assert all(MODIFIERS.values())
    assert modifier_lines(GAME.default_config(1)) == []
    lines = modifier_lines(standard(1, first_rerolls=0, rerolls=2, deck_size=12, no_power="mirror"))
    assert lines == [
        "No free re-roll on the first turn (instead of 2).",
        "2 free re-rolls per turn after the first (instead of 1).",
        "A shorter quest: 12 enemies in the deck.",
        "No mirror power: those enemies are out of the deck.",
    ]


def test_free_rerolls_on_the_first_and_later_turns():
    s = stacked(LINE, HIT + [6] + HIT, config=standard(1, first_rerolls=1, rerolls=3))
    assert s.rerolls_left == 1
    GAME.apply(s, Reroll((4,)))
    with pytest.raises(IllegalAction, match="no free re-roll left"):
        GAME.apply(s, Reroll((4,)))
    GAME.apply(s, Beat(PAIR2))
    assert s.turn == 2 and s.rerolls_left == 3
    assert GAME.view(s, 0).free_rerolls == 3


def test_each_seats_first_turn_uses_first_rerolls():
    s = stacked(LINE, [1, 3, 4, 5, 6] * 3, config=standard(2, first_rerolls=0, rerolls=4))
    assert s.rerolls_left == 0
    GAME.apply(s, GiveUp())
    assert GAME.to_move(s) == 1 and s.rerolls_left == 0  # seat 1's first turn
    GAME.apply(s, GiveUp())
    assert GAME.to_move(s) == 0 and s.rerolls_left == 4


def test_a_shorter_deck_plays_the_top_n_of_the_usual_shuffle():
    full = GAME.new_game(GAME.default_config(1), 5)
    short = GAME.new_game(standard(1, deck_size=9), 5)
    assert short.line + short.deck == (full.line + full.deck)[:9]
    assert sorted(short.set_aside) == sorted((full.line + full.deck)[9:])
    assert all_cards(short) == list(range(42))
    view = GAME.view(short, 0)
    assert view.deck_size == 4 and view.set_aside == 33 and len(view.unseen) == 4


def test_a_shorter_quest_is_won_when_its_deck_and_line_are_empty():
    s = stacked(LINE, HIT, config=standard(1, deck_size=5))
    assert s.deck == [] and s.line == LINE
    s.line = [PAIR2]
    s.set_aside += LINE[1:]  # parked: every card still in one place
    GAME.apply(s, Beat(PAIR2))
    assert s.status == "won" and GAME.scores(s) == [1]


@pytest.mark.parametrize("power", POWERS)
def test_no_power_takes_that_powers_enemies_out(power):
    s = GAME.new_game(standard(1, no_power=power), 3)
    in_play = s.line + s.deck
    assert in_play and all(GAME.cards[c].power != power for c in in_play)
    assert s.set_aside == sorted(c.id for c in GAME.cards if c.power == power)
    assert all_cards(s) == list(range(42))
    assert all(c.power != power for c in GAME.view(s, 0).unseen)


def play_bots(config, seed: int, bots: list[str]):
    state = GAME.new_game(config, seed)
    players = [make_bot("dice-quest", b, seed + i) for i, b in enumerate(bots)]
    actions = []
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        action = players[seat].choose(GAME.view(state, seat), GAME.legal_actions(state))
        GAME.apply(state, action)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize(
    "options",
    [
        {"first_rerolls": 0, "rerolls": 2},
        {"deck_size": 12},
        {"no_power": "reroll"},
        {"first_rerolls": 3, "rerolls": 0, "deck_size": 20, "no_power": "plus"},
    ],
)
@pytest.mark.parametrize("players", [1, 3])
def test_games_with_modifiers_replay_exactly_from_their_record(options, players):
    config = standard(players, **options)
    state, actions = play_bots(config, 11, ["greedy"] * players)
    seats = [SeatSpec(f"P{i}", "greedy") for i in range(players)]
    record = decode_record(encode_record(new_record(GAME, config, 11, seats, actions)))
    assert record.header.config == config  # every modifier is kept in the record
    replayed = replay_record(record, GAME)
    assert state_hash(replayed.state) == state_hash(state)
