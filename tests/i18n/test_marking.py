"""How messages are marked, so that every marked one reaches the catalog and shows in the
language in effect: never `_()` inside an f-string (Babel on Python 3.11 cannot see it), and
never `_()` run at import time (it would freeze the language of the moment: mark with `N_`)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "dragonwood_tui"
GETTEXT = {"_", "ngettext", "pgettext", "npgettext"}


def _is_gettext(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in GETTEXT


def problems(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found += [f"{name}:{n.lineno}: _() in an f-string" for n in ast.walk(node) if _is_gettext(n)]

    def at_import(body: list[ast.stmt]) -> None:
        for stmt in body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(stmt, ast.ClassDef):
                at_import(stmt.body)
                continue
            for n in ast.walk(stmt):
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    break
                if _is_gettext(n):
                    found.append(f"{name}:{n.lineno}: _() at import time (use N_ and translate where shown)")

    at_import(tree.body)
    return found


def test_no_message_is_hidden_from_extraction_or_frozen_at_import():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += problems(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))
    assert found == []


def test_the_check_can_fail():
    assert problems('x = f"{_(\'a\')}"', "m") and problems('LABEL = _("a")', "m")
    assert problems('class S:\n    B = [_("a")]\n', "m")
    assert not problems('def f():\n    return _("a")\nLABEL = N_("a")\n', "m")
