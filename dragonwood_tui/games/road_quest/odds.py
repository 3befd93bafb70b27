"""Exact fight odds from what one seat sees: the spread of combat numbers of the cards unseen.

The card turned over in a fight is the top of the main deck. From a seat's view it is any card
not in sight (own hand, every road, obstacle waiting or faced, the discard's top), each alike;
the Witch who looked at it knows it for sure. Fractions, so tests compare exact values.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from dragonwood_tui.games.road_quest.cards import CardSet


def unseen_combat(cardset: CardSet, view) -> Counter:
    """combat number -> how many unseen cards bear it (the candidates for the top of the deck)."""
    seen: set[int] = set()
    for sv in view.seats:
        seen.update(sv.roads)
        seen.update(sv.pending)
        seen.update(sv.faced)
        if sv.hand is not None and (view.seat is None or sv.seat == view.seat):
            seen.update(sv.hand)
        for c in (sv.weapon, sv.shield):
            if c >= 0:
                seen.add(c)
    if view.discard_top >= 0:
        seen.add(view.discard_top)
    battlefield = "battlefield" in view.variants
    counts: Counter = Counter()
    for card in cardset.cards:
        if card.id in seen or (card.kind == "treasure" and not battlefield):
            continue
        counts[card.combat] += 1
    return counts


def win_chance(cardset: CardSet, view, margin: int) -> Fraction:
    """The chance that the turned card's combat number is at most `margin` (your attack minus
    the opponent's attack): the chance to win the fight."""
    if view.peek >= 0:
        return Fraction(int(cardset.cards[view.peek].combat <= margin))
    counts = unseen_combat(cardset, view)
    total = sum(counts.values())
    if total == 0:  # nothing to turn over: the combat number is 0
        return Fraction(int(margin >= 0))
    return Fraction(sum(n for c, n in counts.items() if c <= margin), total)
