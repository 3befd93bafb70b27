"""The record format: what a record holds, its layout, and that it reads back exactly."""

from __future__ import annotations

import msgspec
import pytest
from records_helpers import toy_record
from toy_game import GAME, Draw, Play, ToyConfig, play_game

from dragonwood_tui import __version__
from dragonwood_tui.engine.game import IllegalAction, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.record import (
    CHECKPOINT_EVERY,
    FORMAT_NAME,
    FORMAT_VERSION,
    RecordError,
    challenge_of,
    decode_document,
    decode_record,
    encode_challenge,
    encode_record,
    new_record,
    peek_header,
    replay_record,
)


def _hash_after(config, seed, actions, steps):
    state = GAME.new_game(config, seed)
    out = {0: state_hash(state)}
    for i, a in enumerate(actions, 1):
        GAME.apply(state, a)
        if i in steps:
            out[i] = state_hash(state)
    return out


@pytest.mark.parametrize("limit", [0, 1, 31, 32, 33, 100])
def test_record_round_trips_with_checkpoints_every_32_steps_and_at_the_end(limit):
    record = toy_record(rounds=200, seed=9, limit=limit)
    assert len(record.actions) == limit
    steps = [c.step for c in record.checkpoints]
    want = sorted({*range(0, limit + 1, CHECKPOINT_EVERY), limit})
    assert steps == want
    hashes = _hash_after(ToyConfig(2, 200), 9, record.actions, set(want))
    assert [c.hash for c in record.checkpoints] == [hashes[s] for s in want]
    again = decode_record(encode_record(record))
    assert again == record
    assert type(again) is type(record)


def test_header_holds_what_the_issue_lists():
    record = toy_record(players=3, rounds=3, seed=4, name="Friday game", notes="close one")
    data = msgspec.json.decode(encode_record(record))
    assert data["game"] == "toy"
    assert data["format"] == FORMAT_NAME and data["version"] == FORMAT_VERSION
    h = data["header"]
    assert h["app_version"] == __version__
    assert h["rules_version"] == GAME.rules_version
    assert h["seed"] == 4
    assert h["config"] == {"players": 3, "rounds": 3}
    assert h["seats"] == [{"name": f"P{i}", "bot": None} for i in range(3)]
    assert h["created"].endswith("Z") and h["updated"].endswith("Z")
    assert h["name"] == "Friday game" and h["notes"] == "close one"
    state = GAME.new_game(ToyConfig(3, 3), 4)
    for a in record.actions:
        GAME.apply(state, a)
    assert h["summary"] == {
        "status": "finished",
        "steps": len(record.actions),
        "turn": GAME.turn_number(state),
        "to_move": None,
        "scores": GAME.scores(state),
        "winners": GAME.winners(state),
    }
    assert data["actions"] == [msgspec.to_builtins(a) for a in record.actions]


def test_unfinished_game_summary_says_who_moves():
    record = toy_record(rounds=10, limit=5)
    s = record.header.summary
    assert s.status == "playing" and s.steps == 5 and s.winners == []
    state = GAME.new_game(ToyConfig(2, 10), 5)
    for a in record.actions:
        GAME.apply(state, a)
    assert s.to_move == GAME.to_move(state)


def test_layout_header_on_the_first_line_one_action_per_line():
    record = toy_record(rounds=8)
    data = encode_record(record)
    lines = data.split(b"\n")
    assert lines[0].startswith(b'{"game":"toy","format":"dragonwood-tui-record","version":1,"header":{')
    assert lines[0].endswith(b",")
    assert lines[1] == b'"actions":['
    action_lines = lines[2 : 2 + len(record.actions)]
    assert [msgspec.json.decode(line.rstrip(b",")) for line in action_lines] == [
        msgspec.to_builtins(a) for a in record.actions
    ]
    # The same JSON as msgspec's own encoding of the record.
    assert msgspec.json.decode(data) == msgspec.json.decode(msgspec.json.encode(record))


def test_peek_reads_the_header_from_the_first_line_alone():
    record = toy_record(rounds=30, name="line\nbreak [b]x[/b]")
    data = encode_record(record)
    first_line = data[: data.index(b"\n") + 1]
    peek = peek_header(first_line)
    assert peek is not None
    assert peek.game == "toy"
    assert peek.header.summary == record.header.summary
    assert peek.header.seats == record.header.seats
    assert peek.header.name == "line\nbreak [b]x[/b]"
    assert peek.header.updated == record.header.updated
    # Not our layout, or not a record: no peek (the caller reads the file whole).
    assert peek_header(msgspec.json.encode(record)) is None
    assert peek_header(b"garbage,\n") is None


def test_replay_record_rebuilds_the_final_state():
    config = ToyConfig(3, 20)
    actions = play_game(config, 12)
    record = new_record(GAME, config, 12, [SeatSpec("a"), SeatSpec("b"), SeatSpec("c")], actions)
    state = GAME.new_game(config, 12)
    for a in actions:
        GAME.apply(state, a)
    replayed = replay_record(decode_record(encode_record(record)))
    assert state_hash(replayed.state) == state_hash(state)
    assert replayed.summary == record.header.summary
    assert replayed.checkpoints == record.checkpoints
    assert replayed.hashes_checked


def test_new_record_refuses_an_illegal_action():
    with pytest.raises(IllegalAction):
        new_record(GAME, ToyConfig(), 1, [SeatSpec("a"), SeatSpec("b")], [Play([1])])


def test_challenge_holds_only_kind_config_and_seed():
    record = toy_record(seed=77)
    data = encode_challenge(challenge_of(record))
    assert msgspec.json.decode(data) == {
        "game": "toy",
        "format": "dragonwood-tui-challenge",
        "version": 1,
        "app_version": __version__,
        "rules_version": 1,
        "config": {"players": 2, "rounds": 6},
        "seed": 77,
    }
    challenge = decode_document(data)
    assert challenge.seed == 77 and challenge.config == ToyConfig(2, 6)
    with pytest.raises(RecordError, match="challenge"):
        decode_record(data)


def test_actions_decode_into_the_games_structs():
    record = decode_record(encode_record(toy_record(rounds=10)))
    assert all(type(a).__module__ == "toy_game" for a in record.actions)
    assert Draw() in record.actions
