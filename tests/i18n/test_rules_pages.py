"""The rules pages in each language: `rules_text` picks the language in effect (English when a
page is missing), and the rules screen shows it. That every game has its page in every language,
under its title, with every section of the English page, is checked for each game by
tests/test_conformance.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Markdown

from dragonwood_tui import games
from dragonwood_tui.storage.settings import Settings

from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)


def test_the_language_in_effect_and_the_english_fallback(monkeypatch):
    from dragonwood_tui.i18n import set_language

    try:
        set_language("ru")
        assert "## Подготовка" in games.rules_text("dragonwood")
        monkeypatch.setattr(games, "rules_file", lambda language: "rules.xx.md")  # a language with no page
        assert games.rules_text("dragonwood") == games.rules_text("dragonwood", "en")
    finally:
        set_language("en")


@run_async
async def test_the_rules_screen_shows_the_players_language(folders: Folders):
    from dragonwood_tui.i18n import set_language

    app = folders.app(settings=Settings(language="fr"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press("r")
            await pilot.pause()
            markdown = app.screen.query(Markdown).first()
            assert "## La mise en place" in markdown.source
    finally:
        set_language("en")


def test_no_benchmark_command_on_a_players_rules_page():
    # how a figure was measured is the developers' (the benchmarks' own docstrings, docs/)
    root = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "games"
    pages = sorted(root.glob("*/rules*.md"))
    assert len(pages) >= 9
    assert [p.name for p in pages if "benchmarks/" in p.read_text(encoding="utf-8")] == []
