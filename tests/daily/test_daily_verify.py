"""`dragonwood verify` on daily records: the day, the result and the check code, or refused."""

from __future__ import annotations

import msgspec

from dragonwood_tui.cli import main
from dragonwood_tui.daily.result import result_text
from dragonwood_tui.engine.game import SeatSpec

from .helpers import DAY, daily_record, played_actions, write


def verify(capsys, path):
    code = main(["verify", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_names_the_day_the_result_and_the_check_code(tmp_path, capsys):
    record = daily_record()
    path = write(tmp_path, "daily", record)
    code, out, err = verify(capsys, path)
    assert code == 0, err
    s = record.header.summary
    assert "the Dragonwood daily deal of 2026-12-01" in out
    line = [x for x in out.splitlines() if "· check " in x and x.split(": ", 1)[1].startswith("Dragonwood daily")][0]
    share = line.split(": ", 1)[1]
    assert share.startswith(f"Dragonwood daily 2026-12-01 · {result_text(s.scores, s.winners)} · check ")
    # the same moves give the same code; another game of the same deal gives another
    code2, out2, _ = verify(capsys, write(tmp_path, "again", daily_record()))
    assert share in out2


def test_the_check_code_depends_on_the_moves(tmp_path):
    from dragonwood_tui.daily.attempts import proof_of_file

    expert = proof_of_file(write(tmp_path, "a", daily_record("dice-quest", bot="expert")))
    greedy = proof_of_file(write(tmp_path, "b", daily_record("dice-quest", bot="greedy")))
    assert expert.finished and greedy.finished
    assert expert.check != greedy.check  # the same deal, other moves
    unfinished = daily_record("dice-quest", steps=len(played_actions("dice-quest", DAY)) - 1)
    assert proof_of_file(write(tmp_path, "c", unfinished)).check == ""  # no result yet: no code


def test_a_record_claiming_another_day_is_not_a_daily(tmp_path, capsys):
    record = daily_record()
    record.header = msgspec.structs.replace(record.header, notes="daily:2026-12-02")
    code, out, err = verify(capsys, write(tmp_path, "claims-another-day", record))
    assert code == 1
    assert "not a daily: it claims the daily of 2026-12-02, but its seed is not the seed of 2026-12-02" in err


def test_a_daily_whose_seats_were_changed_is_not_a_daily(tmp_path, capsys):
    record = daily_record()
    seats = [SeatSpec("You"), SeatSpec("Ada", "easy"), SeatSpec("Bram", "normal")]
    record.header = msgspec.structs.replace(record.header, seats=seats)
    code, _, err = verify(capsys, write(tmp_path, "easy-opponents", record))
    assert code == 1 and "its seats are not the daily's" in err


def test_a_tampered_daily_record_is_refused(tmp_path, capsys):
    path = write(tmp_path, "daily", daily_record())
    lines = path.read_bytes().split(b"\n")
    # an action taken out of the middle of the game: the moves after it no longer replay
    i = len(lines) // 2
    assert lines[i].startswith(b'{"action":')
    del lines[i]
    path.write_bytes(b"\n".join(lines))
    code, out, err = verify(capsys, path)
    assert code == 1 and "check" not in out
    assert "step " in err  # where the record stops holding


def test_a_daily_record_claiming_a_better_result_is_refused(tmp_path, capsys):
    record = daily_record()
    s = record.header.summary
    better = msgspec.structs.replace(s, scores=[99, *s.scores[1:]], winners=[0])
    record.header = msgspec.structs.replace(record.header, summary=better)
    code, out, err = verify(capsys, write(tmp_path, "boasting", record))
    assert code == 1 and "the summary does not match the game: scores is" in err and "check" not in out


def test_an_ordinary_record_gets_no_daily_line(tmp_path, capsys):
    record = daily_record()
    record.header = msgspec.structs.replace(record.header, notes="just a game", name="")
    code, out, err = verify(capsys, write(tmp_path, "plain", record))
    assert code == 0 and "daily" not in out


def test_the_daily_command_refuses_a_bad_or_future_date(capsys):
    assert main(["daily", "--date", "2026-13-01"]) == 2
    assert "is not a date" in capsys.readouterr().err
    assert main(["daily", "--date", "2999-01-01"]) == 2
    assert "not out yet" in capsys.readouterr().err


def test_stats_json_over_a_daily(tmp_path, capsys):
    import json

    saves = tmp_path / "saves"
    saves.mkdir()
    write(saves, "d", daily_record())
    assert main(["--data-dir", str(tmp_path), "stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["played"] == 1 and data["modes"][0]["mode"] == "3 seats"
    assert data["dailies"][0]["day"] == DAY.isoformat()
    assert main(["--data-dir", str(tmp_path), "stats"]) == 0
    out = capsys.readouterr().out
    assert "Dragonwood · 3 seats" in out and "Dragonwood daily 2026-12-01" in out
