"""Combination matching, checked against a brute-force matcher over all 7,776 rolls."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.games.dice_quest.combos import (
    CombinationError,
    beats,
    parse_combination,
)
from dragonwood_tui.games.dice_quest.deck import standard_deck

ALL_ROLLS = list(product(range(1, 7), repeat=5))


def brute_beats(dice, combo) -> bool:
    """Definition by search: choose a value for the sun and one for the moon (any values, equal
    or not), then every needed face must find its own die."""
    for sun_value in range(1, 7) if combo.sun else (0,):
        for moon_value in range(1, 7) if combo.moon else (0,):
            needed = []
            for face in range(1, 7):
                needed += [face] * combo.numbers[face - 1]
            needed += [sun_value] * combo.sun + [moon_value] * combo.moon
            free = list(dice)
            ok = True
            for face in needed:
                if face in free:
                    free.remove(face)
                else:
                    ok = False
                    break
            if ok:
                return True
    return False


DECK_COMBOS = sorted({c.combination for c in standard_deck()}, key=lambda c: c.text)


def test_the_deck_has_eighteen_distinct_combinations():
    assert len(DECK_COMBOS) == 18


@pytest.mark.parametrize("combo", DECK_COMBOS, ids=lambda c: c.label)
def test_matching_agrees_with_brute_force_on_every_roll(combo):
    wrong = [d for d in ALL_ROLLS if beats(d, combo) != brute_beats(d, combo)]
    assert wrong == []
    # The brute force itself must say yes and no somewhere (a matcher test that can't fail is none).
    assert any(beats(d, combo) for d in ALL_ROLLS)


@pytest.mark.parametrize(
    "text, dice, expected",
    [
        ("2 2", (1, 4, 2, 3, 2), True),  # extra dice never hurt
        ("2 2", (2, 2, 2, 5, 6), True),
        ("2 2", (2, 1, 3, 4, 5), False),
        ("sun sun moon moon", (4, 4, 4, 4, 1), True),  # two pairs beaten by four of a kind
        ("sun sun moon moon", (4, 4, 4, 1, 2), False),
        ("sun sun sun moon moon", (6, 6, 6, 6, 6), True),  # full house beaten by five of a kind
        ("sun sun sun moon moon", (6, 6, 6, 6, 1), False),
        ("sun sun sun moon moon", (2, 2, 5, 5, 5), True),
        ("sun sun sun", (3, 3, 3, 3, 1), True),
        ("sun sun sun sun sun", (5, 5, 5, 5, 5), True),
        ("1 1 1", (1, 1, 2, 1, 6), True),
        ("1 1 1", (1, 1, 2, 2, 6), False),
        ("2 2 sun sun", (2, 2, 2, 2, 1), True),  # a sun may share the number group's face
        ("2 2 sun sun", (2, 2, 2, 1, 3), False),
    ],
)
def test_examples_from_the_rules(text, dice, expected):
    assert beats(dice, parse_combination(text)) is expected


@pytest.mark.parametrize(
    "text, fragment",
    [("", "empty"), ("2 x", "unknown token 'x'"), ("1 1 1 1 1 1", "only 5"), ("sun 7", "'7'")],
)
def test_malformed_combinations_say_why(text, fragment):
    with pytest.raises(CombinationError, match=fragment):
        parse_combination(text)


def test_text_and_labels_round_trip():
    for combo in DECK_COMBOS:
        assert parse_combination(combo.text) == combo
    assert parse_combination("☀ ☀ ☾ ☾").label == "two pairs"
    assert parse_combination("3 3").label == "pair of 3s"
    assert parse_combination("6 6 6").label == "three 6s"


TOKENS = st.sampled_from(["1", "2", "3", "4", "5", "6", "sun", "moon"])


@settings(max_examples=300, deadline=None)
@given(st.lists(TOKENS, min_size=1, max_size=5), st.lists(st.integers(1, 6), min_size=5, max_size=5))
def test_any_mixed_combination_matches_like_the_brute_force(tokens, dice):
    combo = parse_combination(" ".join(tokens))
    assert beats(dice, combo) == brute_beats(dice, combo)
