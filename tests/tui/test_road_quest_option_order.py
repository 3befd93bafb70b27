"""The order of the Road Quest choices (tui/games/road_quest/option_order.py), over random games:
the lettered choices, then e and k, then plain losses, every list lettered a, b, c… from the top
(skipping only the fixed e and k), and Enter's default never throws a treasure away (or camps) when ending the turn is
offered."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.tui.games.road_quest.option_keys import FIXED, LETTERS, KeyBook
from dragonwood_tui.tui.games.road_quest.option_order import COSTLY, default_index, listing

CARDS = GAME.cards


def check(shown, character: bool = False) -> None:
    options, keys, blocks, default = shown
    assert blocks == sorted(blocks), blocks
    for a, k, b in zip(options, keys, blocks):  # the blocks by kind: e and k below, losses last
        assert b == 2 or b == (1 if isinstance(a, (A.EndTurn, A.Camp)) else 0), (a, k, b)
        assert b != 1 or k == {"EndTurn": "e", "Camp": "k"}[type(a).__name__]
    lettered = [k for a, k in zip(options, keys) if type(a).__name__ not in FIXED]
    # top to bottom from a, consecutive, skipping only e and k (a list after a road began at d)
    skipped = () if character else FIXED.values()  # (the characters: a to f)
    assert lettered == [k for k in LETTERS if k not in skipped][: len(lettered)], keys
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
        view = GAME.view(state, seat)
        check(listing(CARDS, view, legal, book), view.phase == "character")
        # mostly a cheap move, so that turns last (treasures pile up beside the end of the turn)
        cheap = [a for a in legal if not isinstance(a, (A.EndTurn, A.Camp))]
        GAME.apply(state, rng.choice(cheap if cheap and rng.random() < 0.7 else legal))


def test_a_list_is_lettered_from_a_in_its_order_whatever_came_before():
    book = KeyBook()
    assert book.letters(1, [("road", "LayRoad"), ("send", "Attack"), ("end", "EndTurn"), ("camp", "Camp")]) == ["a", "b", "e", "k"]
    # the road laid: the same turn's next list starts at a again, not at b
    assert book.letters(1, [("send", "Attack"), ("other", "UseTreasure"), ("x", "Attack"), ("y", "Attack"), ("end", "EndTurn")]) == ["a", "b", "c", "d", "e"]
    assert book.letters(1, [(i, "Attack") for i in range(5)]) == ["a", "b", "c", "d", "f"]


def test_enter_ends_the_turn_before_a_drop():
    options = [A.DropTreasure(4), A.EndTurn(), A.Camp()]
    assert options[default_index(options, [False, False, True])] == A.EndTurn()
    assert default_index([A.LayRoad(1), A.EndTurn()], [False, False]) == 0
