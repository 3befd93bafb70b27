"""The Dragonwood status line counts the Adventurer deck's passes of this table: a stage that ends
after one pass (`deck_passes` 1, the guided first stage) says "pass 1 of 1 (last)", a long deck
"of 3", the standard game "of 2" — never a fixed "of 2". The word "deck" names a deck only: the
Adventurer deck in full, the Dragonwood deck, never a third "deck" for the pass."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.games import get_game
from dragonwood_tui.tui.games.dragonwood.board import status_text

GAME = get_game("dragonwood")


@pytest.mark.parametrize("fields, total", [({}, 2), ({"deck_passes": 1}, 1), ({"long_deck": True}, 3)])
@pytest.mark.parametrize("compact", [False, True])
def test_the_status_line_says_how_many_passes_this_table_runs(fields, total, compact):
    config = msgspec.structs.replace(GAME.default_config(2), **fields)
    state = GAME.new_game(config, 1)
    text = status_text(GAME.view(state, 0), ["Ada", "Bram"], compact).plain
    assert f"pass 1 of {total}" in text, text  # words, not "1/2", at every size
    if total == 1 and not compact:
        assert "(last)" in text


@pytest.mark.parametrize("width", [0, 78, 118])
def test_a_solo_table_says_its_passes_have_no_limit(width):
    """Solo: the deck running out ends nothing. A bare "pass 1" (where a table of seats says
    "pass 1 of 2") left a player wondering how many there are."""
    state = GAME.new_game(GAME.default_config(1), 1)
    for compact in (True, False):
        text = status_text(GAME.view(state, 0), ["You"], compact, width).plain
        assert "pass 1, no limit" in text, text


@pytest.mark.parametrize("width", [58, 64, 78, 98, 118, 158])
@pytest.mark.parametrize("fields", [{}, {"deck_passes": 1}, {"long_deck": True}])
def test_the_decks_are_named_once_each_and_never_cut(width, fields):
    """80x24's header read "deck 46, discard 1 · deck 1 of 2 · Dragonwood deck 27": three
    "deck"s for two decks and a pass. Now each deck is named once, whatever the room."""
    config = msgspec.structs.replace(GAME.default_config(3), **fields)
    state = GAME.new_game(config, 1)
    for compact in (True, False):
        text = status_text(GAME.view(state, 0), ["Ada", "Bram", "Cleo"], compact, width).plain
        assert "Adventurer deck" in text and "discard" in text and "Dragonwood" in text, text
        assert text.count("deck") <= 2 and " deck " not in text.replace("Adventurer deck", "").replace("Dragonwood deck", ""), text
        if compact:
            assert all(len(line) <= width for line in text.split("\n")), text
