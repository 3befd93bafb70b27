"""Records of the real games: the samples in saves/, round trips, replays, the schema, a fuzz."""

from __future__ import annotations

import json
import os

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from records_helpers import REPO, v2_bytes, v2_lines

from dragonwood_tui.cli import main
from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import cursor_of
from dragonwood_tui.storage.records import (
    RecordError,
    decode_document,
    decode_record,
    encode_record,
    new_record,
    replay_record,
)
from dragonwood_tui.engine.replay import ReplayCursor
from dragonwood_tui.storage.records import transcript
from dragonwood_tui.games import get_game
from dragonwood_tui.devtools import make_samples
from dragonwood_tui.play import saves
from dragonwood_tui.devtools.make_schema import COMMAND, schema_text

SAMPLES = REPO / "saves"
EXPECTED = {
    "dragonwood-4-seats.json": ("dragonwood", 4, "finished"),
    "dice-quest-solo-won.json": ("dice-quest", 1, "won"),
    "dice-quest-solo-lost.json": ("dice-quest", 1, "lost"),
    "dice-quest-2-seats.json": ("dice-quest", 2, "finished"),
    "road-quest-3-seats.json": ("road-quest", 3, "finished"),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sample_record_verifies_and_is_what_its_name_says(name, capsys):
    path = SAMPLES / name
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    kind, seats, status = EXPECTED[name]
    assert out.startswith(f"{path}: ok — {kind}, {seats} seat")
    assert f", {status} at turn " in out
    record = decode_record(path.read_bytes())
    assert record.kind == kind and len(record.header.seats) == seats
    assert record.header.summary.status == "finished"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sample_record_replays_step_by_step_and_as_text(name):
    record = decode_record((SAMPLES / name).read_bytes())
    game = get_game(record.kind)
    cursor = cursor_of(record)
    state = game.new_game(record.header.config, record.header.seed)
    for step, action in enumerate(record.actions, 1):
        game.apply(state, action)
        assert cursor.forward() == step
        assert state_hash(cursor.state) == state_hash(state)
    for step in (len(record.actions) // 2, 1, len(record.actions), 0):
        cursor.seek(step)
        for seat in range(len(record.header.seats)):
            assert isinstance(cursor.view(seat), game.view_type)
        assert isinstance(cursor.view(None), game.view_type)
    lines = list(transcript(record))
    assert sum(line[:5].strip().isdigit() for line in lines) == len(record.actions)
    assert lines[-2].startswith("Final scores — ") or lines[-1].startswith("Final scores — ")
    for seat in record.header.seats:
        assert seat.name in "\n".join(lines)
    # The replay viewer's log shows the same lines, step by step.
    last = len(record.actions)
    lined = cursor_of(record, lines=True)
    assert f"{last:>5}  " + lined.lines[last][0] in lines or any(line.endswith(lined.lines[last][0]) for line in lines)


def test_the_sample_script_makes_records_that_verify(tmp_path, capsys):
    # The committed samples may lag behind a bot's change (they still verify); a rules change
    # makes them fail above: regenerate with python -m dragonwood_tui.devtools.make_samples saves/
    assert make_samples.main([str(tmp_path)]) == 0
    capsys.readouterr()
    for name, (kind, seats, status) in EXPECTED.items():
        assert main(["verify", str(tmp_path / name)]) == 0
        assert f"ok — {kind}, {seats} seat" in capsys.readouterr().out


def test_schema_in_docs_is_up_to_date(monkeypatch):
    import third_game

    third_game.as_shipped(monkeypatch)  # the schema of the games the app ships
    current = (REPO / "docs" / "record-schema.json").read_text()
    assert json.loads(current) == json.loads(schema_text()), f"docs/record-schema.json is out of date: {COMMAND}"


def test_schema_describes_the_samples_lines():
    schema = json.loads(schema_text())
    defs = schema["$defs"]
    for name in EXPECTED:
        first, *lines = v2_lines((SAMPLES / name).read_bytes())
        camel = "".join(word.capitalize() for word in first["game"].split("-"))  # the schema's name of the game
        head_def = defs[f"{camel}HeadLine"]
        assert set(first) <= set(head_def["properties"]) and set(head_def["required"]) <= set(first)
        header_def = defs[head_def["properties"]["header"]["$ref"].split("/")[-1]]
        assert set(first["header"]) <= set(header_def["properties"])
        line_def = defs[f"{camel}ActionLine"]
        assert all(set(line) <= set(line_def["properties"]) for line in lines)
        tags = {line["action"]["type"] for line in lines}
        assert tags <= set(line_def["properties"]["action"]["discriminator"]["mapping"])


@pytest.mark.parametrize("kind,players", [("dragonwood", 2), ("dragonwood", 3), ("dragonwood", 1), ("dice-quest", 3)])
def test_autosaved_bot_games_of_every_size_verify(kind, players, saves_folder, monkeypatch):
    # Hundreds of saves: skip the disk flushes (durability is the SIGKILL test's business).
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    game = get_game(kind)
    bot = {"dragonwood": "random", "road-quest": "normal"}.get(kind, "greedy")
    seats = [SeatSpec(f"S{i}", bot) for i in range(players)]
    match = Match(game, game.default_config(players), 2024 + players, seats, bot_factory=bot_factory(kind))
    save_id, autosave = saves.start_save(match, saves_folder)
    match.play_bots()
    record = decode_record(autosave.path.read_bytes())
    assert record.actions == match.actions and record.header.summary.status == "finished"
    assert replay_record(record).summary == record.header.summary
    assert record == decode_record(encode_record(new_record(
        game, match.config, match.seed, seats, match.actions,
        created=record.header.created, updated=record.header.updated,
    )))


def test_unknown_bot_in_a_real_game_record_is_refused():
    lines = v2_lines((SAMPLES / "dragonwood-4-seats.json").read_bytes())
    lines[0]["header"]["seats"][2]["bot"] = "clairvoyant"
    with pytest.raises(RecordError, match="seat 2: unknown bot 'clairvoyant'"):
        decode_record(v2_bytes(lines))


REAL = {name: (SAMPLES / name).read_bytes() for name in EXPECTED}
REAL_NAMES = sorted(REAL)


@settings(max_examples=400, derandomize=True, database=None, deadline=None)
@given(st.sampled_from(REAL_NAMES), st.integers(0, 10**9), st.sampled_from(["int", "negative", "huge", "drop", "swap"]))
def test_fuzz_real_game_actions_only_ever_raise_record_error(name, where, how):
    """Well-typed but odd action values reach the games' own code: it must refuse, not crash."""
    doc = v2_lines(REAL[name])
    actions = [line["action"] for line in doc[1:]]
    i = where % len(actions)
    action = actions[i]
    fields = [k for k in action if k != "type"]
    if how == "drop":
        del actions[i]
    elif how == "swap":
        j = (where // len(actions)) % len(actions)
        actions[i], actions[j] = actions[j], actions[i]
    elif fields:
        key = fields[where % len(fields)]
        value = {"int": where % 120, "negative": -1 - where % 7, "huge": 2**62}[how]
        action[key] = [value] if isinstance(action[key], list) else value if isinstance(action[key], int) else action[key]
    last = doc[-1]
    data = v2_bytes([doc[0]] + [{"action": a} for a in actions[:-1]] + [{"action": actions[-1], "summary": last["summary"], "updated": last["updated"]}])
    try:
        record = decode_document(data)
        replay_record(record, check_summary=False, check_hashes=False)  # get past step 32 too
        for _ in transcript(record):
            pass
    except RecordError:
        pass


def test_the_samples_are_the_ones_the_games_declare():
    # `Game.sample_games` of every registered game: the files of saves/, each game's own
    declared = make_samples.samples()
    assert sorted(s.file for s in declared) == sorted(p.name for p in SAMPLES.glob("*.json"))
    assert all(s.file.startswith(s.kind) for s in declared)
