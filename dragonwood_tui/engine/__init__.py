"""Game-agnostic core: PRNG, the Game protocol, state hashes, matches (no Textual here)."""

from dragonwood_tui.engine.game import Game, GameError, IllegalAction, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.rng import Rng, derive_seed

__all__ = ["Game", "GameError", "IllegalAction", "Rng", "SeatSpec", "derive_seed", "state_hash"]
