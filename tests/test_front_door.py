"""The `Game` is the only front door: no module outside a game's own packages and the registries
names a game (issue 36). Everything else reads what a game declares (its `engine.game.Game`, the
data its package ships, its bots' registration), so a new game touches nothing outside them.

Counted, by reading every module of the package with `ast` (docstrings aside):
- a string constant equal to a registered game kind ("dice-quest") or a game package's name
  ("dice_quest");
- a string constant naming a game's module ("dragonwood_tui.bots.dragonwood_hard:HardBot");
- an import of a game's module (`from dragonwood_tui.games.dice_quest import ...`), which is
  how a module branches on a game's class (`isinstance(game, DiceQuestGame)`).
A comparison with a kind (`kind == "road-quest"`) is a constant, so it is counted too.

Allowed: `games/<kind>/`, `bots/<kind>*`, `tui/games/<kind>/`, the three registries, and the
product's own name where it is the product's, each a constant whose name says so (`PRODUCTS`).

    python tests/test_front_door.py [PACKAGE_DIR]    # the literals, one a line, and their count
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dragonwood_tui"

# the kinds and packages of the shipped games, besides whatever the registry holds when it runs
KINDS = {"dragonwood", "dice-quest", "road-quest"}
PACKAGES = {"dragonwood", "dice_quest", "road_quest"}
REGISTRIES = {"games/__init__.py", "bots/__init__.py", "tui/games/__init__.py"}
# The product is called Dragonwood too: these constants hold its name, not a game's (path in the
# package, the constant's name). Each must exist: an allowance nothing uses is taken out.
PRODUCTS = {
    ("cli.py", "PRODUCT_COMMAND"),  # prog="dragonwood", the command
    ("i18n/catalogs.py", "DOMAIN"),  # the gettext domain: dragonwood.mo
    ("storage/settings.py", "PRODUCT_THEME"),  # the app's own theme, as saved settings name it
}
# none: every module outside the games' packages and the registries is counted
SKIPPED: set[str] = set()


def registered() -> tuple[set[str], set[str]]:
    """The kinds and package names of every registered game, with the shipped ones."""
    from dragonwood_tui import games

    kinds = KINDS | set(games._MODULES)
    packages = PACKAGES | {module.rsplit(".", 1)[-1] for module in games._MODULES.values()}
    return kinds, packages


def allowed(rel: str, packages: set[str]) -> bool:
    """Whether the module at `rel` (relative to the package, with /) may name a game."""
    parts = rel.split("/")
    if rel in REGISTRIES:
        return True
    if parts[0] == "games" and len(parts) > 2 and parts[1] in packages:
        return True
    if parts[:2] == ["tui", "games"] and len(parts) > 3 and parts[2] in packages:
        return True
    return parts[0] == "bots" and len(parts) == 2 and any(parts[1].startswith(f"{p}_") for p in packages)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


def _product_constants(tree: ast.Module, rel: str) -> set[int]:
    """The string constants that are the product's name, as `PRODUCTS` allows them in `rel`."""
    found = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        value = getattr(node, "value", None)
        if isinstance(value, ast.Constant) and any(isinstance(t, ast.Name) and (rel, t.id) in PRODUCTS for t in targets):
            found.add(id(value))
    return found


def literals_in(source: str, rel: str, kinds: set[str], packages: set[str]) -> list[str]:
    """Where the module `source` (at `rel`) names a game: "rel:line: what", one per place."""
    module_name = re.compile(r"\b(?:games|bots)\.(?:" + "|".join(map(re.escape, sorted(packages))) + r")(?:\b|_)")
    tree = ast.parse(source)
    skip = _docstrings(tree) | _product_constants(tree, rel)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if node.value in kinds or node.value in packages or module_name.search(node.value):
                found.append(f"{rel}:{node.lineno}: {node.value[:60]!r}")
        elif isinstance(node, ast.Import):
            found += [f"{rel}:{node.lineno}: import {a.name}" for a in node.names if module_name.search(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] if module_name.search(node.module) else [
                f"{node.module}.{a.name}" for a in node.names if module_name.search(f"{node.module}.{a.name}")]
            found += [f"{rel}:{node.lineno}: from {name} import" for name in names[:1]]
    return found


def game_literals(root: Path = PACKAGE, skipped: set[str] = SKIPPED) -> list[str]:
    """Every place outside the games' packages and the registries that names a game."""
    kinds, packages = registered()
    found = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in skipped or allowed(rel, packages):
            continue
        found += literals_in(path.read_text(encoding="utf-8"), rel, kinds, packages)
    return found


def products_found(root: Path = PACKAGE) -> set[tuple[str, str]]:
    """The `PRODUCTS` constants that exist, holding a string."""
    found = set()
    for rel, name in PRODUCTS:
        tree = ast.parse((root / rel).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                if any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
                    found.add((rel, name))
    return found


def test_no_module_outside_the_games_and_the_registries_names_a_game():
    assert game_literals() == []


def test_the_product_s_name_is_allowed_only_where_a_constant_says_it_is_the_product():
    assert products_found() == PRODUCTS


def test_the_checker_sees_every_way_of_naming_a_game(tmp_path):
    # Guard against a checker that cannot fail.
    kinds, packages = registered()
    source = '\n'.join([
        '"""A docstring may say dragonwood_tui.games.dice_quest: it is not counted."""',
        'from dragonwood_tui.games.dice_quest.solver import hints',
        'import dragonwood_tui.bots.road_quest_hard',
        'from dragonwood_tui.tui.games import dragonwood',
        'TABLE = {"dice-quest": 1}',
        'def f(game):',
        '    if game.kind == "road-quest":',
        '        return "dragonwood_tui.bots.dragonwood_hard:HardBot"',
        '    return "dice_quest"',
        'PRODUCT_COMMAND = "dragonwood"',  # the product's constant, but not in cli.py
    ])
    found = literals_in(source, "review/x.py", kinds, packages)
    assert sorted(int(line.split(":")[1]) for line in found) == [2, 3, 4, 5, 7, 8, 9, 10], found
    assert literals_in('PRODUCT_COMMAND = "dragonwood"\nprog = "dragonwood"\n', "cli.py", kinds, packages) == [
        "cli.py:2: 'dragonwood'"]
    # and it reads a tree: a game's own package and the registries may, anything else may not
    for rel in ("games/dice_quest/x.py", "bots/road_quest_y.py", "tui/games/dragonwood/z.py", "bots/__init__.py",
                "review/sampled.py", "games/catalog.py", "bots/passive.py", "tui/theme.py"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text('KIND = "dice-quest"\n')
    assert [line.split(":")[0] for line in game_literals(tmp_path, set())] == [
        "bots/passive.py", "games/catalog.py", "review/sampled.py", "tui/theme.py"]



TESTS = Path(__file__).resolve().parent
# Tables that pin each shipped game's own data in one place (a new game has no row to add: its
# tests are the suite's): the module, and why.
PINNED = {
    "campaign/test_goal_declarations.py": "the goals' table before the games declared them, each game's row checked against its declaration",
    "tui/app_helpers.py": "the players the pictured saves were made with (the snapshots show them); any other game gets its default",
    "tui/test_i18n_screens.py": "the language walk names each table's phases by hand (a new game's table is walked by the suite's snapshots)",
}


def listing_every_game(root: Path, kinds: set[str]) -> list[str]:
    """Test modules (outside a game's own test folder) whose one line or one collection names
    every shipped game: a hand-made list of the games, which a new game would not join."""
    found = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.split("/")[0] in PACKAGES or rel == "test_front_door.py" or rel in PINNED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                items = node.keys if isinstance(node, ast.Dict) else node.elts
                named = {item.value for item in items if isinstance(item, ast.Constant)}
                if kinds <= named:
                    found.append(f"{rel}:{node.lineno}")
    return found


def test_no_test_lists_the_games_by_hand():
    """What every game must do is the conformance suite's, run over the registry; what one game
    does is in its own folder (tests/<game>/)."""
    assert listing_every_game(TESTS, KINDS) == []


def test_the_listing_check_sees_a_list_and_a_table(tmp_path):
    (tmp_path / "test_x.py").write_text('A = ["dragonwood", "dice-quest", "road-quest"]\nB = {"dragonwood": 1, "dice-quest": 2, "road-quest": 3}\n')
    (tmp_path / "dice_quest").mkdir()
    (tmp_path / "dice_quest" / "test_y.py").write_text('A = ("dragonwood", "dice-quest", "road-quest")\n')
    assert listing_every_game(tmp_path, KINDS) == ["test_x.py:1", "test_x.py:2"]

if __name__ == "__main__":
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else PACKAGE
    lines = game_literals(root, set())
    print("\n".join(lines))
    print(f"{len(lines)} game-kind literals outside the games' packages and the registries "
          f"({len([line for line in lines if line.split(':')[0] not in SKIPPED])} outside {', '.join(sorted(SKIPPED))})")
