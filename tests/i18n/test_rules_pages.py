"""The rules pages in each language: every game has them, under its title, with every section
of the English page; `rules_text` picks the language in effect (English when a page is missing),
and the rules screen shows it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Markdown

from dragonwood_tui import games
from dragonwood_tui.storage.settings import Settings

from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)

PACKAGE = Path(games.__file__).resolve().parent


def outline(text: str) -> list[str]:
    """The heading levels and the table and code-block shapes: the same in every language."""
    return [line.split(" ")[0] for line in text.splitlines() if line.startswith("#")]


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("kind", ["dragonwood", "dice-quest", "road-quest"])
def test_each_page_has_the_english_pages_shape(kind: str, code: str):
    english, translated = games.rules_text(kind, "en"), games.rules_text(kind, code)
    assert translated != english
    assert translated.startswith(f"# {games.game_title(kind)}\n")
    assert outline(translated) == outline(english)
    assert translated.count("\n|") == english.count("\n|")  # every table row
    assert set(re.findall(r"`[a-z_-]+`", english)) <= set(re.findall(r"`[a-z_-]+`", translated)), "a config name was translated"


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


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
@pytest.mark.parametrize("kind", ["dragonwood", "dice-quest", "road-quest"])
def test_every_link_within_a_page_reaches_a_heading(kind: str, code: str):
    from markdown_it import MarkdownIt
    from textual._slug import TrackedSlugs

    text = games.rules_text(kind, code)
    slugs = TrackedSlugs()
    anchors = {slugs.slug(line.lstrip("#").strip()) for line in text.splitlines() if line.startswith("#")}
    links = [t.attrs["href"] for block in MarkdownIt().parse(text) for t in (block.children or [])
             if t.type == "link_open" and str(t.attrs.get("href", "")).startswith("#")]
    assert all(str(href)[1:] in anchors for href in links), links
    assert links or kind != "dragonwood"  # Dragonwood's page links to its solo section


def test_no_benchmark_command_on_a_players_rules_page():
    # how a figure was measured is the developers' (the benchmarks' own docstrings, docs/)
    root = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "games"
    pages = sorted(root.glob("*/rules*.md"))
    assert len(pages) >= 9
    assert [p.name for p in pages if "benchmarks/" in p.read_text(encoding="utf-8")] == []
