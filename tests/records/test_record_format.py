"""The record format: what a record holds, its layout, and that it reads back exactly."""

from __future__ import annotations

import msgspec
import pytest
from records_helpers import toy_record
from toy_game import GAME, Draw, Play, ToyConfig, play_game

from dragonwood_tui import __version__
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.storage.records import (
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
def test_record_round_trips_with_checkpoints_every_32_steps(limit):
    record = toy_record(rounds=200, seed=9, limit=limit)
    assert len(record.actions) == limit
    steps = [c.step for c in record.checkpoints]
    want = list(range(0, limit + 1, CHECKPOINT_EVERY))
    assert steps == want
    hashes = _hash_after(ToyConfig(2, 200), 9, record.actions, set(want))
    assert [c.hash for c in record.checkpoints] == [hashes[s] for s in want]
    again = decode_record(encode_record(record))
    assert again == record
    assert type(again) is type(record)


def test_header_holds_what_the_issue_lists():
    record = toy_record(players=3, rounds=3, seed=4, name="Friday game", notes="close one")
    first, *lines = [msgspec.json.decode(line) for line in encode_record(record).splitlines()]
    assert first["game"] == "toy"
    assert first["format"] == FORMAT_NAME and first["version"] == FORMAT_VERSION == 2
    h = first["header"]
    assert h["app_version"] == __version__
    assert h["rules_version"] == GAME.rules_version
    assert h["seed"] == 4
    assert h["config"] == {"players": 3, "rounds": 3}
    assert h["seats"] == [{"name": f"P{i}", "bot": None} for i in range(3)]
    assert h["created"].endswith("Z") and lines[-1]["updated"].endswith("Z")
    assert h["name"] == "Friday game" and h["notes"] == "close one"
    assert first["hash"] == record.checkpoints[0].hash
    state = GAME.new_game(ToyConfig(3, 3), 4)
    for a in record.actions:
        GAME.apply(state, a)
    assert lines[-1]["summary"] == {
        "status": "finished",
        "steps": len(record.actions),
        "turn": GAME.turn_number(state),
        "to_move": None,
        "scores": GAME.scores(state),
        "winners": GAME.winners(state),
    }
    assert [line["action"] for line in lines] == [msgspec.to_builtins(a) for a in record.actions]


def test_unfinished_game_summary_says_who_moves():
    record = toy_record(rounds=10, limit=5)
    s = record.header.summary
    assert s.status == "playing" and s.steps == 5 and s.winners == []
    state = GAME.new_game(ToyConfig(2, 10), 5)
    for a in record.actions:
        GAME.apply(state, a)
    assert s.to_move == GAME.to_move(state)


def test_layout_header_on_the_first_line_one_action_per_line():
    record = toy_record(rounds=30)
    data = encode_record(record)
    assert data.endswith(b"\n")
    lines = data.split(b"\n")[:-1]
    assert len(lines) == 1 + len(record.actions)
    assert lines[0].startswith(b'{"game":"toy","format":"dragonwood-tui-record","version":2,"header":{')
    decoded = [msgspec.json.decode(line) for line in lines[1:]]
    assert [d["action"] for d in decoded] == [msgspec.to_builtins(a) for a in record.actions]
    # Checkpoints inline: a hash on the line of every 32nd action; the summary on the last line.
    assert [i for i, d in enumerate(decoded, 1) if "hash" in d] == [c.step for c in record.checkpoints[1:]]
    assert [i for i, d in enumerate(decoded, 1) if "summary" in d] == [len(record.actions)]


def test_peek_reads_the_first_and_the_last_line_alone():
    record = toy_record(rounds=30, name="line\nbreak [b]x[/b]")
    data = encode_record(record)
    first_line = data[: data.index(b"\n") + 1]
    last_line = data[data.rindex(b"\n", 0, len(data) - 1) + 1 :]
    peek = peek_header(first_line, last_line)
    assert peek is not None
    assert peek.game == "toy"
    assert peek.header.summary == record.header.summary
    assert peek.header.seats == record.header.seats
    assert peek.header.name == "line\nbreak [b]x[/b]"
    assert peek.header.updated == record.header.updated
    assert peek_header(data) == peek  # the whole file as the prefix
    # Not our layout, or not a record: no peek (the caller reads the file whole).
    assert peek_header(first_line) is None  # the first line has no summary here: not the last
    assert peek_header(msgspec.json.encode(record)) is None
    assert peek_header(b"garbage,\n") is None
    spaced = first_line.replace(b'"game":', b'"game": ')
    assert peek_header(spaced, last_line) is None  # not as the app writes it: decode it whole


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
    with pytest.raises(RecordError, match="illegal action"):
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
