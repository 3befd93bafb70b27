"""Numbers, percentages and dates as the language in effect writes them.

The rules come from CLDR through Babel, once, into `formats.json` (tools/make_formats.py): the
app reads that small table and never imports Babel, whose locale data costs a tenth of a
second to load. English: 1,234.5 · 12% · December 4, 2026 · 12/4/26, 3:05 PM; French: 1 234,5 · 12 % ·
4 décembre 2026 · 04/12/2026 15:05; Russian: 1 234,5 · 12 % · 4 декабря 2026 г. · 04.12.2026, 15:05.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from functools import cache
from pathlib import Path
from typing import Any, Literal

from dragonwood_tui.i18n import SOURCE, language

TABLE = Path(__file__).with_name("formats.json")


@cache
def _table() -> dict[str, dict[str, Any]]:
    import msgspec  # (not json: `verify` and the menu have msgspec loaded already)

    data: dict[str, dict[str, Any]] = msgspec.json.decode(TABLE.read_bytes())
    return data


def _rules(code: str | None) -> dict[str, Any]:
    table = _table()
    return table.get(code or language()) or table[SOURCE]


def format_number(value: float, decimals: int = 0, code: str | None = None) -> str:
    """`value` with `decimals` digits after the separator and its thousands grouped."""
    rules = _rules(code)
    text = f"{abs(value):,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    text = whole.replace(",", rules["group"]) + (rules["decimal"] + fraction if fraction else "")
    negative = value < 0 and any(c not in "0.," for c in f"{abs(value):.{decimals}f}")
    return rules["minus"] + text if negative else text


def format_percent(share: float, decimals: int = 0, code: str | None = None) -> str:
    """A share (0.123) as a percentage: "12%", "12 %"."""
    number = format_number(100 * share, decimals, code)
    return str(_rules(code)["percent"]).replace("{n}", number)


def format_date(day: date, style: Literal["long", "medium", "day_month"] = "long", code: str | None = None) -> str:
    """`day` in words: long ("December 4, 2026"), medium ("Dec 4, 2026"), or day_month ("Dec 4")."""
    key = "day_month" if style == "day_month" else f"date_{style}"
    template = str(_rules(code)[key][day.month - 1])
    return template.replace("{day}", str(day.day)).replace("{year}", str(day.year))


def format_day(day: date, today: date, code: str | None = None) -> str:
    """A day a game was played, in words, the year only when it is not this year's: "Dec 7" /
    "7 déc." / "7 дек.", "Dec 7, 2025". The main menu and Statistics write days alike."""
    return format_date(day, "day_month" if day.year == today.year else "medium", code)


def format_clock(when: datetime, code: str | None = None) -> str:
    """The time of day of `when` as the language writes it in a short date and time: "5:18 PM",
    "17:18" (the pattern's part from its hour on)."""
    rules = _rules(code)
    periods = list(rules["day_periods"])
    parts = _pattern(str(rules["date_time_short"]))
    start = next((i for i, (kind, value) in enumerate(parts) if kind == "field" and value[0] in "hH"), 0)
    return "".join(_field(when, value, periods) if kind == "field" else value for kind, value in parts[start:]).strip()


def weekday_name(weekday: int, width: Literal["abbreviated", "wide"] = "wide", code: str | None = None) -> str:
    """The day of the week (0 = Monday) as CLDR writes it: "Thu" / "jeu." / "чт", or "Thursday" /
    "jeudi" / "четверг"."""
    return str(_rules(code)[f"weekdays_{width}"][weekday])


# a CLDR date pattern's parts: a quoted literal ('' is a quote), a field (a letter repeated), text
_PART = re.compile(r"'((?:[^']|'')*)'|(([A-Za-z])\3*)|([^A-Za-z']+)")


@cache
def _pattern(pattern: str) -> tuple[tuple[str, str], ...]:
    """("text", words) and ("field", letters) parts; a field this module can't fill raises."""
    parts: list[tuple[str, str]] = []
    for match in _PART.finditer(pattern):
        quoted, field, _letter, text = match.groups()
        if field is not None:
            if field[0] not in "yMdHhma" or (field[0] != "y" and len(field) > 2):
                raise ValueError(f"date field {field!r} of {pattern!r} is not supported")
            parts.append(("field", field))
        else:
            parts.append(("text", (quoted if quoted is not None else text).replace("''", "'") or "'"))
    return tuple(parts)


def _field(when: datetime, field: str, periods: list[str]) -> str:
    letter, width = field[0], len(field)
    if letter == "y":
        return f"{when.year % 100:02d}" if width == 2 else f"{when.year:0{width}d}"
    if letter == "a":
        return periods[when.hour >= 12]
    value = {"M": when.month, "d": when.day, "H": when.hour, "h": when.hour % 12 or 12, "m": when.minute}[letter]
    return f"{value:0{width}d}"


def format_date_time(when: datetime, code: str | None = None) -> str:
    """`when` (already in the zone to show) to the minute, short: "6/12/25, 3:20 PM",
    "12/06/2025 15:20", "12.06.2025, 15:20"."""
    rules = _rules(code)
    periods = list(rules["day_periods"])
    return "".join(_field(when, value, periods) if kind == "field" else value for kind, value in _pattern(str(rules["date_time_short"])))
