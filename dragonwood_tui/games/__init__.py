"""The games registry: game kind -> Game object (imported lazily, to keep start-up fast).

A game is a package under `games/` whose `GAME` is its `engine.game.Game`; one line here makes
it known to the app, the CLI, records, replays and simulations. Its screens are registered the
same way in `tui/games/`, its computer players in `bots/`.
"""

from __future__ import annotations

from importlib import import_module

from dragonwood_tui.engine.game import Game

_MODULES = {
    "dragonwood": "dragonwood_tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.games.dice_quest",
    "road-quest": "dragonwood_tui.games.road_quest",
}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(game_kinds())})"


def register_game(kind: str, module: str) -> None:
    """Make the game `GAME` of `module` known as `kind` (a game added beside ours)."""
    _MODULES[kind] = module


def game_kinds() -> tuple[str, ...]:
    """Every known game, in menu order."""
    return tuple(_MODULES)


def get_game(kind: str) -> Game:
    """The Game object of `kind`."""
    try:
        module = _MODULES[kind]
    except KeyError:
        raise UnknownGame(kind) from None
    game: Game = import_module(module).GAME
    return game
