"""How the review values Dragonwood's options (registered with its bots as its `Reviewer`).

`rollout`: `expert`'s own judgement of a candidate (`bots.dragonwood_expert.chance_after`): the
capture's own roll weighed exactly (success and failure both played out, weighed by their exact
chance), then `hard` at every seat for a few more turns at the table, then `expert`'s evaluation
(a logistic of the lead, hands and enhancements counted, whose spread grows with the turns left;
a finished game counts 1, 0, or 1/k for a win shared by k). Why, measured (docs/ai.md, "The
review of play"): full games played out by `normal` made the paired difference of two options so
noisy (a standard error of ~0.08 at 64 worlds: the game's dice after the decision swamp the
decision) that the estimated losses were mostly noise, and their policy bias judged `hard`'s
plans by how `normal` would go on with them.

`pre_rank`: `hard`'s ranking of the turn's options (exact odds, card values), one capture per
target and method (its cheapest cards), Reload always among them; other decisions: all.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Callable
from typing import Any

import msgspec

from dragonwood_tui.engine.rng import MASK64, derive_seed

# turns at the table played by `hard` after the option, per seat count beyond expert's own
# (players + 1): the evaluation judges the rest
HORIZON_EXTRA = 1
# where Reload goes in the ranking at the latest: among the options the review plays out (its
# `CAP` of 6), so that "reload instead" is always weighed
RELOAD_AT = 5


def rollout(game: Any, world: Any, action: Any, me: int, world_seed: int, make_bot: Callable[[str, str, int], Any]) -> float:
    from dragonwood_tui.bots.dragonwood_expert import chance_after

    horizon = max(world.players, 1) + 1 + HORIZON_EXTRA
    future = derive_seed(world_seed, "dice") & MASK64
    return chance_after(world, action, me, horizon, future)  # it plays on copies


def pre_rank(view: Any, legal: Sequence[Any]) -> list[int]:
    if getattr(view, "phase", None) != "turn":
        return list(range(len(legal)))
    from dragonwood_tui.bots.dragonwood_hard import rank_turn

    index = {_key(a): i for i, a in enumerate(legal)}
    out: list[int] = []
    seen: set[Any] = set()
    reload_at: int | None = None
    for _, action in rank_turn(view):
        i = index.get(_key(action))
        if i is None:
            continue
        group = (getattr(action, "target", None), getattr(action, "method", None))
        if group == (None, None):
            reload_at = i
            continue
        if group in seen:
            continue
        seen.add(group)
        out.append(i)
    if reload_at is not None:
        out.insert(min(len(out), RELOAD_AT), reload_at)
    return out


def _key(action: Any) -> bytes:
    return msgspec.msgpack.encode(action)
