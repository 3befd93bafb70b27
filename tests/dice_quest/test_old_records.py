"""Records of rules version 1 (before the end rules and the modifiers) still replay exactly as
they were played: their config decodes with every new option at its old behaviour, the end rules
included (off), though `default_config` turns those on for new games."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.storage.records import RecordError, decode_record, replay_record
from dragonwood_tui.games.dice_quest import GAME

FIXTURES = Path(__file__).parent / "fixtures"
# 3 seats with random players: idle rounds happened; solo: lost by GiveUp with no move left
OLD = ["v1-3-seats-idle.json", "v1-solo-no-move.json", "v1-2-seats.json", "v1-solo-lost.json"]


def old(name: str):
    record = decode_record((FIXTURES / name).read_bytes())
    assert record.header.rules_version == 1 < GAME.rules_version
    return record


@pytest.mark.parametrize("name", OLD)
def test_a_rules_version_1_record_replays_with_its_recorded_outcome(name):
    record = old(name)
    config = record.header.config
    assert not config.idle_rounds and not config.forced_loss
    assert (config.first_rerolls, config.rerolls, config.deck_size, config.no_power) == (2, 1, None, None)
    replayed = replay_record(record, GAME)  # checks every action and the recorded summary
    assert replayed.summary == record.header.summary and not replayed.hashes_checked


@pytest.mark.parametrize(
    ("name", "why"),
    [("v1-3-seats-idle.json", "not in the quest line"), ("v1-solo-no-move.json", "the game is over")],
)
def test_the_same_actions_under_the_new_end_rules_would_be_another_game(name, why):
    """Proof that the old behaviour is needed: with the end rules on, these records break."""
    record = old(name)
    record.header.config = msgspec.structs.replace(record.header.config, idle_rounds=True, forced_loss=True)
    with pytest.raises(RecordError, match=why):
        replay_record(record, GAME, check_summary=False)
