"""The value of every keep of five dice, one die at a time (the solo review's hot loop).

A keep (a sub-multiset K of a roll, the other dice re-rolled) is worth the mean of what the
re-rolled dice can give. Summed over the ordered outcomes, that is S[K] = Σ_d S[K + d] (one more
die d, six faces), with S of a full roll its own value: 210 sums of six numbers for the 462
keeps, where weighing each keep's outcomes (`tables.TRANS`) takes about 4,400 products. The
same integers as `games.dice_quest.exact.exact_stages` (a test compares them), three times
faster; and the quest's float tables (`expect`) the same way.

- `expect(values)`: per keep (`tables.SUBS` order), the expected value of `values` (one per roll)
  after re-rolling the other dice.
- `best_keeps(kept)`: per roll, the best of its keeps' values (`tables.KEEPS`: 0 to 4 dice).
- `exact_stages(ok, stages)`: the solver's exact integers (chance × 7776**r of getting through
  with r re-rolls left, r = 0..stages) for the rolls that get through, `ok`.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter, mul

from dragonwood_tui.games.dice_quest import tables as T

_NROLLS = len(T.ROLLS)
_NSUBS = len(T.SUBS)
_SCALE = 7776  # 6**5


def _order() -> list[tuple[int, itemgetter[tuple[int, ...]]]]:
    """Each keep's slot (after the rolls) and the getter of its six one-die-more children, the
    fullest keeps first (their children are rolls, or keeps already summed)."""
    found = []
    for k, sub in enumerate(T.SUBS):
        kids = []
        for d in T.FACES:
            more = tuple(sorted((*sub, d)))
            kids.append(T.INDEX[more] if len(more) == 5 else _NROLLS + T.SUB_INDEX[more])
        found.append((len(sub), _NROLLS + k, itemgetter(*kids)))
    found.sort(key=lambda e: -e[0])
    return [(slot, get) for _, slot, get in found]


_ORDER = _order()
#: S[K] counts the ordered outcomes of the re-rolled dice: × 6**len(K) is the solver's scale
_TO_SCALE = [6 ** (5 - n) for n in T.SUB_REROLLED]
#: 1 / 6**(re-rolled dice): a sum over the ordered outcomes made a mean
_TO_MEAN = [1.0 / 6**n for n in T.SUB_REROLLED]
_KEEPS = [itemgetter(*ks) for ks in T.KEEPS]


def _best_plan() -> tuple[list[tuple[int, itemgetter[tuple[float, ...]]]], list[itemgetter[tuple[float, ...]]]]:
    """For `best_keeps`: each keep of one die or more (fewest dice first) with the getter of
    itself and its keeps of one die less; and per roll the getter of its keeps of four dice."""
    def less(dice: tuple[int, ...]) -> list[int]:
        found = sorted({T.SUB_INDEX[dice[:i] + dice[i + 1:]] for i in range(len(dice))})
        return found + found[:1]  # two items at least: the getter gives a tuple
    steps = sorted(((len(sub), k) for k, sub in enumerate(T.SUBS) if sub))
    return ([(k, itemgetter(k, *less(T.SUBS[k]))) for _, k in steps], [itemgetter(*less(roll)) for roll in T.ROLLS])


_BEST_STEPS, _BEST_OF_ROLL = _best_plan()


def _sums(values: Sequence[float]) -> list[float]:
    work = list(values) + [0.0] * _NSUBS
    for slot, get in _ORDER:
        work[slot] = sum(get(work))
    return work[_NROLLS:]


def expect(values: Sequence[float]) -> list[float]:
    """Per keep, the expected value of `values` (one per sorted roll) once the others are re-rolled."""
    return list(map(mul, _sums(values), _TO_MEAN))


def best_keeps(kept: Sequence[float]) -> list[float]:
    """Per roll, the best of its keeps' values `kept` (one per keep, as `expect` gives them):
    the best keep within each keep (itself or within one of its keeps of one die less, fewest
    dice first), then per roll the best within its keeps of four dice. 461 maxima of at most
    six values, where each roll's 32 keeps took 252 of about 32."""
    within = list(kept)
    for k, get in _BEST_STEPS:
        within[k] = max(get(within))
    return [max(get(within)) for get in _BEST_OF_ROLL]


def exact_stages(ok: Sequence[bool], stages: int) -> list[list[int]]:
    """Per stage r = 0..`stages`, per roll: the chance of getting through from it with r
    re-rolls left, times 7776**r (exact integers: `solver._exact_stages`'s)."""
    out = [[1 if o else 0 for o in ok]]
    fails = [x for x, o in enumerate(ok) if not o]
    for r in range(1, stages + 1):
        out.append(next_stage(out[-1], fails, r))
    return out


def next_stage(prev: list[int], fails: Sequence[int], r: int) -> list[int]:
    """The stage r of `exact_stages` from stage r - 1, `prev` (`fails`: the rolls that do not
    get through)."""
    work: list[int] = prev + [0] * _NSUBS
    for slot, get in _ORDER:
        work[slot] = sum(get(work))
    keep = list(map(mul, work[_NROLLS:], _TO_SCALE))
    row = [_SCALE**r] * _NROLLS
    for x in fails:
        row[x] = max(_KEEPS[x](keep))
    return row
