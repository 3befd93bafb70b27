"""The Dragonwood `hard` bot: every capture weighed by its expected value against a reload.

For every legal capture — each target, method and card set, with or without each one-time
enhancement — it takes the exact chance (from `odds.CHANCE`: permanent bonuses and the Lucky
Mushroom counted) and compares

    chance x (what the target is worth - what the spent cards were worth to the hand)
    - (1 - chance) x (the card a wound discards) - the one-time enhancements spent

with what a reload adds to the hand; it plays the best if it beats the reload. Card sets that
roll the same dice for the same method reach every target alike, so for each method and number
of dice only the set the hand misses least is weighed (that is what keeps it fast).

Worth (see `dragonwood_values`): a creature is its VP plus the change in the most-creatures race;
an enhancement what it adds to the turns left; the last dragon ends the game, so it is worth a
win only when the bot would be ahead. Kept cards are worth less as the end nears (nothing on its
last turn of the final round). Solo: every move also counts what it takes from the automated
opponent's next turn (its die takes the leftmost card on a 3 and the highest creature on a 4), so
it never moves a dragon to the leftmost slot and takes the enhancements the opponent would score.
Mid-turn choices (wound, Thunder Storm, hand limit, Wind Storm) give up the card the hand misses
least; the mushroom re-rolls the lowest die. It sees only its seat's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product
from math import exp
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from dragonwood_tui.bots.memo import BoundedMemo, MiB
from dragonwood_tui.bots import dragonwood_values as V
from dragonwood_tui.bots.dragonwood_values import (
    Context,
    HandStats,
    enhancement_worth,
    hand_value,
    margin,
    mask_of,
    opponent_gain,
)
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
    CHARMED_POTION,
    COLOUR,
    CREATURE,
    DRAGONS,
    FRIENDLY_BUNNY,
    KIND,
    LADYBUG_FIRST as ADVENTURER_PLAIN,
    LIGHTNING_BOLT,
    LIGHTNING_BONUS,
    MAX_DICE,
    METHODS,
    VALUE,
    VALUES,
)
from dragonwood_tui.games.dragonwood.odds import CHANCE

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dragonwood.actions import Action
    from dragonwood_tui.games.dragonwood.view import View

#: a mid-turn decision's phase -> its action, of the card it names
_CHOICE: dict[str, Callable[[int], Action]] = {
    "wound": WoundDiscard,
    "hand-limit": HandLimitDiscard,
    "thunder-storm": ThunderStormDiscard,
    "wind-storm": WindStormPass,
}
END_WORTH = 20.0  # a win, in VP, when the last dragon ends the game
_MAX_NEED = len(CHANCE[0][1]) - 1
#: the subsets of the one-time enhancements held, cheapest first
_ONE_TIME_ORDER = (FRIENDLY_BUNNY, CHARMED_POTION, LIGHTNING_BOLT)


def _subsets(items: tuple[int, ...]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for e in items:
        out += [s + (e,) for s in out]
    return out


#: one method's card sets: (cards, needs the potion) -> (cost, cards), the cheapest of each size
CardSets = dict[tuple[int, bool], tuple[float, tuple[int, ...]]]
#: a capture planned: target, method (an index of METHODS), cards, one-time enhancements
_Plan = tuple[int, int, tuple[int, ...], tuple[int, ...]]

#: the card sets of the hands met lately (about 2.5 KB a hand): 8 MiB keep a few thousand hands,
#: which gives the same hit rate as 100,000 (82%: the hands come back within a decision)
_SETS: BoundedMemo[tuple[int, bool, bool], list[CardSets]] = BoundedMemo(8 * MiB)


def card_sets(hand: list[int], mask: int, future: float, wild: bool) -> list[CardSets]:
    """Per method: (cards, needs the potion) -> (cost, cards), the cheapest set for each size.

    A set's cost is what the hand loses by spending it. With `wild` (a Charmed Potion held),
    Strikes with one missing inner value are listed too, flagged as needing the potion.
    Memoised by hand (the costs unscaled; the cheapest set is the same for any `future` > 0):
    the `expert` bot's rollouts meet the same hands again and again. The hand is read in card
    order, so that ties between sets never depend on the order cards were drawn in."""
    key = (mask, wild, future > 0.0)
    sets = _SETS.get(key)
    if sets is None:
        sets = _SETS.put(key, _card_sets(sorted(hand), mask, 1.0 if future > 0.0 else 0.0, wild))
    if future == 1.0 or future == 0.0:
        return sets
    return [{k: (future * cost, cards) for k, (cost, cards) in per.items()} for per in sets]


def _without(mask: int, cards: tuple[int, ...]) -> int:
    for c in cards:
        mask ^= 1 << c
    return mask


def spent_cost(mask: int, cards: tuple[int, ...], future: float) -> float:
    """What the hand `mask` loses by spending `cards` (the cost `card_sets` gives a set)."""
    return future * (hand_value(mask) - hand_value(_without(mask, cards)))


def _card_sets(hand: list[int], mask: int, future: float, wild: bool) -> list[CardSets]:
    base = hand_value(mask)
    out: list[CardSets] = [{}, {}, {}]

    def offer(m: int, cards: tuple[int, ...], gap: bool) -> None:
        key = (len(cards), gap)
        cost = future * (base - hand_value(_without(mask, cards)))
        cur = out[m].get(key)
        if cur is None or cost < cur[0]:
            out[m][key] = (cost, cards)

    by_value: dict[int, list[int]] = {}
    by_colour: dict[int, list[int]] = {}
    for c in hand:
        by_value.setdefault(VALUE[c], []).append(c)
        by_colour.setdefault(COLOUR[c], []).append(c)
    stats = HandStats(hand)
    single = {c: stats.loss(c) for c in hand}

    for group in by_value.values():  # Stomp: at most 5 cards (one per colour)
        for k in range(1, min(len(group), MAX_DICE) + 1):
            for cards in combinations(group, k):
                offer(1, cards, False)
    for group in by_colour.values():  # Scream
        if len(group) <= 6:
            for k in range(1, len(group) + 1):
                for cards in combinations(group, k):
                    offer(2, cards, False)
        else:  # a long colour: the cards the hand misses least, first
            group = sorted(group, key=single.__getitem__)
            for k in range(1, MAX_DICE + 1):
                offer(2, tuple(group[:k]), False)

    def run_sets(values: list[int]) -> list[tuple[int, ...]]:
        choices = [by_value[v] for v in values]
        size = 1
        for ch in choices:
            size *= len(ch)
        if size <= 16:
            return list(product(*choices))
        return [tuple(min(ch, key=single.__getitem__) for ch in choices)]

    for start in range(1, 13):  # Strike: runs of values held
        if start not in by_value:
            continue
        end = start
        while end <= 12 and end in by_value and end - start < MAX_DICE:
            for cards in run_sets(list(range(start, end + 1))):
                offer(0, cards, False)
            end += 1
    if wild:  # runs with one inner gap the potion fills (cards + potion <= 6 dice)
        for start in range(1, 12):
            if start not in by_value:
                continue
            for end in range(start + 2, min(start + MAX_DICE - 1, 12) + 1):
                if end not in by_value:
                    continue
                missing = [v for v in range(start + 1, end) if v not in by_value]
                if len(missing) != 1:
                    continue
                values = [v for v in range(start, end + 1) if v != missing[0]]
                for cards in run_sets(values):
                    offer(0, cards, True)
    return out


def least_missed(hand: list[int], cards: list[int]) -> int:
    """Of `cards` (in `hand`), the one whose loss costs the hand least."""
    stats = HandStats(hand)
    best, best_loss = cards[0], 1e9
    for c in cards:
        loss = stats.loss(c)
        if loss < best_loss - 1e-12:
            best, best_loss = c, loss
    return best


def min_loss(hand: list[int], stats: HandStats | None = None) -> float:
    """What the hand loses when the card it misses least goes."""
    if not hand:
        return 0.0
    stats = stats or HandStats(hand)
    return min(map(stats.loss, hand))


def reload_worth(ctx: Context, view: View) -> float:
    """What drawing one card adds to the hand, on average over the cards this seat cannot see
    (with a full hand, the card the hand then misses least goes again)."""
    if ctx.future <= 0:
        return 0.0
    seen = ctx.mask | mask_of(view.adventurer_discard)
    stats = HandStats(ctx.hand)
    full = len(ctx.hand) >= view.hand_limit
    worst = min_loss(ctx.hand, stats) if full else 0.0
    by_value, by_colour = stats.gains()  # a card's gain is its value's part plus its colour's
    total = 0.0
    n = 0
    for c in range(ADVENTURER_PLAIN):
        if seen >> c & 1:
            continue
        g = by_value[VALUE[c]] + by_colour[COLOUR[c]]
        total += max(0.0, g - worst) if full else g
        n += 1
    return ctx.future * total / n if n else 0.0


class Parts(NamedTuple):
    """What makes a capture's value over a reload: chance x gain - (1 - chance) x lost - spent
    - reload (`rank_turn`'s terms, for the words that explain a pick)."""

    chance: float
    gain: float  # a success: the target's worth less what the spent cards were worth to the hand
    lost: float  # a failure: the card a wound discards
    spent: float  # the one-time enhancements spent
    reload: float  # what a reload adds instead
    ending: bool  # the last dragon: a success ends the game


def _win_chance(lead: float) -> float:
    return 1.0 / (1.0 + exp(-lead / 4.0))


def rank_turn(
    view: View,
    every: bool = True,
    only: tuple[tuple[int, ...], tuple[int, ...]] | None = None,
    parts: dict[tuple[int, str], Parts] | None = None,
) -> list[tuple[float, Reload | Capture]]:
    """Every considered turn action with its expected value over a reload (Reload itself is 0),
    best first; with `every` False, only the best.

    `only` (cards, one-time enhancements): instead of the hand's cheapest sets, the captures
    that spend exactly these, for every target and method (the caller keeps the legal ones;
    a capture with no chance is left out, as always). `parts`, with `only`: filled with each
    (target, method)'s terms of its value."""
    ctx = Context(view)
    hand = ctx.hand
    reload = Reload()
    if not hand:
        return [(0.0, reload)]
    R = reload_worth(ctx, view) + V.RELOAD_BIAS * ctx.future
    stats = HandStats(hand)
    wound = ctx.future * min_loss(hand, stats)
    played_wound = view.wound_from_played  # variant: failing on an enhancement costs a card played
    potion = CHARMED_POTION in ctx.one_time
    if only is None:
        sets = card_sets(hand, ctx.mask, ctx.future, potion)
        extras_all = _subsets(tuple(e for e in _ONE_TIME_ORDER if e in ctx.one_time))
    else:  # one set for all three methods (a potion in `only` fills any gap: gap is False)
        cards, extras_all = tuple(sorted(only[0])), [tuple(only[1])]
        sets = [{(len(cards), False): (spent_cost(ctx.mask, cards, ctx.future), cards)}] * 3
    after = ctx.turns_left - 1
    extra_info = []
    for extras in extras_all:
        cost = sum(enhancement_worth(e, after) for e in extras)
        dice = (CHARMED_POTION in extras) + (FRIENDLY_BUNNY in extras)
        bolt = LIGHTNING_BONUS if LIGHTNING_BOLT in extras else 0
        extra_info.append((extras, cost, dice, bolt, CHARMED_POTION in extras))
    plain_extra = [extra_info[0]]
    landscape = ctx.landscape
    opp_now = opponent_gain(landscape) if ctx.solo else 0.0
    lead_now = None
    ranked: list[tuple[float, Reload | _Plan]] = [(0.0, reload)]
    best_value = 0.0
    for target in landscape:
        creature = KIND[target] == CREATURE
        if creature:
            ending = ctx.last_dragon and target in DRAGONS
            worth = 0.0
            if ending:
                if lead_now is None:
                    lead_now = margin(ctx.vps, ctx.counts, ctx.me)
                lead = ctx.final_margin(target)
                win = 1.0 if lead > 0 else 0.0
                # the game ends: a win or a loss against the chance of one if it goes on
                worth = END_WORTH * (win - _win_chance(lead_now))
            else:
                worth = ctx.creature_worth(target)
            infos = extra_info
            mush = CHANCE[1] if ctx.mushroom else CHANCE[0]
        else:
            worth = enhancement_worth(target, after)
            infos = plain_extra
            mush = CHANCE[0]
            ending = False
        if ctx.solo:
            rest = [c for c in landscape if c != target]
            worth += opp_now - opponent_gain(rest)
        for m in (0, 1, 2):
            need0 = VALUES[m][target] - (ctx.bonus[m] if creature else 0)
            for (k, gap), (cost, cards) in sets[m].items():
                gain_ok = worth if ending else worth - cost  # after the end cards are worth nothing
                if not every and (gain_ok if gain_ok > 0.0 else 0.0) - R <= best_value:
                    continue  # no chance or enhancement makes this set beat the best so far
                lost = wound
                if played_wound and not creature:  # the wound discards one of these cards
                    lost = ctx.future * min(map(stats.loss, cards))
                for extras, e_cost, e_dice, bolt, has_potion in infos:
                    if gap and not has_potion:
                        continue
                    dice = k + e_dice
                    if dice > MAX_DICE:
                        continue
                    need = need0 - bolt
                    p = 1.0 if need <= 0 else (mush[dice][need] if need <= _MAX_NEED else 0.0)
                    if p <= 0.0:
                        continue
                    value = p * gain_ok - (1.0 - p) * lost - e_cost - R
                    if parts is not None:
                        parts[(target, METHODS[m])] = Parts(p, gain_ok, lost, e_cost, R, ending)
                    if every:
                        ranked.append((value, (target, m, cards, extras)))
                    elif value > best_value:
                        best_value = value
                        ranked[0] = (value, (target, m, cards, extras))
    ranked.sort(key=lambda t: -t[0])
    out: list[tuple[float, Reload | Capture]] = []
    for value, a in ranked:
        if isinstance(a, Reload):
            out.append((value, a))
            continue
        target, m, cards, extras = a
        out.append((value, Capture(target, METHODS[m], tuple(sorted(cards)), tuple(sorted(extras)))))
    return out


def best_turn(view: View) -> Reload | Capture:
    """The best turn action (a capture only when it beats a reload)."""
    return rank_turn(view, every=False)[0][1]


def mid_turn_choice(view: View) -> Action:
    """Mushroom: re-roll the lowest die (it leaves the least to beat). A card choice: the card
    the hand misses least."""
    phase = view.phase
    if phase == "mushroom":
        assert view.attempt is not None  # the mushroom is a choice inside an attempt
        dice = view.attempt.dice
        return MushroomReroll(dice.index(min(dice)))
    options = view.options or view.hand
    return _CHOICE[phase](least_missed(view.hand, options))


class HardBot:
    name = "hard"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # unused: the bot is deterministic; kept for the bot interface

    def choose(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        if view.phase == "turn":
            return best_turn(view)
        return mid_turn_choice(view)
