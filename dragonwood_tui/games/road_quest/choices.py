"""The choices of a Road Quest decision as a person is offered them: in a fixed order of kinds,
every plain loss last and named.

A plain loss is a choice that costs the player something and gains them nothing: camping at full
life unless it is the only way to lay a road this turn (else the road is given up for no life),
putting on a weapon weaker than the one worn. Such a choice stays legal (the rules' list is not touched, and
records keep actions, not their place in a list); it is only never the first, highlighted one, so
Enter never plays it by accident, and it says why it is a loss.
"""

from __future__ import annotations

from collections.abc import Iterable

from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.actions import Action
from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.i18n import _

# the order the kinds of choices are listed in: ending the turn before camping (a camp gives up
# the last road: never what Enter should do by default) and before throwing a treasure away (a
# treasure dropped only trades it for a card drawn blind)
ORDER: tuple[type, ...] = (
    A.ChooseCharacter, A.Draw, A.CallOut, A.Endure, A.Fight, A.Dodge, A.Triumph, A.Defend, A.LayRoad,
    A.Announce, A.Attack, A.Duel, A.UseTreasure, A.Spoils, A.Discard, A.EndTurn, A.Camp, A.DropTreasure,
)
RANK = {t: i for i, t in enumerate(ORDER)}


def _camp_gain(cardset: CardSet, view: RoadQuestView, seat: int) -> int:
    sv = view.seats[seat]
    n = cardset.numbers
    points = n["bard_camp"] if cardset.character(sv.character).trait == "camp-plus-2" else n["camp"]
    return max(0, min(points, sv.max_life - sv.life))


def _camp_opens_a_road(cardset: CardSet, view: RoadQuestView, seat: int) -> bool:
    """Whether camping lets a road be laid this turn that none could be without it: no road in
    hand may follow the last road, one may follow the road it uncovers (camping at full life to
    uncover a road: the move the rules allow on purpose, and the bots' only camp at full life)."""
    sv = view.seats[seat]
    if view.phase != "main" or view.laid or view.blocked or sv.pending or not sv.hand or not sv.roads:
        return False
    cards = cardset.cards
    roads = [c for c in sv.hand if cards[c].kind == "road"]
    if any(cards[c].terrain in cards[sv.roads[-1]].follows for c in roads):
        return False  # a road may be laid now: giving one up first only loses it
    if len(sv.roads) < 2:  # no road left after camping: any road may come first
        return bool(roads)
    uncovered = cards[sv.roads[-2]]
    return any(cards[c].terrain in uncovered.follows for c in roads)


def _weapon_points(cardset: CardSet, card: int) -> int:
    return cardset.numbers["great_sword" if cardset.cards[card].effect == "great-sword" else "sword"]


def loss_note(cardset: CardSet, view: RoadQuestView, action: Action) -> str:
    """Why `action` is a plain loss for the seat to move, in a few words; "" when it is not."""
    seat = view.to_move
    if seat is None:
        return ""
    sv = view.seats[seat]
    if isinstance(action, A.Camp):
        if _camp_gain(cardset, view, seat) == 0 and not _camp_opens_a_road(cardset, view, seat):
            return _("no life gained (already full)")
        return ""
    if isinstance(action, A.UseTreasure) and sv.weapon >= 0:
        card = cardset.cards[action.card]
        if card.effect in ("sword", "great-sword") and _weapon_points(cardset, action.card) < _weapon_points(cardset, sv.weapon):
            return _("weaker than the weapon you wear")
    return ""


def ordered(cardset: CardSet, view: RoadQuestView, legal: Iterable[Action]) -> list[Action]:
    """The legal choices in the order they are offered: by kind (ORDER), plain losses last."""
    return sorted(legal, key=lambda a: (bool(loss_note(cardset, view, a)), RANK.get(type(a), len(ORDER))))
