"""When a daily's day is, on a planet of time zones from UTC-12 to UTC+14.

- A date is *out* once it has begun somewhere: at 00:00 of that date at UTC+14 (10:00 UTC the
  day before). A date later than today's date at UTC+14 is in the future: no one can have
  played its daily yet, though its deal can be computed (the seed is public).
- An attempt was *started on its day* when its record's creation time falls on that date in
  some time zone: from 00:00 at UTC+14 to 24:00 at UTC-12, i.e. from 10:00 UTC the day before
  to 12:00 UTC the day after (50 hours). Only such an attempt can count for its day.

The clock is `utc_now`, read in one place, so that tests can set it (a test's dates must not
depend on the day it runs).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

EARLIEST = timedelta(hours=14)  # UTC+14 (Line Islands): the first zone to reach a date
LATEST = timedelta(hours=12)  # UTC-12 (Baker Island): the last zone to leave it
UTC_TIME = "%Y-%m-%d %H:%M UTC"


def utc_now() -> datetime:
    """Now, in UTC (the one clock of the daily checks)."""
    return datetime.now(timezone.utc)


def earliest_date(now: datetime) -> date:
    """The date at UTC+14 at `now`: the latest date that is out anywhere."""
    return (now.astimezone(timezone.utc) + EARLIEST).date()


def is_out(day: date, now: datetime) -> bool:
    """Whether `day` has begun in some time zone at `now`."""
    return day <= earliest_date(now)


def started_on(day: date, created: datetime) -> bool:
    """Whether `created` falls on `day` in some time zone from UTC-12 to UTC+14."""
    try:
        utc = created.astimezone(timezone.utc)
        # the dates `created` has across the zones run from its date at UTC-12 to its date at UTC+14
        return (utc - LATEST).date() <= day <= (utc + EARLIEST).date()
    except (OverflowError, ValueError, OSError):  # a time no calendar can shift: on no day
        return False


def window_text(day: date) -> str:
    """"2026-11-30 10:00 UTC to 2026-12-02 12:00 UTC": when `day` is a date somewhere."""
    try:
        midnight = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
        start, end = midnight - EARLIEST, midnight + timedelta(days=1) + LATEST
    except OverflowError:  # year 1 or 9999: no record's time falls on it anyway
        from dragonwood_tui.i18n import _

        return _("{date} in every time zone").format(date=day.isoformat())
    from dragonwood_tui.i18n import _

    # TRANSLATORS: the 50 hours when a date is the date somewhere ("2026-11-30 10:00 UTC to 2026-12-02 12:00 UTC")
    return _("{start} to {end}").format(start=start.strftime(UTC_TIME), end=end.strftime(UTC_TIME))


def utc_text(when: datetime) -> str:
    from dragonwood_tui.storage.times import format_time

    return format_time(when, timezone.utc, UTC_TIME)
