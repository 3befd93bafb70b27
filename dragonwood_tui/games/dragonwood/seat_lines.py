"""What one seat sees that the public account does not tell: its own hand (`replay --text --seat`).

Built from the seat's `View` alone, so nothing hidden from that seat (the others' hands, the
deck order) can get in: the others show as hand sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.dragonwood.describe import seat_name
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.games.dragonwood.cards import label
from dragonwood_tui.games.words import said
from dragonwood_tui.i18n import _


def seat_view_lines(view: View, names: Sequence[str] | None = None) -> list[str]:
    seat = view.seat
    if seat is None:  # the spectator sees everything: the full transcript says it
        return []
    hand = " ".join(label(c) for c in view.hand) or _("no cards")
    others = ", ".join(
        f"{seat_name(i, names)} {n}" for i, n in enumerate(view.hand_sizes) if i != seat
    )
    who = seat_name(seat, names)
    lines = [said(who, _("Your hand: {hand}"), _("{who}'s hand: {hand}"), hand=hand)]
    return lines + ([_("hand sizes: {sizes}").format(sizes=others)] if others else [])
