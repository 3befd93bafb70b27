"""The exact analyst of a solo Dice Quest turn (`DiceQuestGame.exact_analyst`): every option
valued by the solver's exact chance of getting through the turn in progress. The review values
solo decisions by the whole quest instead (`bots/dice_quest_quest.py`, Dice Quest's
`Reviewer.analyst`, asked first), whose last turn is this chance exactly.

In solo Dice Quest a decision only matters for the turn in progress: the quest is beaten turn by
turn, and the solver (`games.dice_quest.solver`) knows the exact chance of getting through the
turn from any position ("with powers": the free re-rolls and the army's reroll cards played as
well as can be, then the plus, minus, shift and mirror cards spent as needed). The value of an
option is that chance *after* the option:

- `Reroll(dice)`: the exact expectation, over the faces the chosen dice can show, of the solver's
  chance from there (one free re-roll fewer);
- `UsePower`: the solver's chance once the die has changed, with that card spent (a reroll card:
  the expectation over the re-rolled dice, as for a free re-roll);
- `Beat`: 1 (the turn is got through); `GiveUp`: 0 (solo: the quest is lost).

So the best option's value is the solver's chance of the position (`solver.reroll_odds(...)
.with_powers`), and a loss is exactly what a choice threw away of it. The review names the method "exact", every
standard error 0. `exact(view, legal)` gives the values as Fractions (the review makes them
floats).

Limits: the value is the chance of getting through *this* turn, not of beating the whole quest.
Which enemy to beat when several can be (all valued 1), and which card to spend when either
keeps the chance at 1, change the turns to come, and this analysis judges no loss there: why the
review asks the whole-quest analyst first. Multiplayer Dice Quest (the race between seats) is left to the sampled
analyst: `DiceQuestGame.exact_analyst` returns None for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.combos import Combination
from dragonwood_tui.games.dice_quest.rules import power_result
from dragonwood_tui.games.dice_quest.solver import Sig, affordable, army_counts, combo_of, pareto
from dragonwood_tui.games.dice_quest.view import DiceQuestView

if TYPE_CHECKING:
    from dragonwood_tui.games.dice_quest import DiceQuestGame

_POWER_SLOT = {"plus": 0, "minus": 1, "shift": 2, "reroll": 3, "mirror": 4}
_CACHE = 64  # solver tables kept (a turn's decisions share them)
_SCALE = 7776  # 6**5: the solver's exact integers are chances times 7776**stages


class SoloExactAnalyst:
    """Values the options of a solo Dice Quest decision by the solver's exact chance."""

    def __init__(self, game: DiceQuestGame) -> None:
        self.powers = game.rules.powers
        # the rolls that get through (a bit mask) -> the solver's tables for 0, 1, ... re-rolls
        # left (a turn's decisions share them)
        self._stages: dict[int, list[list[int]]] = {}

    def exact(self, view: DiceQuestView, legal: Sequence[Any]) -> list[Fraction]:
        """The exact chance of getting through the turn after each option, in order."""
        seat = view.to_move if view.to_move is not None else 0
        enemies = [e.card for e in view.line]
        counts = army_counts(view.seats[seat].army)
        free = view.free_rerolls
        dice = list(view.dice)
        combos = [combo_of(e) for e in enemies]
        masks: dict[tuple[int, ...], int] = {}
        last = max(free, 0) + counts[3] - 1  # re-rolls left after any option, at most

        def ok_of(after: tuple[int, ...]) -> int:
            """The rolls that get through with the army `after` (its reroll cards aside), as
            a bit mask over the 252 sorted rolls (bit x: roll x)."""
            key = after[:3] + (0,) + after[4:]
            mask = masks.get(key)
            if mask is None:
                mask = 0
                for combo in combos:
                    mask |= _rolls_through(combo, key)
                masks[key] = mask
            return mask

        def table(ok: int, stages: int) -> list[int]:
            """N[x] = the solver's chance from roll x with `stages` re-rolls left, times
            7776**stages (exact integers, as `solver._exact_stages` gives them)."""
            known = self._stages.get(ok)
            if known is None or len(known) <= stages:
                if len(self._stages) >= _CACHE:
                    self._stages.clear()
                rolls = [bool(ok >> x & 1) for x in range(len(T.ROLLS))]
                known = self._stages[ok] = exact_stages(rolls, max(stages, last))
            return known[stages]

        def rerolled(picked: Sequence[int], ok: int, stages: int) -> Fraction:
            """The expectation over the re-rolled dice `picked` of the chance from there."""
            kept = tuple(sorted(dice[i] for i in range(len(dice)) if i not in picked))
            memo = (ok, stages, kept)
            value = done.get(memo)
            if value is None:
                n = table(ok, stages)
                total = sum(w * n[y] for y, w in T.TRANS[T.SUB_INDEX[kept]])
                value = done[memo] = Fraction(total, 6 ** (len(dice) - len(kept)) * _SCALE**stages)
            return value

        def changed(roll: list[int], ok: int, stages: int) -> Fraction:
            """The chance from `roll` (a die just changed by a power) with `stages` re-rolls:
            1 when it gets through, else the best keep's (the solver's step, from the table of
            one re-roll fewer)."""
            x = T.roll_index(roll)
            through = ok >> x & 1
            if through or stages == 0:
                return Fraction(through)
            memo = (ok, stages, x)
            value = at.get(memo)
            if value is None:
                n = table(ok, stages - 1)
                best = max(sum(w * n[y] for y, w in T.TRANS[k]) * 6 ** (5 - T.SUB_REROLLED[k]) for k in T.KEEPS[x])
                value = at[memo] = Fraction(best, _SCALE**stages)
            return value

        done: dict[tuple[int, int, tuple[int, ...]], Fraction] = {}
        at: dict[tuple[int, int, int], Fraction] = {}
        base = ok_of(counts)
        values: list[Fraction] = []
        for action in legal:
            if isinstance(action, Beat):
                values.append(Fraction(1))
            elif isinstance(action, GiveUp):
                values.append(Fraction(0))
            elif isinstance(action, Reroll):
                values.append(rerolled(action.dice, base, free - 1 + counts[3]))
            elif isinstance(action, UsePower):
                power = self.powers[action.card]
                spent = list(counts)
                spent[_POWER_SLOT[power]] -= 1
                after = tuple(spent)
                stages = max(free, 0) + after[3]
                if power == "reroll":
                    values.append(rerolled(action.dice, base, stages))  # the same rolls get through
                else:
                    i = action.dice[0]
                    roll = dice[:i] + [power_result(power, dice[i], action.direction)] + dice[i + 1 :]
                    values.append(changed(roll, ok_of(after), stages))
            else:  # pragma: no cover - not a Dice Quest action
                raise TypeError(f"not a Dice Quest action: {action!r}")
        return values


@lru_cache(maxsize=None)
def _by_signature(combo: Combination) -> tuple[tuple[Sig, int], ...]:
    """For each minimal power signature of `combo` (solver.pareto), the rolls it saves, as a bit
    mask over the 252 sorted rolls."""
    masks: dict[Sig, int] = {}
    for x, cheapest in enumerate(pareto(combo)):
        for sig in cheapest:
            masks[sig] = masks.get(sig, 0) | 1 << x
    return tuple(masks.items())


@lru_cache(maxsize=8192)
def _rolls_through(combo: Combination, counts: tuple[int, ...]) -> int:
    """The rolls that beat `combo` after powers the army `counts` affords (`solver.success_rolls`
    for one enemy), as a bit mask over the 252 sorted rolls."""
    mask = 0
    for sig, rolls in _by_signature(combo):
        if affordable(sig, counts):
            mask |= rolls
    return mask


def exact_stages(ok: Sequence[bool], stages: int) -> list[list[int]]:
    """`solver._exact_stages(ok, stages)` (the same exact integers), computing a stage's keep
    values only for the keeps of rolls that do not get through yet (with a strong army, few)."""
    out = [[1 if o else 0 for o in ok]]
    need = sorted({k for x, o in enumerate(ok) if not o for k in T.KEEPS[x]})
    trans = T.TRANS
    for r in range(1, stages + 1):
        prev = out[-1]
        full = _SCALE**r
        keep = {k: sum(w * prev[y] for y, w in trans[k]) * 6 ** (5 - T.SUB_REROLLED[k]) for k in need}
        out.append([full if o else max(keep[k] for k in T.KEEPS[x]) for x, o in enumerate(ok)])
    return out

