"""The file sub-commands end to end: saves, resume, replay --text, verify, export, import."""

from __future__ import annotations

import json

from datetime import datetime

import msgspec
from records_helpers import toy_bytes
from toy_game import GAME, ToyConfig, play_game

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import decode_document, decode_record, encode_record, new_record
from dragonwood_tui.play import saves

SEATS = [SeatSpec("Ann"), SeatSpec("Bob", None)]


def _play(folder, seed=7, rounds=30, limit=None, name=""):
    config = ToyConfig(2, rounds)
    match = Match(GAME, config, seed, SEATS)
    save_id, _ = saves.start_save(match, folder, name=name)
    for action in play_game(config, seed, limit):
        match.play(action)
    return save_id, match


def test_saves_lists_id_game_seats_turn_status_and_last_played(saves_folder, capsys):
    assert main(["saves"]) == 0
    assert "No saved games in" in capsys.readouterr().out
    finished, _ = _play(saves_folder, seed=1, rounds=4)
    (saves_folder / f"{finished}.json").rename(saves_folder / "older.json")
    playing, match = _play(saves_folder, seed=2, limit=25, name="Sunday")
    (saves_folder / "broken.json").write_bytes(b"{")
    assert main(["saves"]) == 1  # listed, but not all readable
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["ID", "GAME", "SEATS", "TURN", "STATUS", "LAST", "PLAYED"]
    turn = GAME.turn_number(match.state)
    assert lines[1].startswith(f"{playing} «Sunday»")
    assert lines[1].split()[2:7] == [GAME.title, "Ann,", "Bob", str(turn), "playing"]  # the title, not the key
    assert lines[2].startswith("older ") and " finished " in lines[2]
    assert lines[3].startswith("broken ") and "unreadable: truncated file" in lines[3]
    assert main(["saves", "--json"]) == 1
    listed = json.loads(capsys.readouterr().out)
    assert [s["id"] for s in listed] == [playing, "older", "broken"]
    assert listed[0]["steps"] == 25 and listed[0]["turn"] == turn and listed[0]["seats"][1] == {"name": "Bob", "bot": None}


def test_resume_reopens_the_newest_unfinished_game_where_it_was(saves_folder, capsys):
    _play(saves_folder, seed=1, rounds=4)  # finished: not resumed
    first, _ = _play(saves_folder, seed=2, limit=10)
    second, match = _play(saves_folder, seed=3, limit=12)
    newest = saves.newest_unfinished(saves_folder)
    # Both were saved within the same second or so: the newest is the one played last.
    assert newest.id in (first, second)
    resumed = saves.resume(second, saves_folder)
    assert resumed.match.actions == match.actions
    assert state_hash(resumed.match.state) == state_hash(match.state)
    assert main(["resume", second]) == 0
    out = capsys.readouterr().out
    who = SEATS[match.to_move()].name
    assert out == f"{second}: {GAME.title}, 12 actions, turn {GAME.turn_number(match.state)}, {who} to move.\n"


def test_newest_unfinished_goes_by_last_played(saves_folder):
    a, _ = _play(saves_folder, seed=2, limit=10)
    b, _ = _play(saves_folder, seed=3, limit=10)
    for save_id, stamp in ((a, "2030-01-02T00:00:00Z"), (b, "2030-01-01T00:00:00Z")):
        path = saves_folder / f"{save_id}.json"
        record = decode_record(path.read_bytes())
        record.header.updated = datetime.fromisoformat(stamp)
        path.write_bytes(encode_record(record))
    assert saves.newest_unfinished(saves_folder).id == a
    assert [i.id for i in saves.list_saves(saves_folder)] == [a, b]


def test_replay_text_tells_who_did_what_and_the_final_scores(saves_folder, capsys):
    save_id, match = _play(saves_folder, seed=5, rounds=6)
    path = saves_folder / f"{save_id}.json"
    assert main(["replay", str(path), "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "toy — 2 seats: 1. Ann (person), 2. Bob (person)"
    assert lines[1].startswith(f"seed 5 · rules version 1 · {len(match.actions)} actions · saved ")
    steps = [line for line in lines if line[:5].strip().isdigit()]
    assert len(steps) == len(match.actions)
    assert steps[0] == "    1  " + GAME.describe(GAME.new_game(ToyConfig(2, 6), 5), match.actions[0], ["Ann", "Bob"])
    assert "Turn 1" in lines and "Turn 12" in lines
    scores = GAME.scores(match.state)
    assert lines[-2] == f"Final scores — Ann: {scores[0]}, Bob: {scores[1]}"
    winners = " and ".join(SEATS[w].name for w in GAME.winners(match.state))
    assert lines[-1].startswith("Winner") and lines[-1].endswith(winners.replace(" and ", ", "))
    # A save's id works too.
    assert main(["replay", save_id, "--text"]) == 0
    assert capsys.readouterr().out.splitlines() == lines


def test_verify_prints_one_summary_line(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_bytes(toy_bytes(rounds=40, seed=2))
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr()
    record = decode_record(path.read_bytes())
    s = record.header.summary
    assert out.err == ""
    assert out.out == (
        f"{path}: ok — toy, 2 seats, {s.steps} actions, {len(record.checkpoints)} checkpoint hashes, "
        f"finished at turn {s.turn}, scores {s.scores[0]}/{s.scores[1]}\n"
    )


def test_export_full_record_warns_that_it_reveals_every_hand(saves_folder, tmp_path, capsys):
    save_id, match = _play(saves_folder, seed=4, limit=20)
    out = tmp_path / "share.json"
    assert main(["export", save_id, "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "reveals every hand" in captured.err
    assert decode_record(out.read_bytes()).actions == match.actions


def test_challenge_round_trip_gives_a_new_game_with_the_same_deal(saves_folder, tmp_path, capsys):
    save_id, match = _play(saves_folder, seed=4, limit=20)
    out = tmp_path / "challenge.json"
    assert main(["export", save_id, "--out", str(out), "--challenge"]) == 0
    assert "reveals" not in capsys.readouterr().err
    assert set(json.loads(out.read_text())) == {"game", "format", "version", "app_version", "rules_version", "config", "seed"}
    before = {i.id for i in saves.list_saves(saves_folder)}
    assert main(["import", str(out)]) == 0
    new_id = capsys.readouterr().out.split(" as ")[1].split(":")[0]
    assert {i.id for i in saves.list_saves(saves_folder)} == before | {new_id}
    resumed = saves.resume(new_id, saves_folder)
    assert resumed.match.actions == []
    assert state_hash(resumed.match.state) == state_hash(GAME.new_game(ToyConfig(2, 30), 4))
    assert [s.name for s in resumed.match.seats] == ["You", "Ada"]  # the usual names, not "Greedy 1"
    # The friend plays the same moves and gets the same game.
    for action in match.actions:
        resumed.match.play(action)
    assert state_hash(resumed.match.state) == state_hash(match.state)


def test_import_of_a_record_adds_a_new_save_and_keeps_the_others(saves_folder, tmp_path, capsys):
    existing, _ = _play(saves_folder, seed=3, limit=9)
    before = (saves_folder / f"{existing}.json").read_bytes()
    config = ToyConfig(3, 5)
    record = new_record(GAME, config, 8, [SeatSpec("x"), SeatSpec("y"), SeatSpec("z")], play_game(config, 8))
    src = tmp_path / "friend.json"
    src.write_bytes(encode_record(record))
    assert main(["import", str(src)]) == 0
    new_id = capsys.readouterr().out.split(" as ")[1].split(" ")[0]
    assert new_id != existing
    assert (saves_folder / f"{existing}.json").read_bytes() == before
    assert decode_record((saves_folder / f"{new_id}.json").read_bytes()) == record
    # Importing the same file again is refused, naming the save that holds it (exit 3) ...
    assert main(["import", str(src)]) == 3
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"dragonwood import: {src}: the same game is already saved as {new_id}")
    assert "--again imports a copy" in err
    assert len(saves.list_saves(saves_folder)) == 2
    # ... and with --again gives a second save, never an overwrite.
    assert main(["import", str(src), "--again"]) == 0
    assert len(saves.list_saves(saves_folder)) == 3


def test_rename_and_delete(saves_folder):
    save_id, _ = _play(saves_folder, seed=3, limit=9)
    saves.rename_save(save_id, "[b]Best[/b] \x1b[5m game")
    info = saves.list_saves(saves_folder)[0]
    assert info.name == "[b]Best[/b] \x1b[5m game"
    assert saves.resume(save_id, saves_folder).autosave.name == info.name
    cache = saves_folder / f"{save_id}.json.review.json"  # a review's cache is no save...
    cache.write_bytes(b"{}")
    assert [i.id for i in saves.list_saves(saves_folder)] == [save_id]
    saves.delete_save(save_id, saves_folder)
    assert saves.list_saves(saves_folder) == []
    assert not cache.exists()  # ... and goes with its save


def test_import_rejects_what_it_cannot_check_and_writes_nothing(saves_folder, tmp_path, capsys):
    src = tmp_path / "c.json"
    src.write_bytes(b'{"game":"toy","format":"dragonwood-tui-challenge","version":1,"app_version":"x",'
                    b'"rules_version":1,"config":{"players":7,"rounds":3},"seed":1}')
    assert main(["import", str(src)]) == 2
    assert "the game refuses this config" in capsys.readouterr().err
    assert list(saves_folder.iterdir()) == []
    assert decode_document(src.read_bytes()).seed == 1  # a well-formed challenge, for a game it can't seat


def test_data_dir_option_moves_the_saves(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DRAGONWOOD_DATA_DIR", raising=False)
    elsewhere = tmp_path / "elsewhere"
    src = tmp_path / "g.json"
    src.write_bytes(toy_bytes())
    try:
        assert main(["--data-dir", str(elsewhere), "import", str(src)]) == 0
    finally:
        monkeypatch.delenv("DRAGONWOOD_DATA_DIR", raising=False)  # main() set it
    assert len(list((elsewhere / "saves").glob("*.json"))) == 1


def test_open_replay_takes_a_file_or_an_id_and_names_the_file_on_error(saves_folder, tmp_path):
    save_id, match = _play(saves_folder, seed=6, limit=40)
    by_id = saves.open_replay(save_id, saves_folder)
    by_path = saves.open_replay(saves_folder / f"{save_id}.json")
    assert by_id.length == by_path.length == 40
    by_id.to_end()
    assert state_hash(by_id.state) == state_hash(match.state)
    bad = tmp_path / "bad.json"
    record = decode_record((saves_folder / f"{save_id}.json").read_bytes())
    record.checkpoints[1] = msgspec.structs.replace(record.checkpoints[1], hash="1" * 16)
    bad.write_bytes(encode_record(record))
    try:
        saves.open_replay(bad)
    except saves.RecordError as exc:
        assert str(exc).startswith(f"{bad}: step 32: state hash differs")
    else:
        raise AssertionError("a tampered record opened")


def test_on_a_terminal_replay_and_resume_open_the_app_only_once_the_record_holds(saves_folder, tmp_path, monkeypatch):
    import sys

    from dragonwood_tui.cli import _parser
    from dragonwood_tui.cli_files import run_command

    calls = []

    def lookup(name):
        def run(*args, **kwargs):
            calls.append((name, *args))
            opened.append(kwargs.get("opened"))
            return 0

        return run

    opened: list = []

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    save_id, _ = _play(saves_folder, seed=6, limit=40)
    path = saves_folder / f"{save_id}.json"
    assert run_command(_parser().parse_args(["replay", str(path), "--seat", "1"]), app=lookup) == 0
    assert run_command(_parser().parse_args(["resume"]), app=lookup) == 0
    assert calls == [("run_replay", path, 0), ("run_resume", save_id)]  # --seat 1: the first seat
    # the app is handed the record and the cursor the command checked: the game is walked once
    record, cursor = opened[0]
    assert record.actions == decode_record(path.read_bytes()).actions
    assert cursor.length == len(record.actions) and cursor.lines is not None
    # --text prints, whatever the terminal; a bad record never reaches the app.
    assert run_command(_parser().parse_args(["replay", str(path), "--text"]), app=lookup) == 0
    bad = tmp_path / "bad.json"
    bad.write_bytes(path.read_bytes().replace(b'"step":32,"hash":"', b'"step":32,"hash":"0', 1)[:-30] + b"}]}\n")
    assert run_command(_parser().parse_args(["replay", str(bad)]), app=lookup) != 0
    assert run_command(_parser().parse_args(["replay", str(path), "--seat", "5"]), app=lookup) == 2
    assert len(calls) == 2


def test_counts_of_actions_read_as_english():
    from dragonwood_tui.cli_files import _actions

    assert (_actions(0), _actions(1), _actions(2)) == ("0 actions", "1 action", "2 actions")
