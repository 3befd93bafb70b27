"""The solver against exhaustive enumeration on ordered dice, and exact known values."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.games.dice_quest import GAME, Beat
from dragonwood_tui.games.dice_quest.combos import beats
from dragonwood_tui.games.dice_quest.rules import SUBSETS
from dragonwood_tui.games.dice_quest.solver import beaten_by, cheapest_plans, hints, reroll_odds

from .helpers import CARDS, card, give_army, stacked


def brute_odds(dice, rerolls, ok) -> Fraction:
    """Best chance over every subset of positions and every ordered outcome (no multisets)."""
    if ok(tuple(sorted(dice))):
        return Fraction(1)
    if rerolls == 0:
        return Fraction(0)
    best = Fraction(0)
    for subset in SUBSETS:
        total = Fraction(0)
        for outcome in product(range(1, 7), repeat=len(subset)):
            new = list(dice)
            for i, v in zip(subset, outcome):
                new[i] = v
            total += brute_odds(new, rerolls - 1, ok)
        best = max(best, total / 6 ** len(subset))
    return best


def alone_ok(combos):
    return lru_cache(maxsize=None)(lambda d: any(beats(d, c) for c in combos))


# power name -> what one use can do to a face
MOVES = {
    "plus": lambda v: [v + 1] if v < 6 else [],
    "minus": lambda v: [v - 1] if v > 1 else [],
    "shift": lambda v: [w for w in (v - 1, v + 1) if 1 <= w <= 6],
    "mirror": lambda v: [7 - v],
}


def brute_min_cards(dice, combo, powers: tuple[str, ...]) -> int | None:
    """Fewest cards (any order, any die, each card once) that make the dice beat combo."""
    level = {(tuple(dice), powers)}
    for spent in range(len(powers) + 1):
        if any(beats(d, combo) for d, _ in level):
            return spent
        nxt = set()
        for d, left in level:
            for j, p in enumerate(left):
                rest = left[:j] + left[j + 1:]
                for i in range(5):
                    for w in MOVES[p](d[i]):
                        nxt.add((d[:i] + (w,) + d[i + 1:], rest))
        level = nxt
    return None


def powers_ok(combos, powers):
    return lru_cache(maxsize=None)(
        lambda d: any(brute_min_cards(d, c, powers) is not None for c in combos)
    )


COMBOS = {c.label: c.combination for c in CARDS}


def test_known_exact_value_pair_of_sixes():
    enemy = CARDS[card("pair of 6s", "plus")]
    odds = reroll_odds((1, 2, 3, 4, 6), 1, [enemy])
    assert odds.dice_alone == Fraction(671, 1296)  # keep the 6: 1 - (5/6)**4
    assert odds.keep_alone == (4,)
    assert reroll_odds((1, 2, 3, 4, 6), 0, [enemy]).dice_alone == 0
    assert reroll_odds((6, 2, 3, 4, 6), 0, [enemy]).dice_alone == 1


@pytest.mark.parametrize(
    "dice, labels",
    [
        ((1, 2, 3, 4, 6), ["pair of 6s", "three 4s", "full house"]),
        ((1, 1, 3, 5, 6), ["two pairs", "four of a kind", "five of a kind"]),
        ((2, 3, 4, 5, 6), ["any three", "pair of 1s"]),
        ((6, 6, 6, 2, 2), ["five of a kind"]),
    ],
)
def test_one_reroll_matches_exhaustive_enumeration(dice, labels):
    combos = [COMBOS[label] for label in labels]
    enemies = [CARDS[card(label)] for label in labels]
    expected = brute_odds(list(dice), 1, alone_ok(combos))
    odds = reroll_odds(dice, 1, enemies)
    assert odds.dice_alone == expected
    assert 0 < expected < 1
    # The suggested keep achieves it: re-roll the others once, exhaustively.
    rerolled = tuple(i for i in range(5) if i not in odds.keep_alone)
    total = Fraction(0)
    ok = alone_ok(combos)
    for outcome in product(range(1, 7), repeat=len(rerolled)):
        new = list(dice)
        for i, v in zip(rerolled, outcome):
            new[i] = v
        total += ok(tuple(sorted(new)))
    assert total / 6 ** len(rerolled) == expected


@pytest.mark.parametrize(
    "dice, labels, army",
    [
        ((1, 2, 3, 4, 6), ["three 4s", "full house"], ["plus", "mirror"]),
        ((1, 1, 3, 5, 6), ["four of a kind"], ["shift", "minus"]),
        ((2, 3, 4, 5, 6), ["three 1s", "pair of 5s"], ["mirror"]),
    ],
)
def test_with_powers_matches_exhaustive_enumeration(dice, labels, army):
    combos = [COMBOS[label] for label in labels]
    enemies = [CARDS[card(label)] for label in labels]
    army_cards = []
    for p in army:
        army_cards.append(next(c for c in CARDS if c.power == p and c not in army_cards and c.label not in labels))
    expected = brute_odds(list(dice), 1, powers_ok(combos, tuple(army)))
    odds = reroll_odds(dice, 1, enemies, army_cards)
    assert odds.with_powers == expected
    assert odds.with_powers >= odds.dice_alone
    assert odds.rerolls_counted == 1


def test_reroll_cards_count_as_extra_rerolls():
    enemies = [CARDS[card("pair of 6s", "plus")]]
    reroll_card = CARDS[card("five of a kind")]
    odds = reroll_odds((1, 2, 3, 4, 6), 0, enemies, [reroll_card])
    assert odds.dice_alone == 0
    assert odds.with_powers == Fraction(671, 1296) and odds.rerolls_counted == 1


@settings(max_examples=60, deadline=None)
@given(
    dice=st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple),
    powers=st.lists(st.sampled_from(["plus", "minus", "shift", "mirror"]), max_size=3).map(tuple),
    labels=st.lists(st.sampled_from(sorted(COMBOS)), min_size=1, max_size=3, unique=True),
)
def test_cheapest_plans_are_minimal_and_play(dice, powers, labels):
    army = []
    for p in powers:
        army.append(next(c for c in CARDS if c.power == p and c not in army and c.label not in labels))
    enemies = [next(c for c in CARDS if c.label == label and c not in army) for label in labels]
    plans = cheapest_plans(dice, enemies, army)
    for enemy in enemies:
        fewest = brute_min_cards(dice, enemy.combination, powers)
        plan = plans[enemy.id]
        if fewest is None:
            assert plan is None
            continue
        assert plan is not None and plan.cards == fewest
        # The plan plays through the rules: its uses are legal, then the enemy is beaten.
        others = [c.id for c in CARDS if c not in army and c not in enemies]
        state = stacked([e.id for e in enemies] + others[: 5 - len(enemies)], list(dice))
        give_army(state, [c.id for c in army])
        for use in plan.uses:
            GAME.apply(state, use)
        assert tuple(state.dice) == plan.dice
        GAME.apply(state, Beat(enemy.id))
        assert enemy.id in state.players[0].army


def test_beaten_by_and_hints_from_a_view():
    line = [card("pair of 2s", "plus"), card("three 4s"), card("full house", "plus"), card("five of a kind"), card("four of a kind", "plus")]
    s = stacked(line, [4, 4, 3, 2, 2])
    give_army(s, [card("pair of 1s", "plus")])
    assert beaten_by(s.dice, [CARDS[c] for c in line]) == [line[0]]
    h = hints(GAME.view(s, 0))
    assert h.beaten == [line[0]]
    assert h.plans[line[0]].cards == 0
    assert h.plans[line[1]].cards == 1  # plus on the 3
    assert h.plans[line[3]] is None
    assert h.odds.dice_alone == 1 and h.odds.keep_alone == (0, 1, 2, 3, 4)


def test_hints_exact_two_rerolls_agree_with_one_step_composition():
    # Two free re-rolls: the value is the best keep of the one-re-roll values (checked on the
    # solver's own one-step results, each of which the exhaustive test above pins down).
    enemies = [CARDS[card("four of a kind", "plus")]]
    dice = (1, 2, 3, 4, 6)
    two = reroll_odds(dice, 2, enemies).dice_alone
    rerolled = [i for i in range(5) if i not in reroll_odds(dice, 2, enemies).keep_alone]
    total = Fraction(0)
    for outcome in product(range(1, 7), repeat=len(rerolled)):
        new = list(dice)
        for i, v in zip(rerolled, outcome):
            new[i] = v
        total += reroll_odds(tuple(new), 1, enemies).dice_alone
    assert total / 6 ** len(rerolled) == two
    assert two > reroll_odds(dice, 1, enemies).dice_alone
