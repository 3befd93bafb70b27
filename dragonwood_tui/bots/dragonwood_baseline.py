"""The Dragonwood `baseline` bot, for comparison only: the rule bot of a published Dragonwood AI
study. For every legal attack (no one-time enhancement) it scores

    cards x (2.5 + A) + B - value to beat        (A = 0.38, B = -0.13)

where the value to beat is the target's value for the method less its permanent bonuses, plays
the attack with the smallest positive score and reloads when no score is positive. It never
spends one-time enhancements. Mid-turn choices as `normal` (the study does not say).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.bots.dragonwood_greedy import GreedyBot
from dragonwood_tui.games.dragonwood.actions import Capture, Reload
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, METHODS, PERMANENT_BONUS, VALUES
from dragonwood_tui.games.dragonwood.rules import card_sets

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dragonwood.actions import Action
    from dragonwood_tui.games.dragonwood.view import View

A = 0.38
B = -0.13


class BaselineBot(GreedyBot):
    name = "baseline"

    def _turn(self, view: View) -> Action:
        hand = view.hand
        if not hand:
            return Reload()
        assert view.seat is not None  # a bot's view is its seat's
        enh = view.enhancements[view.seat]
        # only the number of cards matters to the score: one set per method and size
        sets: list[dict[int, tuple[int, ...]]] = []
        for m in range(3):
            by_size: dict[int, tuple[int, ...]] = {}
            for cards in card_sets(hand, m, False):
                by_size.setdefault(len(cards), cards)
            sets.append(by_size)
        best = None
        best_score = 0.0
        for target in view.landscape:
            creature = KIND[target] == CREATURE
            for m in range(3):
                bonus = sum(PERMANENT_BONUS[m][e] for e in enh) if creature else 0
                to_beat = VALUES[m][target] - bonus
                for k, cards in sets[m].items():
                    score = k * (2.5 + A) + B - to_beat
                    if score > 0 and (best is None or score < best_score):
                        best, best_score = (target, m, cards), score
        if best is None:
            return Reload()
        target, m, cards = best
        return Capture(target, METHODS[m], tuple(sorted(cards)), ())
