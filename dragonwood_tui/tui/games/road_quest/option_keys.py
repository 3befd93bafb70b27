"""The letter of each listed Road Quest choice: a, b, c… top to bottom in every list shown.

A new player reads a list from the top and expects `a` first, so each list is lettered afresh
(a letter is not kept from an earlier list of the turn: that made lists start at d or f). Ending
the turn is always `e` and camping always `k`, turn after turn, listed in their own block below;
no other choice of a turn takes those letters (the choice of characters, before any turn, is
lettered a, b, c… in order).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

LETTERS = "abcdefghijkmnoprtuvwxyz"  # l, q and s are the table's own keys
FIXED = {"EndTurn": "e", "Camp": "k"}  # the kind of choice -> its letter, in every turn


class KeyBook:
    """The letters of the list shown (kept as a class: the table holds one per game)."""

    def letters(self, turn: Hashable, choices: Sequence[tuple[Hashable, str]], reserve: bool = True) -> list[str]:
        """The letter of each choice, given as (identity, kind name) in the order listed; " " when
        none is left. `reserve`: keep FIXED's letters for their choices (in a turn). `turn` is
        not used: every list starts at a."""
        reserved = set(FIXED.values()) if reserve else set()
        free = iter(k for k in LETTERS if k not in reserved)
        return [(FIXED.get(kind) if reserve else None) or next(free, " ") for _ident, kind in choices]
