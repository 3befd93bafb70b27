"""Plural forms by each language's rule; numbers, percentages and dates in its format."""

from __future__ import annotations

from datetime import date

import pytest

from dragonwood_tui.i18n import ngettext


def actions(n: int) -> str:
    return ngettext("{n} action", "{n} actions", n).format(n=n)


def test_russian_has_three_forms(in_language):
    in_language("ru")
    assert [actions(n) for n in (1, 2, 5, 11, 21, 22, 25, 111, 0)] == [
        "1 действие", "2 действия", "5 действий", "11 действий", "21 действие", "22 действия", "25 действий",
        "111 действий", "0 действий",
    ]


def test_french_counts_zero_and_one_as_one(in_language):
    in_language("fr")
    assert [actions(n) for n in (0, 1, 2)] == ["0 action", "1 action", "2 actions"]


def test_english_reads_no_catalog_and_french_does(tmp_path):
    """The English path imports no catalog code and reads no file; French reads the shipped
    catalog, and nothing compiles one (the compiler the app had is gone)."""
    import os
    import subprocess
    import sys

    code = (
        "import sys; from dragonwood_tui.cli import choose_language; from dragonwood_tui.i18n import ngettext; "
        "print(choose_language([]), ngettext('{n} action', '{n} actions', 0).format(n=0), "
        "'dragonwood_tui.i18n.catalogs' in sys.modules, 'babel' in sys.modules)"
    )
    env = {**os.environ, "DRAGONWOOD_CONFIG_DIR": str(tmp_path)}

    def run(lang: str) -> str:
        return subprocess.run([sys.executable, "-c", code], env={**env, "DRAGONWOOD_LANG": lang},
                              capture_output=True, text=True, check=True).stdout.strip()

    assert run("en") == "en 0 actions False False"
    assert run("fr") == "fr 0 action True False"


def test_numbers_percentages_and_dates():
    from dragonwood_tui.i18n.formats import format_date, format_number, format_percent

    day = date(2026, 12, 4)
    assert (format_number(1234567.5, 1, "en"), format_percent(0.123, 0, "en"), format_date(day, "long", "en")) == (
        "1,234,567.5", "12%", "December 4, 2026")
    assert (format_number(1234567.5, 1, "fr"), format_percent(0.123, 0, "fr"), format_date(day, "long", "fr")) == (
        "1\u202f234\u202f567,5", "12\xa0%", "4 décembre 2026")
    assert (format_number(1234567.5, 1, "ru"), format_percent(0.123, 0, "ru"), format_date(day, "long", "ru")) == (
        "1\xa0234\xa0567,5", "12\xa0%", "4 декабря 2026\u202fг.")
    assert format_number(-2.5, 1, "fr") == "-2,5" and format_number(-0.01, 1, "en") == "0.0"


def test_the_formats_table_is_what_cldr_says():
    """tools/make_formats.py wrote formats.json from Babel's CLDR data and nothing changed it since."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("make_formats", root / "tools" / "make_formats.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build() == (root / "dragonwood_tui" / "i18n" / "formats.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_language_is_in_effect_and_back(in_language, code):
    from dragonwood_tui.i18n import _, language

    assert in_language(code) == code and language() == code
    assert _("list saved games") != "list saved games"
    in_language("en")
    assert _("list saved games") == "list saved games"
