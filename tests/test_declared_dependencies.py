"""Every library the package imports is declared in pyproject's dependencies (not only reached
through another one's), and the libraries that change what the screens draw are pinned."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions, requires, version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dragonwood_tui"


def _declared() -> dict[str, str]:
    """Distribution name (normalised) -> its requirement's version part."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    out = {}
    for requirement in config["project"]["dependencies"]:
        m = re.match(r"\s*([A-Za-z0-9_.\-]+)\s*(.*)", requirement)
        assert m, requirement
        out[_normal(m[1])] = m[2].strip()
    return out


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _imported_top_levels(source: str) -> set[str]:
    """The top-level modules a file imports (at the top, in a function or under TYPE_CHECKING)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _undeclared(modules: set[str], declared: set[str]) -> list[str]:
    dists = packages_distributions()
    out = []
    for module in sorted(modules):
        if module in sys.stdlib_module_names or module == "dragonwood_tui":
            continue
        owners = {_normal(d) for d in dists.get(module, [module])}
        if not owners & declared:
            out.append(module)
    return out


def test_every_imported_library_is_declared():
    modules: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        modules |= _imported_top_levels(path.read_text(encoding="utf-8"))
    assert _undeclared(modules, set(_declared())) == []


def test_the_check_sees_an_undeclared_library():
    modules = _imported_top_levels("import json\nfrom rich.text import Text\ndef f():\n    import msgspec\n")
    assert modules == {"json", "rich", "msgspec"}
    assert _undeclared(modules, {"msgspec"}) == ["rich"]


def test_rich_is_pinned_where_textual_allows_it():
    # rich draws every screen (Textual renders through it): a new rich may change the snapshots,
    # so it is pinned like textual, to a version textual's own requirement accepts
    declared = _declared()
    pin = declared["rich"]
    assert pin.startswith("=="), pin
    assert version("rich") == pin[2:]
    textual_needs = next(r for r in requires("textual") or [] if _normal(r.split()[0].split(">")[0]) == "rich")
    lowest = re.search(r">=\s*([0-9.]+)", textual_needs)
    assert lowest and _version_tuple(pin[2:]) >= _version_tuple(lowest[1])


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".") if part.isdigit())
