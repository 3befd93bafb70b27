"""engine/, games/ and storage/ are type-checked as `mypy --strict` checks them, through the plain
`mypy` CI runs; no `Game` is written without its parameters; no `# type: ignore` without a reason."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

from mypy.main import define_options

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dragonwood_tui"
STRICT = ["dragonwood_tui.engine.*", "dragonwood_tui.games.*", "dragonwood_tui.storage.*", "dragonwood_tui.play.*",
          "dragonwood_tui.cli_files", "dragonwood_tui.devtools.*"]


def _effective_options(config: dict) -> dict:
    """What mypy applies to the strict packages: the global options, then their override."""
    mypy = dict(config["tool"]["mypy"])
    overrides = mypy.pop("overrides", [])
    matching = [o for o in overrides if sorted(o["module"]) == sorted(STRICT)]
    assert len(matching) == 1, "one [[tool.mypy.overrides]] for the strict packages"
    return {**mypy, **{k: v for k, v in matching[0].items() if k != "module"}}


def _missing_strict_flags(options: dict) -> list[str]:
    # mypy's own list of what --strict turns on (option name, value), so a mypy that adds a flag
    # to --strict fails here until the override has it too
    _, _, assignments = define_options()
    return [f"{name} = {value}" for name, value in assignments if options.get(name) != value]


def test_the_strict_packages_get_every_flag_of_strict():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert _missing_strict_flags(_effective_options(config)) == []


def test_the_flag_check_sees_a_missing_flag():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    options = _effective_options(config)
    del options["disallow_untyped_defs"]
    options["implicit_reexport"] = True
    assert _missing_strict_flags(options) == ["disallow_untyped_defs = True", "implicit_reexport = False"]


def _bare_games(source: str) -> list[int]:
    """Lines where `Game` is an annotation or a type argument without its own parameters."""
    tree = ast.parse(source)
    subscripted = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Subscript)}
    roots: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs, node.args.vararg, node.args.kwarg]
            roots += [a.annotation for a in args if a is not None and a.annotation is not None]
            roots += [node.returns] if node.returns is not None else []
        elif isinstance(node, ast.AnnAssign):
            roots.append(node.annotation)
        elif isinstance(node, ast.Subscript):
            roots.append(node.slice)  # a type argument: dict[str, Game], Callable[[str], Game]
    lines = []
    for root in roots:
        for n in ast.walk(root):
            name = n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else None
            if name == "Game" and id(n) not in subscripted:
                lines.append(n.lineno)
    return sorted(set(lines))


def test_no_bare_game_anywhere_in_the_package():
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in _bare_games(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_bare_game_check_sees_one():
    source = (
        "def f(game: Game, other: Game[A, B, C, D]) -> list[Game]: ...\n"
        "x: engine.Game | None = None\n"
        "Resolve = Callable[[str], Game]\n"
        "ok = isinstance(x, Game)\n"
        "AnyGame = Game[Any, Any, Any, Any]\n"
    )
    assert _bare_games(source) == [1, 2, 3]


IGNORE = re.compile(r"#\s*type:\s*ignore(?P<code>\[[^\]]+\])?(?P<rest>.*)$")


def _unexplained_ignores(source: str) -> list[int]:
    """Lines with a `# type: ignore` that names no error code or gives no reason after it."""
    out = []
    for number, line in enumerate(source.splitlines(), 1):
        m = IGNORE.search(line)
        if m and (m["code"] is None or not re.match(r"\s*#\s*\S", m["rest"])):
            out.append(number)
    return out


def test_every_type_ignore_in_the_strict_packages_names_its_code_and_reason():
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for part in ("engine", "games", "storage")
        for path in sorted((PACKAGE / part).rglob("*.py"))
        for line in _unexplained_ignores(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_ignore_check_sees_one_without_a_reason():
    source = (
        "a = f()  # type: ignore\n"
        "b = f()  # type: ignore[attr-defined]\n"
        "c = f()  # type: ignore[attr-defined]  # msgspec builds it at run time\n"
    )
    assert _unexplained_ignores(source) == [1, 2]
