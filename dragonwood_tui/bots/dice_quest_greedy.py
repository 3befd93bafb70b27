"""The `greedy` Dice Quest bot: simple rules of thumb, no look-ahead.

Beat the hardest enemy the dice show (largest combination); otherwise re-roll every die that
doesn't show the most common face; once the free re-rolls are gone, follow the cheapest sure plan
of powers to any enemy, else spend a reroll card like a free re-roll, else give up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.solver import cheapest_plans

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dice_quest.actions import Action
    from dragonwood_tui.games.dice_quest.view import DiceQuestView as View


def _reroll_positions(dice: tuple[int, ...]) -> tuple[int, ...]:
    counts = {v: dice.count(v) for v in dice}
    keep = max(counts, key=lambda v: (counts[v], v))
    return tuple(i for i, d in enumerate(dice) if d != keep)


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        sizes = {e.card.id: sum(k for _, k in e.card.groups) for e in view.line}
        if view.beaten:
            return Beat(max(view.beaten, key=lambda c: (sizes[c], -c)))
        rerolls = _reroll_positions(view.dice)
        if view.reroll_allowed and rerolls:
            return Reroll(rerolls)
        assert view.to_move is not None  # a bot is asked only when it is to move
        army = view.seats[view.to_move].army
        plans = [p for p in cheapest_plans(view.dice, [e.card for e in view.line], army).values() if p]
        if plans:
            best = min(plans, key=lambda p: (p.cards, -sizes[p.enemy], p.enemy))
            return best.uses[0]
        for card in army:
            if card.power == "reroll" and rerolls:
                return UsePower(card.id, rerolls)
        return GiveUp()
