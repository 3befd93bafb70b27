"""A Dragonwood record of rules version 1 (before the variants and modifiers of version 2) still
replays to its recorded outcome: its config decodes with every new option at the standard rules."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.storage.records import decode_record, replay_record
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.config import Config

FIXTURE = Path(__file__).parent / "fixtures" / "v1-4-seats.json"


def test_a_rules_version_1_record_replays_with_its_recorded_outcome():
    record = decode_record(FIXTURE.read_bytes())
    assert record.header.rules_version == 1 < GAME.rules_version
    assert record.header.config == Config(players=4)  # every new field at its standard value
    replayed = replay_record(record, GAME)
    assert replayed.summary == record.header.summary and replayed.summary.winners == [3]
