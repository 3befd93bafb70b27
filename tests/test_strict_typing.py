"""The whole package is type-checked as `mypy --strict` checks it, through the plain `mypy` CI
runs; no `Game` is written without its parameters; no `# type: ignore` without a reason."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

from mypy.main import define_options

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dragonwood_tui"


def _strict_flags() -> dict[str, object]:
    # mypy's own list of what --strict turns on (option name, value), so a mypy that adds a flag
    # to --strict is checked here too
    _, _, assignments = define_options()
    return dict(assignments)


def _loosened(mypy: dict) -> list[str]:
    """Where `[tool.mypy]` is not `mypy --strict` for the whole package: strict off, a flag of
    strict set the other way globally or in an override, or an override that ignores errors."""
    strict = _strict_flags()
    out = [] if mypy.get("strict") is True else ["strict is not on"]
    out += [f"{name} = {mypy[name]}" for name, value in strict.items() if name in mypy and mypy[name] != value]
    for override in mypy.get("overrides", []):
        modules = ", ".join(override["module"])
        out += [
            f"{modules}: {name} = {override[name]}"
            for name, value in strict.items()
            if name in override and override[name] != value
        ]
        if override.get("ignore_errors"):
            out.append(f"{modules}: ignore_errors")
    return out


def _config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_whole_package_is_checked_strict():
    mypy = _config()["tool"]["mypy"]
    assert mypy["files"] == ["dragonwood_tui"]
    assert _loosened(mypy) == []


def test_the_strict_check_sees_a_loosened_flag():
    mypy = _config()["tool"]["mypy"]
    loose = {
        **mypy,
        "warn_return_any": False,
        "overrides": [*mypy.get("overrides", []), {"module": ["dragonwood_tui.bots.*"], "disallow_untyped_defs": False},
                      {"module": ["dragonwood_tui.tui.*"], "ignore_errors": True}],
    }
    assert _loosened(loose) == [
        "warn_return_any = False",
        "dragonwood_tui.bots.*: disallow_untyped_defs = False",
        "dragonwood_tui.tui.*: ignore_errors",
    ]
    assert _loosened({k: v for k, v in mypy.items() if k != "strict"}) == ["strict is not on"]


INLINE = re.compile(r"^\s*#\s*mypy:", re.M)


def test_no_file_loosens_the_check_inline():
    # a `# mypy: ...` comment at the top of a file would set its flags past pyproject's
    offenders = [str(p.relative_to(ROOT)) for p in sorted(PACKAGE.rglob("*.py")) if INLINE.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
    assert INLINE.search("# mypy: allow-untyped-defs\nx = 1\n")


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


def test_every_type_ignore_names_its_code_and_reason():
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
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
