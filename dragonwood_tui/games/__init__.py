"""The games registry: game kind -> Game object (imported lazily, to keep start-up fast)."""

from __future__ import annotations

from importlib import import_module

from dragonwood_tui.engine.game import Game

_MODULES = {
    "dragonwood": "dragonwood_tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.games.dice_quest",
    "road-quest": "dragonwood_tui.games.road_quest",
}

GAME_KINDS = tuple(_MODULES)


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(GAME_KINDS)})"


def get_game(kind: str) -> Game:
    """The Game object of `kind` ("dragonwood" or "dice-quest")."""
    try:
        module = _MODULES[kind]
    except KeyError:
        raise UnknownGame(kind) from None
    return import_module(module).GAME
