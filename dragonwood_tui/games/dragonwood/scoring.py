"""Dragonwood scoring: creature VP, the most-creatures bonus, winners and the tie-break.

The functions work on plain piles, so the same code scores a state, a view, or a test's recount.

- A side's total = VP of its creatures (enhancements score 0) + the bonus; in solo the automated
  opponent also scores 2 VP per enhancement it took.
- Bonus: the side with the most creature cards gets +3; if several tie for most, each gets +2.
  **Decision**: a side needs at least one creature to get the bonus.
- Winners: highest total; among equal totals the tie-break decides — "most-creatures" (default):
  most creature cards, then whoever captured the Orange Dragon; "orange-dragon-first": the Orange
  Dragon, then most creatures. Sides still equal share the win.
- Solo: `scores()` has one entry (the person's); the opponent's is `opponent_score()` and is in
  the view. The person wins (`winners() == [0]`) only by beating the opponent outright after the
  tie-break; a shared result is not a win.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import msgspec

from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, ORANGE_DRAGON, VP
from dragonwood_tui.games.words import said, seat_shown, seat_word
from dragonwood_tui.i18n import _

OPPONENT_ENHANCEMENT_VP = 2


class Standing(msgspec.Struct):
    """One side's score: `seat` is the seat, or -1 for the solo automated opponent."""

    seat: int
    creatures: int
    creature_vp: int
    enhancement_vp: int  # solo opponent only: 2 per enhancement taken
    bonus: int
    total: int
    orange_dragon: bool


def standings(victory: list[list[int]], opponent: list[int] | None = None) -> list[Standing]:
    """Standings of every seat (victory piles), plus the solo opponent when `opponent` is given."""
    sides: list[tuple[int, list[int]]] = list(enumerate(victory))
    if opponent is not None:
        sides.append((-1, opponent))
    counts = []  # per side: (creatures, their VP, enhancements), one pass over each pile
    for _, pile in sides:
        n = vp = enh = 0
        for c in pile:
            if KIND[c] == CREATURE:
                n += 1
                vp += VP[c]
            else:
                enh += 1
        counts.append((n, vp, enh))
    most = max([n for n, _, _ in counts], default=0)
    holders = [n for n, _, _ in counts].count(most)
    rows = []
    for (seat, pile), (n, vp, enh) in zip(sides, counts):
        enh_vp = OPPONENT_ENHANCEMENT_VP * enh if seat < 0 else 0  # only the solo opponent's score
        bonus = 0
        if most > 0 and n == most:
            bonus = 3 if holders == 1 else 2
        rows.append(
            Standing(seat, n, vp, enh_vp, bonus, vp + enh_vp + bonus, ORANGE_DRAGON in pile)
        )
    return rows


def best(rows: list[Standing], tie_break: str) -> list[Standing]:
    """The winning rows (several on a shared win)."""
    if not rows:
        return []
    top = max(r.total for r in rows)
    tied = [r for r in rows if r.total == top]
    keys: tuple[Callable[[Standing], int], ...]
    if tie_break == "orange-dragon-first":
        keys = (lambda r: r.orange_dragon, lambda r: r.creatures)
    else:
        keys = (lambda r: r.creatures, lambda r: r.orange_dragon)
    for key in keys:
        if len(tied) == 1:
            break
        high = max(key(r) for r in tied)
        tied = [r for r in tied if key(r) == high]
    return tied


def winners_of(rows: list[Standing], tie_break: str) -> list[int]:
    """Winning seats; in solo [0] only when the person beats the opponent outright."""
    won = best(rows, tie_break)
    if any(r.seat < 0 for r in rows):  # solo
        return [0] if len(won) == 1 and won[0].seat == 0 else []
    return [r.seat for r in won]


def explain(rows: list[Standing], tie_break: str, names: Sequence[str] | None = None) -> str:
    """A sentence on how the winner was found (the bonus and, if used, the tie-break); seats are
    "seat N", or their `names` when given."""
    won = best(rows, tie_break)
    top = max((r.total for r in rows), default=0)
    tied = [r for r in rows if r.total == top]

    def who(r: Standing) -> str:
        if r.seat < 0:
            return _("the opponent")
        return seat_shown(names[r.seat]) if names and r.seat < len(names) else _("seat {n}").format(n=r.seat + 1)

    parts = []
    holders = [r for r in rows if r.bonus]
    if holders and holders[0].bonus == 3:
        parts.append(said(who(holders[0]), _("You have the most creatures: +3"), _("{who} has the most creatures: +3")))
    elif holders:
        parts.append(_("tied for most creatures: +2 each to {seats}").format(seats=", ".join(seat_word(who(r)) for r in holders)))
    if len(tied) > 1:
        orange = tie_break == "orange-dragon-first"
        if len(won) == 1:
            w = who(won[0])
            if orange:
                parts.append(said(w, _("tie on {top} broken by the Orange Dragon, then most creatures: you win"),
                                  _("tie on {top} broken by the Orange Dragon, then most creatures: {who} wins"), top=top))
            else:
                parts.append(said(w, _("tie on {top} broken by most creatures, then the Orange Dragon: you win"),
                                  _("tie on {top} broken by most creatures, then the Orange Dragon: {who} wins"), top=top))
        elif orange:
            parts.append(_("tie on {top} not broken by the Orange Dragon, then most creatures: shared win").format(top=top))
        else:
            parts.append(_("tie on {top} not broken by most creatures, then the Orange Dragon: shared win").format(top=top))
    elif won:
        parts.append(said(who(won[0]), _("You win with {top}"), _("{who} wins with {top}"), top=top))
    return "; ".join(parts) + "."
