"""Every use of a private Textual name (a `textual._...` module, an underscore attribute of a
Textual class, an override of one) is listed in docs/architecture.md's Textual section, with why
the public API does not serve: a new one fails here until it is written down there."""

from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import textual

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "dragonwood_tui"
TEXTUAL = Path(textual.__file__).resolve().parent
DOC = ROOT / "docs" / "architecture.md"


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


@cache
def _textual_names() -> frozenset[str]:
    """Every private name Textual's own code defines: functions, class attributes, attributes
    it sets on `self`."""
    names: set[str] = set()
    for path in TEXTUAL.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return frozenset(n for n in names if _private(n))


@cache
def _our_names() -> frozenset[str]:
    """Every private name our own package defines (so `thing._x` is ours when we define `_x`)."""
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.arg):
                names.add(node.arg)
        # attributes set in our classes' methods (one set on a Textual object elsewhere, as on
        # a Strip from a function, is not ours)
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            names |= {n.attr for n in ast.walk(cls) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)}
    return frozenset(n for n in names if _private(n))


@cache
def _set_on_self() -> dict[tuple[str, str], frozenset[str]]:
    """(module, class) -> the private attributes a Textual class sets on `self` in its methods."""
    out: dict[tuple[str, str], frozenset[str]] = {}
    for path in TEXTUAL.rglob("*.py"):
        module = ".".join(("textual", *path.relative_to(TEXTUAL).with_suffix("").parts)).removesuffix(".__init__")
        for cls in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(cls, ast.ClassDef):
                out[(module, cls.name)] = frozenset(
                    n.attr for n in ast.walk(cls)
                    if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)
                    and isinstance(n.value, ast.Name) and n.value.id == "self" and _private(n.attr)
                )
    return out


@cache
def _base_names(cls: type) -> frozenset[str]:
    """The private names of `cls`'s Textual bases: their attributes and what they set on self."""
    names: set[str] = set()
    for base in cls.__mro__:
        if base.__module__.split(".")[0] != "textual":
            continue
        names |= {n for n in vars(base) if _private(n)}
        names |= _set_on_self().get((base.__module__, base.__qualname__), frozenset())
    return frozenset(names)


def _private_module(module: str) -> bool:
    parts = module.split(".")
    return parts[0] == "textual" and any(_private(p) or p.startswith("_") for p in parts[1:])


def uses(source: str, module: str | None = None) -> set[str]:
    """The private Textual names `source` uses: private modules imported (`textual._files`),
    private names imported from Textual, and, in a class with a Textual base (`module` given:
    the classes are read from it), the base's private names it reads, sets or overrides; outside
    such a class, a private Textual name read off any object that our package never defines."""
    tree = ast.parse(source)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if _private_module(a.name)}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "textual":
            if _private_module(node.module):
                found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names if _private(a.name)}
    in_classes: set[int] = set()
    loaded = importlib.import_module(module) if module else None
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        cls = getattr(loaded, node.name, None) if loaded else None
        if not isinstance(cls, type) or not any(b.__module__.split(".")[0] == "textual" for b in cls.__mro__):
            continue
        textual_own = _base_names(cls)
        for inner in ast.walk(node):
            in_classes.add(id(inner))
            if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)) and inner in node.body:
                if inner.name in textual_own:
                    found.add(inner.name)
            elif isinstance(inner, ast.Attribute) and inner.attr in textual_own:
                found.add(inner.attr)
    textual_names, ours = _textual_names(), _our_names()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and id(node) not in in_classes:
            if node.attr in textual_names and node.attr not in ours:
                found.add(node.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "setattr", "hasattr"):
            # getattr(widget, "_pending_children"): the same read, by name
            name = node.args[1] if len(node.args) > 1 else None
            if isinstance(name, ast.Constant) and isinstance(name.value, str) and name.value in textual_names:
                if name.value not in ours:
                    found.add(name.value)
    return found


def _findings() -> dict[str, set[str]]:
    out = {}
    for path in sorted((PACKAGE / "tui").rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        module = "dragonwood_tui." + ".".join(relative.with_suffix("").parts).removesuffix(".__init__")
        names = uses(path.read_text(encoding="utf-8"), module)
        if names:
            out[relative.as_posix()] = names
    return out


def _listed() -> list[str]:
    """The bullets of the doc's list of private Textual names (each with its continuation lines)."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Textual: what we guard") :]
    section = section[: section.index("\n## ", 1)]
    bullets: list[str] = []
    for line in section.splitlines():
        if line.startswith("- "):
            bullets.append(line)
        elif line.startswith("  ") and bullets:
            bullets[-1] += " " + line.strip()
    return bullets


def _unlisted(findings: dict[str, set[str]], bullets: list[str]) -> list[str]:
    out = []
    for path, names in findings.items():
        mine = [b for b in bullets if f"`{path}`" in b]
        for name in sorted(names):
            if not any(re.search(rf"`[^`]*(?<![\w]){re.escape(name)}(?!\w)[^`]*`", b) for b in mine):
                out.append(f"{path}: {name}")
    return out


def test_every_private_textual_name_is_listed_with_its_reason():
    assert _unlisted(_findings(), _listed()) == []


def test_the_check_sees_a_new_private_use():
    source = (
        "from textual._compositor import Compositor\n"
        "from textual.widgets import _footer\n"
        "def f(app):\n"
        "    return app._compositor, app.size, getattr(app, '_driver', None)\n"
    )
    found = uses(source)
    assert found == {"textual._compositor", "textual.widgets._footer", "_compositor", "_driver"}
    assert _unlisted({"tui/x.py": found}, _listed()) == [
        "tui/x.py: _compositor", "tui/x.py: _driver", "tui/x.py: textual._compositor", "tui/x.py: textual.widgets._footer"
    ]


def test_the_check_sees_an_override_in_a_textual_class():
    source = "class Box(Static):\n    def _render(self):\n        return self._nodes\n"

    from textual.widgets import Static

    class Box(Static):
        pass

    import types

    module = types.ModuleType("box_module")
    module.Box = Box  # type: ignore[attr-defined]
    import sys

    sys.modules["box_module"] = module
    try:
        assert {"_render", "_nodes"} <= uses(source, "box_module")
    finally:
        del sys.modules["box_module"]
