"""What the table shows to help a decision, computed exactly: a capture's expected VP, and what
a Lucky Mushroom re-roll gives. Pure Python over the view and the engine's odds; the TUI only
renders the results. (The capture highlighted first is `hard`'s pick: bots/dragonwood_pick.py.)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from dragonwood_tui.games.dragonwood.cards import CREATURE, DIE_FACES, KIND, VP
from dragonwood_tui.games.dragonwood.view import Attempt, CaptureOption


def expected_vp(option: CaptureOption) -> Fraction:
    """The VP a capture option brings on average: its exact chance times the creature's VP
    (0 for an enhancement, which scores nothing)."""
    return option.probability * (VP[option.target] if KIND[option.target] == CREATURE else 0)


def best_option(options: Sequence[CaptureOption]) -> CaptureOption | None:
    """The best expected VP, then the best chance, then the first in `options`' order (None for
    none): the capture a player reading the chances looks at first."""
    best = None
    for option in options:
        if best is None or (expected_vp(option), option.probability) > (expected_vp(best), best.probability):
            best = option
    return best


def reroll_chances(attempt: Attempt) -> list[Fraction]:
    """For each die of a pending attempt, the exact chance that re-rolling it (one Dragonwood
    die: faces 1 2 2 3 3 4, `DIE_FACES`) brings the total to what the capture needs."""
    out = []
    for value in attempt.dice:
        rest = attempt.total - value  # the other dice and the bonus
        faces = sum(1 for face in DIE_FACES if rest + face >= attempt.need)
        out.append(Fraction(faces, len(DIE_FACES)))
    return out


def best_reroll(attempt: Attempt) -> tuple[int, Fraction]:
    """(die index, chance) of the re-roll most likely to succeed (the first of equals)."""
    chances = reroll_chances(attempt)
    index = max(range(len(chances)), key=lambda i: (chances[i], -i))
    return index, chances[index]


def wind_receiver(seat: int, players: int) -> int:
    """The seat that gets `seat`'s card in a Wind Storm: the one to its right, against the turn
    order (as `rules._wind_deliver` passes it)."""
    return (seat - 1) % players
