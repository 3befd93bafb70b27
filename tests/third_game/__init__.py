"""The toy third game (its rules in `pig/`, its screens in `pig_ui/`), and how a test makes it
known: one registration per registry, each put back as it was when the test ends. Tests of
other folders use it through `KIND` and `register`, so that no file outside this folder names it."""

from __future__ import annotations

from typing import Any

KIND = "pig"
GAME_MODULE = f"{__name__}.pig"
UI_MODULE = f"{__name__}.pig_ui"


def _registries() -> list[tuple[Any, str]]:
    from dragonwood_tui import bots, games
    from dragonwood_tui.tui import games as ui_registry

    return [(games, "_MODULES"), (games, "_TITLES"), (games, "_NOT_OFFERED"), (bots, "_BOTS"),
            (ui_registry, "_MODULES"), (ui_registry, "_MENU_KEYS")]


# the registries as the app ships them: copied when tests/conftest.py first imports this package,
# before any test (or a session, DRAGONWOOD_TEST_TOY_GAME) registers a game of its own
_SHIPPED = [(module, name, getattr(module, name).copy()) for module, name in _registries()]


def as_shipped(monkeypatch: Any) -> None:
    """The registries as the app ships them, for one test (put back when it ends): for a test
    that pictures every game offered (a snapshot) or registers the toy game itself."""
    for module, name, value in _SHIPPED:
        monkeypatch.setattr(module, name, value.copy())


def register(monkeypatch: Any, *, ui: bool = True) -> Any:
    """Register the toy game (its bots and, with `ui`, its screens) for one test; its package."""
    from importlib import import_module

    from dragonwood_tui import bots, games

    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(bots, "_BOTS", dict(bots._BOTS))
    package = import_module(GAME_MODULE)
    games.register_game(KIND, GAME_MODULE)
    bots.register_bots(KIND, package.BOT_LEVELS, default=package.DEFAULT_BOT)
    if ui:
        from dragonwood_tui.tui import games as ui_registry

        monkeypatch.setattr(ui_registry, "_MODULES", dict(ui_registry._MODULES))
        monkeypatch.setattr(ui_registry, "_MENU_KEYS", dict(ui_registry._MENU_KEYS))
        ui_registry.register_ui(KIND, UI_MODULE, menu_key=import_module(UI_MODULE).MENU_KEY)
    return package


#: set (to anything) to make the toy game known and offered for the whole test session, beside
#: the real games (tests/conftest.py): the suite then shows which tests assume the games are ours
SESSION_VARIABLE = "DRAGONWOOD_TEST_TOY_GAME"


def register_for_the_session() -> None:
    """Register the toy game (game, bots, screens, offered) until the test session ends."""
    import pytest

    register(pytest.MonkeyPatch())  # never undone: the session's registries hold it
