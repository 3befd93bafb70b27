"""Exact fight odds from what one seat sees: the spread of combat numbers of the cards unseen.

The card turned over in a fight is the top of the main deck. From a seat's view it is any card
not in sight (own hand, every road, obstacle waiting or faced, the discard's top), each alike;
the Witch who looked at it knows it for sure. Fractions, so tests compare exact values.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.state import PlayerState
from dragonwood_tui.games.road_quest.view import RoadQuestView, SeatView
from dragonwood_tui.i18n import _
from dragonwood_tui.i18n.card_names import card_name


def unseen_combat(cardset: CardSet, view: RoadQuestView) -> Counter[int]:
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
    counts: Counter[int] = Counter()
    for card in cardset.cards:
        if card.id in seen or (card.kind == "treasure" and not battlefield):
            continue
        counts[card.combat] += 1
    return counts


def win_chance(cardset: CardSet, view: RoadQuestView, margin: int) -> Fraction:
    """The chance that the turned card's combat number is at most `margin` (your attack minus
    the opponent's attack): the chance to win the fight."""
    if view.peek >= 0:
        return Fraction(int(cardset.cards[view.peek].combat <= margin))
    counts = unseen_combat(cardset, view)
    total = sum(counts.values())
    if total == 0:  # nothing to turn over: the combat number is 0
        return Fraction(int(margin >= 0))
    return Fraction(sum(n for c, n in counts.items() if c <= margin), total)


def attack_parts(cardset: CardSet, seat: SeatView | PlayerState, creature: int = -1) -> list[tuple[str, int]]:
    """What a seat's attack in a fight is made of, as (words, points): the character first,
    then weapon, the next-fight bonus, and the Ranger's +2 against a creature of the terrain of
    their last road (`creature` -1: a duel). `seat` is a SeatView or the state's PlayerState
    (the same fields); the log names these parts."""
    n = cardset.numbers
    char = cardset.character(seat.character)
    cards = cardset.cards
    parts = [(_("the {character}").format(character=card_name("road-quest", char.name)), seat.attack)]  # this game's edition of the numbers
    if seat.weapon >= 0:
        weapon = cards[seat.weapon]
        parts.append((card_name("road-quest", weapon.name), n["great_sword"] if weapon.effect == "great-sword" else n["sword"]))
    if seat.bonus:
        parts.append((_("next-fight bonus"), seat.bonus))
    if creature >= 0 and char.trait == "terrain-plus-2" and seat.roads and cards[seat.roads[-1]].terrain == cards[creature].terrain:
        parts.append((_("terrain of the last road"), n["ranger"]))
    return parts


def view_attack(cardset: CardSet, sv: SeatView, creature: int = -1) -> int:
    """A seat's attack in a fight, read from its public SeatView (`attack_parts` added up,
    without their words: the review's rollouts ask it hundreds of thousands of times): the same
    sum as `Rules.attack_of` on the state."""
    n = cardset.numbers
    cards = cardset.cards
    total = sv.attack
    if sv.weapon >= 0:
        total += n["great_sword"] if cards[sv.weapon].effect == "great-sword" else n["sword"]
    total += sv.bonus
    if creature >= 0 and sv.roads and cardset.character(sv.character).trait == "terrain-plus-2" \
            and cards[sv.roads[-1]].terrain == cards[creature].terrain:
        total += n["ranger"]
    return total


def wound_parts(cardset: CardSet, seat: SeatView | PlayerState, damage: int) -> list[tuple[str, int]]:
    """What a creature's wound of `damage` costs the seat, as (words, points): the damage, then
    the Shield and the Knight's trait (negative). `seat`: a SeatView or a PlayerState."""
    n = cardset.numbers
    parts = [(_("damage"), damage)]
    if seat.shield >= 0:
        parts.append((card_name("road-quest", cardset.cards[seat.shield].name), -n["shield"]))
    char = cardset.character(seat.character)
    if char.trait == "wounds-minus-1":
        parts.append((_("the {character}").format(character=card_name("road-quest", char.name)), -n["knight"]))
    return parts


def view_wound(cardset: CardSet, sv: SeatView, damage: int) -> int:
    """The life a wound of `damage` costs the seat (shield, Knight): `wound_parts` added up,
    without their words (the review's rollouts ask it hundreds of thousands of times)."""
    n = cardset.numbers
    if sv.shield >= 0:
        damage -= n["shield"]
    if cardset.character(sv.character).trait == "wounds-minus-1":
        damage -= n["knight"]
    return max(0, damage)


def fight_chance(cardset: CardSet, view: RoadQuestView, seat: int, creature: int, extra: int = 0) -> Fraction:
    """The seat's exact chance to beat `creature` in a fight now, from `view`."""
    sv = view.seats[seat]
    return win_chance(cardset, view, view_attack(cardset, sv, creature) + extra - cardset.cards[creature].attack)
