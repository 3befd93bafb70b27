"""The boards' parts name no `Any`. (That each game's table, board and replay mount are typed by
one view, which mypy cannot see, checking each class alone, tests/test_conformance.py checks for
every game.)"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent.parent / "dragonwood_tui"
# the boards, their parts, the end-of-game dialogs and the replay mounts
TYPED = [
    "tui/widgets/board_base.py",
    "tui/widgets/scoreboard_base.py",
    *(f"tui/games/dice_quest/{name}.py" for name in ("board", "scoreboard", "army", "quest_line", "game_over", "replay")),
    *(f"tui/games/dragonwood/{name}.py" for name in (
        "board", "scoreboard", "hand", "landscape", "players", "capture_options", "card", "game_over", "replay",
    )),
    *(f"tui/games/road_quest/{name}.py" for name in ("board", "pieces", "end", "replay")),
]


def _any_annotations(path: Path) -> list[str]:
    """"file:line" of every annotation (argument, return, variable) that names `Any`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    annotations: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
            annotations += [a.annotation for a in every if a is not None and a.annotation is not None]
            if node.returns is not None:
                annotations.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
    found = []
    for annotation in annotations:
        # with `from __future__ import annotations` an annotation may also be a string
        text = annotation.value if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str) else ast.unparse(annotation)
        names = {n.id for n in ast.walk(ast.parse(text, mode="eval")) if isinstance(n, ast.Name)}
        if "Any" in names:
            found.append(f"{path.name}:{annotation.lineno}")
    return found


def test_the_boards_and_their_parts_annotate_nothing_as_any():
    offenders = [hit for name in TYPED for hit in _any_annotations(PACKAGE / name)]
    assert offenders == []


def test_the_checker_sees_an_any_annotation(tmp_path):
    # Guard against a checker that cannot fail.
    f = tmp_path / "x.py"
    f.write_text(
        "from typing import Any\n"
        "def f(view: Any, n: int) -> None: ...\n"
        "def g(n: int) -> 'list[Any]': ...\n"
        "x: dict[str, Any] = {}\n"
        "y: int = 0\n"
    )
    assert _any_annotations(f) == ["x.py:2", "x.py:3", "x.py:4"]
