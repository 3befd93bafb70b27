"""Play on with new luck (`Game.reseed`): the deck's order shuffled again, new dice.

Seats see the quest line, the dice, every army and discard, and which enemies are left in the
deck (`DiceQuestView.unseen`: the deck's cards, sorted) — so also which ones were set aside at
setup. Only the deck's order is unknown: new luck shuffles the deck again from `seed` and leaves
the enemies set aside where they are. The dice stacked for a test or a puzzle go, and the
state's PRNG becomes `Rng(seed)` after that shuffle.
"""

from __future__ import annotations

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest.state import DiceQuestState


def reseed(state: DiceQuestState, seed: int) -> bool:
    """Give `state` a new future in place (module docstring); always possible: True."""
    rng = Rng(seed)
    rng.shuffle(state.deck)
    state.stacked_dice.clear()
    state.rng = rng
    return True
