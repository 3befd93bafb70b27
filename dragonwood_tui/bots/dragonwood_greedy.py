"""The Dragonwood `greedy` bot: captures the best-value target it can reach with good odds,
otherwise reloads; every mid-turn choice is made sensibly. It sees only its seat's view.

It never enumerates the legal actions (too slow for simulations): from its hand it finds the
biggest Stomp (cards of one value), Scream (one colour) and Strike (longest run), then for each
landscape card and method reads from a precomputed table how many dice reach the target with at
least the wanted chance (60%, or 45% with a full hand of 9: a reload would cost a discard), and
takes the most valuable target it can afford with the fewest cards.
One-time enhancements are spent only on creatures worth 3 VP or more, when they are needed.
Discards (wound, hand limit, Thunder Storm) and Wind Storm passes give up the least useful card.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Callable
from typing import TYPE_CHECKING

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.cards import (
    BUCKET_OF_SPINACH,
    CHARMED_POTION,
    CLOAK_OF_DARKNESS,
    COLOUR,
    CREATURE,
    FRIENDLY_BUNNY,
    GHOST_DISGUISE,
    KIND,
    LIGHTNING_BOLT,
    LIGHTNING_BONUS,
    LUCKY_MUSHROOM,
    MAGICAL_UNICORN,
    MAX_DICE,
    METHODS,
    PERMANENT_BONUS,
    SILVER_SWORD,
    VALUE,
    VALUES,
    VP,
)
from dragonwood_tui.games.dragonwood.odds import chance

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dragonwood.actions import Action
    from dragonwood_tui.games.dragonwood.view import View

#: the chance a capture must have to be tried, with a normal hand and with a full one
THRESHOLD = 0.6
THRESHOLD_FULL_HAND = 0.45
#: what an enhancement is worth to the bot, in VP
_ENHANCEMENT_VALUE = {
    CLOAK_OF_DARKNESS: 3.0,
    SILVER_SWORD: 2.5,
    BUCKET_OF_SPINACH: 2.5,
    GHOST_DISGUISE: 2.5,
    MAGICAL_UNICORN: 2.0,
    LUCKY_MUSHROOM: 2.0,
    LIGHTNING_BOLT: 1.5,
    FRIENDLY_BUNNY: 1.5,
    CHARMED_POTION: 1.5,
}
ENHANCEMENT_VALUE = tuple(_ENHANCEMENT_VALUE.get(c, 0.0) for c in range(len(VP)))
ONE_TIME_COST = 1.0  # VP given up by spending a one-time enhancement
CARD_COST = 0.05  # prefer fewer cards among equally valuable captures
NO_DICE = 7


def _min_dice_table(threshold: float) -> list[list[int]]:
    """MIN[mushroom][need]: the fewest dice reaching `need` with at least `threshold`."""
    table = []
    for mushroom in (False, True):
        row = []
        for need in range(-30, 40):
            dice = range(1, MAX_DICE + 1)
            k = next((d for d in dice if chance(d, need, mushroom) >= threshold), NO_DICE)
            row.append(k)
        table.append(row)
    return table


_OFFSET = 30  # need -30..39 -> index 0..69
_MIN_DICE = {t: _min_dice_table(t) for t in (THRESHOLD, THRESHOLD_FULL_HAND)}

#: a mid-turn decision's phase -> its action, of the card it names
_CHOICE: dict[str, Callable[[int], Action]] = {
    "wound": WoundDiscard,
    "hand-limit": HandLimitDiscard,
    "thunder-storm": ThunderStormDiscard,
    "wind-storm": WindStormPass,
}


def _groups(hand: list[int]) -> tuple[list[list[int]], list[list[int]], list[int]]:
    """Cards by value (index 1-12), by colour, and one card per value of the longest run."""
    by_value: list[list[int]] = [[] for _ in range(14)]
    by_colour: list[list[int]] = [[], [], [], [], []]
    for c in hand:
        by_value[VALUE[c]].append(c)
        by_colour[COLOUR[c]].append(c)
    best_start = best_len = 0
    start = length = 0
    for v in range(1, 14):  # index 13 is always empty: it closes the last run
        if by_value[v]:
            if not length:
                start = v
            length += 1
        else:
            if length > best_len:
                best_start, best_len = start, length
            length = 0
    run = [by_value[v][0] for v in range(best_start, best_start + best_len)]
    return by_value, by_colour, run


def least_useful(hand: list[int]) -> int:
    """The card that helps least: it belongs to the smallest value group, colour group and run."""
    by_value, by_colour, _ = _groups(hand)
    run_len = [0] * 14
    v = 1
    while v <= 12:
        if by_value[v]:
            end = v
            while end + 1 <= 12 and by_value[end + 1]:
                end += 1
            for x in range(v, end + 1):
                run_len[x] = end - v + 1
            v = end + 1
        else:
            v += 1
    best = -1
    best_key = (99, 99)
    for c in hand:
        val = VALUE[c]
        use = max(len(by_value[val]), len(by_colour[COLOUR[c]]), run_len[val])
        key = (use, val)  # among equally useless cards, the lowest value
        if key < best_key:
            best, best_key = c, key
    return best


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # unused: the bot is deterministic; kept for the bot interface

    def choose(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        phase = view.phase
        if phase == "turn":
            return self._turn(view)
        if phase == "mushroom":
            assert view.attempt is not None  # the mushroom is a choice inside an attempt
            dice = view.attempt.dice
            return MushroomReroll(dice.index(min(dice)))  # the lowest die helps most
        return _CHOICE[phase](least_useful(view.options or view.hand))

    def _turn(self, view: View) -> Action:
        hand = view.hand
        if not hand:
            return Reload()
        # how many cards of each value and colour, and a bit mask of the values held
        value_count = [0] * 14
        colour_count = [0, 0, 0, 0, 0]
        mask = 0
        for c in hand:
            v = VALUE[c]
            value_count[v] += 1
            colour_count[COLOUR[c]] += 1
            mask |= 1 << v
        # longest run of values: AND the mask with itself shifted until nothing is left
        run_n = 0
        last = m = mask
        while m:
            run_n += 1
            last = m
            m &= m >> 1
        stomp_n = max(value_count)
        scream_n = max(colour_count)
        avail = (min(run_n, MAX_DICE), min(stomp_n, MAX_DICE), min(scream_n, MAX_DICE))

        assert view.seat is not None  # a bot's view is its seat's
        enh = view.enhancements[view.seat]
        b0 = b1 = b2 = 0
        mushroom = potion = bunny = bolt = False
        for e in enh:
            b0 += BONUS_STRIKE[e]
            b1 += BONUS_STOMP[e]
            b2 += BONUS_SCREAM[e]
            if e == LUCKY_MUSHROOM:
                mushroom = True
            elif e == CHARMED_POTION:
                potion = True
            elif e == FRIENDLY_BUNNY:
                bunny = True
            elif e == LIGHTNING_BOLT:
                bolt = True
        bonus = (b0, b1, b2)
        one_time = potion or bunny or bolt
        table = _MIN_DICE[THRESHOLD_FULL_HAND if len(hand) >= view.hand_limit else THRESHOLD]
        plain, with_mushroom = table[0], table[1]

        # need index into the table row: value - bonus + offset
        o0, o1, o2 = _OFFSET - b0, _OFFSET - b1, _OFFSET - b2
        a0, a1, a2 = avail
        best_score = 0.0
        best: tuple[int, int, int, tuple[int, ...]] | None = None  # target, method, cards, spent
        for target in view.landscape:
            if KIND[target] == CREATURE:
                value = CREATURE_VALUE[target]
                if value <= best_score:
                    continue
                row = with_mushroom if mushroom else plain
                k0 = row[STRIKE_VALUE[target] + o0]
                k1 = row[STOMP_VALUE[target] + o1]
                k2 = row[SCREAM_VALUE[target] + o2]
            else:
                value = ENHANCEMENT_VALUE[target]
                if value <= best_score:
                    continue
                row = plain  # no enhancement helps against an enhancement
                k0 = row[STRIKE_VALUE[target] + _OFFSET]
                k1 = row[STOMP_VALUE[target] + _OFFSET]
                k2 = row[SCREAM_VALUE[target] + _OFFSET]
            if k0 <= a0 or k1 <= a1 or k2 <= a2:
                # the feasible method with the fewest dice (ties: strike, stomp, scream)
                m, k = 3, NO_DICE
                if k0 <= a0:
                    m, k = 0, k0
                if k1 <= a1 and k1 < k:
                    m, k = 1, k1
                if k2 <= a2 and k2 < k:
                    m, k = 2, k2
                score = value - CARD_COST * k
                if score > best_score:
                    best_score, best = score, (target, m, k, ())
                continue
            if not one_time or value < 3 or KIND[target] != CREATURE:
                continue
            # one-time enhancements, cheapest first: each costs ONE_TIME_COST
            for m in (0, 1, 2):
                n = avail[m]
                if not n:
                    continue
                need = VALUES[m][target] - bonus[m]
                for extra_dice, use_bolt, spent in _EXTRAS:
                    if use_bolt and not bolt:
                        continue
                    if CHARMED_POTION in spent and not potion:
                        continue
                    if FRIENDLY_BUNNY in spent and not bunny:
                        continue
                    k = row[need - (LIGHTNING_BONUS if use_bolt else 0) + _OFFSET]
                    cards = max(k - extra_dice, 1)
                    if k < NO_DICE and cards <= n and cards + extra_dice <= MAX_DICE:
                        score = value - ONE_TIME_COST * len(spent) - CARD_COST * cards
                        if score > best_score:
                            best_score, best = score, (target, m, cards, spent)
                        break
        if best is None:
            return Reload()
        target, m, k, spent = best
        if m == 0:  # the first k values of the longest run, one card each
            start = (last & -last).bit_length() - 1
            wanted = list(range(start, start + k))
            chosen = []
            for c in hand:
                if VALUE[c] in wanted:
                    wanted.remove(VALUE[c])
                    chosen.append(c)
        elif m == 1:
            v = value_count.index(stomp_n)
            chosen = [c for c in hand if VALUE[c] == v][:k]
        else:
            col = colour_count.index(scream_n)
            chosen = [c for c in hand if COLOUR[c] == col][:k]
        return Capture(target, METHODS[m], tuple(sorted(chosen)), spent)


BONUS_STRIKE, BONUS_STOMP, BONUS_SCREAM = PERMANENT_BONUS
STRIKE_VALUE, STOMP_VALUE, SCREAM_VALUE = VALUES
# a creature's worth to the bot: its VP, plus a little for the most-creatures bonus
CREATURE_VALUE = tuple(VP[c] + 0.5 for c in range(len(VP)))


# (extra dice, Lightning Bolt, one-time cards spent), cheapest first
_EXTRAS = (
    (1, False, (FRIENDLY_BUNNY,)),
    (1, False, (CHARMED_POTION,)),
    (0, True, (LIGHTNING_BOLT,)),
    (2, False, tuple(sorted((FRIENDLY_BUNNY, CHARMED_POTION)))),
    (1, True, tuple(sorted((FRIENDLY_BUNNY, LIGHTNING_BOLT)))),
    (1, True, tuple(sorted((CHARMED_POTION, LIGHTNING_BOLT)))),
)
