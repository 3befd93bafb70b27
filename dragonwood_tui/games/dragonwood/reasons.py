"""What the review keeps of a Dragonwood option and how it words the difference (the game's
`option_facts` / `option_reason`): a capture's exact chance from the seat's view and what it
scores, the cards and one-time enhancements it spends (kept by a reload or a cheaper capture for
a later one or a dragon) and how it attacks, the die the Lucky Mushroom re-rolls and the chance it
gives, the card a discard gives up. Facts are language-free (card ids, numbers); the words are
made when shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dragonwood_tui.games.dragonwood.actions import CARD_CHOICES, Capture, DeclineMushroom, MushroomReroll, Reload
from dragonwood_tui.games.dragonwood.cards import CARD_COUNT, CREATURE, KIND, LADYBUG_FIRST, VALUES, VP, name


def twin(card: int) -> int:
    """The first card the same as `card` in everything but its id (two Wild Boars are one
    option to capture): facts name it, so options the player cannot tell apart have the same
    facts."""
    if not (isinstance(card, int) and LADYBUG_FIRST <= card < CARD_COUNT):
        return card
    return _TWINS[card - LADYBUG_FIRST]


_TWINS = tuple(next(c for c in range(LADYBUG_FIRST, CARD_COUNT) if name(c) == name(x) and VP[c] == VP[x]
                    and all(v[c] == v[x] for v in VALUES)) for x in range(LADYBUG_FIRST, CARD_COUNT))


def option_facts(view: Any, action: Any) -> dict[str, Any]:
    if isinstance(action, Reload):
        return {"do": "reload"}
    if isinstance(action, Capture):
        from dragonwood_tui.games.dragonwood.view import capture_options

        chance = next((float(o.probability) for o in capture_options(view, action.cards, action.one_time)
                       if o.target == action.target and o.method == action.method and o.legal), 0.0)
        creature = 0 <= action.target < CARD_COUNT and KIND[action.target] == CREATURE
        return {"do": "capture", "card": twin(action.target), "chance": chance, "vp": VP[action.target] if creature else 0,
                "creature": int(creature), "cards": len(action.cards) + len(action.one_time), "method": action.method,
                "spent": sorted(action.cards)[:16], "enh": sorted(twin(e) for e in action.one_time)[:16]}
    attempt = getattr(view, "attempt", None)
    if isinstance(action, (MushroomReroll, DeclineMushroom)) and attempt is not None:
        short = attempt.total < attempt.need
        if isinstance(action, MushroomReroll) and 0 <= action.die < len(attempt.dice):
            from dragonwood_tui.games.dragonwood.advice import reroll_chances

            return {"do": "mushroom", "face": attempt.dice[action.die], "card": twin(attempt.target),
                    "chance": float(reroll_chances(attempt)[action.die])}
        return {"do": "keep_roll", "card": twin(attempt.target), "chance": 0.0 if short else 1.0}
    if isinstance(action, CARD_CHOICES):
        return {"do": "discard", "card": twin(action.card)}
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


def _spent(facts: Mapping[str, Any]) -> list[int] | None:
    """The adventurer cards and one-time enhancements a capture spends (ids), or None."""
    cards, enh = facts.get("spent"), facts.get("enh")
    if not isinstance(cards, list) or not isinstance(enh, list):
        return None
    ids = [*cards, *enh]
    if not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < CARD_COUNT for c in ids):
        return None
    return ids


def _names(cards: list[int]) -> str:
    from dragonwood_tui.games.dragonwood.describe import shown_name

    return ", ".join(shown_name(c) for c in cards)


def _kept(played: list[int], best: list[int]) -> list[int]:
    """What `played` spends that `best` keeps (a multiset difference)."""
    left = list(best)
    out = []
    for c in played:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return out


def _same_target(played: Mapping[str, Any], best: Mapping[str, Any], p: tuple[str, str, str, int],
                 b: tuple[str, str, str, int]) -> str | None:
    """Two captures of the same card: the chances, the cards the better one keeps, else how each
    attacks and with what."""
    from dragonwood_tui.games.dragonwood.describe import method_word
    from dragonwood_tui.i18n import _, ngettext

    same = _("{card}: {best_chance} against {played_chance}").format(card=b[0], best_chance=b[1], played_chance=p[1])
    spent_p, spent_b = _spent(played), _spent(best)
    if spent_p is None or spent_b is None:  # facts of an older analysis: the count alone
        if b[3] < p[3]:
            kept = ngettext("{n} card kept for a later capture or a dragon", "{n} cards kept for a later capture or a dragon",
                            p[3] - b[3]).format(n=p[3] - b[3])
            return _("{first}; {second}").format(first=same, second=kept) if b[1] != p[1] else kept[:1].upper() + kept[1:]
        return same if b[1] != p[1] else None
    kept_ids = _kept(spent_p, spent_b)
    if kept_ids:
        # TRANSLATORS: {cards}: the cards (and one-time enhancements) the better capture does not spend ("Green 7, Friendly Bunny")
        kept = ngettext("{cards} kept for a later capture or a dragon", "{cards} kept for a later capture or a dragon",
                        len(kept_ids)).format(cards=_names(kept_ids))
        return _("{first}; {second}").format(first=same, second=kept) if b[1] != p[1] else kept[:1].upper() + kept[1:]
    if b[1] != p[1]:
        return same
    m_p, m_b = played.get("method"), best.get("method")
    if not isinstance(m_p, str) or not isinstance(m_b, str):
        return None
    words_b, words_p = (method_word(m_b), _names(spent_b)), (method_word(m_p), _names(spent_p))
    if words_b == words_p:
        return None  # the same capture to the player: nothing nameable
    # TRANSLATORS: two ways to capture the same card with the same chance: {best_method} / {played_method} are Strike, Stomp or Scream, {best_cards} / {played_cards} the cards spent
    return _("{card}: {best_method} with {best_cards} rather than {played_method} with {played_cards}").format(
        card=b[0], best_method=words_b[0], best_cards=words_b[1], played_method=words_p[0], played_cards=words_p[1])


def _roll_choice(facts: Mapping[str, Any]) -> str | None:
    """A Lucky Mushroom choice as what to do, with the chance it gives the capture."""
    from dragonwood_tui.games.dragonwood.describe import shown_name as _card
    from dragonwood_tui.i18n import _
    from dragonwood_tui.i18n.formats import format_percent

    card, chance = _num(facts, "card", 0, CARD_COUNT - 1), _num(facts, "chance", 0.0, 1.0)
    if not isinstance(card, int) or chance is None:
        return None
    if facts.get("do") == "mushroom":
        face = _num(facts, "face", 1, 99)
        if not isinstance(face, int):
            return None
        # TRANSLATORS: an infinitive (the review's "Better to ... than to ..."): {face} the die's value, {chance} the capture's chance after it, {card} the card tried
        return _("re-roll the {face} with the Lucky Mushroom ({chance} to capture {card})").format(
            face=face, chance=format_percent(chance), card=_card(card))
    # TRANSLATORS: an infinitive (the review's "Better to ... than to ..."): keep the dice as they fell, {chance} to capture {card}
    return _("keep the roll ({chance} to capture {card})").format(chance=format_percent(chance), card=_card(card))


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
        return _same_target(played, best, p, b)
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
    if do_best in ("mushroom", "keep_roll") and do_played in ("mushroom", "keep_roll"):
        best_words, played_words = _roll_choice(best), _roll_choice(played)
        return better_than(best_words, played_words) if best_words and played_words else None
    if do_best == "discard" and do_played == "discard":
        cb, cp = _num(best, "card", 0, CARD_COUNT - 1), _num(played, "card", 0, CARD_COUNT - 1)
        if not isinstance(cb, int) or not isinstance(cp, int):
            return None
        return better_than(_("discard {card}").format(card=_card(cb)), _("discard {card}").format(card=_card(cp)))
    return None
