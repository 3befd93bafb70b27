"""The engine, the games, the bots, storage and the campaign never import Textual (only tui/ does)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dragonwood_tui"
HEADLESS = ["engine", "games", "bots", "storage", "campaign", "daily", "stats"]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_headless_packages_do_not_import_textual_or_the_tui():
    offenders = []
    for part in HEADLESS:
        for path in (PACKAGE / part).rglob("*.py"):
            for name in _imports(path):
                if name.split(".")[0] in {"textual", "rich"} or name.startswith("dragonwood_tui.tui"):
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_the_checker_sees_an_import(tmp_path):
    # Guard against a checker that cannot fail.
    f = tmp_path / "x.py"
    f.write_text("import textual.app\nfrom rich.text import Text\n")
    assert {"textual.app", "rich.text"} <= _imports(f)


# package -> the parts of dragonwood_tui it must not import
FORBIDDEN = {
    "engine": ("games", "bots", "storage", "tui"),  # the engine names no game and no bot
    "games": ("bots", "storage", "tui"),
}


def _offenders(part: str, root: Path = PACKAGE) -> list[str]:
    found = []
    for path in (root / part).rglob("*.py"):
        for name in _imports(path):
            top = name.split(".")
            if top[0] == "dragonwood_tui" and len(top) > 1 and top[1] in FORBIDDEN[part]:
                found.append(f"{path.relative_to(root)} imports {name}")
    return found


def test_the_engine_names_no_game_no_bot_and_games_no_bot():
    assert _offenders("engine") == [] and _offenders("games") == []


def test_the_layer_checker_sees_a_forbidden_import(tmp_path):
    # Guard against a checker that cannot fail: an engine module importing the games registry.
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "x.py").write_text("from dragonwood_tui.games import get_game\nimport dragonwood_tui.bots\n")
    assert len(_offenders("engine", tmp_path)) == 2
