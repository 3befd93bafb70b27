"""Write dragonwood_tui/i18n/formats.json: how each offered language writes numbers, percentages
and dates, taken from Babel's CLDR data (a developer's tool: the app reads the JSON and never
imports Babel, whose locale data costs ~0.1 s to load).

    python tools/make_formats.py          # after adding a language to i18n.LANGUAGES

tests/i18n/test_formats.py fails when the file differs from what this writes.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path
from typing import Any

from babel import Locale
from babel.dates import format_date, format_skeleton
from babel.numbers import format_percent, get_decimal_symbol, get_group_symbol, get_minus_sign_symbol

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "dragonwood_tui" / "i18n" / "formats.json"


def _template(text: str) -> str:
    return text.replace("28", "{day}").replace("2000", "{year}")


def formats(code: str) -> dict[str, Any]:
    locale = Locale.parse(code)
    months = [date(2000, m, 28) for m in range(1, 13)]
    return {
        "decimal": get_decimal_symbol(locale),
        "group": get_group_symbol(locale),
        "minus": get_minus_sign_symbol(locale),
        "percent": format_percent(0.5, locale=locale).replace("50", "{n}"),
        # one template per month: the month's name in the case the date needs (Russian: genitive)
        "date_long": [_template(format_date(d, "long", locale=locale)) for d in months],
        "date_medium": [_template(format_date(d, "medium", locale=locale)) for d in months],
        "day_month": [_template(format_skeleton("MMMd", d, locale=locale)) for d in months],
        # a time to the minute with its date, short (the saves list, Continue): CLDR's pattern,
        # filled in by i18n.formats.format_date_time (fields y M d H h m a only)
        "date_time_short": str(locale.datetime_formats["short"])
        .replace("{1}", locale.date_formats["short"].pattern)
        .replace("{0}", locale.time_formats["short"].pattern),
        "day_periods": [locale.day_periods["format"]["abbreviated"][p] for p in ("am", "pm")],
        # the days of the week, Monday first: alone as a calendar's column ("jeu.", "чт"), and
        # in a date's words ("jeudi 4 décembre")
        "weekdays_abbreviated": [locale.days["stand-alone"]["abbreviated"][i] for i in range(7)],
        "weekdays_wide": [locale.days["format"]["wide"][i] for i in range(7)],
    }


def build() -> str:
    from dragonwood_tui.i18n import LANGUAGES

    table = {code: formats(code) for code in LANGUAGES}
    return json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
