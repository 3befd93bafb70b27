"""One human line per action and per logged event (the app's log and `replay --text` use it)."""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.config import power_word
from dragonwood_tui.games.dice_quest.rules import Rules
from dragonwood_tui.games.dice_quest.state import DiceQuestState, Event
from dragonwood_tui.games.words import said, seat_shown
from dragonwood_tui.i18n import _
from dragonwood_tui.i18n.card_names import card_name


def _dice(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in values)


def _who(seat: int, players: int, names: Sequence[str] | None) -> str:
    if names and 0 <= seat < len(names):
        return seat_shown(names[seat])
    return "You" if players == 1 else _("Seat {n}").format(n=seat + 1)


def enemy_name(c: Card) -> str:
    """An enemy's name in the player's language."""
    return card_name("dice-quest", c.name)


def _card(cards: Sequence[Card], card_id: int) -> str:
    c = cards[card_id]
    return f"{enemy_name(c)} ({c.label})"


def _picked(event: Event) -> str:
    """"die 2: 3→4" or "dice 2, 5: 3 1 → 4 6": die numbers as on the screen (1-5), then the
    faces before and after."""
    picked = list(event.picked)
    if len(picked) == 1:
        i = picked[0]
        return _("die {die}: {old}→{new}").format(die=i + 1, old=event.before[i], new=event.dice[i])
    numbers = ", ".join(str(i + 1) for i in picked)
    old = " ".join(str(event.before[i]) for i in picked)
    new = " ".join(str(event.dice[i]) for i in picked)
    return _("dice {dice}: {old} → {new}").format(dice=numbers, old=old, new=new)


def event_text(
    event: Event, cards: Sequence[Card], players: int, names: Sequence[str] | None = None
) -> str:
    who = _who(event.seat, players, names)
    k = event.kind
    if k == "turn":
        rolled = _dice(event.dice)
        if event.cards:
            joined = ", ".join(_card(cards, c) for c in event.cards)
            # TRANSLATORS: {joined}: the enemies that joined the quest line ("Goblin (pair of 2s), Troll (any three)")
            return said(who, _("Turn {turn} (You): {joined} joined the quest line; rolled {dice}"),
                        _("Turn {turn} ({who}): {joined} joined the quest line; rolled {dice}"), turn=event.turn, joined=joined, dice=rolled)
        return said(who, _("Turn {turn} (You): rolled {dice}"), _("Turn {turn} ({who}): rolled {dice}"), turn=event.turn, dice=rolled)
    now = _dice(event.dice)
    if k == "reroll":
        return said(who, _("You re-rolled {picked}; dice now {dice}"), _("{who} re-rolled {picked}; dice now {dice}"), picked=_picked(event), dice=now)
    if k == "power":
        c = cards[event.cards[0]]
        picked = _picked(event)
        if c.power == "reroll":
            effect = _("re-rolled {picked}").format(picked=picked)
        elif c.power == "shift":
            effect = (_("+1 on {picked}") if event.direction > 0 else _("−1 on {picked}")).format(picked=picked)
        else:
            effect = {"plus": _("+1 on {picked}"), "minus": _("−1 on {picked}"), "mirror": _("mirrored {picked}")}[c.power].format(picked=picked)
        return said(who, _("You spent {card} ({power}): {effect}; dice now {dice}"), _("{who} spent {card} ({power}): {effect}; dice now {dice}"),
                    card=enemy_name(c), power=power_word(c.power), effect=effect, dice=now)
    if k == "beat":
        return said(who, _("You beat {card} with {dice}; it joins the army"), _("{who} beat {card} with {dice}; it joins the army"),
                    card=_card(cards, event.cards[0]), dice=now)
    if k == "give-up":
        return said(who, _("You beat no enemy this turn"), _("{who} beat no enemy this turn"))
    if k == "no-move":
        return _("No move left: no free re-roll, no power to use, no enemy beaten")
    if k == "idle-round":
        return _("A full round without an enemy beaten: {card} leaves the game").format(card=_card(cards, event.cards[0]))
    if k == "won":
        return _("The quest is complete: the game is won")
    if k == "lost":
        return _("No enemy beaten: the game is lost")
    if k == "over":
        return _("The deck and the quest line are empty: the game is over")
    return k


def action_text(action: object, cards: Sequence[Card]) -> str:
    """What an action asks for, without its results (for menus and prompts)."""
    if isinstance(action, Reroll):
        return _("free re-roll of dice {dice}").format(dice=", ".join(str(i + 1) for i in action.dice))
    if isinstance(action, UsePower):
        c = cards[action.card]
        target = ", ".join(str(i + 1) for i in action.dice)
        power = power_word(c.power)
        if action.direction == 1:
            return _("spend {card} ({power} up) on die {dice}").format(card=enemy_name(c), power=power, dice=target)
        if action.direction == -1:
            return _("spend {card} ({power} down) on die {dice}").format(card=enemy_name(c), power=power, dice=target)
        return _("spend {card} ({power}) on die {dice}").format(card=enemy_name(c), power=power, dice=target)
    if isinstance(action, Beat):
        return _("beat {card}").format(card=_card(cards, action.card))
    if isinstance(action, GiveUp):
        return _("beat no enemy (end the turn)")
    return repr(action)


def describe(rules: Rules, state: DiceQuestState, action: object, names: Sequence[str] | None = None) -> str:
    """One line: the action read in `state` (before it) and its results (dice rolled, the
    enemy beaten, the next turn's roll). An illegal action is described as refused."""
    from dragonwood_tui.engine.game import IllegalAction
    from dragonwood_tui.games.dice_quest.state import clone_state

    after = clone_state(state, log=False)  # the rules never read the log: what it gains is new
    try:
        rules.apply(after, action)
    except IllegalAction as exc:
        return _("{action}: refused ({reason})").format(action=action_text(action, rules.cards), reason=exc.reason)
    players = len(state.players)
    return "; ".join(event_text(e, rules.cards, players, names) for e in after.log)
