"""When a daily record may count: not before its date has begun anywhere (UTC+14), only if it
was started on its date in some time zone (UTC-12 to UTC+14), only if no attempt of that day was
started before it; and what `verify` says it proves and what it can't."""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone

import msgspec

from dragonwood_tui.cli import main
from dragonwood_tui.daily.attempts import attempts
from dragonwood_tui.daily.attempts import proof_of_file
from dragonwood_tui.daily.result import mark, record_name
from dragonwood_tui.daily.window import is_out, started_on

from .helpers import DAY, daily_record, write

UTC = timezone.utc


def verify(capsys, path):
    code = main(["verify", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def stats_json(capsys, data_dir):
    assert main(["--data-dir", str(data_dir), "stats", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def saves_of(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    return saves


def relabelled(record):
    """A practice attempt whose `:practice` was deleted, from its notes and its name."""
    record.header = msgspec.structs.replace(record.header, notes=mark(DAY, False), name=record_name(DAY, False))
    return record


# -- the date line -------------------------------------------------------------------------------


def test_a_date_is_out_once_utc_plus_14_reaches_it():
    # 2026-12-02 00:00 at UTC+14 is 2026-12-01 10:00 UTC
    assert not is_out(date(2026, 12, 2), datetime(2026, 12, 1, 9, 59, tzinfo=UTC))
    assert is_out(date(2026, 12, 2), datetime(2026, 12, 1, 10, 0, tzinfo=UTC))
    assert is_out(date(2026, 12, 1), datetime(2026, 12, 1, 10, 0, tzinfo=UTC))


def test_started_on_its_day_means_from_utc_plus_14_midnight_to_utc_minus_12_midnight():
    start = datetime(2026, 11, 30, 10, tzinfo=UTC)  # 2026-12-01 00:00 at UTC+14
    end = datetime(2026, 12, 2, 12, tzinfo=UTC)  # 2026-12-02 00:00 at UTC-12
    assert not started_on(DAY, start - timedelta(microseconds=1))
    assert started_on(DAY, start) and started_on(DAY, end - timedelta(microseconds=1))
    assert not started_on(DAY, end)
    # the same instant written at another offset is the same instant
    assert started_on(DAY, (end - timedelta(minutes=1)).astimezone(timezone(timedelta(hours=-5))))


def test_a_future_daily_is_refused_in_one_line_naming_the_file(tmp_path, capsys, daily_clock):
    daily_clock.set(datetime(2026, 12, 1, 9, tzinfo=UTC))  # 2026-12-01 23:00 at UTC+14: 12-02 is not out
    path = write(tmp_path, "tomorrow", daily_record(day=date(2026, 12, 2)))
    code, out, err = verify(capsys, path)
    assert code == 1
    assert err.count("\n") == 1 and str(path) in err
    assert "not a daily: it claims the daily of 2026-12-02, but that date is in the future" in err
    assert "· check " not in out
    daily_clock.set(datetime(2026, 12, 1, 10, tzinfo=UTC))  # now it has begun at UTC+14
    assert verify(capsys, path)[0] == 0


def test_a_future_daily_has_no_result_in_the_statistics(tmp_path, capsys, daily_clock):
    saves = saves_of(tmp_path)
    write(saves, "later", daily_record(day=date(2026, 12, 9)))
    daily_clock.set(datetime(2026, 12, 5, 12, tzinfo=UTC))
    assert stats_json(capsys, tmp_path)["dailies"] == []
    daily_clock.set(datetime(2026, 12, 9, 12, tzinfo=UTC))
    assert [d["day"] for d in stats_json(capsys, tmp_path)["dailies"]] == ["2026-12-09"]


# -- started on its day --------------------------------------------------------------------------


def test_an_attempt_started_a_week_late_does_not_count(tmp_path, capsys):
    late = datetime(2026, 12, 8, 9, tzinfo=UTC)
    saves = saves_of(tmp_path)
    path = write(saves, "late", daily_record(started_at=late, finished_at=late + timedelta(minutes=20)))
    code, out, err = verify(capsys, path)
    assert code == 0, err  # a legal game of that deal: practice
    assert "started 2026-12-08 09:00 UTC, not on its day (2026-11-30 10:00 UTC to 2026-12-02 12:00 UTC" in out
    assert "practice, not counted for the day" in out
    share = [x for x in out.splitlines() if x.split(": ", 1)[1].startswith("Dragonwood daily")]
    assert share and share[0].endswith(" · practice")
    data = stats_json(capsys, tmp_path)
    assert data["dailies"] == [] and data["played"] == 1  # an ordinary game of its mode
    assert [a.counts for a in attempts(saves)] == [False]


def test_an_attempt_started_on_its_day_says_what_it_proves_and_what_it_cannot(tmp_path, capsys):
    code, out, err = verify(capsys, write(tmp_path, "on-time", daily_record()))
    assert code == 0, err
    assert "started 2026-12-01 09:00 UTC, on its day (2026-11-30 10:00 UTC to 2026-12-02 12:00 UTC)" in out
    assert "it counts for the day if no other attempt was started before it" in out
    assert "the check code proves the deal and the result" in out
    assert ("no offline check can prove that this was the first attempt of the day, that it was played when its "
            "times say, nor that a person played it") in out


# -- practice relabelled -------------------------------------------------------------------------


def test_verify_of_a_practice_attempt_whose_note_was_edited_still_calls_it_practice(tmp_path, capsys):
    record = daily_record(practice=True, started_at=datetime(2026, 12, 1, 10, tzinfo=UTC))
    record.header = msgspec.structs.replace(record.header, notes=mark(DAY, False))  # `:practice` deleted
    path = write(tmp_path, "edited-note", record)
    code, out, err = verify(capsys, path)
    assert code == 0, err
    assert "its name marks it practice though its notes do not (an edited note)" in out
    assert out.rstrip().endswith(" · practice")
    assert proof_of_file(path).practice
    assert [a.marked_practice for a in attempts(tmp_path)] == [True]


def test_a_relabelled_practice_attempt_does_not_replace_the_days_result(tmp_path, capsys):
    saves = saves_of(tmp_path)
    at = lambda h, m=0: datetime(2026, 12, 1, h, m, tzinfo=UTC)  # noqa: E731
    # the day's game, started first, finished late; a practice game (a second window) started
    # after it and finished before it, then relabelled as one that counts
    write(saves, "first", daily_record("dice-quest", bot="expert", started_at=at(9), finished_at=at(11)))
    write(saves, "again", relabelled(daily_record(
        "dice-quest", practice=True, bot="greedy", started_at=at(9, 30), finished_at=at(10))))
    first = proof_of_file(saves / "first.json")
    again = proof_of_file(saves / "again.json")
    assert first.check != again.check
    dailies = stats_json(capsys, tmp_path)["dailies"]
    assert [(d["day"], d["check"]) for d in dailies] == [("2026-12-01", first.check)]


def test_a_relabelled_practice_attempt_of_a_later_day_does_not_count_either(tmp_path, capsys):
    saves = saves_of(tmp_path)
    # the day's game left unfinished; three days later a practice game of that day, relabelled
    write(saves, "running", daily_record("dice-quest", steps=3))
    later = datetime(2026, 12, 4, 18, tzinfo=UTC)
    write(saves, "later", relabelled(daily_record("dice-quest", practice=True, started_at=later,
                                                  finished_at=later + timedelta(minutes=5))))
    assert stats_json(capsys, tmp_path)["dailies"] == []
    assert [a.counts for a in attempts(saves)] == [False, False]


def test_a_daily_whose_summary_boasts_gets_no_result_in_the_statistics(tmp_path, capsys):
    saves = saves_of(tmp_path)
    record = daily_record("dice-quest")
    s = record.header.summary
    record.header = msgspec.structs.replace(record.header, summary=msgspec.structs.replace(s, scores=[s.scores[0] + 50]))
    write(saves, "boast", record)
    assert stats_json(capsys, tmp_path)["dailies"] == []
