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

Road Quest (`road_quest_rollout`): the same shape. Road Quest has no dice: a fight's luck is the
card turned from the main deck, which the sampled world deals (so it is sampled, not weighed).
After the option `hard` plays every seat until `RQ_ROUNDS` rounds from the decision's turn (every
option is read at the start of the same turn: counted from the option's own turn, an option that
ends the turn got one turn more played after it than one that does not, a bias measured), and
`road_quest_chance` reads the race there: a finished game 1, 0 or 1/k; else a softmax over the
seats alive of `RQ_ROAD` x roads laid - `RQ_WAITING` x obstacles waiting (a dead seat has no
chance), fitted on 1500 games of `hard` against `random` / `normal` / `hard`
(benchmarks/road_quest_eval_fit.py; two seats: a logistic of the lead). With `battlefield`
(the last one alive wins, roads do not count) a softmax of `RQ_BF_LIFE` x life, reasoned, not
fitted: an ambush's wound (5 life) weighs about what a road weighs in the race. Why a short horizon, measured
(docs/ai.md): whole games played out by `hard` at 16 worlds left the losses noise and could not
tell a `random` seat from a `normal` one.

Dice Quest with 2+ seats (`dice_quest_rollout`): the same shape again. The dice still to roll are
the world's (its PRNG, the same for every option of a world): sampled, not weighed (a re-roll's
outcomes times the turn's plans would cost what `expert` costs per decision, for every world).
The rest of the deciding seat's turn is played by `expert`, the turns after it by `normal`, until
`DQ_ROUNDS` rounds from the decision's turn; `dice_quest_chance` reads the race: a finished game
1, 0 or 1/k; else a softmax of the seats' scores (army cards count a little more: they break a
tie and keep their powers) over the square root of the cards still to beat, fitted on 600 games
(benchmarks/dice_quest_eval_fit.py). Why: whole games by `normal` cost minutes a review at 16
worlds, too slow for the sanity runs, and were noisy (docs/ai.md).
"""

from __future__ import annotations

import math
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


# Road Quest: rounds (a turn of every seat) played by `hard` from the turn of the decision; the
# stop is counted from the world's turn, not from the option's: an option that ends the turn
# (EndTurn) must not get one turn more played after it than one that does not (Camp)
RQ_ROUNDS = 2
# the evaluation's weights (benchmarks/results/road-quest-eval-fit.json): per road laid, per
# obstacle waiting; a life point where the last one alive wins
RQ_ROAD = 0.90
RQ_WAITING = 0.14
RQ_BF_LIFE = 0.2


def road_quest_rollout(game: Any, world: Any, action: Any, me: int, world_seed: int) -> float:
    from dragonwood_tui.bots import make_untimed_bot

    state = game.clone(world)
    seats = len(state.players)
    stop = state.turn + seats * RQ_ROUNDS  # every option is read at the start of the same turn
    game.apply(state, action)
    players = [make_untimed_bot(game.kind, "hard", derive_seed(world_seed, "bot", k)) for k in range(seats)]
    while (seat := game.to_move(state)) is not None and state.turn < stop:
        game.apply(state, players[seat].choose(game.bot_view(state, seat), game.legal_actions(state)))
    return road_quest_chance(game, state, me)


def road_quest_chance(game: Any, state: Any, me: int) -> float:
    """Seat `me`'s chance of winning the Road Quest game `state`, as the review reads the race
    (module docstring): exact once it is over, else a softmax of the seats' standing."""
    if game.to_move(state) is None:
        return _share_of_the_win(game, state, me)
    if not state.players[me].alive:
        return 0.0
    battlefield = state.config.has("battlefield")
    z = {
        k: (RQ_BF_LIFE * p.life) if battlefield else (RQ_ROAD * len(p.roads) - RQ_WAITING * len(p.pending))
        for k, p in enumerate(state.players)
        if p.alive
    }
    return _softmax_share(z, me)


def _share_of_the_win(game: Any, state: Any, me: int) -> float:
    """A game over: `me`'s share of the win (a tie shares it)."""
    winners = game.winners(state)
    return 1.0 / len(winners) if me in winners else 0.0


def _softmax_share(z: dict[int, float], me: int) -> float:
    """`me`'s share of a softmax over the seats' standings `z` (seat -> value)."""
    top = max(z.values())
    weights = {k: math.exp(v - top) for k, v in z.items()}
    return weights[me] / sum(weights.values())


# Dice Quest (2+ seats): rounds played from the decision's turn, the rest of the deciding seat's
# turn by `expert` (how the dice are used is the decision's point), the turns after by `normal`
# (`expert` is ten times slower); the evaluation's weights (benchmarks/results/dice-quest-eval-fit.json)
DQ_ROUNDS = 2
DQ_SCORE = 7.36
DQ_ARMY = 3.05
DQ_LEFT = 16.0


def dice_quest_rollout(game: Any, world: Any, action: Any, me: int, world_seed: int) -> float:
    from dragonwood_tui.bots import make_untimed_bot

    state = game.clone(world)
    seats = len(state.players)
    turn = state.turn
    stop = turn + seats * DQ_ROUNDS if seats > 1 else math.inf  # solo: to the end (unused: exact)
    game.apply(state, action)
    expert = make_untimed_bot(game.kind, "expert", derive_seed(world_seed, "bot", "expert"))
    players = [make_untimed_bot(game.kind, "normal", derive_seed(world_seed, "bot", k)) for k in range(seats)]
    while (seat := game.to_move(state)) is not None and state.turn < stop:
        bot = expert if state.turn == turn else players[seat]
        game.apply(state, bot.choose(game.bot_view(state, seat), game.legal_actions(state)))
    return dice_quest_chance(game, state, me)


def dice_quest_chance(game: Any, state: Any, me: int) -> float:
    """Seat `me`'s chance of winning the multiplayer Dice Quest game `state`: exact once it is
    over, else a softmax of the seats' scores (army + spent cards; the army breaks ties), whose
    spread grows with the cards still to beat (deck + quest line)."""
    if game.to_move(state) is None:
        return _share_of_the_win(game, state, me)
    scale = math.sqrt(len(state.deck) + len(state.line) + DQ_LEFT)
    scores = game.scores(state)
    z = {k: (DQ_SCORE * sc + DQ_ARMY * len(p.army)) / scale for k, (sc, p) in enumerate(zip(scores, state.players))}
    return _softmax_share(z, me)
