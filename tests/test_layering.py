"""The engine, the games, the bots, storage and the campaign never import Textual (only tui/ does);
the whole package is layered (LAYERS: no upward import, no import circle, counting the imports
inside functions); no engine file is over ENGINE_MAX_LINES lines."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dragonwood_tui"
HEADLESS = ["engine", "games", "bots", "storage", "play", "campaign", "daily", "stats", "practice"]


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


# -- the app shell: screens reach the app through tui/host.py, and no tui module is in a circle --
TUI = PACKAGE / "tui"
APP = "dragonwood_tui.tui.app"
# the modules the app imports (it builds them): none of them may import it back
BELOW_THE_APP = ("screens", "widgets", "games")


def _module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_imports(path: Path) -> set[str]:
    """Every module `path` imports when it runs, at the top or inside a function: `from a import
    b` counts as `a` and `a.b` (b may be a module). `if TYPE_CHECKING:` blocks never run: left out."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _app_importers(root: Path = PACKAGE) -> list[str]:
    tui = root / "tui"
    return sorted(
        f"{path.relative_to(root)} imports {APP}"
        for part in BELOW_THE_APP
        for path in (tui / part).rglob("*.py")
        if any(name == APP or name.startswith(APP + ".") for name in _imports(path))  # TYPE_CHECKING too
    )


def test_no_screen_widget_or_game_table_imports_the_app_module():
    assert _app_importers() == []


def test_the_app_import_checker_sees_a_function_level_import(tmp_path):
    screens = tmp_path / "tui" / "screens"
    screens.mkdir(parents=True)
    (screens / "x.py").write_text("def f():\n    from dragonwood_tui.tui.app import the_app\n")
    (screens / "y.py").write_text("from dragonwood_tui.tui import app\n")
    (screens / "z.py").write_text("from dragonwood_tui.tui.host import host\n")
    assert _app_importers(tmp_path) == ["tui/screens/x.py imports dragonwood_tui.tui.app"]


def _tui_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    modules = {_module_name(path, root): path for path in (root / "tui").rglob("*.py")}
    return {name: {m for m in _runtime_imports(path) if m in modules and m != name} for name, path in modules.items()}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan): each is an import circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = [stack.pop()]
            while part[-1] != v:
                part.append(stack.pop())
            if len(part) > 1:
                circles.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return circles


def test_no_import_circle_among_the_tui_modules():
    graph = _tui_graph()
    assert APP in graph and graph[APP]  # the graph is the real one
    assert _circles(graph) == []


def test_the_circle_checker_sees_a_circle_through_a_function_level_import(tmp_path):
    tui = tmp_path / "dragonwood_tui" / "tui"
    (tui / "screens").mkdir(parents=True)
    (tui / "app.py").write_text("from dragonwood_tui.tui.screens import menu\n")
    (tui / "screens" / "menu.py").write_text("def f():\n    from dragonwood_tui.tui.app import DragonwoodApp\n")
    (tui / "host.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from dragonwood_tui.tui import app\n")
    graph = _tui_graph(tmp_path / "dragonwood_tui")
    assert _circles(graph) == [["dragonwood_tui.tui.app", "dragonwood_tui.tui.screens.menu"]]


def _reaches_into_the_app(path: Path) -> list[str]:
    """`….app._private` read anywhere, or `….app.name = …` / `setattr(….app, …)`: what a screen
    must ask through `tui/host.py` instead."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        on_app = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "app"
        if on_app and node.attr.startswith("_"):
            found.append(f"{path.name}:{node.lineno} reads app.{node.attr}")
        elif on_app and isinstance(node.ctx, (ast.Store, ast.Del)):
            found.append(f"{path.name}:{node.lineno} sets app.{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr"):
            target = node.args[0] if node.args else None
            if isinstance(target, ast.Attribute) and target.attr == "app":
                found.append(f"{path.name}:{node.lineno} {node.func.id} on the app")
    return sorted(found)


def test_no_screen_widget_or_table_touches_a_private_member_of_the_app_or_sets_one():
    offenders = [hit for part in BELOW_THE_APP for path in (TUI / part).rglob("*.py") for hit in _reaches_into_the_app(path)]
    assert offenders == []


def test_the_reach_checker_sees_a_private_read_and_a_set(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("self.app._sessions.clear()\nself.app.campaign_session = 1\nsetattr(self.app, 'x', 1)\nself.app.push_screen(s)\n")
    assert _reaches_into_the_app(f) == ["x.py:1 reads app._sessions", "x.py:2 sets app.campaign_session", "x.py:3 setattr on the app"]


# -- the whole package: layers, lowest first (docs/architecture.md, "Layering") ----------------
# A module belongs to the layer of the longest name that starts it (`review.command` is a
# command, `review.run` is not). A module may import its own layer and the layers below, at the
# top or inside a function (a deferred import for start-up speed is fine when it points down);
# never a layer above, and never round in a circle. `if TYPE_CHECKING:` blocks never run: left
# out. A "dragonwood_tui.x.y" or "dragonwood_tui.x.y:name" string (the registries' lazy
# targets) counts as an import of that module.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # the words, and what they need: imported by everything (storage.regular and storage.text
    # import nothing of the package: i18n's catalogs and the progress bars use them)
    ("base", ("i18n", "streams", "progress", "confidence", "storage.regular", "storage.text")),
    ("engine", ("engine",)),  # names no game and no bot
    ("games", ("games",)),
    ("bots", ("bots",)),
    # where files live, and records read with the registries of the games and bots
    ("storage", ("storage",)),
    # what plays, keeps and judges games: a session, the daily, the campaign, statistics, review
    ("play", ("play", "headless", "daily", "campaign", "stats", "review", "practice")),
    ("tui", ("tui",)),
    # the command line: it starts the app, so it is above it
    ("commands", ("__main__", "cli", "cli_files", "cli_html", "serve", "simulate", "tournament", "review.command",
                  "campaign.commands")),
    # tools for developers (generators, the card names' extractor): they may import anything,
    # nothing of the package imports them
    ("devtools", ("devtools",)),
]
ENGINE_MAX_LINES = 400


def _package_modules(root: Path = PACKAGE) -> dict[str, Path]:
    return {_module_name(path, root): path for path in root.rglob("*.py")}


def _package_imports(path: Path, modules: dict[str, Path] | set[str]) -> set[str]:
    """The modules of the package that `path` imports when it runs (at the top or in a
    function): `from a import b` is `a.b` when that is a module, else `a`; a string naming a
    module of the package ("a.b" or "a.b:name", a registry's lazy target) counts too."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in modules else node.module)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("dragonwood_tui."):
            found.add(node.value.split(":")[0])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {name for name in found if name in modules}


def _package_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    modules = _package_modules(root)
    return {name: _package_imports(path, modules) - {name} for name, path in modules.items()}


def _layer(module: str) -> int | None:
    if module == "dragonwood_tui":
        return 0  # the package's own __init__ (its version): base, below everything
    rest = module.split(".", 1)[1] if "." in module else ""
    best: tuple[int, int] | None = None
    for number, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (rest == prefix or rest.startswith(prefix + ".")) and (best is None or len(prefix) > best[1]):
                best = (number, len(prefix))
    return None if best is None else best[0]


def _upward(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for module, targets in sorted(graph.items()):
        here = _layer(module)
        for target in sorted(targets):
            there = _layer(target)
            if here is not None and there is not None and there > here:
                found.append(f"{module} ({LAYERS[here][0]}) imports {target} ({LAYERS[there][0]})")
    return found


def test_every_module_of_the_package_has_a_layer():
    graph = _package_graph()
    assert len(graph) > 200 and sum(map(len, graph.values())) > 900  # the graph is the real one
    assert [m for m in graph if _layer(m) is None] == []


def test_no_module_imports_a_layer_above_its_own():
    assert _upward(_package_graph()) == []


def test_no_import_circle_in_the_package():
    assert _circles(_package_graph()) == []


def test_the_package_checker_sees_an_upward_import_and_a_circle_through_a_function(tmp_path):
    # Guard against a checker that cannot fail: a tmp tree with one of each.
    root = tmp_path / "dragonwood_tui"
    for folder in ("engine", "games/toy", "storage", "play", "devtools"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "__init__.py").write_text("")
    (root / "engine" / "game.py").write_text("def name():\n    from dragonwood_tui.games.toy import cards\n")
    (root / "games" / "toy" / "cards.py").write_text("from dragonwood_tui.engine.game import name\n")
    (root / "storage" / "saves.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from dragonwood_tui.play import x\n")
    (root / "storage" / "index.py").write_text("REGISTRY = {'toy': 'dragonwood_tui.play.session:open_game'}\n")
    (root / "play" / "session.py").write_text("import dragonwood_tui.storage.saves\n")
    (root / "play" / "x.py").write_text("from dragonwood_tui import devtools\n")
    graph = _package_graph(root)
    assert _circles(graph) == [["dragonwood_tui.engine.game", "dragonwood_tui.games.toy.cards"]]
    assert _upward(graph) == [
        "dragonwood_tui.engine.game (engine) imports dragonwood_tui.games.toy.cards (games)",
        "dragonwood_tui.play.x (play) imports dragonwood_tui.devtools (devtools)",
        "dragonwood_tui.storage.index (storage) imports dragonwood_tui.play.session (play)",
    ]  # the TYPE_CHECKING import of storage/saves.py is not one


def test_no_engine_file_is_over_the_line_budget():
    long = {path.name: n for path in (PACKAGE / "engine").glob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > ENGINE_MAX_LINES}
    assert long == {}
