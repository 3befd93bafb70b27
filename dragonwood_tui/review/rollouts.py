"""Game-specific ways to value an option in a sampled world, for the sampled analyst.

A rollout function takes `(game, world, action, me, world_seed)` (a world the analyst dealt, not
to be changed: it is shared by every option) and returns seat `me`'s chance of winning after
`action` there, 0..1. The analyst calls the same function with the same `world_seed` for every
option of a world (common random numbers). `sampled.ROLLOUTS` maps a game kind to one; a game
without one is played to the end by its rollout bot.

Dragonwood: `expert`'s own judgement of a candidate (`bots.dragonwood_expert.chance_after`): the
capture's own roll weighed exactly (success and failure both played out, weighed by their exact
chance), then `hard` at every seat for `HORIZON` more turns at the table, then `expert`'s
evaluation (a logistic of the lead, hands and enhancements counted, whose spread grows with the
turns left; a finished game counts 1, 0, or 1/k for a win shared by k). Why, measured (docs/ai.md,
"The review of play"): full games played out by `normal` made the paired difference of two
options so noisy (a standard error of ~0.08 at 64 worlds: the game's dice after the decision
swamp the decision) that the estimated losses were mostly noise, and their policy bias judged
`hard`'s plans by how `normal` would go on with them.
"""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.rng import MASK64, derive_seed

# turns at the table played by `hard` after the option, per seat count beyond expert's own
# (players + 1): the evaluation judges the rest
HORIZON_EXTRA = 1


def dragonwood_rollout(game: Any, world: Any, action: Any, me: int, world_seed: int) -> float:
    from dragonwood_tui.bots.dragonwood_expert import chance_after

    horizon = max(world.players, 1) + 1 + HORIZON_EXTRA
    future = derive_seed(world_seed, "dice") & MASK64
    return chance_after(world, action, me, horizon, future)  # it plays on copies
