"""The Dragonwood status line counts the Adventurer deck's passes of this table: a stage that ends
after one pass (`deck_passes` 1, the guided first stage) says "deck 1 of 1 (last)", a long deck
"of 3", the standard game "of 2" — never a fixed "of 2"."""

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
    assert f"deck 1 of {total}" in text, text  # words, not "1/2", at every size
    if total == 1 and not compact:
        assert "(last)" in text
