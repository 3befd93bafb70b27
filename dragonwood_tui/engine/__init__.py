"""Game-agnostic core: PRNG, the Game protocol, state hashes, matches (no Textual here).

Importing the package imports none of its modules (the app's start-up reaches `engine.record_error`
and needs nothing else): the names below are read from their modules on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dragonwood_tui.engine.game import Game, GameError, IllegalAction, SeatSpec
    from dragonwood_tui.engine.hashing import state_hash
    from dragonwood_tui.engine.rng import Rng, derive_seed

__all__ = ["Game", "GameError", "IllegalAction", "Rng", "SeatSpec", "derive_seed", "state_hash"]

_MODULE_OF = {
    "Game": "game", "GameError": "game", "IllegalAction": "game", "SeatSpec": "game",
    "state_hash": "hashing", "Rng": "rng", "derive_seed": "rng",
}


def __getattr__(name: str) -> Any:
    if name not in _MODULE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_MODULE_OF[name]}"), name)
