"""What the campaign's coach says in a guided Road Quest game: a line per topic, and the topics
a decision raises (RoadQuestGame.coach_lines and coach_topics).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.i18n import N_
from dragonwood_tui.games.road_quest.actions import Announce, Attack, CallOut, Camp, LayRoad, UseTreasure
from dragonwood_tui.games.road_quest.cards import CardSet

LINES = {
    "welcome": N_("Each turn: draw (deck or discard), face what was sent to you, lay a road after your last, send a "
    "rival an obstacle. 8 roads win."),
    "road": N_("A road is possible: the marked cards of your hand may follow your last road (its terrain says "
    "which). Pick one with its number or letter, then Enter."),
    "attack": N_("You may send a creature or ambush to a rival whose last road is of its terrain: it stops their next "
    "road. Aim at the closest to 8."),
    "creature": N_("A creature waits for you: fight it (the box gives your exact chance), or use a potion or one of "
    "your creatures."),
    "ambush": N_("An ambush waits for you: you suffer its effect, and no road for you this turn."),
    "treasure": N_("A treasure in hand: a sword or shield is worn at once, a potion drunk when it helps. Use it from "
    "the choices before you end the turn."),
    "camp": N_("Low on life? Camping gives up your last road for 5 life points: better than dying, which loses the game."),
    "announce": N_("Your 7th road: announce \"Quest almost done!\" now, or a rival may call it out and you lose 2 roads."),
    "call-out": N_("A rival laid a 7th road without announcing it: call it out now and they lose 2 roads and a turn."),
    "discard": N_("Choose the cards to discard: keep roads that fit your last one and obstacles for your rivals."),
}
CAMP_AT = 10  # camping is worth a line once life is this low


def topics(view: Any, legal: Sequence[Any], cards: CardSet) -> list[str]:
    """The topics the decision at hand raises, the most pressing first (`cards`: the game's)."""
    kinds = {type(a) for a in legal}
    seat = view.seats[view.seat or 0]
    found = ["welcome"]
    if view.phase == "discard":
        return ["discard", *found]
    if view.phase == "face" and seat.pending:
        found.insert(0, "creature" if cards.cards[seat.pending[0]].kind == "creature" else "ambush")
    urgent: tuple[tuple[type, str], ...] = ((Announce, "announce"), (CallOut, "call-out"))
    later: tuple[tuple[type, str], ...] = ((LayRoad, "road"), (Attack, "attack"), (UseTreasure, "treasure"))
    found[:0] = [topic for kind, topic in reversed(urgent) if kind in kinds]
    found += [topic for kind, topic in later if kind in kinds]
    if Camp in kinds and seat.life <= CAMP_AT:
        found.append("camp")
    return found
