"""Times from files, shown and sorted without trusting them.

A record's `created` / `updated` can be any time a file can hold: year 1 or 9999, at any UTC
offset, so converting it to the local zone can overflow (`OverflowError`), and a naive one
may not have a timestamp at all. Every place that shows or sorts such a time goes through here:
a time that can't be converted is shown as `?` and sorts as the oldest, never a crash.
"""

from __future__ import annotations

from datetime import datetime, tzinfo

UNKNOWN = "?"
MINUTES = "%Y-%m-%d %H:%M"


def format_time(when: object, tz: tzinfo | None = None, fmt: str = MINUTES) -> str:
    """`when` in the zone `tz` (None: the machine's local zone), or `?` when it has no such time."""
    local = local_time(when, tz)
    if local is None:
        return UNKNOWN
    try:
        return local.strftime(fmt)
    except (OverflowError, ValueError, OSError):
        return UNKNOWN


def local_time(when: object, tz: tzinfo | None = None) -> datetime | None:
    """`when` in the zone `tz` (None: the machine's local zone); None when it has no such time
    (the caller shows `UNKNOWN`: the app writes it in the player's language, i18n.formats)."""
    if not isinstance(when, datetime):
        return None
    try:
        return when.astimezone(tz)
    except (OverflowError, ValueError, OSError):  # beyond year 1..9999 once converted
        return None


def shown_time(when: object, tz: tzinfo | None = None) -> str:
    """`when` in the zone `tz` (None: the machine's), to the minute, as the language in effect
    writes a short date and time ("6/12/25, 3:20 PM", "12/06/2025 15:20"); `?` for a time no
    clock can show. What the app and the commands show a person."""
    from dragonwood_tui.i18n.formats import format_date_time

    local = local_time(when, tz)
    return UNKNOWN if local is None else format_date_time(local)


def sort_key(when: object) -> float:
    """Seconds since 1970 for ordering (newest = largest); -inf for a time without one."""
    if not isinstance(when, datetime):
        return float("-inf")
    try:
        return when.timestamp()
    except (OverflowError, ValueError, OSError):
        return float("-inf")
