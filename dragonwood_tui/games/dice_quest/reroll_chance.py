"""The chance that re-rolling some of the dice beats each enemy: what the table shows on the
enemy cards while dice are picked, so a player weighs a re-roll before making it.

One re-roll, the dice alone (no power, no later re-roll): the plain odds of the throw the
player is about to make. Exact, over the sorted outcomes of the re-rolled dice (`tables.TRANS`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.solver import Enemy, beat_set, combo_of


def reroll_chances(dice: Sequence[int], rerolled: Iterable[int], enemies: Sequence[Enemy]) -> list[float]:
    """For each enemy, the chance that re-rolling the dice at positions `rerolled` (the others
    kept) ends on dice that beat it. No position re-rolled: 1 or 0, as the dice stand."""
    positions = set(rerolled)
    if len(dice) != 5 or any(not 1 <= d <= 6 for d in dice):
        return [0.0 for _enemy in enemies]  # the tables are of five dice (never else in a game)
    kept = tuple(sorted(d for i, d in enumerate(dice) if i not in positions))
    outcomes = T.TRANS[T.SUB_INDEX[kept]] if len(kept) < 5 else [(T.roll_index(dice), 1)]
    total = sum(w for _roll, w in outcomes)
    chances = []
    for enemy in enemies:
        beats = beat_set(combo_of(enemy))
        chances.append(sum(w for roll, w in outcomes if beats[roll]) / total)
    return chances
