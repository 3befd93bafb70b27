"""How the review values Road Quest's options (registered with its bots as its `Reviewer`).

`rollout`: Road Quest has no dice: a fight's luck is the card turned from the main deck, which
the sampled world deals (so it is sampled, not weighed). After the option `hard` plays every seat
until `RQ_ROUNDS` rounds from the decision's turn (every option is read at the start of the same
turn: counted from the option's own turn, an option that ends the turn got one turn more played
after it than one that does not, a bias measured), and the game's `horizon_value`
(`games/road_quest/horizon.py`) reads the race there. Why a short horizon, measured (docs/ai.md):
whole games played out by `hard` at 16 worlds left the losses noise and could not tell a `random`
seat from a `normal` one. The review ranks `hard`'s own choice first (its `first_choice_of`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dragonwood_tui.engine.rng import derive_seed

# rounds (a turn of every seat) played by `hard` from the turn of the decision; the stop is
# counted from the world's turn, not from the option's: an option that ends the turn (EndTurn)
# must not get one turn more played after it than one that does not (Camp)
RQ_ROUNDS = 2


def rollout(game: Any, world: Any, action: Any, me: int, world_seed: int, make_bot: Callable[[str, str, int], Any]) -> float:
    # the bots of the registry, handed in (the registry names this module: no import back)

    state = game.clone(world)
    seats = len(state.players)
    stop = state.turn + seats * RQ_ROUNDS  # every option is read at the start of the same turn
    game.apply(state, action)
    players = [make_bot(game.kind, "hard", derive_seed(world_seed, "bot", k)) for k in range(seats)]
    while (seat := game.to_move(state)) is not None and state.turn < stop:
        game.apply_legal(state, players[seat].choose(game.bot_view(state, seat), game.legal_actions(state)))
    value: float = game.horizon_value(state, me)
    return value
