"""The UI registry: game kind -> that game's screens (its `tui/games/<kind>/` package, imported
lazily, as the games and bots registries are). The menu, the setup screen, the saves list, the
replay viewer and the command palette read the games registry for what to offer and this one
for how to show it. A game's main-menu key is declared when it registers, and refused there
(`MenuKeyTaken`) when another game or the menu itself already has it."""

from __future__ import annotations

from importlib import import_module

from dragonwood_tui.tui.games.ui import GameUI

_MODULES: dict[str, str] = {
    "dragonwood": "dragonwood_tui.tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.tui.games.dice_quest",
    "road-quest": "dragonwood_tui.tui.games.road_quest",
}


# game kind -> the main menu's key for a new game of it
_MENU_KEYS: dict[str, str] = {"dragonwood": "n", "dice-quest": "d", "road-quest": "w"}


class MenuKeyTaken(ValueError):
    """A game's menu key that the main menu or another game already uses."""


def register_ui(kind: str, module: str, *, menu_key: str) -> None:
    """Show games of `kind` with the `UI` of `module` (a game package added beside ours), and
    start a new one from the main menu with `menu_key`; MenuKeyTaken if that key is used."""
    from dragonwood_tui.tui.menu_keys import own_keys

    if not menu_key:
        raise MenuKeyTaken(f"{kind} needs a main-menu key")
    if menu_key in own_keys():
        raise MenuKeyTaken(f"the main menu's key {menu_key!r} is its own, not {kind}'s")
    other = next((k for k, key in _MENU_KEYS.items() if key == menu_key and k != kind), None)
    if other is not None:
        raise MenuKeyTaken(f"the main menu's key {menu_key!r} starts {other} already, not {kind}")
    _MODULES[kind] = module
    _MENU_KEYS[kind] = menu_key


def menu_key(kind: str) -> str:
    """The main menu's key for a new game of `kind` ("" for a game registered without UI)."""
    return _MENU_KEYS.get(kind, "")


def get_ui(kind: str) -> GameUI:
    """The screens of `kind`; KeyError for a game with no UI."""
    ui: GameUI = import_module(_MODULES[kind]).UI
    return ui
