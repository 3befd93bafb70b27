"""The order of the Road Quest choices (tui/games/road_quest/option_order.py), over random games:
the lettered choices, then e and k, then plain losses, each block reading in letter order top to
bottom, and Enter's default never throws a treasure away (or camps) when ending the turn is
offered."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.tui.games.road_quest.option_keys import KeyBook
from dragonwood_tui.tui.games.road_quest.option_order import COSTLY, default_index, in_letter_order, listing

CARDS = GAME.cards


def check(shown) -> None:
    options, keys, blocks, default = shown
    assert blocks == sorted(blocks), blocks
    for a, k, b in zip(options, keys, blocks):  # the blocks by kind: e and k below, losses last
        assert b == 2 or b == (1 if isinstance(a, (A.EndTurn, A.Camp)) else 0), (a, k, b)
        assert b != 1 or k == {"EndTurn": "e", "Camp": "k"}[type(a).__name__]
    for block in set(blocks):
        letters = [k for k, b in zip(keys, blocks) if b == block]
        assert letters == sorted(letters, key=lambda k: (k == " ", k)), (keys, blocks)
    if any(isinstance(a, A.EndTurn) for a in options):
        assert not isinstance(options[default], COSTLY) and blocks[default] != 2, (options, default)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), seats=st.integers(2, 4), battlefield=st.booleans())
def test_every_listed_choice_reads_in_letter_order_and_enter_throws_nothing_away(seed, seats, battlefield):
    config = RoadQuestConfig(seats, ("battlefield",) if battlefield else (), edition=EDITION)
    state = GAME.new_game(config, seed)
    rng = random.Random(seed)
    book = KeyBook()  # one table's letters, as the game goes (choices come and go mid-phase)
    first = listing(CARDS, GAME.view(state, GAME.to_move(state)), GAME.legal_actions(state), book)
    assert first.keys == list("abcdefghij"[: len(first.keys)]), first.keys  # the characters, in order
    for _step in range(400):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        check(listing(CARDS, GAME.view(state, seat), legal, book))
        # mostly a cheap move, so that turns last (treasures pile up beside the end of the turn)
        cheap = [a for a in legal if not isinstance(a, (A.EndTurn, A.Camp))]
        GAME.apply(state, rng.choice(cheap if cheap and rng.random() < 0.7 else legal))


def test_a_choice_come_mid_phase_stands_in_its_block_by_letter_and_enter_ends_the_turn_before_a_drop():
    options = [A.LayRoad(1), A.Announce(), A.Attack(2, 1), A.UseTreasure(4), A.EndTurn(), A.DropTreasure(5), A.Camp()]
    listed, keys, blocks = in_letter_order(options, ["b", "h", "c", "d", "e", "f", "k"], [False] * 7)
    assert keys == ["b", "c", "d", "f", "h", "e", "k"] and blocks == [0, 0, 0, 0, 0, 1, 1]
    assert listed[4] == A.Announce() and listed[-2:] == [A.EndTurn(), A.Camp()]
    assert default_index(listed, [False] * 7) == 0
    # only a treasure to throw away beside the end of the turn: Enter ends the turn
    listed, keys, blocks = in_letter_order([A.EndTurn(), A.DropTreasure(4), A.Camp()], ["e", "a", "k"], [False, False, True])
    assert keys == ["a", "e", "k"] and blocks == [0, 1, 2]
    assert listed[default_index(listed, [b == 2 for b in blocks])] == A.EndTurn()
