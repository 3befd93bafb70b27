"""The Dragonwood `easy` bot: plays like a beginner. Its moves are legal and sensible — it
mostly plays as `normal` — but with a beginner's mistakes, drawn from its own seeded stream:

- one turn in six it hesitates and reloads although a good capture was there;
- one turn in twelve it tries a long shot: a random landscape card with its biggest set of one
  value (a Stomp), whatever the odds;
- it never spends its one-time enhancements, and it discards a card at random.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dragonwood_tui.bots.dragonwood_greedy import GreedyBot
from dragonwood_tui.games.dragonwood.actions import Capture, MushroomReroll, Reload
from dragonwood_tui.games.dragonwood.cards import VALUE

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dragonwood.actions import Action
    from dragonwood_tui.games.dragonwood.view import View

HESITATE = 6  # one turn in HESITATE
LONG_SHOT = 12  # one turn in LONG_SHOT


class EasyBot(GreedyBot):
    name = "easy"

    def choose(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        phase = view.phase
        if phase == "turn":
            return self._beginner_turn(view)
        if phase == "mushroom":
            assert view.attempt is not None  # the mushroom is a choice inside an attempt
            dice = view.attempt.dice
            return MushroomReroll(dice.index(min(dice)))
        return super().choose(view, legal) if not view.options else self._random_discard(view)

    def _random_discard(self, view: View) -> Action:
        from dragonwood_tui.bots.dragonwood_greedy import _CHOICE

        return _CHOICE[view.phase](self.rng.choice(view.options))

    def _beginner_turn(self, view: View) -> Action:
        hand = view.hand
        roll = self.rng.below(12)
        if hand and view.landscape and roll < 12 // LONG_SHOT:
            by_value: dict[int, list[int]] = {}
            for c in hand:
                by_value.setdefault(VALUE[c], []).append(c)
            cards = max(by_value.values(), key=len)[:6]
            target = self.rng.choice(view.landscape)
            return Capture(target, "stomp", tuple(sorted(cards)), ())
        action = self._turn(view)
        if isinstance(action, Capture):
            if action.one_time:
                return Reload()
            if roll >= 12 - 12 // HESITATE:
                return Reload()
        return action
