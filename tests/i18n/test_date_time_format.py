"""Dates and times as each language writes a short date and time (CLDR, from formats.json),
and a time from a file that no clock can show written `?`, never a crash."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from dragonwood_tui.i18n.formats import format_date_time
from dragonwood_tui.storage.times import UNKNOWN, local_time

AFTERNOON = datetime(2025, 6, 12, 15, 20)
MIDNIGHT = datetime(2026, 12, 5, 0, 5)
NNBSP = "\u202f"  # CLDR English: a narrow no-break space before AM/PM


@pytest.mark.parametrize(
    ("code", "afternoon", "midnight"),
    [
        ("en", f"6/12/25, 3:20{NNBSP}PM", f"12/5/26, 12:05{NNBSP}AM"),
        ("fr", "12/06/2025 15:20", "05/12/2026 00:05"),
        ("ru", "12.06.2025, 15:20", "05.12.2026, 00:05"),
    ],
)
def test_short_date_and_time_per_language(code: str, afternoon: str, midnight: str) -> None:
    assert format_date_time(AFTERNOON, code) == afternoon
    assert format_date_time(MIDNIGHT, code) == midnight


def test_the_language_in_effect_is_used(in_language) -> None:
    in_language("ru")
    assert format_date_time(AFTERNOON) == "12.06.2025, 15:20"
    in_language("fr")
    assert format_date_time(AFTERNOON) == "12/06/2025 15:20"


def test_noon_and_the_first_years() -> None:
    assert format_date_time(datetime(2025, 1, 2, 12, 0), "en") == f"1/2/25, 12:00{NNBSP}PM"
    assert format_date_time(datetime(5, 1, 2, 9, 7), "ru") == "02.01.5, 09:07"  # CLDR's "y": the year as is


@pytest.mark.parametrize(
    "when",
    [
        datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12))),  # past year 9999 in UTC
        datetime(1, 1, 1, 0, 0, tzinfo=timezone(timedelta(hours=14))),  # before year 1 in UTC
        None,
        "2025-06-12T15:20:00Z",  # not a datetime at all
    ],
)
def test_a_time_no_clock_can_show_is_a_question_mark(when: object) -> None:
    assert local_time(when, timezone.utc) is None
    assert UNKNOWN == "?"


def test_the_app_writes_hostile_times_as_a_question_mark(tmp_path, in_language) -> None:
    from dragonwood_tui.tui.app import make_app

    app = make_app(data_dir=tmp_path / "data", config_dir=tmp_path / "config", tz=timezone.utc)
    in_language("ru")
    assert app.format_time(datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12)))) == "?"
    assert app.format_time(datetime(2025, 6, 12, 13, 20, tzinfo=timezone(timedelta(hours=-2)))) == "12.06.2025, 15:20"
