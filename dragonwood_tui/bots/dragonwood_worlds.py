"""The worlds the `expert` bot samples: moved to `games.dragonwood.worlds` (the review samples
them too, and the games never import bots); re-exported here for the bots and their tests."""

from __future__ import annotations

from dragonwood_tui.games.dragonwood.worlds import sample_state

__all__ = ["sample_state"]
