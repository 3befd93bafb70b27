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


def view_attack(cardset: CardSet, sv, creature: int = -1) -> int:
    """A seat's attack in a fight, read from its public SeatView: character, weapon, the
    next-fight bonus, and the Ranger's +2 against a creature of the terrain of their last road
    (`creature` -1: a duel). The same sum as `Rules.attack_of` on the state."""
    n = cardset.numbers
    char = cardset.character(sv.character)
    total = sv.attack + sv.bonus
    if sv.weapon >= 0:
        total += n["great_sword"] if cardset.cards[sv.weapon].effect == "great-sword" else n["sword"]
    cards = cardset.cards
    if creature >= 0 and char.trait == "terrain-plus-2" and sv.roads and cards[sv.roads[-1]].terrain == cards[creature].terrain:
        total += n["ranger"]
    return total


def view_wound(cardset: CardSet, sv, damage: int) -> int:
    """The life a wound of `damage` costs the seat (shield, Knight)."""
    n = cardset.numbers
    if sv.shield >= 0:
        damage -= n["shield"]
    if cardset.character(sv.character).trait == "wounds-minus-1":
        damage -= n["knight"]
    return max(0, damage)


def fight_chance(cardset: CardSet, view, seat: int, creature: int, extra: int = 0) -> Fraction:
    """The seat's exact chance to beat `creature` in a fight now, from `view`."""
    sv = view.seats[seat]
    return win_chance(cardset, view, view_attack(cardset, sv, creature) + extra - cardset.cards[creature].attack)
