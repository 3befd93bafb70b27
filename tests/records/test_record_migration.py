"""Older format versions load (migrated); newer ones are refused with the version they need."""

from __future__ import annotations

from datetime import datetime, timezone

import msgspec
import pytest
from records_helpers import FIXTURES, toy_bytes
from toy_game import GAME, Bet, Play, ToyConfig

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.records import (
    FORMAT_VERSION,
    RecordError,
    decode_record,
    encode_record,
    new_record,
    replay_record,
)
from dragonwood_tui.storage.files import read_record_file

V0 = FIXTURES / "toy-v0.json"


def test_hand_written_version_0_record_is_migrated():
    record = read_record_file(V0)
    h = record.header
    assert record.version == FORMAT_VERSION
    assert h.seed == 3 and h.config == ToyConfig(2, 5)
    assert h.seats == [SeatSpec("Ada"), SeatSpec("Bot")]
    assert h.created == h.updated == datetime(2025, 3, 1, 18, 30, tzinfo=timezone.utc)
    assert h.rules_version == 1
    assert len(record.actions) == 13
    assert record.actions[9] == Play([2, 6], Bet("low", 1))
    # What version 0 lacked is computed by re-playing: the same as a record made today.
    fresh = new_record(GAME, ToyConfig(2, 5), 3, h.seats, record.actions)
    assert record.checkpoints == fresh.checkpoints
    assert h.summary == fresh.header.summary
    assert h.summary.status == "finished"
    # The migrated record is a current one: it saves, loads and verifies as such.
    again = decode_record(encode_record(record))
    assert again == record
    replay_record(again)


def test_version_0_record_with_an_illegal_action_names_the_step():
    doc = msgspec.json.decode(V0.read_bytes())
    doc["actions"][3] = {"type": "play", "cards": [9, 9, 9]}
    with pytest.raises(RecordError) as err:
        decode_record(msgspec.json.encode(doc))
    assert err.value.step == 4
    assert "illegal action 'play'" in str(err.value)


def test_version_0_record_of_the_wrong_shape_is_refused():
    doc = msgspec.json.decode(V0.read_bytes())
    del doc["players"]
    with pytest.raises(RecordError, match="wrong shape for format version 0"):
        decode_record(msgspec.json.encode(doc))


def test_newer_format_version_is_refused_with_the_version_it_needs():
    data = toy_bytes().replace(b'"version":2,', b'"version":3,', 1)
    with pytest.raises(RecordError) as err:
        decode_record(data)
    assert "needs dragonwood-tui supporting format version 3" in str(err.value)


def test_newer_rules_version_is_refused():
    data = toy_bytes().replace(b'"rules_version":1,', b'"rules_version":2,', 1)
    with pytest.raises(RecordError, match="toy rules version 2: it needs a newer dragonwood-tui"):
        decode_record(data)


def test_negative_version_is_refused():
    data = toy_bytes().replace(b'"version":2,', b'"version":-1,', 1)
    with pytest.raises(RecordError, match="format version -1 does not exist"):
        decode_record(data)
