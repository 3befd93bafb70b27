"""What a Road Quest player may do now, and why a move they might look for is not on offer, in
words read from the legal actions themselves (the one place the table's main-phase prompt and the
"can't be played" notice come from, so a prompt never offers what the list does not).
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.actions import Action
from dragonwood_tui.games.road_quest.cards import CardSet, terrain_letter
from dragonwood_tui.games.road_quest.rules import terrain_word
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.i18n import _, pgettext


def doable(legal: Sequence[Action]) -> list[str]:
    """What the legal actions of the main phase let the player do, in words, in the list's order
    (ending the turn apart: it is always there)."""
    kinds = {type(a) for a in legal}
    may = (
        # TRANSLATORS: Road Quest, the main-phase prompt lists these, joined by commas: "lay a road, attack, camp"
        (A.LayRoad, pgettext("road quest: you may", "lay a road")),
        (A.Announce, pgettext("road quest: you may", "announce")),
        (A.Attack, pgettext("road quest: you may", "send a creature or an ambush")),
        (A.Duel, pgettext("road quest: you may", "duel")),
        (A.CallOut, pgettext("road quest: you may", "call out")),
        (A.UseTreasure, pgettext("road quest: you may", "use a treasure")),
        (A.Camp, pgettext("road quest: you may", "camp")),
    )
    return [words for kind, words in may if kind in kinds]


def _duelled(view: RoadQuestView, seat: int) -> bool:
    return any(e.kind == "duel" and e.turn == view.turn and e.seat == seat for e in view.log)


def no_road_reason(cardset: CardSet, view: RoadQuestView, legal: Sequence[Action]) -> str:
    """Why no road may be laid while the hand holds one; "" when one may, or none is held, or
    one was laid already."""
    seat = view.to_move
    if seat is None or view.phase != "main" or view.laid or any(isinstance(a, A.LayRoad) for a in legal):
        return ""
    sv = view.seats[seat]
    cards = cardset.cards
    if not any(cards[c].kind == "road" for c in sv.hand or ()):
        return ""
    if view.blocked:
        faced = cards[sv.faced[-1]].kind if sv.faced else ""
        if faced == "ambush":
            return _("You faced an ambush: no road this turn.")
        if faced == "creature":
            return _("You faced a creature: no road this turn.")
        return _("You faced an obstacle: no road this turn.")
    if _duelled(view, seat):
        return ""
    if sv.roads:
        return _("No road in your hand may follow your {terrain} road.").format(terrain=terrain_word(cards[sv.roads[-1]].terrain))
    return ""


def _held_back(cardset: CardSet, view: RoadQuestView, legal: Sequence[Action], card: int) -> str | None:
    """Why a creature or an ambush in hand can't be sent now ("phase", "made", "duel", "skip" or
    "terrain"); None when it can, or is not one. One chain for one card's sentence and a group's."""
    seat = view.to_move
    cards = cardset.cards
    if seat is None or not 0 <= card < len(cards) or cards[card].kind not in ("creature", "ambush"):
        return None
    if any(isinstance(a, A.Attack) and a.card == card for a in legal):
        return None
    if view.phase != "main":
        return "phase"
    if view.attacks:
        return "made"
    if _duelled(view, seat):
        return "duel"
    if not any(isinstance(a, A.Attack) for a in legal) and _reachable(cardset, view, seat, card):
        return "skip"
    return "terrain"


def why_not_sent(cardset: CardSet, view: RoadQuestView, legal: Sequence[Action], card: int) -> str:
    """Why a creature or an ambush in hand can't be sent now; "" when it can, or is not one."""
    reason = _held_back(cardset, view, legal, card)
    if reason is None:
        return ""
    name = _named(cardset.cards[card].name)
    if reason == "phase":
        return _("{card} can be sent only after the draw and what waits is faced.").format(card=name)
    if reason == "made":
        return _("{card} can't be sent: one attack a turn, and yours is made.").format(card=name)
    if reason == "duel":
        return _("{card} can't be sent: you duelled this turn.").format(card=name)
    if reason == "skip":
        return _("{card} can't be sent: an ambush made you skip your attack this turn.").format(card=name)
    terrain = terrain_word(cardset.cards[card].terrain)
    return _("{card} can't be sent: no rival you may attack has a {terrain} road last.").format(card=name, terrain=terrain)


def why_none_sent(cardset: CardSet, view: RoadQuestView, legal: Sequence[Action], hand: Sequence[int]) -> str:
    """Why the creatures and ambushes in `hand` that can't be sent are not on offer, every one
    named: the single card's sentence (`why_not_sent`), else one sentence a reason, listing its
    cards ("Not sendable now: Eagle (mountain), Bear (forest): no rival ... that terrain last.")."""
    groups: dict[str, list[int]] = {}
    for c in dict.fromkeys(hand):
        reason = _held_back(cardset, view, legal, c)
        if reason is not None:
            groups.setdefault(reason, []).append(c)
    held = [c for group in groups.values() for c in group]
    if len(held) <= 1:
        return why_not_sent(cardset, view, legal, held[0]) if held else ""
    cards = cardset.cards
    said = []
    for reason, group in groups.items():
        if reason == "terrain":  # each card with its terrain: the rival's last road it would need
            names = ", ".join(f"{_named(cards[c].name)} ({terrain_word(cards[c].terrain)})" for c in group)
        else:
            names = ", ".join(_named(cards[c].name) for c in group)
        said.append(_group_reason(reason).format(cards=names))
    return " ".join(said)


def why_none_sent_short(cardset: CardSet, view: RoadQuestView, legal: Sequence[Action], hand: Sequence[int]) -> str:
    """`why_none_sent` in few words, for a full 80x24 screen (a short reason rather than none):
    "Not sendable: Washed-out bridge (no P road last), Wolf (duelled)"; "" when all can be sent."""
    cards = cardset.cards
    said = []
    for c in dict.fromkeys(hand):
        reason = _held_back(cardset, view, legal, c)
        if reason is not None:
            said.append(f"{_named(cards[c].name)} ({_short_reason(reason, terrain_letter(cards[c].terrain))})")
    # TRANSLATORS: Road Quest, short (80x24): the cards in hand that can't be sent, each with its reason in brackets
    return _("Not sendable: {cards}").format(cards=", ".join(said)) if said else ""


def _short_reason(reason: str, letter: str) -> str:
    """A reason in two or three words ({letter}: the card's terrain letter, as on the card)."""
    if reason == "phase":
        # TRANSLATORS: Road Quest, short: a card may be sent only after the draw (a few words)
        return _("after the draw")
    if reason == "made":
        # TRANSLATORS: Road Quest, short: this turn's attack is already made (a few words)
        return _("attack made")
    if reason == "duel":
        # TRANSLATORS: Road Quest, short: the player duelled this turn, so may not attack (a few words)
        return _("duelled")
    if reason == "skip":
        # TRANSLATORS: Road Quest, short: an ambush made the player skip this turn's attack (a few words)
        return _("attack skipped")
    # TRANSLATORS: Road Quest, short: no rival's last road has this terrain ({letter}: its letter, e.g. P)
    return _("no {letter} road last").format(letter=letter)


def _group_reason(reason: str) -> str:
    """The sentence for several cards held back by one reason ({cards}: their names)."""
    if reason == "phase":
        return _("Not sendable yet: {cards}: only after the draw and what waits is faced.")
    if reason == "made":
        return _("Not sendable now: {cards}: one attack a turn, and yours is made.")
    if reason == "duel":
        return _("Not sendable now: {cards}: you duelled this turn.")
    if reason == "skip":
        return _("Not sendable now: {cards}: an ambush made you skip your attack this turn.")
    return _("Not sendable now: {cards}: no rival you may attack has a road of that terrain last.")


def _targets(view: RoadQuestView, seat: int) -> list[int]:
    """The seats an obstacle may go to, as the rules' `targets`: the living rivals, or the next
    living one only with the `neighbour` variant at 3 seats or more."""
    n = len(view.seats)
    if "neighbour" in view.variants and n >= 3:
        nxt = (seat + view.direction) % n
        while not view.seats[nxt].alive and nxt != seat:
            nxt = (nxt + view.direction) % n
        return [nxt] if nxt != seat else []
    return [i for i, sv in enumerate(view.seats) if i != seat and sv.alive]


def _reachable(cardset: CardSet, view: RoadQuestView, seat: int, card: int) -> bool:
    """Whether a seat it may go to has a last road of the card's terrain."""
    cards = cardset.cards
    terrain = cards[card].terrain
    return any(view.seats[i].roads and cards[view.seats[i].roads[-1]].terrain == terrain for i in _targets(view, seat))


def _named(name: str) -> str:
    from dragonwood_tui.i18n.card_names import card_name as named

    return named("road-quest", name)
