"""What the review keeps of a Road Quest option and how it words the difference (the game's
`option_facts` / `option_reason`): the option itself (its action's fields, language-free) and the
race as the seat sees it: the roads it has after a road laid, the roads of the seat an ambush is
sent to, the best of the others', the card on top of the discard a draw from it takes. A card is
named by its first twin (the same in everything but its id): options the player cannot tell apart
have the same facts; two cards that differ only in their combat number (read when the card is
turned in a fight, once the discard is shuffled back) are told apart by it. The words are made
when shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from dragonwood_tui.games.road_quest.actions import Attack, Draw, LayRoad

RACE = "race_"  # the facts' keys that are not the action's fields
_CARD_FIELDS = ("card", "treasure", "jack")  # the action fields that name a card


_TWINS: dict[int, tuple[Any, tuple[int, ...]]] = {}  # id(card set) -> (the set, its twins)


def twin_ids(cardset: Any) -> tuple[int, ...]:
    """Per card id, the first id of a card the same in everything but its id."""
    found = _TWINS.get(id(cardset))
    if found is None or found[0] is not cardset:
        first: dict[str, int] = {}
        twins = []
        for card in cardset.cards:
            fields = msgspec.to_builtins(card)
            fields.pop("id", None)
            twins.append(first.setdefault(repr(sorted(fields.items())), card.id))
        found = _TWINS[id(cardset)] = (cardset, tuple(twins))
    return found[1]


_twin_ids = twin_ids


def option_facts(view: Any, action: Any, cardset: Any = None) -> dict[str, Any]:
    facts: dict[str, Any] = msgspec.to_builtins(action)
    if cardset is not None:
        twins = _twin_ids(cardset)
        for key in _CARD_FIELDS:
            value = facts.get(key)
            if isinstance(value, int) and 0 <= value < len(twins):
                facts[key] = twins[value]
        if isinstance(facts.get("cards"), list):
            facts["cards"] = sorted(twins[c] if 0 <= c < len(twins) else c for c in facts["cards"])
        if isinstance(action, Draw) and action.source == "discard" and 0 <= view.discard_top < len(twins):
            facts[RACE + "top"] = twins[view.discard_top]
    me = view.seat if view.seat is not None else view.current
    roads = [len(s.roads) for s in view.seats]
    others = [n for k, n in enumerate(roads) if k != me and view.seats[k].alive]
    if isinstance(action, LayRoad):
        facts[RACE + "mine"] = roads[me] + 1
        facts[RACE + "lead"] = max(others, default=0)
    elif isinstance(action, Attack) and 0 <= action.target < len(roads):
        facts[RACE + "target"] = roads[action.target]
    return facts


def _count(facts: Mapping[str, Any], key: str) -> int | None:
    value = facts.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 99 else None


def _phrase(facts: Mapping[str, Any], cardset: Any, names: Sequence[str] | None) -> str | None:
    """The option as what to do, and what it does to the race; None for facts it does not read."""
    from dragonwood_tui.games.road_quest.actions import Action
    from dragonwood_tui.games.road_quest.describe import action_text
    from dragonwood_tui.i18n import _, ngettext

    try:
        action = msgspec.convert({k: v for k, v in facts.items() if not k.startswith(RACE)}, Action)
        words = action_text(action, cardset, names)
    except Exception:  # facts from a file: an action this version does not read (or a card id out of the set)
        return None
    if isinstance(action, LayRoad):
        mine, lead = _count(facts, RACE + "mine"), _count(facts, RACE + "lead")
        if mine is not None and lead is not None:
            # TRANSLATORS: {action} lays a road ("lay the Road 3"); then the seat's roads after it, and the most any other seat has
            return _("{action} (your road {mine}; the best of the others has {lead})").format(action=words, mine=mine, lead=lead)
    if isinstance(action, Draw) and action.source == "discard":
        top = _count(facts, RACE + "top")
        if top is not None and top < len(cardset.cards):
            from dragonwood_tui.games.road_quest.describe import card_text

            # TRANSLATORS: an infinitive (the review's "Better to ... than to ..."): draw the card on top of the discard, {card} that card with its numbers
            return _("take {card} from the top of the discard").format(card=card_text(cardset.cards[top]))
    if isinstance(action, Attack):
        roads = _count(facts, RACE + "target")
        if roads is not None:
            # TRANSLATORS: {action} sends an ambush to a seat ("send the Goblin to Anna"); {n}: the roads that seat has laid
            return ngettext("{action}, who has laid {n} road", "{action}, who has laid {n} roads", roads).format(action=words, n=roads)
    return words


def option_reason(played: Mapping[str, Any], best: Mapping[str, Any], cardset: Any, names: Sequence[str] | None) -> str | None:
    from dragonwood_tui.games.words import better_than

    best_words, played_words = _phrase(best, cardset, names), _phrase(played, cardset, names)
    if best_words is None or played_words is None:
        return None
    if best_words == played_words:  # two cards alike but for their combat number: name it
        combat_best, combat_played = _combat(best, cardset), _combat(played, cardset)
        if combat_best is not None and combat_played is not None and combat_best != combat_played:
            from dragonwood_tui.i18n import _

            # TRANSLATORS: {action}: an infinitive ("discard Forest road"); {n}: the card's combat number (read when it is turned in a fight)
            detail = _("{action} (combat number {n})")
            best_words, played_words = detail.format(action=best_words, n=combat_best), detail.format(action=played_words, n=combat_played)
    return better_than(best_words, played_words)


def _combat(facts: Mapping[str, Any], cardset: Any) -> int | None:
    """The combat number of the card an option plays, lays or discards (None: no one card)."""
    card = _count(facts, "card")
    if card is None or card >= len(cardset.cards):
        return None
    combat: int = cardset.cards[card].combat
    return combat
