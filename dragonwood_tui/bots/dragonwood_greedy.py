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
from typing import TYPE_CHECKING, NamedTuple

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

_RELOAD = Reload()  # actions are frozen: one Reload serves every turn

#: a mid-turn decision's phase -> its action, of the card it names
_CHOICE: dict[str, Callable[[int], Action]] = {
    "wound": WoundDiscard,
    "hand-limit": HandLimitDiscard,
    "thunder-storm": ThunderStormDiscard,
    "wind-storm": WindStormPass,
}


#: values held (bit 3v: value v) -> each value's run length, for `least_useful` (at most 4,096)
_RUN_LENGTHS: dict[int, tuple[int, ...]] = {}


def _run_lengths(held: int) -> tuple[int, ...]:
    """For each value 0-13, the length of the run of `held` (bit 3v: value v) it belongs to
    (0 if not held)."""
    lengths = [0] * 14
    v = 1
    while v <= 12:
        if held >> 3 * v & 1:
            end = v
            while end + 1 <= 12 and held >> 3 * (end + 1) & 1:
                end += 1
            for x in range(v, end + 1):
                lengths[x] = end - v + 1
            v = end + 1
        else:
            v += 1
    found = _RUN_LENGTHS[held] = tuple(lengths)
    return found


def least_useful(hand: list[int]) -> int:
    """The card that helps least: it belongs to the smallest value group, colour group and run."""
    shape = 0
    for c in hand:
        shape += _SHAPE[c]
    held = (shape | shape >> 1 | shape >> 2) & _LOW
    run_len = _RUN_LENGTHS.get(held) or _run_lengths(held)
    best = -1
    best_key = 1 << 10
    for c in hand:
        v = VALUE[c]
        use = shape >> 3 * v & 7  # cards of its value
        n = shape >> _COLOUR_SHIFT + 4 * COLOUR[c] & 15  # of its colour
        if n > use:
            use = n
        n = run_len[v]
        if n > use:
            use = n
        key = use << 4 | v  # (use, value): among equally useless cards, the lowest value
        if key < best_key:
            best, best_key = c, key
    return best


class _Means(NamedTuple):
    """What a seat's enhancements mean to the bot, with a hand full or not (memoised: a seat
    keeps them for many turns): each landscape card's worth and the fewest dice for each
    method (`targets[card]`), the bonuses per method and the one-time enhancements held."""

    targets: tuple[tuple[float, int, int, int], ...]
    bonus: tuple[int, int, int]
    mushroom: bool
    potion: bool
    bunny: bool
    bolt: bool
    one_time: bool  # any of the three
    #: cards usable per method (a0 << 6 | a1 << 3 | a2) -> each landscape card's best capture
    #: alone (`_option`), filled as cards come; emptied with the others past ROWS_KEPT
    rows: dict[int, list[Option | None]]


_MEANS: tuple[dict[tuple[int, ...], _Means], dict[tuple[int, ...], _Means]] = ({}, {})


def _means(enh: tuple[int, ...], full: bool) -> _Means:
    same = _MEANS[full].get(tuple(sorted(enh)))
    if same is not None:  # the same enhancements taken in another order: the same means
        _MEANS[full][enh] = same
        return same
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
    table = _MIN_DICE[THRESHOLD_FULL_HAND if full else THRESHOLD]
    plain, with_mushroom = table[0], table[1]
    targets = []
    for target in range(len(KIND)):
        if KIND[target] == CREATURE:
            row = with_mushroom if mushroom else plain
            o0, o1, o2 = _OFFSET - b0, _OFFSET - b1, _OFFSET - b2  # need index: value - bonus + offset
            value = CREATURE_VALUE[target]
        else:  # no enhancement helps against an enhancement (events never lie in the landscape)
            row = plain
            o0 = o1 = o2 = _OFFSET
            value = ENHANCEMENT_VALUE[target]
        targets.append((value, row[STRIKE_VALUE[target] + o0], row[STOMP_VALUE[target] + o1],
                        row[SCREAM_VALUE[target] + o2]))
    means = _Means(tuple(targets), (b0, b1, b2), mushroom, potion, bunny, bolt, potion or bunny or bolt, {})
    _MEANS[full][enh] = _MEANS[full][tuple(sorted(enh))] = means
    return means


#: the rows kept over every `_Means` (each under a kilobyte, with its options about 2 KB: about
#: 8 MiB in all): a long run meets many sets of enhancements, its memory must not grow with them
ROWS_KEPT = 4096
_rows_made = 0
_UNSEEN: Option = (0.0, (-1, -1, -1, ()))  # a row's card not weighed yet


def _row(means: _Means, code: int) -> list[Option | None]:
    global _rows_made
    if _rows_made >= ROWS_KEPT:
        for kept in _MEANS:
            for m in kept.values():
                m.rows.clear()
        _rows_made = 0
    _rows_made += 1
    row: list[Option | None] = [_UNSEEN] * len(KIND)
    means.rows[code] = row
    return row


def _option(target: int, means: _Means, a0: int, a1: int, a2: int, full: bool) -> Option | None:
    """The capture of `target` with a0, a1, a2 cards usable for a Strike, a Stomp, a Scream
    (score, (target, method, cards, one-time spent)), or None: the feasible method with the
    fewest dice (ties: strike, stomp, scream), else one-time enhancements on a creature worth
    3 VP or more (`_one_time`)."""
    value, k0, k1, k2 = means.targets[target]
    if k0 <= a0 or k1 <= a1 or k2 <= a2:
        m, k = 3, NO_DICE
        if k0 <= a0:
            m, k = 0, k0
        if k1 <= a1 and k1 < k:
            m, k = 1, k1
        if k2 <= a2 and k2 < k:
            m, k = 2, k2
        return value - CARD_COST * k, (target, m, k, ())
    if means.one_time and value >= 3 and KIND[target] == CREATURE:
        return _one_time(target, value, means, (a0, a1, a2), full)
    return None


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # unused: the bot is deterministic; kept for the bot interface

    def __init_subclass__(cls, **kwargs: object) -> None:
        """A level built on this one that decides its turns by its own `_turn` (and not its
        own `choose`) is given `_choose_by_turn`: this class's `choose` decides the turn itself."""
        super().__init_subclass__(**kwargs)
        if "_turn" in cls.__dict__ and "choose" not in cls.__dict__:
            cls.choose = GreedyBot._choose_by_turn  # type: ignore[method-assign]  # set once, as the class is made

    def _choose_by_turn(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        return self._turn(view) if view.phase == "turn" else self._mid_turn(view)

    def _turn(self, view: View) -> Action:
        """The turn's decision (Reload or Capture), for levels built on this one."""
        return GreedyBot.choose(self, view)

    def _mid_turn(self, view: View) -> Action:
        if view.phase == "mushroom":
            assert view.attempt is not None  # the mushroom is a choice inside an attempt
            dice = view.attempt.dice
            return MushroomReroll(dice.index(min(dice)))  # the lowest die helps most
        return _CHOICE[view.phase](least_useful(view.options or view.hand))

    def choose(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        if view.phase != "turn":
            return self._mid_turn(view)
        # Every turn of a simulated game comes here (the turn's decision written here, not in a
        # method of its own: one call fewer): plain loops (the fastest in CPython 3.11 over a
        # handful of items) and memoised tables; the hand read once, as a shape.
        hand = view.hand
        if not hand:
            return _RELOAD
        shape = 0
        for c in hand:
            shape += _SHAPE[c]
        b0, b1, b2 = shape & _LOW, shape >> 1 & _LOW, shape >> 2 & _LOW  # the counts' bits
        if b2:  # 4 or 5 cards of a value (binary 100, 101)
            stomp_n = 5 if b2 & b0 else 4
        else:
            stomp_n = 3 if b1 & b0 else 2 if b1 else 1
        held = b0 | b1 | b2
        run_n, run_start = _RUNS.get(held) or _longest_run(held)
        colours = shape >> _COLOUR_SHIFT
        scream_n = _SCREAMS.get(colours) or _most_of_a_colour(colours)
        a0 = run_n  # cards usable for a Strike, a Stomp, a Scream (at most MAX_DICE)
        a1 = stomp_n
        a2 = scream_n
        assert view.seat is not None  # a bot's view is its seat's
        enh = tuple(view.enhancements[view.seat])
        full = len(hand) >= view.hand_limit
        means = _MEANS[full].get(enh) or _means(enh, full)
        # each landscape card's best capture alone, for these cards usable: memoised (`_row`);
        # the best of them, the first among equals (every capture scores less than the card's worth)
        row = means.rows.get(a0 << 6 | a1 << 3 | a2) or _row(means, a0 << 6 | a1 << 3 | a2)
        best_score = 0.0
        best: tuple[int, int, int, tuple[int, ...]] | None = None  # target, method, cards, spent
        for target in view.landscape:
            option = row[target]
            if option is _UNSEEN:
                option = row[target] = _option(target, means, a0, a1, a2, full)
            if option is not None and option[0] > best_score:
                best_score, best = option
        if best is None:
            return _RELOAD
        target, m, k, spent = best
        chosen = []
        if m == 0:  # the first k values of the longest run, one card each (the first in hand)
            taken = 0  # bit v: value v taken
            for c in hand:
                v = VALUE[c]
                if run_start <= v < run_start + k and not taken >> v & 1:
                    taken |= 1 << v
                    chosen.append(c)
        elif m == 1:  # the first k cards of the lowest value held stomp_n times
            v = 1
            while shape >> 3 * v & 7 != stomp_n:
                v += 1
            for c in hand:
                if VALUE[c] == v:
                    chosen.append(c)
                    if len(chosen) == k:
                        break
        else:  # the first k cards of the first colour held most
            col = most = 0
            for i in range(5):
                count = colours >> 4 * i & 15
                if count > most:
                    col, most = i, count
            for c in hand:
                if COLOUR[c] == col:
                    chosen.append(c)
                    if len(chosen) == k:
                        break
        return Capture(target, METHODS[m], tuple(sorted(chosen)), spent)


# -- a hand's shape: one int, the sum of its cards' `_SHAPE`s --------------------------------
# Bits 3v..3v+2 count the cards of value v (1-12; at most 5), bits 42+4c..45+4c the cards of
# colour c (at most 12): a hand's shape is one C-level sum, read with a few bit operations.
_COLOUR_SHIFT = 42
_SHAPE = tuple(
    (1 << 3 * VALUE[c] | 1 << _COLOUR_SHIFT + 4 * COLOUR[c]) if COLOUR[c] >= 0 else 0 for c in range(len(VALUE))
)
_LOW = sum(1 << 3 * v for v in range(1, 13))  # the lowest bit of each value's count


_RUNS: dict[int, tuple[int, int]] = {}  # values held (bit 3v) -> (run length, first value)


def _longest_run(held: int) -> tuple[int, int]:
    """(length at most MAX_DICE, first value) of the longest run of values in `held` (bit 3v:
    value v), the lowest among equals."""
    # AND the mask with itself shifted by one value until nothing is left: each step shortens
    # every run by one; the last non-empty mask holds the first values of the longest runs
    length = 0
    last = m = held
    while m:
        length += 1
        last = m
        m &= m >> 3
    found = _RUNS[held] = (min(length, MAX_DICE), ((last & -last).bit_length() - 1) // 3)
    return found


_SCREAMS: dict[int, int] = {}  # colour counts (4 bits each) -> the most cards of one colour


def _most_of_a_colour(colours: int) -> int:
    most = _SCREAMS[colours] = min(max(colours >> 4 * c & 15 for c in range(5)), MAX_DICE)
    return most


Option = tuple[float, tuple[int, int, int, tuple[int, ...]]]  # score, (target, method, cards, spent)


def _one_time(target: int, value: float, means: _Means, avail: tuple[int, int, int], full: bool) -> Option | None:
    """The best capture of a creature that needs one-time enhancements, cheapest first (each
    costs ONE_TIME_COST); among methods, the first of the best."""
    table = _MIN_DICE[THRESHOLD_FULL_HAND if full else THRESHOLD]
    row = table[1] if means.mushroom else table[0]
    found: Option | None = None
    for m in (0, 1, 2):
        n = avail[m]
        if not n:
            continue
        need = VALUES[m][target] - means.bonus[m]
        for extra_dice, use_bolt, spent in _EXTRAS:
            if use_bolt and not means.bolt:
                continue
            if CHARMED_POTION in spent and not means.potion:
                continue
            if FRIENDLY_BUNNY in spent and not means.bunny:
                continue
            k = row[need - (LIGHTNING_BONUS if use_bolt else 0) + _OFFSET]
            cards = max(k - extra_dice, 1)
            if k < NO_DICE and cards <= n and cards + extra_dice <= MAX_DICE:
                score = value - ONE_TIME_COST * len(spent) - CARD_COST * cards
                if found is None or score > found[0]:
                    found = (score, (target, m, cards, spent))
                break
    return found


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
