"""Words for people: one line per action, and lines for what it caused (dice, results, draws).

- `describe(state, action, names)`: what `action` does, read in the state *before* it.
- `event_lines(events, names)`: the lines of `state.events` / `view.events` after an action
  (the dice rolled, success or failure, cards revealed, events resolved, the game's end...).
- `action_lines(line, action, events, names)`: the lines of an action just applied: its
  description, then its events, less the discard event that only repeats the card it names.
- `apply_with_events(state, action, names)`: apply, then return `action_lines`; the TUI log
  and the `replay --text` transcript use it.

A seat's name is the subject of most lines; the person's seat is called "You" by default, so the
verbs go through `games.words.verb` ("You draw", "Ann draws").

Events hold only public information: a draw says how many cards, a Wind Storm pass says to whom,
never which card. `describe` of a Wind Storm pass does not name the card either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.games.dragonwood.actions import (
    CARD_CHOICES,
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
    LIGHTNING_BOLT,
    LIGHTNING_BONUS,
    METHOD_INDEX,
    PERMANENT_BONUS,
    VALUES,
    VP,
    label,
    name,
)
from dragonwood_tui.games.words import says
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
    State,
    end_name,
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
        return f"{says(who, 'reloads')}."
    if isinstance(action, Capture):
        m = METHOD_INDEX.get(action.method)
        target = _card(action.target)
        value = ""
        if m is not None and isinstance(action.target, int) and 0 <= action.target < CARD_COUNT:
            value = f" ({VALUES[m][action.target]})"
        spent = f" + {', '.join(name(e) for e in action.one_time)}" if action.one_time else ""
        return (
            f"{says(who, 'tries')} to {str(action.method).capitalize()} {target}{value} "
            f"with {_cards(action.cards)}{spent}."
        )
    if isinstance(action, MushroomReroll):
        dice = s.att_dice
        face = f" (a {dice[action.die]})" if 0 <= action.die < len(dice) else ""
        return f"{says(who, 're-rolls')} die {action.die + 1}{face} with the Lucky Mushroom."
    if isinstance(action, DeclineMushroom):
        return f"{says(who, 'keeps')} the roll."
    if isinstance(action, WoundDiscard):
        return f"{says(who, 'discards')} {_card(action.card)} for the wound."
    if isinstance(action, HandLimitDiscard):
        return f"{says(who, 'discards')} {_card(action.card)} (hand limit {s.config.hand_limit})."
    if isinstance(action, ThunderStormDiscard):
        return f"{says(who, 'discards')} {_card(action.card)} in the Thunder Storm."
    if isinstance(action, WindStormPass):
        if s.solo:
            return f"{says(who, 'discards')} {_card(action.card)} in the Wind Storm."
        return f"{says(who, 'chooses')} a card to pass in the Wind Storm."
    return f"{who}: {action!r}"


def bonus_sources(
    enhancements: Sequence[int], method: int, one_time: Sequence[int], target: int
) -> list[tuple[int, int]]:
    """(card, amount) for every bonus an attempt on `target` by method index `method` gets: the
    permanent enhancements that match the method, then a Lightning Bolt spent. Empty against an
    enhancement (nothing helps there). Adds up to the rules' bonus (`capture_check`)."""
    if not 0 <= target < CARD_COUNT or KIND[target] != CREATURE:
        return []
    row = PERMANENT_BONUS[method]
    parts = [(e, row[e]) for e in enhancements if 0 <= e < CARD_COUNT and row[e]]
    if LIGHTNING_BOLT in one_time:
        parts.append((LIGHTNING_BOLT, LIGHTNING_BONUS))
    return parts


def bonus_parts(s: State) -> list[tuple[int, int]]:
    """`bonus_sources` of the last attempt (`s.att_*`, read after the Capture or the Mushroom
    re-roll: the one-time enhancements spent are in `att_one_time`)."""
    if not 0 <= s.att_seat < len(s.enhancements):
        return []
    return bonus_sources(s.enhancements[s.att_seat], s.att_method, s.att_one_time, s.att_target)


def bonus_words(parts: Sequence[tuple[int, int]]) -> str:
    """"Silver Sword" or "Silver Sword +2, Magical Unicorn +1": what a bonus is made of."""
    if len(parts) == 1:
        return name(parts[0][0])
    return ", ".join(f"{name(c)} +{n}" for c, n in parts)


def _plus(bonus: int, parts: Sequence[tuple[int, int]] | None) -> str:
    """" + 3 (Silver Sword +2, Magical Unicorn +1)": the bonus and what it is made of; the
    bare number when the parts are not known or do not add up to it."""
    if not bonus:
        return ""
    if not parts or sum(n for _, n in parts) != bonus:
        return f" + {bonus}"
    return f" + {bonus} ({bonus_words(parts)})"


def event_line(
    ev: Sequence[int],
    names: Sequence[str] | None = None,
    state: State | None = None,
) -> str:
    """One line for one event of `state.events` (codes in state.py). With `state` (the state
    the events belong to), a roll's bonus names its enhancements."""
    code = ev[0]
    if code == E_TURN:
        return f"Turn {ev[2]}: {seat_name(ev[1], names)}."
    if code == E_DRAW:
        n = ev[2]
        return f"{says(seat_name(ev[1], names), 'draws')} {n} card{'s' if n != 1 else ''}."
    if code == E_LADYBUG:
        return f"{says(seat_name(ev[1], names), 'draws')} a Lucky Ladybug: discarded, 2 more cards."
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
        extra = _plus(total - sum(dice), bonus_parts(state) if state is not None else None)
        return f"Roll: {' '.join(map(str, dice))}{extra} = {total} (needs {need})."
    if code == E_REROLL:
        moved = f"Lucky Mushroom: die {ev[2] + 1} goes from {ev[3]} to {ev[4]}"
        if state is None or len(state.att_dice) <= ev[2] or state.att_dice[ev[2]] != ev[4]:
            return f"{moved}: total {ev[5]}."
        dice = state.att_dice
        extra = _plus(ev[5] - sum(dice), bonus_parts(state))
        return f"{moved}: {' '.join(map(str, dice))}{extra} = {ev[5]} (needs {state.att_need})."
    if code == E_CAPTURE:
        target = ev[2]
        what = f"{VP[target]} VP" if KIND[target] == CREATURE else "an enhancement"
        return f"Success: {says(seat_name(ev[1], names), 'captures')} {name(target)} ({what})."
    if code == E_FAIL:
        return f"Failure: {name(ev[2])} stays; {says(seat_name(ev[1], names), 'is')} wounded."
    if code == E_SPENT:
        return f"{says(seat_name(ev[1], names), 'spends')} the {name(ev[2])}."
    if code == E_DISCARD:
        return f"{says(seat_name(ev[1], names), 'discards')} {label(ev[2])} ({DISCARD_WHY[ev[3]]})."
    if code == E_PASS:
        return f"{says(seat_name(ev[1], names), 'passes')} a card to {seat_name(ev[2], names)}."
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
        return f"Game over: {end_name(ev[1], ev[2] if len(ev) > 2 else 2)}."
    if code == E_SETUP_EVENT:
        return f"{name(ev[1])} revealed at setup goes back into the deck."
    if code == E_NO_CARD:
        return f"{seat_name(ev[1], names)} cannot draw: no card left."
    return f"event {list(ev)}"


def event_lines(
    events: Sequence[Sequence[int]],
    names: Sequence[str] | None = None,
    state: State | None = None,
) -> list[str]:
    return [event_line(ev, names, state) for ev in events]


def action_lines(
    line: str,
    action: Any,
    events: Sequence[Sequence[int]],
    names: Sequence[str] | None = None,
    state: State | None = None,
) -> list[str]:
    """The lines of `action`, just applied: `line` (its `describe`), then what it caused
    (`events`; `state`, the state after it, names a roll's bonuses). A card choice's own discard
    event is left out: `line` already names the card."""
    rest = list(events)
    card = getattr(action, "card", None)
    if isinstance(action, CARD_CHOICES):
        own = next((i for i, ev in enumerate(rest) if ev[0] == E_DISCARD and ev[2] == card), None)
        if own is not None:
            del rest[own]
    return [line, *event_lines(rest, names, state)]


def apply_with_events(s: State, action: Any, names: Sequence[str] | None = None) -> list[str]:
    """Apply `action` (IllegalAction leaves `s` untouched) and return its lines: the action's
    description, then what happened (dice, results, draws, events)."""
    from dragonwood_tui.games.dragonwood.rules import apply

    line = describe(s, action, names)
    apply(s, action)
    return action_lines(line, action, s.events, names, s)
