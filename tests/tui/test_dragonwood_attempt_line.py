"""The last attempt's one line (80×24) says the total and what it needed in words, as the wide
panel does: "2+1=3 (needs 4) ✗", never "3/4", which reads as a fraction. Every language, a
failure (the wound that follows it) and a success (a creature captured)."""

from __future__ import annotations

import re

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.tui.games.dragonwood.board import attempt_text

from . import positions, table_positions

FRACTION = re.compile(r"\d\s*/\s*\d")


def finished_attempts():
    """(result, view) of the first failed and the first successful attempt of a played game."""
    p = table_positions.load()["dragonwood-wound"]
    match = table_positions.match("dragonwood-wound")  # then played on by computer players only
    match = positions.match(p["kind"], match.config, p["seed"], table_positions.seats(p["kind"], p["players"], 0), p["actions"])
    found = {}
    view = match.game.view(match.state, 0)
    if view.attempt is not None:
        found[view.attempt.result] = view
    while len(found) < 2 and not match.is_over():
        match.play(match.bot_action())
        view = match.game.view(match.state, 0)
        if view.attempt is not None and view.attempt.result in ("success", "failure"):
            found.setdefault(view.attempt.result, view)
    return found


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_compact_attempt_says_what_it_needed_in_words(lang):
    found = finished_attempts()
    assert set(found) == {"success", "failure"}
    try:
        i18n.set_language(lang)
        needs = i18n._(" (needs {need}) ")
        for result, view in found.items():
            a = view.attempt
            for width in (0, 78, 40):
                line = attempt_text(view, ["You", "Ada", "Bram", "Cy"], None, True, width).plain
                assert not FRACTION.search(line), (lang, line)
                assert f"{a.total}{needs.format(need=a.need)}{'✓' if result == 'success' else '✗'}" in line, (lang, line)
    finally:
        i18n.set_language("en")
