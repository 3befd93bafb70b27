"""Playing the daily: the same deal from any data folder, the first finished attempt counts."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dragonwood_tui.daily.deal import DAILY_KINDS
from dragonwood_tui.daily.attempts import attempts, day_status, plan, proof_of, start_attempt
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.play.saves import load_save

from .helpers import DAY, daily_record, write


@pytest.mark.parametrize("kind", DAILY_KINDS)
def test_two_data_folders_deal_the_same_daily(tmp_path, kind):
    games = []
    for name in ("one", "two"):
        folder = tmp_path / name
        folder.mkdir()
        with start_attempt(folder, plan(folder, kind, DAY, DAY)) as session:
            save_id, match = session.id, session.match
        record = load_save(save_id, folder)
        games.append((record.header.seed, record.header.config, state_hash(match.state)))
    assert games[0] == games[1]
    other_day = plan(tmp_path / "one", kind, DAY + timedelta(days=1), DAY + timedelta(days=1)).deal
    assert other_day.seed != games[0][0]


def test_the_first_finished_attempt_counts_and_a_second_one_is_practice(tmp_path):
    first = plan(tmp_path, "dragonwood", DAY, DAY)
    assert not first.practice and not first.resume
    write(tmp_path, "first", daily_record())
    second = plan(tmp_path, "dragonwood", DAY, DAY)
    assert second.practice  # the day's game is played: another go is practice
    write(tmp_path, "second", daily_record(practice=True, finished_at=datetime(2026, 12, 1, 10, tzinfo=timezone.utc)))
    status = day_status(tmp_path, "dragonwood", DAY)
    assert [(a.save_id, a.counts) for a in status.attempts] == [("first", True), ("second", False)]
    assert status.counted.save_id == "first"
    assert not proof_of(status.counted).practice
    assert proof_of(status.attempts[1]).share_line.endswith(" · practice")


def test_of_two_attempts_started_on_the_day_the_one_started_first_counts(tmp_path):
    # (two windows of the app on one folder): finishing first does not make the second one count
    at = lambda h: datetime(2026, 12, 1, h, tzinfo=timezone.utc)  # noqa: E731
    write(tmp_path, "a", daily_record(started_at=at(10), finished_at=at(12)))
    write(tmp_path, "b", daily_record(started_at=at(9), finished_at=at(13)))
    write(tmp_path, "c", daily_record(started_at=at(11), finished_at=at(11) + timedelta(minutes=5)))
    assert [a.save_id for a in attempts(tmp_path) if a.counts] == ["b"]


def test_an_unfinished_attempt_is_resumed_not_started_again(tmp_path):
    write(tmp_path, "running", daily_record(steps=5))
    p = plan(tmp_path, "dragonwood", DAY, DAY)
    assert p.save_id == "running" and not p.practice
    assert day_status(tmp_path, "dragonwood", DAY).counted is None


def test_a_past_day_is_practice_and_a_future_day_is_not_out(tmp_path):
    today = date(2026, 12, 5)
    assert plan(tmp_path, "dice-quest", DAY, today).practice
    with pytest.raises(ValueError, match="not out yet"):
        plan(tmp_path, "dice-quest", today + timedelta(days=1), today)


def test_the_share_line_names_the_day_the_result_and_the_check_code(tmp_path):
    write(tmp_path, "dq", daily_record("dice-quest"))
    proof = proof_of(day_status(tmp_path, "dice-quest", DAY).counted)
    scores = proof.scores
    word = "won" if proof.won else "lost"
    assert proof.share_line == f"Dice Quest daily 2026-12-01 · {word} with {scores[0]} · check {proof.check}"
    assert len(proof.check) == 6 and int(proof.check, 16) >= 0


@given(st.lists(st.tuples(
    st.sampled_from(DAILY_KINDS), st.integers(0, 3), st.booleans(), st.booleans(), st.integers(-48 * 60, 96 * 60),
    st.integers(0, 50),
), max_size=25))
def test_at_most_one_attempt_counts_per_game_and_day_and_it_was_started_first_on_the_day(rows):
    from dragonwood_tui.daily.attempts import Attempt, mark_counting

    t0 = datetime(2026, 11, 28, tzinfo=timezone.utc)
    found = [
        Attempt(f"s{i:02d}", Path(f"s{i:02d}.json"), kind, DAY - timedelta(days=d), practice, finished, (1,), (0,),
                t0 + timedelta(minutes=start), t0 + timedelta(minutes=start + length))
        for i, (kind, d, practice, finished, start, length) in enumerate(rows)
    ]
    marked = mark_counting(found)
    assert sorted(a.save_id for a in marked) == sorted(a.save_id for a in found)
    for kind in DAILY_KINDS:
        for d in range(4):
            day_ = DAY - timedelta(days=d)
            day = [a for a in marked if a.kind == kind and a.day == day_]
            # may count: not marked practice, created from 10:00 UTC the day before to 12:00 UTC the day after
            start, end = datetime(day_.year, day_.month, day_.day, tzinfo=timezone.utc) - timedelta(hours=14), \
                datetime(day_.year, day_.month, day_.day, tzinfo=timezone.utc) + timedelta(hours=36)
            eligible = [a for a in day if not a.marked_practice and start <= a.created < end]
            first = min(eligible, key=lambda a: (a.created, a.save_id)) if eligible else None
            counting = [a for a in day if a.counts]
            assert counting == ([first] if first is not None and first.finished else [])


def test_one_days_attempts_are_that_days_of_all_attempts(tmp_path):
    """`attempts(folder, day)` (the main menu's line reads today's only) gives what `attempts`
    gives for that day: the same attempts, the same one counting."""
    yesterday = DAY - timedelta(days=1)
    write(tmp_path, "a-first", daily_record())
    write(tmp_path, "b-again", daily_record(practice=True, finished_at=datetime(2026, 12, 1, 10, tzinfo=timezone.utc)))
    write(tmp_path, "c-dice", daily_record("dice-quest"))
    write(tmp_path, "d-yesterday", daily_record(day=yesterday))
    every = attempts(tmp_path)
    for day in (DAY, yesterday, DAY + timedelta(days=1)):
        assert attempts(tmp_path, day) == [a for a in every if a.day == day]
    assert {a.save_id for a in attempts(tmp_path, DAY)} == {"a-first", "b-again", "c-dice"}


def test_the_attempts_follow_an_edited_save_after_a_first_reading(tmp_path):
    # `attempts` remembers the last listing it read: a save written since is read
    write(tmp_path, "first", daily_record())
    assert [(a.save_id, a.counts) for a in attempts(tmp_path)] == [("first", True)]
    assert [(a.save_id, a.counts) for a in attempts(tmp_path)] == [("first", True)]
    write(tmp_path, "first", daily_record(practice=True))  # its notes now say practice
    assert [(a.save_id, a.marked_practice, a.counts) for a in attempts(tmp_path)] == [("first", True, False)]
