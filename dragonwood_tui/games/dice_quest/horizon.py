"""Multiplayer Dice Quest's reading of the race where the review's rollout stops
(`DiceQuestGame.horizon_value`; the rollout is `bots/dice_quest_review.py`'s).

A finished game: 1, 0 or 1/k for a win shared by k. Else a softmax of the seats' scores (army
cards count a little more: they break a tie and keep their powers) over the square root of the
cards still to beat, fitted on 600 games (benchmarks/dice_quest_eval_fit.py, docs/ai.md).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dragonwood_tui.games.dice_quest import DiceQuestGame
    from dragonwood_tui.games.dice_quest.state import DiceQuestState

# the evaluation's weights (benchmarks/results/dice-quest-eval-fit.json)
DQ_SCORE = 7.36
DQ_ARMY = 3.05
DQ_LEFT = 16.0


def dice_quest_chance(game: DiceQuestGame, state: DiceQuestState, me: int) -> float:
    """Seat `me`'s chance of winning the multiplayer Dice Quest game `state`: exact once it is
    over, else a softmax of the seats' scores (army + spent cards; the army breaks ties), whose
    spread grows with the cards still to beat (deck + quest line)."""
    if game.to_move(state) is None:
        winners = game.winners(state)
        return 1.0 / len(winners) if me in winners else 0.0
    scale = math.sqrt(len(state.deck) + len(state.line) + DQ_LEFT)
    scores = game.scores(state)
    z = {k: (DQ_SCORE * sc + DQ_ARMY * len(p.army)) / scale for k, (sc, p) in enumerate(zip(scores, state.players))}
    top = max(z.values())
    weights = {k: math.exp(v - top) for k, v in z.items()}
    return weights[me] / sum(weights.values())
