"""Holes found by a hostile run over the readers (issue 9, items 3-5 and 11), each a regression
test on the format the holes were found in (version 1) or on the app's own functions."""

from __future__ import annotations

import ast
from pathlib import Path

import msgspec
import pytest
from records_helpers import REPO, as_v1, toy_record
from toy_game import GAME, ToyConfig, play_game

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_format import encode_record_v1
from dragonwood_tui.games import get_game
from dragonwood_tui.play import autosave as autosave_module
from dragonwood_tui.play import saves
from dragonwood_tui.play.autosave import Autosave, SaveRefused
from dragonwood_tui.storage.records import (
    RecordError,
    cursor_of,
    decode_record,
    new_record,
    replay_record,
)
from dragonwood_tui.storage.files import open_for_replay

SAMPLES = REPO / "saves"


def _v1_doc(record) -> dict:
    return msgspec.json.decode(encode_record_v1(as_v1(record)))


def _dice_quest_v1() -> dict:
    return _v1_doc(decode_record((SAMPLES / "dice-quest-solo-won.json").read_bytes()))


# -- item 3: times out of range ------------------------------------------------------------


@pytest.mark.parametrize(
    "field,value",
    [("updated", "9999-12-31T23:59:59-12:00"), ("created", "0001-01-01T00:00:00+14:00"), ("updated", "1969-12-31T23:59:59Z")],
)
def test_a_time_out_of_range_is_refused_and_the_saves_list_survives_it(field, value, saves_folder, capsys):
    doc = _v1_doc(toy_record(rounds=4))
    doc["header"][field] = value
    data = msgspec.json.encode(doc)
    with pytest.raises(RecordError, match=f"`{field}` is out of range"):
        decode_record(data)
    (saves_folder / "bad-time.json").write_bytes(data)
    [info] = saves.list_saves(saves_folder)  # an OverflowError before the fix
    assert info.problem is not None and "out of range" in info.problem
    assert main(["saves"]) == 1  # listed, with exit status 1: not every save is readable
    assert "out of range" in capsys.readouterr().out


# -- item 4: a version-0 draft nested near the recursion limit -----------------------------


@pytest.mark.parametrize("depth", range(960, 1010, 5))
def test_a_deeply_nested_version_0_record_is_one_record_error(depth):
    doc = (
        b'{"format":"dragonwood-tui-record","version":0,"game":"toy","seed":1,"config":{"players":2,"rounds":3},'
        b'"players":[{"name":"a"},{"name":"b"}],"saved":"2025-01-01T00:00:00Z","actions":[' + b"[" * depth + b"]" * depth + b"]}"
    )
    with pytest.raises(RecordError):
        decode_record(doc)
    with pytest.raises(RecordError):
        decode_record(doc.replace(b'{"players":2,"rounds":3}', b"[" * depth + b"]" * depth))


# -- item 5: unknown fields, duplicate keys, rules versions, the replay viewer ---------------


def test_dice_quest_actions_refuse_unknown_fields_as_every_games_do():
    doc = _dice_quest_v1()
    doc["actions"][1]["evil"] = 1
    with pytest.raises(RecordError, match=r"unknown field `\$.actions\[1\].evil`"):
        decode_record(msgspec.json.encode(doc))
    doc = _dice_quest_v1()
    doc["header"]["seats"][0]["extra"] = "x"
    with pytest.raises(RecordError, match="unknown field"):
        decode_record(msgspec.json.encode(doc))


def test_the_check_of_unknown_fields_does_not_depend_on_the_game():
    # An action type that does not forbid unknown fields itself is still checked.
    assert not get_game("dice-quest").action_type.__args__[0].__struct_config__.forbid_unknown_fields


def test_a_duplicate_header_is_refused_so_the_list_and_resume_never_differ(saves_folder):
    doc = _v1_doc(toy_record(rounds=4, name="first"))
    other = msgspec.json.encode(dict(doc["header"], name="second"))
    data = msgspec.json.encode(doc).replace(b'"header":', b'"header":' + other + b',"header":', 1)
    with pytest.raises(RecordError, match="duplicate key 'header'"):
        decode_record(data)
    (saves_folder / "twice.json").write_bytes(data)
    [info] = saves.list_saves(saves_folder)
    assert info.problem is not None and "duplicate key" in info.problem
    with pytest.raises(RecordError, match="duplicate key"):
        saves.resume("twice", saves_folder)


@pytest.mark.parametrize("version", [0, -1])
def test_rules_versions_that_never_existed_are_refused(version):
    doc = _v1_doc(toy_record(rounds=4))
    doc["header"]["rules_version"] = version
    with pytest.raises(RecordError, match=f"rules version {version} never existed"):
        decode_record(msgspec.json.encode(doc))


def test_the_replay_viewer_checks_a_record_as_verify_does(tmp_path):
    record = toy_record(rounds=8)
    record.header.summary = msgspec.structs.replace(record.header.summary, scores=[99, 99])
    with pytest.raises(RecordError, match="the summary does not match the game"):
        replay_record(record)
    with pytest.raises(RecordError, match="the summary does not match the game"):
        cursor_of(record)  # the app's replay viewer opens records through this
    path = tmp_path / "lies.json"
    path.write_bytes(encode_record_v1(as_v1(record)))
    with pytest.raises(RecordError, match="lies.json: the summary does not match"):
        open_for_replay(path)


def test_open_for_replay_walks_once_and_keeps_the_lines(tmp_path):
    record = toy_record(rounds=20)
    path = tmp_path / "g.json"
    from dragonwood_tui.storage.records import encode_record

    path.write_bytes(encode_record(record))
    got, cursor = open_for_replay(path)
    assert got == record and cursor.length == len(record.actions)
    assert len(cursor.lines) == len(record.actions) + 1 and all(cursor.lines[1:])


# -- item 11: never write a record the loader would refuse ----------------------------------


def test_autosave_stops_before_a_record_the_loader_would_refuse(tmp_path, monkeypatch):
    monkeypatch.setattr(autosave_module, "MAX_ACTIONS", 30)
    errors: list[OSError] = []
    config = ToyConfig(2, 40)
    match = Match(GAME, config, 3, [SeatSpec("a"), SeatSpec("b")])
    saver = Autosave(tmp_path / "long.json", on_error=errors.append).attach(match)
    for action in play_game(config, 3, 35):
        match.play(action)
    assert len(match.actions) == 35  # the game goes on...
    assert len(errors) == 1 and isinstance(errors[0], SaveRefused)  # told once
    assert isinstance(saver.error, SaveRefused)
    assert "longer than a record can hold (30 actions)" in errors[0].strerror
    record = decode_record(saver.path.read_bytes())  # ...and the file stays loadable
    assert record.actions == match.actions[:30]
    replay_record(record)


def test_records_are_never_built_beyond_the_limit(monkeypatch):
    from dragonwood_tui.engine import record_build

    monkeypatch.setattr(record_build, "MAX_ACTIONS", 10)
    config = ToyConfig(2, 40)
    with pytest.raises(ValueError, match="at most 10 actions"):
        new_record(GAME, config, 3, [SeatSpec("a"), SeatSpec("b")], play_game(config, 3, 11))


# -- issue 8: the record layer names no game and no bot --------------------------------------


def test_the_record_layer_imports_no_game_no_bot_no_storage():
    engine = REPO / "dragonwood_tui" / "engine"
    for name in ("record_format.py", "record_build.py", "record_read.py", "record_check.py", "record_peek.py", "record_error.py", "record_strict.py", "replay.py", "walk.py", "hashing.py"):
        tree = ast.parse((engine / name).read_text())
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        bad = {m for m in modules if m.split(".")[:2] in (["dragonwood_tui", p] for p in ("games", "bots", "storage", "tui"))}
        assert bad == set(), f"engine/{name} imports {bad}"


def test_the_import_checker_can_fail():
    tree = ast.parse("from dragonwood_tui.games import get_game\n")
    modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert ["dragonwood_tui", "games"] in [m.split(".")[:2] for m in modules]
