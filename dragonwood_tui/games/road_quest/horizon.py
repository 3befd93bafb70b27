"""Road Quest's reading of the race where the review's rollout stops (`RoadQuestGame.horizon_value`;
the rollout is `bots/road_quest_review.py`'s).

A finished game 1, 0 or 1/k; else a softmax over the seats alive of `RQ_ROAD` x roads laid -
`RQ_WAITING` x obstacles waiting (a dead seat has no chance), fitted on 1500 games of `hard`
against `random` / `normal` / `hard` (benchmarks/road_quest_eval_fit.py; two seats: a logistic of
the lead). With `battlefield` (the last one alive wins, roads do not count) a softmax of
`RQ_BF_LIFE` x life, reasoned, not fitted: an ambush's wound (5 life) weighs about what a road
weighs in the race (docs/ai.md).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dragonwood_tui.games.road_quest import RoadQuestGame
    from dragonwood_tui.games.road_quest.state import RoadQuestState

# the evaluation's weights (benchmarks/results/road-quest-eval-fit.json): per road laid, per
# obstacle waiting; a life point where the last one alive wins
RQ_ROAD = 0.90
RQ_WAITING = 0.14
RQ_BF_LIFE = 0.2


def road_quest_chance(game: RoadQuestGame, state: RoadQuestState, me: int) -> float:
    """Seat `me`'s chance of winning the Road Quest game `state`, as the review reads the race
    (module docstring): exact once it is over, else a softmax of the seats' standing."""
    if game.to_move(state) is None:
        winners = game.winners(state)
        return 1.0 / len(winners) if me in winners else 0.0
    if not state.players[me].alive:
        return 0.0
    battlefield = state.config.has("battlefield")
    z = {
        k: (RQ_BF_LIFE * p.life) if battlefield else (RQ_ROAD * len(p.roads) - RQ_WAITING * len(p.pending))
        for k, p in enumerate(state.players)
        if p.alive
    }
    top = max(z.values())
    weights = {k: math.exp(v - top) for k, v in z.items()}
    return weights[me] / sum(weights.values())
