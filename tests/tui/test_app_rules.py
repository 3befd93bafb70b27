"""The rules in the app are the project's rules document, readable game by game."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import TabbedContent

from dragonwood_tui import games
from dragonwood_tui.tui.screens.rules import RulesScreen, game_sections

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
PACKAGE = Path(games.__file__).resolve().parent


def _shipped() -> list[str]:
    """The games this package ships, in menu order (a test may register others beside them)."""
    return [kind for kind in games.game_kinds() if type(games.get_game(kind)).__module__.startswith(f"{games.__name__}.")]


def test_docs_rules_are_the_games_rules_joined():
    # Each game ships its rules in its package (games/<kind>/rules.md); docs/rules.md is them
    # joined in menu order. Refresh it with
    #   cat dragonwood_tui/games/{dragonwood,dice_quest,road_quest}/rules.md > docs/rules.md
    assert "".join(games.rules_text(kind) for kind in _shipped()) == DOCS.read_text(encoding="utf-8")


def test_each_game_ships_its_rules_under_its_title():
    shipped = _shipped()
    for kind in shipped:
        text = games.rules_text(kind)
        assert text.startswith(f"# {games.game_title(kind)}\n")
        assert len(text) > 1000  # the real rules, not the line for a game with none
    folders = {type(games.get_game(kind)).__module__.split(".")[2] for kind in shipped}
    assert folders == {p.parent.name for p in PACKAGE.glob("*/rules.md")}  # no rules of a game not registered


def test_each_game_is_a_tab():
    sections = game_sections()
    assert [title for _, title, _ in sections] == [games.game_title(kind) for kind in games.game_kinds()]
    assert [tab for tab, _, _ in sections] == list(games.game_kinds())


def test_a_game_without_rules_gets_a_line_not_a_crash(monkeypatch):
    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(games, "_TITLES", dict(games._TITLES))
    games.register_game("dice-rules-less", "dragonwood_tui.engine", title="Rules-less")
    assert games.rules_text("dice-rules-less") == "# Rules-less\n\nNo rules are written down for Rules-less.\n"


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
