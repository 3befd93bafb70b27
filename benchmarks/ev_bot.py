"""An independent one-turn expected-value Dragonwood player, a benchmark opponent (not a level of
the app): each turn it takes the capture with the highest exact expected VP, and reloads
otherwise.

The expected VP of a capture is its exact chance (a Fraction, from the engine's odds:
`odds.capture_probability`, with the dice and bonus the rules give: `rules.capture_check`, so
permanent enhancements, the one-time ones spent and the Lucky Mushroom count as the rules say)
times the target's VP. Every legal capture is weighed: every target, method and card set, with
every allowed mix of one-time enhancements. An enhancement is worth 0 VP, so it never captures
one; it reloads when no capture has a positive expected VP. Ties: fewer one-time enhancements
spent, then fewer cards, then the legal list's order. Nothing else is valued: no hand kept for
later, no race for most creatures, no opponent.

Mid-turn choices, in the same one-turn spirit: the Lucky Mushroom re-rolls the lowest die (the
re-roll the odds count); a discard (wound, hand limit, Thunder Storm, Wind Storm pass) keeps the
hand whose best expected VP on the landscape as it lies is highest (permanent enhancements
counted), the lowest card value given up on a tie.

Written apart from `bots/dragonwood_hard.py` on purpose (it reads none of its values), so that
`hard` and `expert` are measured against a player they do not share code with. Loaded into the
bots' registry under the name `ev` by `register()` (`benchmarks/ev_tournament.py` does).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, LUCKY_MUSHROOM, METHODS, VALUE, VP
from dragonwood_tui.games.dragonwood.odds import capture_probability
from dragonwood_tui.games.dragonwood.rules import capture_check, card_sets

NAME = "ev"
_CHOICE = {
    "wound": WoundDiscard,
    "hand-limit": HandLimitDiscard,
    "thunder-storm": ThunderStormDiscard,
    "wind-storm": WindStormPass,
}
ZERO = Fraction(0)


class _Odds:
    """Expected VP of captures from one hand: the rules' dice and bonus depend only on the
    target, the method, the number of cards and the one-time enhancements spent (for a legal
    card set), so each such key is checked and its chance computed once."""

    def __init__(self, hand: list[int], enhancements: list[int], landscape: list[int]) -> None:
        self.hand, self.enh, self.landscape = hand, enhancements, landscape
        self.memo: dict[tuple[int, str, int, tuple[int, ...]], Fraction] = {}

    def expected_vp(self, target: int, method: str, cards: Sequence[int], one_time: tuple[int, ...]) -> Fraction:
        key = (target, method, len(cards), one_time)
        ev = self.memo.get(key)
        if ev is None:
            problem, _m, dice, bonus, need = capture_check(
                self.hand, self.enh, self.landscape, target, method, list(cards), list(one_time))
            if problem is not None:
                ev = ZERO
            else:
                mushroom = KIND[target] == CREATURE and LUCKY_MUSHROOM in self.enh
                ev = capture_probability(dice, bonus, need, mushroom) * VP[target]
            self.memo[key] = ev
        return ev


def _seat_lists(view: Any) -> tuple[list[int], list[int]]:
    assert view.seat is not None  # a bot's view is its seat's
    return view.hand, view.enhancements[view.seat]


def best_capture(view: Any, legal: Iterable[Any]) -> tuple[Capture | None, Fraction]:
    """The legal capture of highest exact expected VP and that expected VP; (None, 0) when no
    capture has a positive one."""
    hand, enh = _seat_lists(view)
    odds = _Odds(hand, enh, view.landscape)
    best: Capture | None = None
    best_key: tuple[Fraction, int, int] = (ZERO, 0, 0)
    for action in legal:
        if type(action) is not Capture:
            continue
        ev = odds.expected_vp(action.target, action.method, action.cards, action.one_time)
        key = (ev, -len(action.one_time), -len(action.cards))
        if ev > 0 and (best is None or key > best_key):
            best, best_key = action, key
    return best, best_key[0]


def best_hand_value(hand: list[int], enhancements: list[int], landscape: list[int]) -> Fraction:
    """The highest expected VP any capture of `hand` (no one-time enhancement spent) would have
    on `landscape` now: what a discard keeps."""
    odds = _Odds(hand, enhancements, landscape)
    best = ZERO
    for m, method in enumerate(METHODS):
        sizes = {len(cards): cards for cards in card_sets(hand, m, False)}  # one set per size reaches alike
        for target in landscape:
            for cards in sizes.values():
                ev = odds.expected_vp(target, method, cards, ())
                if ev > best:
                    best = ev
    return best


def discard_choice(view: Any, options: Sequence[int]) -> int:
    """The card to give up: the one whose loss leaves the best one-turn capture highest (the
    lowest value, then the lowest id, on a tie)."""
    hand, enh = _seat_lists(view)

    def kept(card: int) -> tuple[Fraction, int, int]:
        rest = list(hand)
        rest.remove(card)
        return (best_hand_value(rest, enh, view.landscape), -VALUE[card], -card)

    return max(options, key=kept)


class EVBot:
    """The one-turn expected-value player (see the module)."""

    name = NAME

    def __init__(self, seed: int) -> None:
        self.seed = seed  # unused: the bot is deterministic; kept for the bot interface

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        phase = view.phase
        if phase == "turn":
            capture, _ev = best_capture(view, legal)
            return capture if capture is not None else Reload()
        if phase == "mushroom":
            dice = view.attempt.dice
            return MushroomReroll(dice.index(min(dice)))  # the re-roll the odds count
        return _CHOICE[phase](discard_choice(view, view.options or view.hand))


def register() -> None:
    """Make `ev` a name `bots.make_bot("dragonwood", …)` knows in this process (and in the
    worker processes it forks), without offering it as a level."""
    from dragonwood_tui.bots import Level, register_study_bot

    register_study_bot("dragonwood", Level(NAME, f"{__name__}:EVBot", "one-turn expected VP (benchmark)"))
