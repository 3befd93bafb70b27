"""Play on with new luck (`Game.reseed`): what no seat has seen shuffled again, new dice.

Seats see the quest line, the dice, every army and discard, and how many enemies are left in
the deck and were set aside at setup; nobody sees the deck's order or which enemies were set
aside. New luck deals those again from `seed`: the deck and the enemies set aside by
`deck_size` are shuffled together and split as before (the deck keeps its size); the enemies
of the power `no_power` took out stay out (every seat knows they are). The dice stacked for a
test or a puzzle go, and the state's PRNG becomes `Rng(seed)` after that shuffle.
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest.state import DiceQuestState


def reseed(state: DiceQuestState, seed: int, powers: Sequence[str]) -> bool:
    """Give `state` a new future in place (module docstring); `powers`: each card's power.
    Always possible: True."""
    rng = Rng(seed)
    out_power = state.config.no_power
    known_out = [c for c in state.set_aside if out_power is not None and powers[c] == out_power]
    pool = state.deck + [c for c in state.set_aside if out_power is None or powers[c] != out_power]
    rng.shuffle(pool)
    n = len(state.deck)
    state.deck[:] = pool[:n]
    state.set_aside[:] = sorted(pool[n:] + known_out)
    state.stacked_dice.clear()
    state.rng = rng
    return True
