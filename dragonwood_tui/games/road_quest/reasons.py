"""What the review keeps of a Road Quest option and how it words the difference (the game's
`option_facts` / `option_reason`): the option itself (its action's fields, language-free) and the
race as the seat sees it: the roads it has after a road laid, the roads of the seat an ambush is
sent to, the best of the others'. The words are made when shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from dragonwood_tui.games.road_quest.actions import Attack, LayRoad

RACE = "race_"  # the facts' keys that are not the action's fields


def option_facts(view: Any, action: Any) -> dict[str, Any]:
    facts: dict[str, Any] = msgspec.to_builtins(action)
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
    return better_than(best_words, played_words)
