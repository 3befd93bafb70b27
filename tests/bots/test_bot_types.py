"""Every computer player of the registry is, for mypy, a `Bot[V, A]` of its own game: its
`choose(view, legal)` takes that game's view and returns one of its actions (the types the
game declares as `Game[C, S, A, V]`), so the engine, the table and the review never pass `Any`
to a bot. mypy itself judges it (protocol, variance and all) on a file written from the
registries."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy import api

from dragonwood_tui.bots import _all
from dragonwood_tui.games import game_kinds, get_game

ROOT = Path(__file__).resolve().parent.parent.parent

HEAD = """\
from typing import TypeVar

from dragonwood_tui.engine.game import Game
from dragonwood_tui.engine.match import Bot

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


def plays(game: Game[C, S, A, V], bot: Bot[V, A]) -> None: ...
"""


def _check_file(pairs: list[tuple[str, str]]) -> str:
    """A file asking mypy whether each (game kind, "module:factory") bot plays that game."""
    lines = [HEAD]
    for n, (kind, target) in enumerate(pairs):
        game = type(get_game(kind))
        module, factory = target.split(":")
        lines.append(f"from {game.__module__} import {game.__qualname__} as Game{n}")
        lines.append(f"from {module} import {factory} as Bot{n}")
        lines.append(f"def check{n}(game: Game{n}) -> None:\n    plays(game, Bot{n}(0))\n")
    return "\n".join(lines)


def _mypy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: str) -> tuple[str, int]:
    path = tmp_path / "bots_of_their_games.py"
    path.write_text(source, encoding="utf-8")
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    out, err, status = api.run(
        ["--strict", "--config-file", str(ROOT / "pyproject.toml"), "--no-error-summary",
         "--cache-dir", str(ROOT / ".mypy_cache"), str(path)]
    )
    return out + err, status


def _registered() -> list[tuple[str, str]]:
    return [(kind, level.target) for kind in game_kinds() for level in _all(kind)]


def test_every_registered_bot_is_a_bot_of_its_own_game(tmp_path, monkeypatch):
    pairs = _registered()
    assert len({kind for kind, _ in pairs}) >= 3
    out, status = _mypy(tmp_path, monkeypatch, _check_file(pairs))
    assert status == 0, out


def test_the_check_sees_a_bot_of_another_game(tmp_path, monkeypatch):
    # Dragonwood's hard bot offered to Dice Quest: its view and actions are not that game's
    source = _check_file([("dice-quest", "dragonwood_tui.bots.dragonwood_hard:HardBot")])
    out, status = _mypy(tmp_path, monkeypatch, source)
    line = source.splitlines().index("    plays(game, Bot0(0))") + 1
    assert status == 1 and f"bots_of_their_games.py:{line}: error:" in out, out
