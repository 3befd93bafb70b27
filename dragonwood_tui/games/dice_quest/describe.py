"""One human line per action and per logged event (the app's log and `replay --text` use it)."""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.rules import Rules
from dragonwood_tui.games.dice_quest.state import DiceQuestState, Event


def _dice(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in values)


def _who(seat: int, players: int, names: Sequence[str] | None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return "You" if players == 1 else f"Seat {seat + 1}"


def _card(cards: Sequence[Card], card_id: int) -> str:
    c = cards[card_id]
    return f"{c.name} ({c.label})"


def _picked(event: Event) -> str:
    """"die 2: 3→4" or "dice 2, 5: 3 1 → 4 6": die numbers as on the screen (1-5), then the
    faces before and after."""
    picked = list(event.picked)
    if len(picked) == 1:
        i = picked[0]
        return f"die {i + 1}: {event.before[i]}→{event.dice[i]}"
    numbers = ", ".join(str(i + 1) for i in picked)
    old = " ".join(str(event.before[i]) for i in picked)
    new = " ".join(str(event.dice[i]) for i in picked)
    return f"dice {numbers}: {old} → {new}"


def event_text(
    event: Event, cards: Sequence[Card], players: int, names: Sequence[str] | None = None
) -> str:
    who = _who(event.seat, players, names)
    k = event.kind
    if k == "turn":
        joined = ""
        if event.cards:
            joined = " " + ", ".join(_card(cards, c) for c in event.cards) + " joined the quest line;"
        return f"Turn {event.turn} ({who}):{joined} rolled {_dice(event.dice)}"
    if k == "reroll":
        return f"{who} re-rolled {_picked(event)}; dice now {_dice(event.dice)}"
    if k == "power":
        c = cards[event.cards[0]]
        if c.power == "reroll":
            effect = f"re-rolled {_picked(event)}"
        elif c.power == "shift":
            effect = f"{'+1' if event.direction > 0 else '−1'} on {_picked(event)}"
        else:
            effect = {"plus": "+1 on", "minus": "−1 on", "mirror": "mirrored"}[c.power] + f" {_picked(event)}"
        return f"{who} spent {c.name} ({c.power}): {effect}; dice now {_dice(event.dice)}"
    if k == "beat":
        return f"{who} beat {_card(cards, event.cards[0])} with {_dice(event.dice)}; it joins the army"
    if k == "give-up":
        return f"{who} beat no enemy this turn"
    if k == "no-move":
        return "No move left: no free re-roll, no power to use, no enemy beaten"
    if k == "idle-round":
        return f"A full round without an enemy beaten: {_card(cards, event.cards[0])} leaves the game"
    if k == "won":
        return "The quest is complete: the game is won"
    if k == "lost":
        return "No enemy beaten: the game is lost"
    if k == "over":
        return "The deck and the quest line are empty: the game is over"
    return k


def action_text(action: object, cards: Sequence[Card]) -> str:
    """What an action asks for, without its results (for menus and prompts)."""
    if isinstance(action, Reroll):
        return "free re-roll of dice " + ", ".join(str(i + 1) for i in action.dice)
    if isinstance(action, UsePower):
        c = cards[action.card]
        target = ", ".join(str(i + 1) for i in action.dice)
        way = {1: " up", -1: " down"}.get(action.direction, "")
        return f"spend {c.name} ({c.power}{way}) on die {target}"
    if isinstance(action, Beat):
        return f"beat {_card(cards, action.card)}"
    if isinstance(action, GiveUp):
        return "beat no enemy (end the turn)"
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
        return f"{action_text(action, rules.cards)}: refused ({exc.reason})"
    players = len(state.players)
    return "; ".join(event_text(e, rules.cards, players, names) for e in after.log)
