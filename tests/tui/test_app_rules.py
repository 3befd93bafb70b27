"""The rules in the app are the project's rules document, readable game by game."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import TabbedContent

from dragonwood_tui.tui.screens.rules import RulesScreen, rules_text, split_games

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def test_packaged_rules_are_a_copy_of_docs_rules():
    # The package ships dragonwood_tui/tui/rules/rules.md; refresh it with
    #   cp docs/rules.md dragonwood_tui/tui/rules/rules.md
    assert rules_text() == DOCS.read_text(encoding="utf-8")


def test_each_game_is_a_tab():
    sections = split_games(rules_text())
    assert [title for _, title, _ in sections] == ["Dragonwood", "Dice Quest", "Road Quest"]
    assert sections[0][0] == "dragonwood" and sections[1][0] == "dice-quest"
    assert "".join(md for _, _, md in sections).count("\n# ") + 1 >= 2


def test_split_ignores_headings_in_code_blocks():
    md = "# A\ntext\n```\n# not a heading\n```\n# B\nmore\n"
    assert [t for _, t, _ in split_games(md)] == ["A", "B"]


@run_async
async def test_rules_screen_switches_games_and_closes(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r")
        assert isinstance(app.screen, RulesScreen)
        tabs = app.screen.query_one(TabbedContent)
        assert tabs.active == "dragonwood"
        await pilot.press("2")
        assert tabs.active == "dice-quest"
        await pilot.pause()
        await pilot.press("3")
        await pilot.pause()
        assert tabs.active == "road-quest"
        await pilot.press("1", "t")
        await pilot.press("escape")
        assert type(app.screen).__name__ == "MainMenuScreen"
