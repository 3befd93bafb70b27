"""The games registry: game kind -> Game object (imported lazily, to keep start-up fast).

A game is a package under `games/` whose `GAME` is its `engine.game.Game`; one line here makes
it known to the app, the CLI, records, replays and simulations. Its screens are registered the
same way in `tui/games/`, its computer players in `bots/`.
"""

from __future__ import annotations

from importlib import import_module

from dragonwood_tui.engine.game import AnyGame

_MODULES = {
    "dragonwood": "dragonwood_tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.games.dice_quest",
    "road-quest": "dragonwood_tui.games.road_quest",
}

# Titles known without importing the game (the main menu and the saves list name every game
# before any is played); a game registered without one is imported for its `title`.
_TITLES = {"dragonwood": "Dragonwood", "dice-quest": "Dice Quest", "road-quest": "Road Quest"}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(game_kinds())})"


def register_game(kind: str, module: str, title: str | None = None) -> None:
    """Make the game `GAME` of `module` known as `kind` (a game added beside ours); `title`
    lets menus name it without importing it."""
    _MODULES[kind] = module
    if title is not None:
        _TITLES[kind] = title
    else:
        _TITLES.pop(kind, None)


def game_kinds() -> tuple[str, ...]:
    """Every known game, in menu order."""
    return tuple(_MODULES)


def get_game(kind: str) -> AnyGame:
    """The Game object of `kind`."""
    try:
        module = _MODULES[kind]
    except KeyError:
        raise UnknownGame(kind) from None
    game: AnyGame = import_module(module).GAME
    return game


def game_title(kind: str) -> str:
    """The title of `kind` (UnknownGame if none), importing the game only when it declared none."""
    if kind not in _MODULES:
        raise UnknownGame(kind)
    title = _TITLES.get(kind)
    return title if title is not None else get_game(kind).title
