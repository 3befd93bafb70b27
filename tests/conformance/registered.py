"""The games the conformance suite runs on: every game of the games registry (offered or not),
and the toy game of tests/third_game, made known for its own cases only (registered by the
`kind` fixture with a monkeypatch: the app's registries are as they were after each test).

Nothing here names a game: the list is the registry's, so a game joins the suite by registering.
"""

from __future__ import annotations

from typing import Any

import pytest

import third_game
from dragonwood_tui.games import registered_kinds

TOY = third_game.KIND

#: every game the app registers (read when tests/conftest.py imports this module, before any
#: test registers one of its own: the records tests' toy game is no game to conform), then the
#: toy game of tests/third_game
KINDS: list[str] = list(dict.fromkeys([*registered_kinds(), TOY]))

def kinds(*, toy_fails: str | None = None) -> list[Any]:
    """KINDS as parameters of the `kind` fixture; `toy_fails`: the reason the toy game's case
    must fail for now (strict: once it passes, the run fails and the mark goes)."""
    if toy_fails is None:
        return list(KINDS)
    return [pytest.param(k, marks=pytest.mark.xfail(strict=True, reason=toy_fails)) if k == TOY else k for k in KINDS]


def register_if_toy(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the toy game known for this test (its game, bots and screens)."""
    from dragonwood_tui.games import is_known

    if kind == TOY and not is_known(kind):
        third_game.register(monkeypatch)
