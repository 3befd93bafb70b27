"""What the table shows to help a decision, computed exactly: which capture is worth most, and
what a Lucky Mushroom re-roll gives. Pure Python over the view and the engine's odds; the TUI
only renders the results.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, VP

FACES = 6


def expected_vp(option: Any) -> Fraction:
    """The VP a capture option brings on average: its exact chance times the creature's VP
    (0 for an enhancement, which scores nothing)."""
    return option.probability * (VP[option.target] if KIND[option.target] == CREATURE else 0)


def best_option(options: Sequence[Any]) -> Any:
    """The option to highlight first: the best expected VP, then the best chance, then the first
    in `options`' order (None for none)."""
    best = None
    for option in options:
        if best is None or (expected_vp(option), option.probability) > (expected_vp(best), best.probability):
            best = option
    return best


def why_best(option: Any, options: Sequence[Any]) -> str:
    """A word on why `option` (from `best_option`) comes first: "best value" when a surer
    capture is worth less, "surest" otherwise."""
    surer = any(o.probability > option.probability for o in options)
    if surer:
        return f"best value: {float(expected_vp(option)):.1f} VP expected"
    return "surest" if expected_vp(option) == 0 else f"surest, {float(expected_vp(option)):.1f} VP expected"


def reroll_chances(attempt: Any) -> list[Fraction]:
    """For each die of a pending attempt, the exact chance that re-rolling it (one fair die)
    brings the total to what the capture needs."""
    out = []
    for value in attempt.dice:
        rest = attempt.total - value  # the other dice and the bonus
        faces = sum(1 for face in range(1, FACES + 1) if rest + face >= attempt.need)
        out.append(Fraction(faces, FACES))
    return out


def best_reroll(attempt: Any) -> tuple[int, Fraction]:
    """(die index, chance) of the re-roll most likely to succeed (the first of equals)."""
    chances = reroll_chances(attempt)
    index = max(range(len(chances)), key=lambda i: (chances[i], -i))
    return index, chances[index]


def wind_receiver(seat: int, players: int) -> int:
    """The seat that gets `seat`'s card in a Wind Storm: the one to its right, against the turn
    order (as `rules._wind_deliver` passes it)."""
    return (seat - 1) % players
