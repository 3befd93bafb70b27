"""How the review values multiplayer Dice Quest's options (registered with its bots as its
`Reviewer`; solo Dice Quest is valued by the whole quest, `dice_quest_quest.py`).

`rollout`: the dice still to roll are the world's (its PRNG, the same for every option of a
world): sampled, not weighed (a re-roll's outcomes times the turn's plans would cost what
`expert` costs per decision, for every world). The rest of the deciding seat's turn is played by
`expert`, the turns after it by `normal`, until `DQ_ROUNDS` rounds from the decision's turn; the
game's `horizon_value` (`games/dice_quest/horizon.py`) reads the race there. Why: whole games by
`normal` cost minutes a review at 16 worlds, too slow for the sanity runs, and were noisy
(docs/ai.md). The review ranks `expert`'s own choice first (its `first_choice_of`: a turn can
have 200 legal re-rolls and powers, the first few in the game's order are no sample of the good
ones), and deals 64 worlds at most (a rollout costs far more than a Dragonwood one).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from dragonwood_tui.engine.rng import derive_seed

# rounds played from the decision's turn, the rest of the deciding seat's turn by `expert` (how
# the dice are used is the decision's point), the turns after by `normal` (`expert` is ten
# times slower)
DQ_ROUNDS = 2


def rollout(game: Any, world: Any, action: Any, me: int, world_seed: int, make_bot: Callable[[str, str, int], Any]) -> float:
    # the bots of the registry, handed in (the registry names this module: no import back)

    state = game.clone(world)
    seats = len(state.players)
    turn = state.turn
    stop = turn + seats * DQ_ROUNDS if seats > 1 else math.inf  # solo: to the end (unused: exact)
    game.apply(state, action)
    expert = make_bot(game.kind, "expert", derive_seed(world_seed, "bot", "expert"))
    players = [make_bot(game.kind, "normal", derive_seed(world_seed, "bot", k)) for k in range(seats)]
    while (seat := game.to_move(state)) is not None and state.turn < stop:
        bot = expert if state.turn == turn else players[seat]
        game.apply(state, bot.choose(game.bot_view(state, seat), game.legal_actions(state)))
    value: float = game.horizon_value(state, me)
    return value
