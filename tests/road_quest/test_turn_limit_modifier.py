"""The `turn_limit` modifier: a stage's shorter turn limit (a lesson that ends even against a
player who never lays a road), decided by the rules' own turn-limit decision; absent from a
config that does not set it, so older records hash as before."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import ChooseCharacter, Draw, EndTurn
from dragonwood_tui.games.road_quest.config import RoadQuestConfig, validate_config
from dragonwood_tui.games.road_quest.state import OVER


def test_a_game_that_never_advances_ends_at_the_stages_limit():
    config = msgspec.structs.replace(GAME.default_config(2), turn_limit=20)
    s = GAME.new_game(config, 3)
    for key in ("knight", "ranger"):
        GAME.apply(s, ChooseCharacter(key))
    steps = 0
    while s.phase != OVER and steps < 2000:  # everyone draws and ends the turn (a discard when due)
        legal = GAME.legal_actions(s)
        for wanted in (Draw("deck"), EndTurn()):
            if wanted in legal:
                GAME.apply(s, wanted)
                break
        else:
            GAME.apply(s, legal[0])
        steps += 1
    assert s.phase == OVER and s.end == "turn-limit" and s.turn == 20


@pytest.mark.parametrize("bad", [0, 19, 301, -5, "40", True])
def test_a_limit_out_of_range_is_refused_in_words(bad):
    config = msgspec.structs.replace(GAME.default_config(2), turn_limit=bad)
    with pytest.raises(ValueError, match="turn limit is 20 to 300"):
        validate_config(config)


def test_unset_it_is_not_in_the_config_nor_in_the_state_hash():
    config = GAME.default_config(2)
    assert b"turn_limit" not in msgspec.json.encode(config)
    encoded = msgspec.json.encode(config)
    assert msgspec.json.decode(encoded, type=RoadQuestConfig) == config
    # the same state hash as a config of before (decoded from a record that never had the field)
    old = msgspec.json.decode(encoded, type=RoadQuestConfig)
    assert state_hash(GAME.new_game(old, 7)) == state_hash(GAME.new_game(config, 7))


def test_the_briefing_names_the_limit():
    config = msgspec.structs.replace(GAME.default_config(2), turn_limit=40)
    assert any("40 turns" in line for line in GAME.modifier_lines(config))
