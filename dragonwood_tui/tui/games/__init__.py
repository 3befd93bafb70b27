"""The UI registry: game kind -> that game's screens (its `tui/games/<kind>/` package, imported
lazily, as the games and bots registries are). The menu, the setup screen, the saves list, the
replay viewer and the command palette read the games registry for what to offer and this one
for how to show it."""

from __future__ import annotations

from importlib import import_module

from dragonwood_tui.tui.games.ui import GameUI

_MODULES: dict[str, str] = {
    "dragonwood": "dragonwood_tui.tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.tui.games.dice_quest",
    "road-quest": "dragonwood_tui.tui.games.road_quest",
}


def register_ui(kind: str, module: str) -> None:
    """Show games of `kind` with the `UI` of `module` (a game package added beside ours)."""
    _MODULES[kind] = module


def get_ui(kind: str) -> GameUI:
    """The screens of `kind`; KeyError for a game with no UI."""
    ui: GameUI = import_module(_MODULES[kind]).UI
    return ui
