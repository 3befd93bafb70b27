"""`solver.pareto` (its signatures packed in ints, for speed) finds the same minimal power
signatures as the plain search over (ups, downs, mirrors) tuples it replaced."""

from __future__ import annotations

import random

from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.combos import Combination
from dragonwood_tui.games.dice_quest.deck import standard_deck
from dragonwood_tui.games.dice_quest.solver import MAX_STEPS, Sig, beat_set, combo_of, pareto


def plain_pareto(combo: Combination) -> tuple[tuple[Sig, ...], ...]:
    """The search backwards from the beating rolls, signatures as tuples (the reference)."""
    best: list[list[Sig]] = [[] for _ in T.ROLLS]
    level: list[tuple[int, Sig]] = []
    for x, ok in enumerate(beat_set(combo)):
        if ok:
            best[x].append((0, 0, 0))
            level.append((x, (0, 0, 0)))
    for _ in range(MAX_STEPS):
        nxt: list[tuple[int, Sig]] = []
        for y, (a, b, c) in level:
            for x, kind in T.REV[y]:
                s = (a + 1, b, c) if kind == T.UP else (a, b + 1, c) if kind == T.DOWN else (a, b, c + 1)
                if any(k[0] <= s[0] and k[1] <= s[1] and k[2] <= s[2] for k in best[x]):
                    continue
                best[x].append(s)
                nxt.append((x, s))
        if not nxt:
            break
        level = nxt
    return tuple(tuple(sorted(b, key=lambda s: (sum(s), s))) for b in best)


def _random_combo(rng: random.Random) -> Combination:
    size = rng.randint(1, 5)
    slots = [rng.randrange(8) for _ in range(size)]  # six faces, the sun group, the moon group
    return Combination(tuple(slots.count(f) for f in range(6)), slots.count(6), slots.count(7))  # type: ignore[arg-type]


def test_pareto_is_the_plain_search_for_every_enemy_of_the_deck() -> None:
    combos = {combo_of(card) for card in standard_deck()}
    for combo in combos:
        assert pareto(combo) == plain_pareto(combo), combo.text


def test_pareto_is_the_plain_search_for_random_combinations() -> None:
    rng = random.Random(5)
    for _ in range(25):
        combo = _random_combo(rng)
        assert pareto(combo) == plain_pareto(combo), combo.text
