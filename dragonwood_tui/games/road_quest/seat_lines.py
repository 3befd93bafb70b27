"""What one seat sees that the public account does not tell: its own hand, and the Witch's look
at the top of the deck (`replay --text --seat`).

Built from the seat's view alone, so nothing hidden from that seat (the others' hands, the deck
order) can get in: the others show as hand sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.describe import rq_name, who
from dragonwood_tui.games.words import said
from dragonwood_tui.i18n import _
from dragonwood_tui.games.road_quest.view import RoadQuestView


def seat_view_lines(view: RoadQuestView, cards: CardSet, names: Sequence[str] | None = None) -> list[str]:
    seat = view.seat
    if seat is None or not 0 <= seat < len(view.seats):
        return []
    mine = view.seats[seat].hand or ()
    hand = ", ".join(rq_name(cards.cards[c].name) for c in mine) or _("no cards")
    others = ", ".join(f"{who(s.seat, names)} {s.hand_size}" for s in view.seats if s.seat != seat)
    w = who(seat, names)
    lines = [said(w, _("Your hand: {hand}"), _("{who}'s hand: {hand}"), hand=hand)]
    if view.peek >= 0:  # part of the first line: shown as soon as she looks
        lines[0] += " · " + _("the top of the deck: {card}").format(card=rq_name(cards.cards[view.peek].name))
    return lines + ([_("hand sizes: {sizes}").format(sizes=others)] if others else [])
