"""What things are worth to the Dragonwood `hard` bot, in victory points, from one seat's view.

- `hand_value(mask)`: a hand's capture potential. Every card is worth `CARD` VP, plus what the
  groups it makes add: cards of one value (Stomp), of one colour (Scream), runs of values
  (Strike). Big groups are worth more than their cards: they reach the 4-5 VP creatures and the
  dragons at good odds. Hands are bit masks of card ids (ids 0-59), so the value is memoised.
- `Context`: the facts every decision of a turn needs — bonuses, scores, how many turns are left
  (which scales what kept cards and permanent enhancements are still worth), the solo opponent.
- `opponent_gain(landscape)`: the solo automated opponent's expected gain on its next turn, from
  its known rules; a move is worth what it takes away from that gain.

Odds are floats read from `odds.CHANCE` (exact fractions turned to floats once at import).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from dragonwood_tui.bots.memo import MiB, entries_within
from dragonwood_tui.games.dragonwood.cards import (
    BUCKET_OF_SPINACH,
    CHARMED_POTION,
    CLOAK_OF_DARKNESS,
    COLOUR,
    CREATURE,
    DRAGONS,
    FRIENDLY_BUNNY,
    GHOST_DISGUISE,
    KIND,
    LIGHTNING_BOLT,
    LUCKY_MUSHROOM,
    MAGICAL_UNICORN,
    PERMANENT_BONUS,
    REMOVED_AT_SETUP,
    SILVER_SWORD,
    VALUE,
    VP,
)

if TYPE_CHECKING:  # annotations only
    from dragonwood_tui.games.dragonwood.view import View

# -- hand value -------------------------------------------------------------------------------
CARD = 0.55  # one Adventurer card, alone: the first cards of a hand are worth more than the 9th
#: the worth of a hand of n cards before its groups: the sum of the first n entries
CARDS = (0.7, 0.7, 0.65, 0.6, 0.55, 0.5, 0.4, 0.3, 0.2) + (0.1,) * 12
#: extra worth of a group by its size (index: cards in the group, at most 6 count)
STOMP_GROUP = (0.0, 0.0, 0.25, 0.7, 1.3, 1.9, 2.4)
SCREAM_GROUP = (0.0, 0.0, 0.1, 0.35, 0.75, 1.2, 1.6)
RUN_GROUP = (0.0, 0.0, 0.15, 0.45, 0.9, 1.4, 1.9)

_MEMO: dict[int, float] = {}
#: hand values kept (then the table starts again): 8 MiB of (mask, value) entries, about 75,000
#: (the hit rate of 200,000 within 1%)
_MEMO_ENTRIES = entries_within(8 * MiB, ((1 << 60) - 1, 0.5))


def _tables() -> None:
    """Derived tables (group worth by any count, run worth by any length, hand sums)."""
    global _ST, _SC, _RW, _CARDS_SUM
    _ST = tuple(STOMP_GROUP[min(k, 6)] for k in range(20))
    _SC = tuple(SCREAM_GROUP[min(k, 6)] for k in range(20))
    _RW = tuple(RUN_GROUP[k] if k <= 6 else RUN_GROUP[6] + 0.3 * (k - 6) for k in range(14))
    _CARDS_SUM = tuple(sum(CARDS[:n]) for n in range(len(CARDS) + 1))
    _MEMO.clear()


_ST: tuple[float, ...] = ()
_SC: tuple[float, ...] = ()
_RW: tuple[float, ...] = ()
_CARDS_SUM: tuple[float, ...] = ()
_tables()


def hand_value(mask: int) -> float:
    """The worth of the hand whose card ids are the set bits of `mask` (before time scaling)."""
    got = _MEMO.get(mask)
    if got is not None:
        return got
    values = [0] * 14
    colours = [0, 0, 0, 0, 0]
    vmask = 0
    n = 0
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        n += 1
        values[VALUE[c]] += 1
        colours[COLOUR[c]] += 1
        vmask |= 1 << VALUE[c]
    total = _CARDS_SUM[n]
    st, sc = _ST, _SC
    for k in values:
        if k > 1:
            total += st[k]
    for k in colours:
        if k > 1:
            total += sc[k]
    # maximal runs: walk the value bits
    run = 0
    for v in range(1, 14):
        if vmask >> v & 1:
            run += 1
        elif run:
            total += _RW[run]
            run = 0
    if len(_MEMO) >= _MEMO_ENTRIES:
        _MEMO.clear()
    _MEMO[mask] = total
    return total


class HandStats:
    """Counts of a hand by value and colour, to tell in O(1) what one card adds or takes away
    (the same numbers as differences of `hand_value`, without walking the hand)."""

    __slots__ = ("values", "colours", "n")

    def __init__(self, hand: Iterable[int]) -> None:
        self.values = [0] * 14
        self.colours = [0, 0, 0, 0, 0]
        self.n = 0
        for c in hand:
            self.values[VALUE[c]] += 1
            self.colours[COLOUR[c]] += 1
            self.n += 1

    def _runs_around(self, v: int) -> tuple[int, int]:
        values = self.values
        left = 0
        while v - left - 1 >= 1 and values[v - left - 1]:
            left += 1
        right = 0
        while v + right + 1 <= 12 and values[v + right + 1]:
            right += 1
        return left, right

    def gain(self, c: int) -> float:
        """hand_value(hand + c) - hand_value(hand)."""
        v, col = VALUE[c], COLOUR[c]
        vc, cc = self.values[v], self.colours[col]
        g = CARDS[self.n] + _ST[vc + 1] - _ST[vc] + _SC[cc + 1] - _SC[cc]
        if not vc:
            left, right = self._runs_around(v)
            g += _RW[left + right + 1] - _RW[left] - _RW[right]
        return g

    def gains(self) -> tuple[list[float], list[float]]:
        """`gain(c)` split in two tables: by value (the card itself, its Stomp group and its
        run) and by colour (its Scream group); gain(c) = by_value[v] + by_colour[colour]."""
        values, colours = self.values, self.colours
        first = CARDS[self.n]
        by_value = [0.0] * 14
        for v in range(1, 13):
            vc = values[v]
            g = first + _ST[vc + 1] - _ST[vc]
            if not vc:
                left, right = self._runs_around(v)
                g += _RW[left + right + 1] - _RW[left] - _RW[right]
            by_value[v] = g
        by_colour = [_SC[cc + 1] - _SC[cc] for cc in colours]
        return by_value, by_colour

    def loss(self, c: int) -> float:
        """hand_value(hand) - hand_value(hand - c), for a card c of the hand."""
        v, col = VALUE[c], COLOUR[c]
        vc, cc = self.values[v], self.colours[col]
        g = CARDS[self.n - 1] + _ST[vc] - _ST[vc - 1] + _SC[cc] - _SC[cc - 1]
        if vc == 1:
            left, right = self._runs_around(v)
            g += _RW[left + right + 1] - _RW[left] - _RW[right]
        return g


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# -- enhancements -----------------------------------------------------------------------------
#: what a permanent enhancement adds per capture attempt, in pips (a share of the attempts for
#: the one-method ones); the mushroom's re-roll is worth about a pip
_PERMANENT_PIPS = {
    CLOAK_OF_DARKNESS: 2.0,
    MAGICAL_UNICORN: 1.0,
    SILVER_SWORD: 0.8,
    BUCKET_OF_SPINACH: 0.8,
    GHOST_DISGUISE: 0.8,
    LUCKY_MUSHROOM: 0.9,
}
#: what holding a one-time enhancement is worth, in VP, while turns are left
ONE_TIME_WORTH = {LIGHTNING_BOLT: 1.3, FRIENDLY_BUNNY: 0.8, CHARMED_POTION: 1.0}
PIP = 0.4  # VP per pip per attempt: a pip adds about 12% to a typical 3.5 VP attempt
ATTEMPT_RATE = 0.3  # capture attempts per own turn
MAX_ATTEMPTS = 12.0  # the landscape limits what better odds bring


def enhancement_worth(card: int, turns_left: float) -> float:
    """What capturing `card` is worth for the rest of this game (turns_left: own turns after
    this one)."""
    if turns_left <= 0:
        return 0.0
    pips = _PERMANENT_PIPS.get(card)
    if pips is not None:
        return pips * PIP * min(ATTEMPT_RATE * turns_left, MAX_ATTEMPTS)
    return ONE_TIME_WORTH[card] * min(1.0, turns_left / 2)


#: at the table, a creature left in the landscape may be the next player's: taking it denies
#: that share of its VP to the others
DENY = 0.0
DENY_VP = 5
RELOAD_BIAS = 0.0
RACE = 0.0  # the most-creatures bonus counts this much until the last turns (measured: more loses)


# -- the most-creatures bonus -----------------------------------------------------------------
def bonuses(counts: list[int]) -> list[int]:
    most = max(counts)
    if most <= 0:
        return [0] * len(counts)
    holders = counts.count(most)
    return [(3 if holders == 1 else 2) if c == most else 0 for c in counts]


def margin(vps: list[int], counts: list[int], me: int, race: float = 1.0) -> float:
    """My total minus the best other side's total, the bonus part weighted by `race`."""
    b = bonuses(counts)
    mine = vps[me] + race * b[me]
    best = max((vps[i] + race * b[i] for i in range(len(vps)) if i != me), default=0.0)
    return mine - best


# -- the solo opponent ------------------------------------------------------------------------
def _opp_worth(card: int) -> float:
    return VP[card] if KIND[card] == CREATURE else 2.0


def _highest(creatures: list[int]) -> int:
    best = creatures[0]
    for c in creatures:
        if VP[c] > VP[best]:
            best = c
    return best


def _four(landscape: list[int], creatures: list[int]) -> float:
    """Expected worth of what the opponent takes on a 4 (its rules (a) and (b))."""
    cloak = CLOAK_OF_DARKNESS in landscape
    if cloak and not any(VP[c] >= 5 for c in creatures):
        return 2.0
    if not creatures:
        return 2.0
    best = _highest(creatures)
    if best in DRAGONS and landscape[0] != best:
        others = [c for c in creatures if c != best]
        if cloak and not any(VP[c] >= 5 for c in others):
            other = 2.0
        elif not others:
            other = 2.0 if any(KIND[c] != CREATURE for c in landscape) else 0.0
        else:
            other = VP[_highest(others)]
        return 0.5 * VP[best] + 0.5 * other
    return VP[best]


def opponent_gain(landscape: list[int]) -> float:
    """The automated opponent's expected gain in VP on its next turn: a 3 (1 in 3) takes the
    leftmost card, a 4 (1 in 6) the highest creature."""
    if not landscape:
        return 0.0
    creatures = [c for c in landscape if KIND[c] == CREATURE]
    return _opp_worth(landscape[0]) / 3 + _four(landscape, creatures) / 6


# -- the turn's context -----------------------------------------------------------------------
class Context:
    """Facts every choice of one decision needs, read once from the view."""

    __slots__ = (
        "me", "hand", "mask", "enh", "bonus", "mushroom", "one_time", "landscape", "solo",
        "vps", "counts", "turns_left", "future", "race", "dragons_left", "last_dragon",
    )

    def __init__(self, view: View) -> None:
        me = view.seat
        assert me is not None  # a bot's view is its seat's
        self.me = me
        self.hand = view.hand
        self.mask = mask_of(view.hand)
        enh = view.enhancements[me]
        self.enh = enh
        self.bonus = tuple(sum(row[e] for e in enh) for row in PERMANENT_BONUS)
        self.mushroom = LUCKY_MUSHROOM in enh
        self.one_time = tuple(e for e in (FRIENDLY_BUNNY, LIGHTNING_BOLT, CHARMED_POTION) if e in enh)
        self.landscape = view.landscape
        self.solo = view.solo
        piles = list(view.victory)
        opp_enh = 0
        if view.opponent_cards is not None:  # solo: the automated opponent's
            piles.append([c for c in view.opponent_cards if KIND[c] == CREATURE])
            opp_enh = 2 * (len(view.opponent_cards) - len(piles[-1]))
        self.vps = [sum(VP[c] for c in p) for p in piles]
        if view.solo:
            self.vps[-1] += opp_enh
        self.counts = [len(p) for p in piles]
        captured = {c for p in piles for c in p if c in DRAGONS}
        self.dragons_left = 2 - len(captured)
        self.last_dragon = self.dragons_left == 1
        self.turns_left = _own_turns_left(view, self.dragons_left)
        # what a card kept after this turn is still worth: nothing on the last turn
        after = self.turns_left - 1
        self.future = 0.0 if after <= 0 else min(1.0, after / 3)
        self.race = 1.0 if self.turns_left <= 3 else RACE

    def creature_worth(self, card: int) -> float:
        """VP plus the change in the most-creatures race, as a change of my lead."""
        counts = self.counts
        me = self.me
        before = margin(self.vps, counts, me, self.race)
        counts[me] += 1
        self.vps[me] += VP[card]
        after = margin(self.vps, counts, me, self.race)
        counts[me] -= 1
        self.vps[me] -= VP[card]
        return after - before + (0.0 if self.solo or VP[card] < DENY_VP else DENY * VP[card])

    def final_margin(self, card: int) -> float:
        """My exact lead if capturing `card` ended the game now."""
        self.counts[self.me] += 1
        self.vps[self.me] += VP[card]
        out = margin(self.vps, self.counts, self.me)
        self.counts[self.me] -= 1
        self.vps[self.me] -= VP[card]
        return out


def deck_half(players: int) -> int:
    """The Dragonwood deck's places below its top half at setup (the `top-half` modifier puts
    the dragons above them)."""
    return (40 - REMOVED_AT_SETUP[players] + 2) // 2


def _own_turns_left(view: View, dragons_left: int) -> float:
    """This seat's turns left, this one included: exact in the final round, else an estimate
    from the cards left to draw and the dragons still to come."""
    players = view.players
    if view.final_round:
        # turns go from the current seat on; mine are every `players`-th
        return (view.final_turns_left - 1) // players + 1 if view.final_turns_left > 0 else 1
    # the game also ends once both dragons are captured; they sit in the bottom half of the deck
    # (measured: about one Dragonwood card leaves the deck per 4 turns at the table, per turn
    # in solo; about 1.25 Adventurer cards are drawn per turn)
    if view.solo:
        return max(1.0, view.dragonwood_deck * 0.9 + 3 * dragons_left)
    deck = view.dragonwood_deck
    if view.dragons == "top-half":  # (a modifier) they come out of the deck's top half
        deck = max(0, deck - deck_half(view.players))
    dragon_turns = (deck * 3.5 + 6 * dragons_left) / players
    # the deck runs out `runouts_left` more times before the final round (2 by the rules; the
    # deck-passes and long-deck options change it): each pass but the current one draws about
    # the discard pile again, plus the 12 cards that hands hold
    passes = view.runouts_left or 0
    draws = view.adventurer_deck + max(0, passes - 1) * (len(view.adventurer_discard) + 12)
    deck_turns = draws / 0.8 / players + 1
    return max(1.0, min(deck_turns, dragon_turns))
