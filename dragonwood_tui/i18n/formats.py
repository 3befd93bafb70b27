"""Numbers, percentages and dates as the language in effect writes them.

The rules come from CLDR through Babel, once, into `formats.json` (tools/make_formats.py): the
app reads that small table and never imports Babel, whose locale data costs a tenth of a
second to load. English: 1,234.5 · 12% · December 4, 2026; French: 1 234,5 · 12 % · 4 décembre
2026; Russian: 1 234,5 · 12 % · 4 декабря 2026 г.
"""

from __future__ import annotations

from datetime import date
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
