"""Bad input: each case is one line on stderr naming the file and the problem, a non-zero exit,
no traceback, and every existing save left as it was."""

from __future__ import annotations

import os

import msgspec
import pytest
from records_helpers import folder_snapshot, toy_bytes, toy_record, toy_v1_bytes, v2_bytes, v2_lines
from toy_game import GAME, Draw, Pass, ToyConfig, play_game

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.records import (
    MAX_FILE_BYTES,
    RecordError,
    apply_checked,
    decode_record,
    encode_record,
    new_record,
    replay_record,
)
from dragonwood_tui.play import saves
from dragonwood_tui.storage import files, regular


def _good() -> bytes:
    """Version 1 (one JSON object): the cases below edit it as one document."""
    return toy_v1_bytes(rounds=40, seed=8)


def _good_v2() -> bytes:
    return toy_bytes(rounds=40, seed=8)


def _edit_v2(change) -> bytes:
    lines = v2_lines(_good_v2())
    change(lines)
    return v2_bytes(lines)


def _edit(change) -> bytes:
    doc = msgspec.json.decode(_good())
    change(doc)
    return msgspec.json.encode(doc)


def _first_step_where(predicate) -> int:
    """1-based step of the first action of the good record's game for which `predicate(state)`."""
    config = ToyConfig(2, 40)
    state = GAME.new_game(config, 8)
    for i, a in enumerate(play_game(config, 8), 1):
        if predicate(state):
            return i
        GAME.apply(state, a)
    raise AssertionError("no such step")


def _illegal_pass(doc):
    step = _first_step_where(lambda s: Pass() not in GAME.legal_actions(s))
    doc["actions"][step - 1] = {"type": "pass"}


def _other_legal_action(doc):
    # A legal action, but not the one played: the game diverges; caught at the next checkpoint
    # at the latest (here the roll changes the dice stream).
    step = _first_step_where(lambda s: GAME.legal_actions(s)[:2] == [Draw(), GAME.legal_actions(s)[1]] and s.turn > 3)
    doc["actions"][step - 1] = {"type": "roll" if doc["actions"][step - 1]["type"] == "draw" else "draw"}


def _deep_wrong_type(doc):
    i = next(i for i, a in enumerate(doc["actions"]) if a["type"] == "play")
    doc["actions"][i]["bet"] = {"side": "high", "stake": "lots"}


CASES = {
    "empty": (lambda: b"", "empty file"),
    "blank": (lambda: b"  \n\t", "empty file"),
    "truncated": (lambda: _good()[: len(_good()) // 2], "truncated file"),
    "not JSON": (lambda: b"PK\x03\x04 this is a zip", "not JSON"),
    "binary": (lambda: bytes(range(256)), "not JSON"),
    "wrong shape: array": (lambda: b"[1, 2, 3]", "wrong shape: a record is a JSON object, not an array"),
    "wrong shape: other JSON": (lambda: b'{"hello": "world"}', 'no "format" field'),
    "wrong shape: header": (lambda: _edit(lambda d: d.update(header=5)), "wrong shape: expected an object, found an integer (at $.header)"),
    "wrong shape: missing actions": (lambda: _edit(lambda d: d.pop("actions")), "wrong shape: the field actions is missing"),
    "wrong type deep in an action": (lambda: _edit(_deep_wrong_type), "bad action: expected an integer, found a string (at $.actions["),
    "unknown game": (lambda: _edit(lambda d: d.update(game="chess")), "unknown game 'chess'"),
    "unknown action": (lambda: _edit(lambda d: d["actions"].__setitem__(5, {"type": "fly"})), "step 6: unknown action 'fly'"),
    "newer format": (lambda: _edit(lambda d: d.update(version=3)), "needs dragonwood-tui supporting format version 3"),
    "illegal at step N": (lambda: _edit(_illegal_pass), "illegal action 'pass': draw or roll"),
    "hash differs": (
        lambda: _edit(lambda d: d["checkpoints"][1].update(hash="0123456789abcdef")),
        "step 32: state hash differs at a checkpoint (record 0123456789abcdef",
    ),
    "diverging log": (lambda: _edit(_other_legal_action), "step "),
    "summary lies": (
        lambda: _edit(lambda d: d["header"]["summary"].update(scores=[99, 0])),
        "the summary does not match the game: scores is [99, 0]",
    ),
    "actions cut off": (lambda: _edit(lambda d: d["actions"].pop()), "the summary says"),
    "bad config": (lambda: _edit(lambda d: d["header"]["config"].update(players=9)), "the game refuses this config"),
    "seats for another config": (lambda: _edit(lambda d: d["header"]["seats"].pop()), "1 seat for a 2-player config"),
    "negative seed": (lambda: _edit(lambda d: d["header"].update(seed=-1)), "expected an integer, at least 0 (at $.header.seed)"),
    "huge seed": (lambda: _edit(lambda d: d["header"].update(seed=2**70)), "(at $.header.seed)"),
    "bad hash text": (lambda: _edit(lambda d: d["checkpoints"][0].update(hash="\x1b[2J")), "(at $.checkpoints[0].hash)"),
    "no time zone": (lambda: _edit(lambda d: d["header"].update(created="2025-01-01T00:00:00")), "time zone (at $.header.created)"),
    "not a format": (lambda: _edit(lambda d: d.update(format="zip")), 'format is "zip"'),
}


@pytest.fixture
def populated(saves_folder):
    """A saves folder holding one good save and one finished one."""
    for name, kw in (("kept-1", {"rounds": 5}), ("kept-2", {"rounds": 30, "limit": 20})):
        (saves_folder / f"{name}.json").write_bytes(toy_bytes(**kw))
    return saves_folder


def _one_line(capsys) -> str:
    out = capsys.readouterr()
    lines = out.err.splitlines()
    assert len(lines) == 1, out.err
    assert "Traceback" not in out.err
    assert "\x1b" not in out.err
    return lines[0]


@pytest.mark.parametrize("command", ["verify", "import", "replay"])
@pytest.mark.parametrize("case", list(CASES))
def test_bad_file_gives_one_line_and_touches_no_save(case, command, populated, tmp_path, capsys):
    make, expected = CASES[case]
    bad = tmp_path / "bad record.json"
    bad.write_bytes(make())
    before = folder_snapshot(populated)
    argv = [command, str(bad)] + (["--text"] if command == "replay" else [])
    rc = main(argv)
    line = _one_line(capsys)
    assert rc != 0
    assert line.startswith(f"dragonwood {command}: {bad}: "), line
    assert expected in line, line
    assert folder_snapshot(populated) == before


def test_the_good_file_itself_passes(populated, tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_bytes(_good())
    assert main(["verify", str(good)]) == 0
    assert capsys.readouterr().err == ""


def test_divergence_is_caught_at_or_after_the_changed_step():
    bad = _edit(_other_legal_action)
    changed = next(
        i for i, (a, b) in enumerate(zip(msgspec.json.decode(bad)["actions"], msgspec.json.decode(_good())["actions"]), 1) if a != b
    )
    with pytest.raises(RecordError) as err:
        replay_record(decode_record(bad))
    assert changed <= err.value.step <= (changed // 32 + 1) * 32


def test_file_far_too_large_is_refused_before_it_is_read(tmp_path, monkeypatch, capsys, populated):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(4 * 1024**3)  # sparse: 4 GiB on paper, nothing on disk

    def no_open(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(regular, "open", no_open, raising=False)
    before = folder_snapshot(populated)
    for command in ("verify", "import"):
        assert main([command, str(huge)]) == (1 if command == "verify" else 2)
        line = _one_line(capsys)
        assert f"{huge}: file too large (4096.0 MiB; a record is at most 16.0 MiB)" in line
    assert folder_snapshot(populated) == before


def test_file_just_over_the_limit_is_refused_and_one_at_the_limit_is_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(RecordError, match="file too large"):
        files.read_limited(path)
    path.write_bytes(b" " * MAX_FILE_BYTES)
    with pytest.raises(RecordError, match="empty file"):
        files.read_record_file(path)


def test_not_a_regular_file(tmp_path, capsys):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert main(["verify", str(fifo)]) == 1  # and does not hang waiting for a writer
    assert "not a regular file" in _one_line(capsys)
    assert main(["verify", str(tmp_path)]) == 1
    assert "is a folder" in _one_line(capsys)
    assert main(["verify", str(tmp_path / "missing.json")]) == 1
    assert "no such file" in _one_line(capsys)


NASTY = ["\x1b[2J\x1b[31mEvil\x1b[0m", "[bold red]Markup[/]", "Bidi\u202eevil", "CR\rLF\nTab\t", "\x9b31m C1"]


def test_names_and_notes_with_escapes_or_markup_stay_plain_text(saves_folder, tmp_path, capsys):
    seats = [SeatSpec(NASTY[0]), SeatSpec(NASTY[1])]
    config = ToyConfig(2, 4)
    record = new_record(GAME, config, 3, seats, play_game(config, 3), name=NASTY[2], notes=NASTY[3] + NASTY[4])
    path = saves_folder / "nasty.json"
    path.write_bytes(encode_record(record))
    # Stored as they are...
    again = decode_record(path.read_bytes())
    assert [s.name for s in again.header.seats] == NASTY[:2]
    assert again.header.name == NASTY[2] and again.header.notes == NASTY[3] + NASTY[4]
    # ... and shown without a single control character, markup printed as it is.
    for argv in (["saves"], ["verify", str(path)], ["replay", str(path), "--text"], ["resume", "nasty"]):
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert not any(ord(c) < 32 and c != "\n" or 0x7F <= ord(c) <= 0x9F or c == "\u202e" for c in out), argv
    main(["replay", str(path), "--text"])
    out = capsys.readouterr().out
    assert "\\x1b[2J\\x1b[31mEvil\\x1b[0m" in out
    assert "[bold red]Markup[/]" in out
    assert "Bidi\\u202eevil" in out
    assert "CR\\x0dLF\\x0aTab\\x09\\x9b31m C1" in out


def test_file_name_with_escapes_is_shown_plain(tmp_path, capsys):
    bad = tmp_path / "\x1b[31mred.json"
    bad.write_bytes(b"{")
    assert main(["verify", str(bad)]) == 1
    assert "\\x1b[31mred.json: truncated file" in _one_line(capsys)


ESCAPING_IDS = ["../x", "../../etc/passwd", "/etc/passwd", "a/b", "a\\b", "..", ".", "", "a b", ".hidden", "x" * 81, "ok\x1b[2J"]


@pytest.mark.parametrize("save_id", ESCAPING_IDS)
def test_ids_that_leave_the_saves_folder_are_refused(save_id, populated, tmp_path, capsys):
    before = folder_snapshot(populated)
    out = tmp_path / "out.json"
    for argv in (["resume", save_id], ["export", save_id, "--out", str(out)]):
        assert main(argv) == 2
        line = _one_line(capsys)
        assert "invalid save id" in line, line
    for call in (lambda: saves.delete_save(save_id), lambda: saves.rename_save(save_id, "x"), lambda: saves.load_save(save_id)):
        with pytest.raises(RecordError, match="invalid save id"):
            call()
    assert not out.exists()
    assert folder_snapshot(populated) == before


def test_unknown_id_and_nothing_to_resume(saves_folder, capsys):
    assert main(["resume", "nope"]) == 2
    assert "no saved game with id 'nope'" in _one_line(capsys)
    assert main(["resume"]) == 2
    assert "no unfinished game to resume" in _one_line(capsys)


def test_a_game_that_fails_on_odd_input_still_gives_a_record_error():
    class Buggy(type(GAME)):
        def apply(self, state, action):
            raise IndexError("list index out of range")

    state = GAME.new_game(ToyConfig(), 1)
    with pytest.raises(RecordError) as err:
        apply_checked(Buggy(), state, Draw(), 7)
    assert str(err.value) == "step 7: the game cannot apply action 'draw' (IndexError: list index out of range)"


def test_export_refuses_to_replace_a_file_without_force(populated, tmp_path, capsys):
    out = tmp_path / "taken.json"
    out.write_text("mine")
    assert main(["export", "kept-1", "--out", str(out)]) == 2
    assert "already exists" in _one_line(capsys)
    assert out.read_text() == "mine"
    assert main(["export", "kept-1", "--out", str(out), "--force"]) == 0
    assert decode_record(out.read_bytes()) == decode_record((populated / "kept-1.json").read_bytes())


def test_a_broken_save_is_not_exported(populated, tmp_path, capsys):
    path = populated / "kept-1.json"
    record = toy_record(rounds=5)
    record.checkpoints[-1] = msgspec.structs.replace(record.checkpoints[-1], hash="f" * 16)
    path.write_bytes(encode_record(record))
    out = tmp_path / "share.json"
    assert main(["export", "kept-1", "--out", str(out)]) == 2
    assert "state hash differs" in _one_line(capsys)
    assert not out.exists()
