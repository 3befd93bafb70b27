"""The `expert` Dice Quest bot: exact dice play over a value of what each turn leaves behind.

Each turn it values every way the turn can end: beating enemy e after spending the powers of a
minimal signature (see games.dice_quest.solver), or failing. The value of beating e is the card's
worth in the army, plus how hard e is to beat later (`burden`: hard enemies left in the line clog
it), minus the risk that the line left behind (with the next card from the deck) gives nothing to
beat on the next turn without spending cards. Spent cards cost their worth (a point of score, plus
a little for flexible powers); failing costs `loss`, the whole game in solo.

With other players (`MULTI`), spent cards still score, so a card is worth only its tie-break and
its flexibility, failing costs only the enemy not taken, and the risk term is reversed: the line is
shared, so a line that is hard to beat is left for the next seat.

From those end values it solves the rest of the turn exactly over the 252 sorted rolls: the
reroll cards as extra re-rolls (up to two), then the free re-rolls, each choosing the keep that
maximises the expected value. It re-rolls when that beats stopping, then follows the best plan of
powers one card at a time, and beats the enemy.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter, mul
from typing import TYPE_CHECKING

from dragonwood_tui.bots.memo import LRU_ENTRY, MiB, entries_within
from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.combos import Combination
from dragonwood_tui.games.dice_quest.solver import Sig, affordable, beat_set, combo_of, pareto, spend

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dice_quest.actions import Action
    from dragonwood_tui.games.dice_quest.view import CardView, DiceQuestView as View

#: the quest line as the bot reads it: (card id, its combination, its power)
Line = list[tuple[int, Combination, str]]

POWER_ORDER = ("plus", "minus", "shift", "reroll", "mirror")


@dataclass(frozen=True)
class Params:
    # worth of a card of each power in the army: (plus, minus, shift, reroll, mirror)
    worth: tuple[float, float, float, float, float] = (1.0, 1.0, 1.1, 1.1, 1.15)
    loss: float = 40.0  # cost of losing (solo), in cards
    burden: float = 0.6  # weight of an enemy's difficulty (1 - chance to beat it in one turn)
    risk: float = 1.5  # weight of the chance that next turn needs cards
    reroll_layers: int = 2  # reroll cards counted as extra re-rolls in the look-ahead
    solo: bool = True


# Multiplayer: spent cards still score, so a card is worth only its tie-break and flexibility;
# the line is shared, so leaving it hard (for the next seat) is good, not risky.
MULTI = Params(worth=(0.35, 0.35, 0.4, 0.4, 0.45), loss=1.5, burden=0.0, risk=-0.5, solo=False)


# Fast row access: itemgetters turn the inner loops into C-level maps.
_ROWS = [(itemgetter(*[y for y, _ in row]), tuple(p for _, p in row)) for row in T.TRANS_P]
_KEEP_GET = [itemgetter(*ks) for ks in T.KEEPS]
_NROLLS = len(T.ROLLS)
INF = float("inf")


def _expect(values: list[float]) -> list[float]:
    """Expected value of the next layer for every kept sub-multiset."""
    return [sum(map(mul, ps, get(values))) for get, ps in _ROWS]


def _one_turn_success(ok: list[float]) -> float:
    kv = _expect(ok)
    total = 0.0
    for x in range(_NROLLS):
        total += T.ROLL_WEIGHT[x] * (1.0 if ok[x] else max(_KEEP_GET[x](kv)))
    return total / 7776


@lru_cache(maxsize=None)
def difficulty(combo: Combination) -> float:
    """1 - P(beat this enemy alone with one free re-roll from a fresh roll)."""
    return 1.0 - _one_turn_success([1.0 if b else 0.0 for b in beat_set(combo)])


#: the lines (tuples of the deck's combinations, shared) and their chances: 8 MiB, about 20,000
#: lines (a 40-game solo run meets about 10,000; was 400,000, about 80 MiB)
_LINES = entries_within(8 * MiB, ((None,) * 5, 0.5), LRU_ENTRY)


@lru_cache(maxsize=_LINES)
def line_fail(combos: tuple[Combination, ...]) -> float:
    """P(a line of these enemies gives nothing to beat on a turn with one free re-roll)."""
    if not combos:
        return 0.0
    sets = [beat_set(c) for c in combos]
    ok = [1.0 if any(col) else 0.0 for col in zip(*sets)]
    return 1.0 - _one_turn_success(ok)


def _key(combos: Iterable[Combination]) -> tuple[Combination, ...]:
    return tuple(sorted(set(combos), key=lambda c: (c.numbers, c.sun, c.moon)))


@lru_cache(maxsize=None)
def _sig_index(combo: Combination) -> tuple[list[Sig], list[tuple[int, ...]]]:
    """The distinct minimal signatures of a combination, and for each roll a getter of its own."""
    table = pareto(combo)
    sigs = sorted({s for row in table for s in row})
    where = {s: i for i, s in enumerate(sigs)}
    return sigs, [tuple(where[s] for s in row) for row in table]


#: a cost list (one float per roll, about 8 KB) per enemy, cards in the army and their worths:
#: 16 MiB, about 2,000 (was 20,000, about 160 MiB; 2,000 keep 92% of the hits: the worths change
#: from turn to turn, few lists are met again)
_COSTS = entries_within(16 * MiB, ((None, (0,) * 5, (0.5,) * 5), [0.5] * len(T.ROLLS)), LRU_ENTRY)


@lru_cache(maxsize=_COSTS)
def min_cost(combo: Combination, counts: tuple[int, ...], worth: tuple[float, ...]) -> list[float]:
    """For each roll: the cheapest worth of affordable powers that make it beat combo (INF: none)."""
    sigs, rows = _sig_index(combo)
    costs = [
        sum(map(mul, spend(s, counts), worth)) if affordable(s, counts) else INF for s in sigs
    ]
    return [min([costs[i] for i in row]) if row else INF for row in rows]


def _cheapest_sig(
    combo: Combination, x: int, counts: tuple[int, ...], worth: tuple[float, ...]
) -> tuple[float, Sig] | None:
    best: tuple[float, Sig] | None = None
    for s in pareto(combo)[x]:
        if affordable(s, counts):
            cost = sum(map(mul, spend(s, counts), worth))
            if best is None or cost < best[0] - 1e-12:
                best = (cost, s)
    return best


def _improve(base: list[float], later: list[float], extra: float = 0.0, blocked: list[bool] | None = None) -> list[float]:
    """max(stop now, best keep then `later`), with `extra` added to the re-roll branch."""
    kv = _expect(later)
    out = []
    for x in range(_NROLLS):
        b = base[x]
        if blocked is not None and blocked[x]:
            out.append(b)
            continue
        r = max(_KEEP_GET[x](kv)) + extra
        out.append(r if r > b else b)
    return out


def _best_keep(x: int, later: list[float]) -> tuple[float, int]:
    best: tuple[float, int] | None = None
    for k in T.KEEPS[x]:
        get, ps = _ROWS[k]
        v = sum(map(mul, ps, get(later)))
        if best is None or v > best[0] + 1e-12 or (abs(v - best[0]) <= 1e-12 and len(T.SUBS[k]) > len(T.SUBS[best[1]])):
            best = (v, k)
    assert best is not None  # every roll has at least one keep (keep nothing)
    return best


@dataclass
class _Turn:
    """Tables for one situation (line, army, free re-rolls): end values and look-ahead values."""

    gains: dict[int, float]
    end: list[float]  # best way to end the turn from each roll with plus/minus/shift/mirror
    pow_layers: list[list[float]] = field(default_factory=list)  # with j reroll cards to spend
    free_layers: list[list[float]] = field(default_factory=list)  # with r free re-rolls


class ExpertBot:
    name = "expert"

    def __init__(self, seed: int, params: Params | None = None, multi: Params | None = None) -> None:
        self.seed = seed
        self.solo_params = params or Params()
        self.multi_params = multi or MULTI
        self._cache_key: tuple[int, int, tuple[int, ...], tuple[int, ...], bool] | None = None  # turn, seat, line, army, strict
        self._cache: _Turn | None = None

    # -- valuation ------------------------------------------------------------------
    def _gains(self, view: View, p: Params, line: Line) -> dict[int, float]:
        unseen: dict[Combination, int] = {}
        for c in view.unseen:
            combo = combo_of(c)
            unseen[combo] = unseen.get(combo, 0) + 1
        n_unseen = len(view.unseen)
        gains = {}
        for i, (cid, combo, power) in enumerate(line):
            rest = [c for j, (_, c, _) in enumerate(line) if j != i]
            if n_unseen:
                risk = sum(n * line_fail(_key(rest + [c])) for c, n in unseen.items()) / n_unseen
            else:
                risk = line_fail(_key(rest)) if rest else 0.0
            gains[cid] = (
                p.worth[POWER_ORDER.index(power)] + p.burden * difficulty(combo) - p.risk * risk
            )
        return gains

    def _turn(self, view: View, p: Params, line: Line, counts: tuple[int, ...], rerolls: int, strict: bool) -> _Turn:
        gains = self._gains(view, p, line)
        end = [-p.loss] * _NROLLS
        for cid, combo, _ in line:
            g = gains[cid]
            costs = min_cost(combo, counts, p.worth)
            end = [e if e >= g - c else g - c for e, c in zip(end, costs)]
        turn = _Turn(gains, end)
        layers = [end]
        for _ in range(min(counts[3], p.reroll_layers)):
            layers.append(_improve(end, layers[-1], -p.worth[3]))
        turn.pow_layers = layers
        free = [layers[-1]]
        if rerolls >= 2:  # only the layers below the top one are needed in full
            blocked = None
            if strict:
                sets = [beat_set(c) for _, c, _ in line]
                blocked = [any(col) for col in zip(*sets)]
            for _ in range(rerolls - 1):
                free.append(_improve(layers[-1], free[-1], 0.0, blocked))
        turn.free_layers = free
        return turn

    # -- deciding -------------------------------------------------------------------
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        p = self.solo_params if view.players == 1 else self.multi_params
        me = view.to_move
        assert me is not None  # a bot is asked only when it is to move
        army = view.seats[me].army
        per_power = [0, 0, 0, 0, 0]
        for card in army:
            per_power[POWER_ORDER.index(card.power)] += 1
        counts = tuple(per_power)
        line: Line = [(e.card.id, combo_of(e.card), e.card.power) for e in view.line]
        rerolls = view.free_rerolls if view.reroll_allowed else 0
        strict = "strict-reroll" in view.variants
        # Re-rolls don't change the tables (lower layers serve fewer re-rolls); powers do.
        key = (view.turn, me, tuple(c for c, _, _ in line), counts, strict)
        turn = self._cache
        if turn is None or key != self._cache_key or len(turn.free_layers) < rerolls:
            self._cache_key = key
            self._cache = turn = self._turn(view, p, line, counts, view.free_rerolls, strict)
        x = T.roll_index(view.dice)
        dice = view.dice

        # 1. A free re-roll, when it is worth more than stopping here.
        if rerolls:
            stop = turn.free_layers[0][x]
            value, k = _best_keep(x, turn.free_layers[rerolls - 1])
            if value > stop + 1e-9:
                kept = T.keep_indices(dice, T.SUBS[k])
                return Reroll(tuple(i for i in range(5) if i not in kept))

        # 2. A reroll card, when it is worth more than ending the turn now.
        j = len(turn.pow_layers) - 1
        if j > 0:
            value, k = _best_keep(x, turn.pow_layers[j - 1])
            if value - p.worth[3] > turn.end[x] + 1e-9:
                kept = T.keep_indices(dice, T.SUBS[k])
                reroll_card = next(c.id for c in army if c.power == "reroll")
                return UsePower(reroll_card, tuple(i for i in range(5) if i not in kept))

        # 3. End the turn: the best enemy, paying its powers one card at a time.
        best: tuple[float, int, Sig] | None = None
        for cid, combo, _ in line:
            found = _cheapest_sig(combo, x, counts, p.worth)
            if found is not None:
                value = turn.gains[cid] - found[0]
                if best is None or value > best[0] + 1e-12:
                    best = (value, cid, found[1])
        if best is None or best[0] < -p.loss:
            return GiveUp()
        _, cid, sig = best
        if sig == (0, 0, 0):
            return Beat(cid)
        return self._first_use(dice, cid, sig, army, line)

    @staticmethod
    def _first_use(dice: tuple[int, ...], cid: int, sig: Sig, army: list[CardView], line: Line) -> UsePower:
        combo = next(c for i, c, _ in line if i == cid)
        table = pareto(combo)
        x = T.roll_index(dice)
        for y, kind, face in T.MOVES[x]:
            a, b, c = sig
            r = (a - 1, b, c) if kind == T.UP else (a, b - 1, c) if kind == T.DOWN else (a, b, c - 1)
            if min(r) < 0 or not any(k[0] <= r[0] and k[1] <= r[1] and k[2] <= r[2] for k in table[y]):
                continue
            i = dice.index(face)
            if kind == T.MIRROR:
                power, direction = "mirror", 0
            else:
                power, direction = ("plus", 0) if kind == T.UP else ("minus", 0)
                if not any(card.power == power for card in army):
                    power, direction = "shift", 1 if kind == T.UP else -1
            card = next(c.id for c in army if c.power == power)
            return UsePower(card, (i,), direction)
        raise AssertionError("no power step realises the plan")  # pragma: no cover
