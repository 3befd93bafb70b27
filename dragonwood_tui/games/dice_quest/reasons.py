"""What the review keeps of a Dice Quest option and how it words the difference (the game's
`option_facts` / `option_reason`): the dice kept by a re-roll, the enemy beaten, the army card
spent. Facts are language-free (values, the deck's English names); the words are made when shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower


def _card_named(view: Any, card: int) -> tuple[str, str]:
    """(name, power) of a card the seat can see: on the quest line or in an army."""
    for enemy in view.line:
        if enemy.card.id == card:
            return enemy.card.name, enemy.card.power
    for seat in view.seats:
        for c in seat.army:
            if c.id == card:
                return c.name, c.power
    return "", ""


def _held(view: Any, kept: list[int]) -> list[int]:
    """The quest line's enemies still to beat that the kept dice already beat on their own (what
    the re-roll keeps in hand), by id, at most 8."""
    from dragonwood_tui.games.dice_quest.combos import CombinationError, beats, parse_combination

    held = []
    for enemy in view.line:
        if enemy.beaten:
            continue
        try:
            if kept and beats(kept, parse_combination(enemy.card.combination)):
                held.append(enemy.card.id)
        except CombinationError:
            continue
    return held[:8]


def option_facts(view: Any, action: Any) -> dict[str, Any]:
    dice = list(view.dice)
    if isinstance(action, Reroll):
        chosen = set(action.dice)
        kept = sorted(v for i, v in enumerate(dice) if i not in chosen)
        return {"do": "reroll", "kept": kept, "rerolled": len(chosen), "holds": _held(view, kept)}
    if isinstance(action, UsePower):
        name, power = _card_named(view, action.card)
        chosen = set(action.dice)
        kept = sorted(v for i, v in enumerate(dice) if i not in chosen)
        return {"do": "power", "card": name, "power": power, "dice": sorted(dice[i] for i in action.dice if 0 <= i < len(dice)),
                "kept": kept, "direction": action.direction, "holds": _held(view, kept) if power == "reroll" else []}
    if isinstance(action, Beat):
        name, power = _card_named(view, action.card)
        return {"do": "beat", "card": name, "power": power}
    if isinstance(action, GiveUp):
        return {"do": "give_up"}
    return {}


def _values(facts: Mapping[str, Any], key: str) -> str | None:
    values = facts.get(key)
    if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
        return None
    return " ".join(str(v) for v in values)


def _held_names(facts: Mapping[str, Any], cards: Sequence[Any]) -> str:
    """The enemies the kept dice already beat, by name ("" for none, or facts it does not read)."""
    from dragonwood_tui.i18n.card_names import card_name

    held = facts.get("holds")
    if not isinstance(held, list):
        return ""
    return ", ".join(card_name("dice-quest", cards[c].name) for c in held if isinstance(c, int) and 0 <= c < len(cards))


def _phrase(facts: Mapping[str, Any], cards: Sequence[Any] = ()) -> str | None:
    """An option as what to do, in the player's language; None for facts it does not read."""
    from dragonwood_tui.games.dice_quest.config import power_word
    from dragonwood_tui.i18n import _
    from dragonwood_tui.i18n.card_names import card_name

    do = facts.get("do")
    card = facts.get("card")
    named = card_name("dice-quest", card)[:60] if isinstance(card, str) and card else None
    if do == "reroll":
        kept = _values(facts, "kept")
        if kept is None:
            return None
        if not kept:
            return _("re-roll every die")
        names = _held_names(facts, cards)
        if names:
            # TRANSLATORS: {cards}: the enemies of the quest line the dice kept already beat ("Bog Toad, Grey Wolf")
            return _("re-roll keeping {dice} (enough already for {cards})").format(dice=kept, cards=names)
        return _("re-roll keeping {dice}").format(dice=kept)
    if do == "power" and named is not None:
        power = facts.get("power")
        if power == "reroll":
            kept = _values(facts, "kept")
            if kept is None:
                return None
            if not kept:
                return _("spend {card} to re-roll every die").format(card=named)
            names = _held_names(facts, cards)
            if names:
                return _("spend {card} to re-roll keeping {dice} (enough already for {cards})").format(card=named, dice=kept, cards=names)
            return _("spend {card} to re-roll keeping {dice}").format(card=named, dice=kept)
        dice, direction = _values(facts, "dice"), facts.get("direction")
        if dice is None or not isinstance(power, str):
            return None
        shown = power_word(power) + {1: " +1", -1: " −1"}.get(direction if isinstance(direction, int) else 0, "")
        return _("spend {card} ({power}) on the {dice}").format(card=named, power=shown, dice=dice)
    if do == "beat" and named is not None:
        return _("beat {card}").format(card=named)
    if do == "give_up":
        return _("beat no enemy (end the turn)")
    return None


def option_reason(played: Mapping[str, Any], best: Mapping[str, Any], cards: Sequence[Any] = ()) -> str | None:
    """`cards`: the deck (by id), for the enemies a re-roll's kept dice already beat."""
    from dragonwood_tui.games.words import better_than

    best_words, played_words = _phrase(best, cards), _phrase(played, cards)
    if best_words is None or played_words is None:
        return None
    return better_than(best_words, played_words)
