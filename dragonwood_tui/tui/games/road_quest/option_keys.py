"""The letter of each listed Road Quest choice, steady through a phase of a turn.

A choice keeps its letter as long as it stays on offer in the phase (the table names a turn by
its number, seat and phase: the draw's a and b are not the roads' after it, which start at a
again), and a letter freed by a choice played or gone is not given to another choice of the
same phase while unused letters are left: a key pressed twice, or pressed just as the list changes, never lands on a different
choice than the one its label named. Ending the turn is always `e` and camping always `k`,
turn after turn; no other choice of a turn takes those letters (the choice of characters,
before any turn, is lettered a, b, c… in order).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

LETTERS = "abcdefghijkmnoprtuvwxyz"  # l, q and s are the table's own keys
FIXED = {"EndTurn": "e", "Camp": "k"}  # the kind of choice -> its letter, in every turn


class KeyBook:
    """The letters given in the current turn (`turn`: any value naming it, e.g. turn and seat)."""

    def __init__(self) -> None:
        self.turn: Hashable = None
        self.given: dict[Hashable, str] = {}  # a choice's identity -> its letter, this turn

    def letters(self, turn: Hashable, choices: Sequence[tuple[Hashable, str]], reserve: bool = True) -> list[str]:
        """The letter of each choice, given as (identity, kind name); " " when none is left.
        `reserve`: keep FIXED's letters for their choices (in a turn)."""
        if turn != self.turn:
            self.turn, self.given = turn, {}
        reserved = set(FIXED.values()) if reserve else set()
        out: list[str] = []
        now: set[str] = set()
        for ident, kind in choices:
            letter = FIXED.get(kind) or self.given.get(ident)
            if letter is None or letter in now:
                ever = set(self.given.values())
                free = [k for k in LETTERS if k not in reserved and k not in now]
                fresh = [k for k in free if k not in ever]
                letter = (fresh or free or [" "])[0]
            if letter != " ":
                self.given[ident] = letter
                now.add(letter)
            out.append(letter)
        return out
