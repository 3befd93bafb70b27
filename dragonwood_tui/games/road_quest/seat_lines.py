"""What one seat sees that the public account does not tell: its own hand, and the Witch's look
at the top of the deck (`replay --text --seat`).

Built from the seat's view alone, so nothing hidden from that seat (the others' hands, the deck
order) can get in: the others show as hand sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.describe import who
from dragonwood_tui.games.road_quest.view import RoadQuestView


def seat_view_lines(view: RoadQuestView, cards: CardSet, names: Sequence[str] | None = None) -> list[str]:
    seat = view.seat
    if seat is None or not 0 <= seat < len(view.seats):
        return []
    mine = view.seats[seat].hand or ()
    hand = ", ".join(cards.cards[c].name for c in mine) or "no cards"
    others = ", ".join(f"{who(s.seat, names)} {s.hand_size}" for s in view.seats if s.seat != seat)
    lines = [f"{who(seat, names)}'s hand: {hand}"]
    if view.peek >= 0:  # part of the first line: shown as soon as she looks
        lines[0] += f" · the top of the deck: {cards.cards[view.peek].name}"
    return lines + ([f"hand sizes: {others}"] if others else [])
