"""Solo Dice Quest: the chance of beating the whole quest after each option of a decision (the
review's analyst for solo games, `QuestAnalyst`; registered as Dice Quest's `Reviewer.analyst`).

A decision's options differ by what they leave for the rest of the turn (the dice, the re-rolls,
the army) and by how the turn can end: beating enemy e after spending some powers leaves a quest
line without e, an army with e's power and without the spent cards, and the unseen deck. The
value of such an end is `quest_chance`, the chance of beating the rest of the quest from it;
giving up is 0. From those end values the rest of the turn is solved exactly over the 252 sorted
rolls (as the solver does for "get through the turn": the free re-rolls and the reroll cards as
extra re-rolls, then plus/minus/shift/mirror as the cheapest signature of the best enemy), so
an option's value is the exact expectation, over this turn's dice, of the quest chance of where
the turn ends.

`quest_chance` is exact when nothing is left to draw and at most one enemy is left after the
turn (the next turn's chance of beating it: the solver's exact integers; none left: 1): the
review's method is then "exact". Otherwise it is `expert`'s chance of beating the rest of the
quest, estimated by a logistic of the cards left, the army, its reroll cards, the risk that the
next line gives nothing to beat without powers, and how hard the enemies left are, fitted on
`expert`'s play over sampled deck orders (benchmarks/dice_quest_quest_fit.py, docs/ai.md): the
method is "estimated", and the value is never 0 or 1 (a quest is only sure once it is won).

An estimated value has a standard error: the fit's weights are known only to their covariance
(`COVARIANCE`, the same fit's), and the delta method carries it to the value, the gradient of
the value in the weights taken by central differences along the covariance's Cholesky columns
(`QuestAnalyst.estimates`: the played and the best option only, and their difference, whose error
is much smaller than either's when both end in alike positions). An exact value's error is 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter, mul
from typing import Any

from dragonwood_tui.bots.dice_quest_expert import POWER_ORDER, difficulty
from dragonwood_tui.bots.dice_quest_keeps import best_keeps, exact_stages, expect, next_stage
from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.combos import Combination
from dragonwood_tui.games.dice_quest.exact import _by_signature, _rolls_through
from dragonwood_tui.games.dice_quest.rules import power_result
from dragonwood_tui.games.dice_quest.solver import army_counts, beat_set, combo_of

#: the logistic's weights on `features` (benchmarks/results/dice-quest-quest-fit.json)
WEIGHTS = (-4.4799, 0.8882, 1.6022, -0.3633, -6.0961, -1.2306)
#: the weights' covariance, from the same fit (the inverse of the log-likelihood's Hessian at it)
COVARIANCE = (
    (8.15876, -0.191305, -0.387757, -0.486211, -1.71276, 0.0243939),
    (-0.191305, 0.102782, 0.0323551, 0.00302102, 0.0244384, -0.17295),
    (-0.387757, 0.0323551, 0.0893353, -0.0417345, -0.0982657, -0.0434332),
    (-0.486211, 0.00302102, -0.0417345, 0.13059, 0.0256466, 0.0164056),
    (-1.71276, 0.0244384, -0.0982657, 0.0256466, 3.5448, 0.00144807),
    (0.0243939, -0.17295, -0.0434332, 0.0164056, 0.00144807, 0.302763),
)
#: the central differences' step, in standard deviations of the weights along each direction
DELTA_STEP = 0.01
#: an estimated chance stays within these (only a quest already won is sure)
FLOOR, CEILING = 0.001, 0.999


def _key(combos: Sequence[Combination]) -> tuple[Combination, ...]:
    return tuple(sorted(set(combos), key=lambda c: (c.numbers, c.sun, c.moon)))


def features(line: Sequence[Combination], army: Sequence[int], unseen: Sequence[Combination]) -> list[float]:
    """What the estimate reads of where a turn ends: 1, the cards left to beat, the army's
    cards, its reroll cards, the chance the next line (with one card drawn) gives nothing to
    beat without powers, and the summed difficulty of the enemies left."""
    return [*_board(line, unseen)[:2], float(sum(army)), float(army[POWER_ORDER.index("reroll")]), *_board(line, unseen)[2:]]


def _board(line: Sequence[Combination], unseen: Sequence[Combination]) -> tuple[float, float, float, float]:
    """The features that do not depend on the army: 1, cards left, risk, difficulty."""
    return _board_of(tuple(line), tuple(unseen))


@lru_cache(maxsize=4096)  # a turn's boards, met again by the delta method's 12 weights
def _board_of(line: tuple[Combination, ...], unseen: tuple[Combination, ...]) -> tuple[float, float, float, float]:
    beaten = 0  # `line_fail` of the line and one card more, from the rolls each beats
    for combo in line:
        beaten |= _beat_mask(combo)
    if unseen:
        risk = sum(_fail_of(beaten | _beat_mask(c)) for c in unseen) / len(unseen)
    else:
        risk = _fail_of(beaten) if line else 0.0
    hard = sum(difficulty(c) for c in line) + sum(difficulty(c) for c in unseen)
    return 1.0, float(len(line) + len(unseen)), risk, hard


@lru_cache(maxsize=20_000)  # lines of the deck's shared combinations: about 8 MiB
def line_fail(combos: tuple[Combination, ...]) -> float:
    """The chance that a line of these enemies gives nothing to beat on a turn with one free
    re-roll and no powers (`dice_quest_expert.line_fail`'s, which the fit read: the same to
    1e-15, summed one die at a time)."""
    if not combos:
        return 0.0
    beaten = 0
    for combo in combos:
        beaten |= _beat_mask(combo)
    return _fail_of(beaten)


@lru_cache(maxsize=256)
def _beat_mask(combo: Combination) -> int:
    """The rolls that beat `combo`, a bit mask over the 252 sorted rolls."""
    return sum(1 << x for x, ok in enumerate(beat_set(combo)) if ok)


@lru_cache(maxsize=4096)  # a float and an int of 252 bits each
def _fail_of(beaten: int) -> float:
    """`line_fail` of the lines whose enemies the rolls `beaten` beat: the chance depends on them
    alone, and a line with one card more mostly beats the same rolls (a review's lines met about
    three times fewer masks than lines)."""
    ok = [1.0 if beaten >> x & 1 else 0.0 for x in range(_NROLLS)]
    best = best_keeps(expect(ok))
    through = sum(w * (1.0 if o else b) for w, o, b in zip(T.ROLL_WEIGHT, ok, best))
    return 1.0 - through / 7776


def _logistic(z: float) -> float:
    p = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
    return min(CEILING, max(FLOOR, p))


def _board_z(line: Sequence[Combination], unseen: Sequence[Combination], w: Sequence[float] = WEIGHTS) -> float:
    """The army-free part of the logistic's sum (weights `w`)."""
    one, left, risk, hard = _board(line, unseen)
    return w[0] * one + w[1] * left + w[4] * risk + w[5] * hard


def _army_z(army: Sequence[int], w: Sequence[float] = WEIGHTS) -> float:
    return w[2] * sum(army) + w[3] * army[3]


def _cholesky(m: Sequence[Sequence[float]]) -> list[list[float]]:
    n = len(m)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1):
            s = m[i][j] - sum(low[i][k] * low[j][k] for k in range(j))
            low[i][j] = math.sqrt(max(s, 0.0)) if i == j else (s / low[j][j] if low[j][j] else 0.0)
    return low


@lru_cache(maxsize=1)
def directions() -> tuple[tuple[float, ...], ...]:
    """The columns of the covariance's Cholesky factor L (Σ = L Lᵀ): for a value V of the
    weights, Var V ≈ Σ_k (∂V along column k)², the delta method."""
    low = _cholesky(COVARIANCE)
    n = len(low)
    return tuple(tuple(low[i][k] for i in range(n)) for k in range(n))


def delta_se(x: Sequence[float], w: Sequence[float] = WEIGHTS) -> float:
    """The delta method's standard error of the logistic at features `x`: p (1 - p) √(xᵀ Σ x)
    (0 where the estimate is held at FLOOR or CEILING)."""
    z = sum(a * b for a, b in zip(w, x))
    p = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
    if not FLOOR < p < CEILING:
        return 0.0
    var = sum(x[i] * COVARIANCE[i][j] * x[j] for i in range(len(x)) for j in range(len(x)))
    return p * (1 - p) * math.sqrt(max(0.0, var))


def estimated_chance(line: Sequence[Combination], army: Sequence[int], unseen: Sequence[Combination]) -> float:
    """`expert`'s chance of beating the rest of the quest (the fitted logistic), within
    FLOOR..CEILING; 1 when nothing is left."""
    if not line and not unseen:
        return 1.0
    return _logistic(_board_z(line, unseen) + _army_z(army))


def exact_chance(combo: Combination, army: Sequence[int], rerolls: int) -> float:
    """The exact chance of beating the one enemy `combo` on a turn from a fresh roll, with
    `rerolls` free re-rolls and the army `army` (the solver's exact integers)."""
    key = (army[0], army[1], army[2], 0, army[4])
    stages = max(0, rerolls) + army[3]
    return _first_turn_chance(_rolls_through(combo, key), stages)


@lru_cache(maxsize=4096)
def _first_turn_chance(mask: int, stages: int) -> float:
    through = _through_counts(mask, stages)[stages]
    # int / int is correctly rounded: float(Fraction(...)) to the bit, without reducing it first
    chance: float = through / (7776 * 7776**stages)
    return chance


#: per mask of the rolls that get through: its last stage's row and each stage's count of the
#: ways through from a fresh roll (a turn's last enemy is asked for with 1, 2, ... 10 re-rolls:
#: each stage is made once, from the one before)
_STAGES: dict[int, tuple[list[int], list[int]]] = {}
_STAGES_KEPT = 512  # masks (about 12 KB each); a review meets a few hundred


def _through_counts(mask: int, stages: int) -> list[int]:
    found = _STAGES.get(mask)
    if found is None:
        if len(_STAGES) >= _STAGES_KEPT:
            _STAGES.clear()
        first = exact_stages([bool(mask >> x & 1) for x in range(_NROLLS)], 0)[0]
        found = _STAGES[mask] = (first, [sum(map(mul, T.ROLL_WEIGHT, first))])
    row, counts = found
    if len(counts) <= stages:
        fails = [x for x in range(_NROLLS) if not mask >> x & 1]
        while len(counts) <= stages:
            row = next_stage(row, fails, len(counts))
            counts.append(sum(map(mul, T.ROLL_WEIGHT, row)))
        _STAGES[mask] = (row, counts)
    return counts


# -- the turn solved over its dice, with the quest chance of each end ------------------------------

_NROLLS = len(T.ROLLS)
#: reroll cards the turn's solution spends at most where the ends are estimated (each one more is
#: a table more; three were never all worth spending in a turn of `expert`'s play); the last two
#: turns, exact, count every one
CARD_LAYERS = 3
_SLOT = {name: i for i, name in enumerate(POWER_ORDER)}


class _Turn:
    """One turn's position (quest line, unseen deck, re-rolls): the quest chance of each way it
    can end, and the best value from each roll with an army and re-rolls left (memoised: the
    turn's decisions share them)."""

    def __init__(self, line: list[tuple[Combination, str]], unseen: list[Combination], next_rerolls: int,
                 w: Sequence[float] = WEIGHTS) -> None:
        self.w = w  # the logistic's weights (the fit's, or moved along one of its error's directions)
        self.line = line
        self.unseen = unseen
        self.next_rerolls = next_rerolls
        # nothing left to draw and at most one enemy left after the turn: every end is exact
        self.exact = not unseen and len(line) <= 2
        self._w: dict[tuple[int, tuple[int, ...]], float] = {}
        self._z: dict[int, float] = {}  # per enemy beaten: the army-free part of the estimate (NaN: exact)
        self._last: dict[int, Combination | None] = {}  # per enemy beaten, exact: the enemy left
        self._end: dict[tuple[int, ...], list[float]] = {}
        self._plans: dict[tuple[int, ...], tuple[list[float], list[int]]] = {}  # `_end_estimated`'s
        self._tables: dict[tuple[tuple[int, ...], int, int], list[float]] = {}
        self._kept: dict[tuple[tuple[int, ...], int, int], list[float]] = {}  # `kept_values`'
        self._merged: dict[tuple[tuple[int, ...], int, int], list[float] | None] = {}  # `_keeps`'

    def after_beat(self, e: int, army: tuple[int, ...]) -> float:
        """The quest chance once enemy `e` of the line is beaten, with `army` left before it
        joins (its power added here)."""
        key = (e, army)
        found = self._w.get(key)
        if found is None:
            power = self.line[e][1]
            after = list(army)
            after[_SLOT[power]] += 1
            z = self._z.get(e)
            if z is None:
                rest = [c for i, (c, _) in enumerate(self.line) if i != e]
                if not self.unseen and len(rest) <= 1:
                    self._last[e] = rest[0] if rest else None
                    z = math.nan  # exact: the next turn's chance of the last enemy
                else:
                    z = _board_z(rest, self.unseen, self.w)
                self._z[e] = z
            if math.isnan(z):
                last = self._last[e]
                found = exact_chance(last, after, self.next_rerolls) if last is not None else 1.0
            else:
                found = _logistic(z + _army_z(after, self.w))
            self._w[key] = found
        return found

    def end(self, army: tuple[int, ...]) -> list[float]:
        """For each roll: the best quest chance of ending the turn there (beating an enemy after
        the cheapest powers that make it possible; 0: giving up)."""
        found = self._end.get(army)
        if found is None and not self.exact:
            found = self._end[army] = self._end_estimated(army)
        if found is None:
            ends: list[tuple[float, int]] = []  # (quest chance, the rolls it is reached from)
            rerolls = army[3]
            for e, (combo, _) in enumerate(self.line):
                for (p, m, s, r), rolls in _armies_after(combo, army[:3] + army[4:]):
                    ends.append((self.after_beat(e, (p, m, s, rerolls, r)), rolls))
            ends.sort(key=itemgetter(0), reverse=True)  # stable: ties keep their order
            found = [0.0] * _NROLLS
            taken = 0
            for value, rolls in ends:  # best first: each roll gets the best end it can reach
                new = rolls & ~taken
                taken |= new
                while new:
                    low = new & -new
                    found[low.bit_length() - 1] = value
                    new ^= low
            self._end[army] = found
        return found

    def _end_estimated(self, army: tuple[int, ...]) -> list[float]:
        """`end` where every end is estimated: the ends' order does not depend on the reroll
        cards (each one more adds the same to every end's logistic sum), so which end each roll
        reaches is found once per army of the other powers, and only the values are made again."""
        rerolls = army[3]
        others = army[:3] + army[4:]
        w = self.w
        plan = self._plans.get(others)
        if plan is None:
            ends: list[tuple[float, int]] = []  # (the logistic's sum without the reroll cards, rolls)
            for e, (combo, power) in enumerate(self.line):
                z = self._z.get(e)
                if z is None:
                    z = self._z[e] = _board_z([c for i, (c, _) in enumerate(self.line) if i != e], self.unseen, w)
                joined = w[2] + (w[3] if power == "reroll" else 0.0)
                for after, rolls in _armies_after(combo, others):
                    ends.append((z + w[2] * sum(after) + joined, rolls))
            ends.sort(key=itemgetter(0), reverse=True)  # stable: ties keep their order
            # the ends some roll reaches (most are not: a roll takes the best it can), each roll's
            # index among them, and -1 for none: the last slot of the values, giving up's 0
            sums: list[float] = []
            reached = [-1] * _NROLLS
            taken = 0
            for z, rolls in ends:
                new = rolls & ~taken
                if not new:
                    continue
                taken |= new
                i = len(sums)
                sums.append(z)
                while new:
                    low = new & -new
                    reached[low.bit_length() - 1] = i
                    new ^= low
            plan = self._plans[others] = (sums, reached)
        sums, reached = plan
        shift = (w[2] + w[3]) * rerolls
        values = [_logistic(z + shift) for z in sums]
        values.append(0.0)
        return list(map(values.__getitem__, reached))

    def table(self, army: tuple[int, ...], rerolls: int, cards: int = 0) -> list[float]:
        """For each roll: the best expected quest chance with `rerolls` free re-rolls left and
        `army` (its reroll cards as more re-rolls, `cards` of them spent this turn already)."""
        key = (army, rerolls, cards)
        found = self._tables.get(key)
        if found is None:
            found = self.end(army)
            kept = self._keeps(army, rerolls, cards)
            if kept is not None:
                found = list(map(max, found, best_keeps(kept)))
            self._tables[key] = found
        return found

    def at(self, army: tuple[int, ...], rerolls: int, x: int) -> float:
        """`table(army, rerolls)[x]`, the table not built for one roll when it is not built yet
        (a power's option reads one roll of a table that no later decision may need)."""
        found = self._tables.get((army, rerolls, 0))
        if found is not None:
            return found[x]
        value = self.end(army)[x]
        kept = self._keeps(army, rerolls, 0)
        return value if kept is None else max(value, max(kept[k] for k in T.KEEPS[x]))

    def _keeps(self, army: tuple[int, ...], rerolls: int, cards: int) -> list[float] | None:
        """Per keep, the better of re-rolling freely and re-rolling with a reroll card (None:
        neither is left): a roll's best keep of either is its best keep of these."""
        key = (army, rerolls, cards)
        if key in self._merged:
            return self._merged[key]
        kept = self.kept_values(army, rerolls - 1, cards) if rerolls > 0 else None
        if army[3] > 0 and (cards < CARD_LAYERS or self.exact):  # exact: every card counted
            fewer = army[:3] + (army[3] - 1,) + army[4:]
            card = self.kept_values(fewer, rerolls, cards + 1)
            kept = card if kept is None else list(map(max, kept, card))
        self._merged[key] = kept
        return kept

    def kept_values(self, army: tuple[int, ...], rerolls: int, cards: int) -> list[float]:
        """Per keep (`tables.SUBS`): the expected quest chance of re-rolling the other dice into
        `table(army, rerolls, cards)` (one list for a re-roll option and the table's own keeps:
        the same sums, so an option and the table that values it agree to the last bit)."""
        key = (army, rerolls, cards)
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = expect(self.table(army, rerolls, cards))
        return found

    def rerolled(self, kept: tuple[int, ...], army: tuple[int, ...], rerolls: int, cards: int) -> float:
        """The expected quest chance of re-rolling all but `kept` (sorted faces)."""
        return self.kept_values(army, rerolls, cards)[T.SUB_INDEX[kept]]


@lru_cache(maxsize=16384)
def _armies_after(combo: Combination, army: tuple[int, int, int, int]) -> tuple[tuple[tuple[int, int, int, int], int], ...]:
    """The armies (plus, minus, shift, mirror: reroll cards aside) left by beating `combo` with
    the cheapest powers `army` affords, each with the rolls (a bit mask) it is reached from."""
    plus, minus, shift, mirror = army
    found: dict[tuple[int, int, int, int], int] = {}
    for (ups, downs, mirrors), rolls in _by_signature(combo):
        # `solver.affordable` and `solver.spend` inline (a review asks this about 100,000 times)
        if mirrors > mirror:
            continue
        p, m = min(ups, plus), min(downs, minus)
        shifts = ups - p + downs - m
        if shifts <= shift:
            after = (plus - p, minus - m, shift - shifts, mirror - mirrors)
            found[after] = found.get(after, 0) | rolls
    return tuple(found.items())


class QuestAnalyst:
    """The review's analyst of solo Dice Quest (see the module's docstring)."""

    method = "estimated"
    #: a quest's decisions share their turn's tables and the solver's stages, built where the
    #: review runs: several processes would each build them again (slower on any count of cores)
    one_process = True

    def __init__(self, game: Any, config: Any) -> None:
        self.cards = game.cards
        self.powers = game.rules.powers
        self.config = config
        self._turn_key: Any = None
        self._turns: dict[tuple[float, ...], _Turn] = {}  # this turn's, by the weights it values with

    def _turn_of(self, view: Any, w: tuple[float, ...] = WEIGHTS) -> _Turn:
        key = (view.turn, tuple(e.card.id for e in view.line), tuple(c.id for c in view.unseen))
        if key != self._turn_key:
            self._turn_key = key
            self._turns = {}
        found = self._turns.get(w)
        if found is None:
            line = [(combo_of(e.card), e.card.power) for e in view.line]
            unseen = [combo_of(c) for c in view.unseen]
            config = view.config if view.config is not None else self.config
            found = self._turns[w] = _Turn(line, unseen, config.rerolls, w)
        return found

    def method_for(self, view: Any) -> str:
        """"exact" when every way the turn can end is valued exactly, else "estimated"."""
        return "exact" if not view.unseen and len(view.line) <= 2 else "estimated"

    def estimates(self, view: Any, legal: Sequence[Any], played: int | None = None) -> list[tuple[float, float, float | None]]:
        """Per option of `legal`: (the quest chance after it, its standard error, the standard
        error of the best option's value minus it). The errors are the fit's (the module's
        docstring), measured for the played option and the best one when the best is better
        (what a decision's loss reads); 0 where exact, None (the difference) elsewhere."""
        values = self.values(view, legal)
        out: list[tuple[float, float, float | None]] = [(v, 0.0, None) for v in values]
        if played is None or not 0 <= played < len(values) or self.method_for(view) == "exact":
            return [(v, 0.0, 0.0) for v in values]
        best = max(range(len(values)), key=lambda i: (values[i], i == played, -i))  # review.estimate.best_index
        if values[best] <= values[played]:
            out[played] = (values[played], 0.0, 0.0)
            return out
        pair = (best, played)
        slopes: dict[int, list[float]] = {best: [], played: []}
        for d in directions():
            up = self.values(view, legal, tuple(a + DELTA_STEP * b for a, b in zip(WEIGHTS, d)), pair)
            down = self.values(view, legal, tuple(a - DELTA_STEP * b for a, b in zip(WEIGHTS, d)), pair)
            for i in pair:
                slopes[i].append((up[i] - down[i]) / (2 * DELTA_STEP))
        se = {i: math.sqrt(sum(g * g for g in slopes[i])) for i in pair}
        diff = math.sqrt(sum((b - p) ** 2 for b, p in zip(slopes[best], slopes[played])))
        out[best] = (values[best], se[best], 0.0)
        out[played] = (values[played], se[played], diff)
        return out

    def values(self, view: Any, legal: Sequence[Any], w: tuple[float, ...] = WEIGHTS,
               only: Sequence[int] | None = None) -> list[float]:
        """The quest chance after each option of `legal`, in order (valued with weights `w`;
        `only`: those options alone, the others NaN)."""
        turn = self._turn_of(view, w)
        seat = view.to_move if view.to_move is not None else 0
        army = army_counts(view.seats[seat].army)
        rerolls = view.free_rerolls if view.reroll_allowed else 0
        dice = list(view.dice)
        index = {e.card.id: i for i, e in enumerate(view.line)}
        fewer_by: dict[str, tuple[int, ...]] = {}  # the army after spending a card of each power
        by_use: dict[tuple[Any, ...], float] = {}  # cards of one power used alike: one value

        def value(action: Any) -> float:
            if isinstance(action, UsePower):
                power = self.powers[action.card]
                use = (power, action.dice, action.direction)
                found = by_use.get(use)
                if found is not None:
                    return found
                fewer = fewer_by.get(power)
                if fewer is None:
                    after = list(army)
                    after[_SLOT[power]] -= 1
                    fewer = fewer_by[power] = tuple(after)
                if power == "reroll":
                    found = turn.rerolled(_kept(dice, action.dice), fewer, rerolls, 1)
                else:
                    i = action.dice[0]
                    roll = dice[:i] + [power_result(power, dice[i], action.direction)] + dice[i + 1 :]
                    found = turn.at(fewer, rerolls, T.roll_index(roll))
                by_use[use] = found
                return found
            if isinstance(action, Beat):
                return turn.after_beat(index[action.card], army)
            if isinstance(action, GiveUp):
                return 0.0
            if isinstance(action, Reroll):
                return turn.rerolled(_kept(dice, action.dice), army, rerolls - 1, 0) if rerolls > 0 else 0.0
            raise TypeError(f"not a Dice Quest action: {action!r}")  # pragma: no cover - not a Dice Quest action

        if only is None:
            out = [value(action) for action in legal]
        else:
            out = [math.nan] * len(legal)
            for k in sorted(set(only)):
                if 0 <= k < len(legal):
                    out[k] = value(legal[k])
        # sums of probabilities drift a hair: equal values stay equal (a tie is no loss)
        return [v if math.isnan(v) else min(1.0, max(0.0, round(v, 12))) for v in out]


def _kept(dice: Sequence[int], picked: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(d for i, d in enumerate(dice) if i not in picked))


def analyst_for(game: Any, config: Any) -> QuestAnalyst | None:
    """The whole-quest analyst for a solo game; None with more seats (the sampled analyst)."""
    return QuestAnalyst(game, config) if config.players == 1 else None
