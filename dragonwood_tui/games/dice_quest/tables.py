"""Precomputed tables over the 252 sorted rolls of five dice (multisets), shared by the solver
and the bots.

- `ROLLS[x]`: the x-th sorted roll, `INDEX[roll] -> x`, `COUNTS[x]`: face counts.
- `KEEPS[x]`: the distinct sub-multisets of roll x that a re-roll may keep (0-4 dice), as
  indices into `SUBS`; `TRANS[k]`: for kept sub-multiset k, the rolls it can become and their
  weights (ordered outcomes of the re-rolled dice; they sum to 6**(5-len(k))).
- `MOVES[x]`: one power step away from x: (roll, kind, face) with kind UP (+1), DOWN (-1) or
  MIRROR (7-x); `REV[y]`: the (x, kind) that lead to y.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement, product

FACES = (1, 2, 3, 4, 5, 6)
UP, DOWN, MIRROR = 0, 1, 2

ROLLS: list[tuple[int, ...]] = list(combinations_with_replacement(FACES, 5))
INDEX: dict[tuple[int, ...], int] = {r: i for i, r in enumerate(ROLLS)}
COUNTS: list[tuple[int, ...]] = [tuple(r.count(f) for f in FACES) for r in ROLLS]
# Probability weight of each roll when five dice are thrown (out of 6**5 = 7776).
ROLL_WEIGHT: list[int] = []

SUBS: list[tuple[int, ...]] = [s for n in range(5) for s in combinations_with_replacement(FACES, n)]
SUB_INDEX: dict[tuple[int, ...], int] = {s: i for i, s in enumerate(SUBS)}
SUB_REROLLED: list[int] = [5 - len(s) for s in SUBS]
KEEPS: list[list[int]] = []
TRANS: list[list[tuple[int, int]]] = []
TRANS_P: list[list[tuple[int, float]]] = []

MOVES: list[list[tuple[int, int, int]]] = []
REV: list[list[tuple[int, int]]] = []


def _build() -> None:
    outcomes: dict[int, dict[tuple[int, ...], int]] = {}
    for m in range(6):
        tally: dict[tuple[int, ...], int] = {}
        for o in product(FACES, repeat=m):
            key = tuple(sorted(o))
            tally[key] = tally.get(key, 0) + 1
        outcomes[m] = tally
    ROLL_WEIGHT.extend(outcomes[5][r] for r in ROLLS)
    for s in SUBS:
        row = sorted(
            (INDEX[tuple(sorted(s + o))], w) for o, w in outcomes[5 - len(s)].items()
        )
        TRANS.append(row)
        total = 6 ** (5 - len(s))
        TRANS_P.append([(y, w / total) for y, w in row])
    for r in ROLLS:
        # every proper subset of the positions (at least one die re-rolled), in position order
        subs = {c for n in range(5) for c in combinations(r, n)}
        KEEPS.append(sorted(SUB_INDEX[s] for s in subs))
    for _ in ROLLS:
        REV.append([])
    for x, r in enumerate(ROLLS):
        moves = []
        for f in sorted(set(r)):
            i = r.index(f)
            for kind, g in ((UP, f + 1), (DOWN, f - 1), (MIRROR, 7 - f)):
                if 1 <= g <= 6:
                    y = INDEX[tuple(sorted(r[:i] + (g,) + r[i + 1:]))]
                    moves.append((y, kind, f))
                    REV[y].append((x, kind))
        MOVES.append(moves)


_build()


def roll_index(dice: Iterable[int]) -> int:
    return INDEX[tuple(sorted(dice))]


def keep_indices(dice: Sequence[int], kept: tuple[int, ...]) -> tuple[int, ...]:
    """Positions in `dice` (unsorted) that hold the kept sub-multiset, smallest positions first."""
    used: list[int] = []
    for v in kept:
        for i, d in enumerate(dice):
            if d == v and i not in used:
                used.append(i)
                break
    return tuple(sorted(used))
