"""What the review keeps of a Dragonwood option and how it words the difference (the game's
`option_facts` / `option_reason`): a capture's exact chance from the seat's view and what it
scores, the cards it spends (kept by a reload or a cheaper capture for a later one or a dragon),
the card a discard gives up. Facts are language-free (card ids, numbers); the words are made
when shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dragonwood_tui.games.dragonwood.actions import CARD_CHOICES, Capture, Reload
from dragonwood_tui.games.dragonwood.cards import CARD_COUNT, CREATURE, KIND, VP


def option_facts(view: Any, action: Any) -> dict[str, Any]:
    if isinstance(action, Reload):
        return {"do": "reload"}
    if isinstance(action, Capture):
        from dragonwood_tui.games.dragonwood.view import capture_options

        chance = next((float(o.probability) for o in capture_options(view, action.cards, action.one_time)
                       if o.target == action.target and o.method == action.method and o.legal), 0.0)
        creature = 0 <= action.target < CARD_COUNT and KIND[action.target] == CREATURE
        return {"do": "capture", "card": action.target, "chance": chance, "vp": VP[action.target] if creature else 0,
                "creature": int(creature), "cards": len(action.cards) + len(action.one_time)}
    if isinstance(action, CARD_CHOICES):
        return {"do": "discard", "card": action.card}
    return {}


def _num(facts: Mapping[str, Any], key: str, low: float, high: float) -> float | None:
    value = facts.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        return None
    return value


def _capture(facts: Mapping[str, Any]) -> tuple[str, str, str, int] | None:
    """(card, chance, what it scores, cards spent) in words; None for facts it does not read."""
    from dragonwood_tui.games.dragonwood.describe import shown_name as _card
    from dragonwood_tui.i18n import _
    from dragonwood_tui.i18n.formats import format_percent

    card, chance, vp, spent = (_num(facts, "card", 0, CARD_COUNT - 1), _num(facts, "chance", 0.0, 1.0),
                               _num(facts, "vp", 0, 99), _num(facts, "cards", 0, 99))
    if card is None or chance is None or vp is None or spent is None or not isinstance(card, int):
        return None
    scores = _("{n} VP").format(n=int(vp)) if facts.get("creature") == 1 else _("an enhancement")
    return _card(card), format_percent(chance), scores, int(spent)


def option_reason(played: Mapping[str, Any], best: Mapping[str, Any]) -> str | None:
    from dragonwood_tui.games.dragonwood.describe import shown_name as _card
    from dragonwood_tui.games.words import better_than
    from dragonwood_tui.i18n import _, ngettext

    do_played, do_best = played.get("do"), best.get("do")
    if do_played == "capture" and do_best == "capture":
        p, b = _capture(played), _capture(best)
        if p is None or b is None:
            return None
        if p[0] != b[0]:
            # TRANSLATORS: two captures compared: the better one first ("Fire Ants: 86% for 2 VP, against Troll: 14% for 5 VP")
            return _("{best}: {best_chance} for {best_vp}, against {played}: {played_chance} for {played_vp}").format(
                best=b[0], best_chance=b[1], best_vp=b[2], played=p[0], played_chance=p[1], played_vp=p[2])
        same = _("{card}: {best_chance} against {played_chance}").format(card=b[0], best_chance=b[1], played_chance=p[1])
        if b[3] < p[3]:
            kept = ngettext("{n} card kept for a later capture or a dragon", "{n} cards kept for a later capture or a dragon",
                            p[3] - b[3]).format(n=p[3] - b[3])
            return _("{first}; {second}").format(first=same, second=kept) if b[1] != p[1] else kept[:1].upper() + kept[1:]
        return same if b[1] != p[1] else None
    if do_best == "reload" and do_played == "capture":
        p = _capture(played)
        if p is None:
            return None
        return ngettext("Reloading keeps {n} card for a later capture or a dragon: {card} was {chance} for {vp}",
                        "Reloading keeps {n} cards for a later capture or a dragon: {card} was {chance} for {vp}",
                        p[3]).format(n=p[3], card=p[0], chance=p[1], vp=p[2])
    if do_best == "capture" and do_played == "reload":
        b = _capture(best)
        if b is None:
            return None
        return _("{card}: {chance} for {vp}, rather than reloading").format(card=b[0], chance=b[1], vp=b[2])
    if do_best == "discard" and do_played == "discard":
        cb, cp = _num(best, "card", 0, CARD_COUNT - 1), _num(played, "card", 0, CARD_COUNT - 1)
        if not isinstance(cb, int) or not isinstance(cp, int):
            return None
        return better_than(_("discard {card}").format(card=_card(cb)), _("discard {card}").format(card=_card(cp)))
    return None
