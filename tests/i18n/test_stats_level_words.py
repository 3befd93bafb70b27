"""The statistics name the computer players' levels with the one list of their words
(i18n/levels.py): every level the app knows, old records' "greedy" included, in the language."""

from __future__ import annotations

import pytest

from dragonwood_tui.i18n.levels import LEVEL_NAMES, level_name
from dragonwood_tui.stats.report import level_words


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_statistics_say_every_level_as_the_rest_of_the_app(in_language, code):
    in_language(code)
    for key in LEVEL_NAMES:
        assert level_words(key) == level_name(key), (code, key)
    assert level_words("greedy+hard") == f"{level_name('greedy')}+{level_name('hard')}"
    if code != "en":
        assert level_words("greedy") != "greedy"  # an old record's level is worded too


def test_an_unknown_level_from_a_file_stays_plain_text(in_language):
    in_language("fr")
    assert level_words("[b]odd[/b]\x1b") not in ("", None) and "\x1b" not in level_words("[b]odd[/b]\x1b")
