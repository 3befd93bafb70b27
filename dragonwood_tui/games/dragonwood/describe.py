"""Words for people: one line per action, and lines for what it caused (dice, results, draws).

- `describe(state, action, names)`: what `action` does, read in the state *before* it.
- `event_lines(events, names)`: the lines of `state.events` / `view.events` after an action
  (the dice rolled, success or failure, cards revealed, events resolved, the game's end...).
- `apply_with_events(state, action, names)`: apply, then return describe + event lines; the TUI log
  and the `replay --text` transcript use it.

Events hold only public information: a draw says how many cards, a Wind Storm pass says to whom,
never which card. `describe` of a Wind Storm pass does not name the card either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    DeclineMushroom,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.cards import (
    CARD_COUNT,
    CREATURE,
    KIND,
    METHOD_INDEX,
    VALUES,
    VP,
    label,
    name,
)
from dragonwood_tui.games.dragonwood.state import (
    DISCARD_WHY,
    E_CAPTURE,
    E_DISCARD,
    E_DRAW,
    E_EVENT,
    E_FAIL,
    E_FINAL_ROUND,
    E_GAME_OVER,
    E_LADYBUG,
    E_NO_CARD,
    E_OPP_ROLL,
    E_OPP_TAKE,
    E_PASS,
    E_QUICKSAND,
    E_RESHUFFLE,
    E_REROLL,
    E_REVEAL,
    E_ROLL,
    E_RUNOUT,
    E_SETUP_EVENT,
    E_SPENT,
    E_TURN,
    END_NAMES,
    State,
)


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def _card(c: Any) -> str:
    return label(c) if isinstance(c, int) and 0 <= c < CARD_COUNT else f"card {c!r}"


def _cards(cs: Sequence[int]) -> str:
    return " ".join(_card(c) for c in cs)


def describe(s: State, action: Any, names: Sequence[str] | None = None) -> str:
    """One line for a person: what `action` does, read in the state before it is applied."""
    who = seat_name(s.decider, names)
    if isinstance(action, Reload):
        return f"{who} reloads."
    if isinstance(action, Capture):
        m = METHOD_INDEX.get(action.method)
        target = _card(action.target)
        value = ""
        if m is not None and isinstance(action.target, int) and 0 <= action.target < CARD_COUNT:
            value = f" ({VALUES[m][action.target]})"
        spent = f" + {', '.join(name(e) for e in action.one_time)}" if action.one_time else ""
        return (
            f"{who} tries to {str(action.method).capitalize()} {target}{value} "
            f"with {_cards(action.cards)}{spent}."
        )
    if isinstance(action, MushroomReroll):
        dice = s.att_dice
        face = f" (a {dice[action.die]})" if 0 <= action.die < len(dice) else ""
        return f"{who} re-rolls die {action.die + 1}{face} with the Lucky Mushroom."
    if isinstance(action, DeclineMushroom):
        return f"{who} keeps the roll."
    if isinstance(action, WoundDiscard):
        return f"{who} is wounded and discards {_card(action.card)}."
    if isinstance(action, HandLimitDiscard):
        return f"{who} discards {_card(action.card)} (hand limit 9)."
    if isinstance(action, ThunderStormDiscard):
        return f"{who} discards {_card(action.card)} in the Thunder Storm."
    if isinstance(action, WindStormPass):
        if s.solo:
            return f"{who} discards {_card(action.card)} in the Wind Storm."
        return f"{who} chooses a card to pass in the Wind Storm."
    return f"{who}: {action!r}"


def event_line(ev: Sequence[int], names: Sequence[str] | None = None) -> str:
    """One line for one event of `state.events` (codes in state.py)."""
    code = ev[0]
    if code == E_TURN:
        return f"Turn {ev[2]}: {seat_name(ev[1], names)}."
    if code == E_DRAW:
        n = ev[2]
        return f"{seat_name(ev[1], names)} draws {n} card{'s' if n != 1 else ''}."
    if code == E_LADYBUG:
        return f"{seat_name(ev[1], names)} draws a Lucky Ladybug: discarded, 2 more cards."
    if code == E_RESHUFFLE:
        return f"The Adventurer discard is shuffled into a new deck ({ev[1]} cards)."
    if code == E_RUNOUT:
        nth = {1: "first", 2: "second"}.get(ev[1], f"{ev[1]}th")
        return f"The Adventurer deck runs out ({nth} time)."
    if code == E_FINAL_ROUND:
        return f"Final round: everyone plays once more, ending with {seat_name(ev[1], names)}."
    if code == E_ROLL:
        dice = list(ev[4:])
        total, need = ev[2], ev[3]
        bonus = total - sum(dice)
        extra = f" + {bonus}" if bonus else ""
        return f"Roll: {' '.join(map(str, dice))}{extra} = {total} (needs {need})."
    if code == E_REROLL:
        return f"Lucky Mushroom: die {ev[2] + 1} goes from {ev[3]} to {ev[4]}: total {ev[5]}."
    if code == E_CAPTURE:
        target = ev[2]
        what = f"{VP[target]} VP" if KIND[target] == CREATURE else "an enhancement"
        return f"Success: {seat_name(ev[1], names)} captures {name(target)} ({what})."
    if code == E_FAIL:
        return f"Failure: {name(ev[2])} stays; {seat_name(ev[1], names)} is wounded."
    if code == E_SPENT:
        return f"{seat_name(ev[1], names)} spends the {name(ev[2])}."
    if code == E_DISCARD:
        return f"{seat_name(ev[1], names)} discards {label(ev[2])} ({DISCARD_WHY[ev[3]]})."
    if code == E_PASS:
        return f"{seat_name(ev[1], names)} passes a card to {seat_name(ev[2], names)}."
    if code == E_REVEAL:
        return f"{name(ev[1])} enters the landscape."
    if code == E_EVENT:
        return f"Event: {name(ev[1])}!"
    if code == E_QUICKSAND:
        return f"The Quicksand swallows the {name(ev[1])}."
    if code == E_OPP_ROLL:
        again = " again (a dragon not leftmost)" if ev[2] else ""
        return f"The opponent rolls{again}: {ev[1]}."
    if code == E_OPP_TAKE:
        return f"The opponent takes {name(ev[1])}."
    if code == E_GAME_OVER:
        return f"Game over: {END_NAMES[ev[1]]}."
    if code == E_SETUP_EVENT:
        return f"{name(ev[1])} revealed at setup goes back into the deck."
    if code == E_NO_CARD:
        return f"{seat_name(ev[1], names)} cannot draw: no card left."
    return f"event {list(ev)}"


def event_lines(events: Sequence[Sequence[int]], names: Sequence[str] | None = None) -> list[str]:
    return [event_line(ev, names) for ev in events]


def apply_with_events(s: State, action: Any, names: Sequence[str] | None = None) -> list[str]:
    """Apply `action` (IllegalAction leaves `s` untouched) and return its lines: the action's
    description, then what happened (dice, results, draws, events)."""
    from dragonwood_tui.games.dragonwood.rules import apply

    line = describe(s, action, names)
    apply(s, action)
    return [line, *event_lines(s.events, names)]
