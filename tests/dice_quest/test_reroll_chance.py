"""The chance a re-roll of the picked dice beats each enemy (shown on the enemy cards) is the
exact share of the re-rolled dice's outcomes that beat it: checked against every outcome, for
every combination of the deck and every set of dice picked."""

from __future__ import annotations

import random
from itertools import product

from dragonwood_tui.games.dice_quest.combos import Combination, beats
from dragonwood_tui.games.dice_quest.deck import standard_deck
from dragonwood_tui.games.dice_quest.reroll_chance import reroll_chances


def brute_force(dice: list[int], picked: list[int], combo: Combination) -> float:
    hits = total = 0
    for faces in product(range(1, 7), repeat=len(picked)):
        new = list(dice)
        for position, face in zip(picked, faces):
            new[position] = face
        hits += beats(new, combo)
        total += 1
    return hits / total


def test_every_combination_and_pick_against_every_outcome():
    cards = list({card.combination: card for card in standard_deck()}.values())  # one per combination
    rng = random.Random(41)
    for _ in range(60):
        dice = [rng.randint(1, 6) for _ in range(5)]
        picked = sorted(rng.sample(range(5), rng.randint(0, 5)))
        got = reroll_chances(dice, picked, cards)
        want = [brute_force(dice, picked, card.combination) for card in cards]
        assert got == want or all(abs(g - w) < 1e-12 for g, w in zip(got, want)), (dice, picked)


def test_bad_dice_give_no_chance_rather_than_a_crash():
    assert reroll_chances([0, 1, 2, 3, 4], [0], ["1 1"]) == [0.0]
    assert reroll_chances([1, 2, 3], [0], ["1 1"]) == [0.0]
