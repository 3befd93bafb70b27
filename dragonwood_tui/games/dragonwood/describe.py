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
    COLOUR,
    COLOURS,
    CREATURE,
    LADYBUG_FIRST,
    KIND,
    LIGHTNING_BOLT,
    LIGHTNING_BONUS,
    METHOD_INDEX,
    PERMANENT_BONUS,
    VALUE,
    VALUES,
    VP,
    label,
    name,
)
from dragonwood_tui.games.words import is_you, said, seat_shown, seat_word
from dragonwood_tui.i18n import _, ngettext, pgettext
from dragonwood_tui.games.dragonwood.card_names import colour_name
from dragonwood_tui.i18n.card_names import card_name
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
    end_words,
)


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names and 0 <= seat < len(names):
        return seat_shown(names[seat])
    return _("Player {n}").format(n=seat + 1)


def shown_name(card: int) -> str:
    """A card's name in the player's language: "Vert 7", "Fourmis de feu"."""
    if card < LADYBUG_FIRST:
        return _("{colour} {value}").format(colour=colour_name(COLOURS[COLOUR[card]]).capitalize(), value=VALUE[card])
    return card_name("dragonwood", name(card))


def _card(c: Any) -> str:
    if not (isinstance(c, int) and 0 <= c < CARD_COUNT):
        return _("card {card}").format(card=repr(c))
    return label(c) if c < LADYBUG_FIRST else shown_name(c)


def _cards(cs: Sequence[int]) -> str:
    return " ".join(_card(c) for c in cs)


def describe(s: State, action: Any, names: Sequence[str] | None = None) -> str:
    """One line for a person: what `action` does, read in the state before it is applied."""
    who = seat_name(s.decider, names)
    if isinstance(action, Reload):
        return said(who, _("You reload."), _("{who} reloads."))
    if isinstance(action, Capture):
        m = METHOD_INDEX.get(action.method)
        target = _card(action.target)
        if m is not None and isinstance(action.target, int) and 0 <= action.target < CARD_COUNT:
            target = _("{card} ({value})").format(card=target, value=VALUES[m][action.target])
        fields = {"method": method_word(str(action.method)), "target": target, "cards": _cards(action.cards)}
        if action.one_time:
            spent = ", ".join(shown_name(e) for e in action.one_time)
            # TRANSLATORS: {method} is Strike, Stomp or Scream; {target} a card and its value ("Fire Ants (7)"); {cards} the adventurer cards played ("G3 R4"); {spent} the one-time enhancements spent
            return said(who, _("You try to {method} {target} with {cards} + {spent}."),
                        _("{who} tries to {method} {target} with {cards} + {spent}."), spent=spent, **fields)
        # TRANSLATORS: {method} is Strike, Stomp or Scream; {target} a card and its value ("Fire Ants (7)"); {cards} the adventurer cards played ("G3 R4")
        return said(who, _("You try to {method} {target} with {cards}."), _("{who} tries to {method} {target} with {cards}."), **fields)
    if isinstance(action, MushroomReroll):
        dice = s.att_dice
        die = action.die + 1
        if 0 <= action.die < len(dice):
            return said(who, _("You re-roll die {die} (a {face}) with the Lucky Mushroom."),
                        _("{who} re-rolls die {die} (a {face}) with the Lucky Mushroom."), die=die, face=dice[action.die])
        return said(who, _("You re-roll die {die} with the Lucky Mushroom."), _("{who} re-rolls die {die} with the Lucky Mushroom."), die=die)
    if isinstance(action, DeclineMushroom):
        return said(who, _("You keep the roll."), _("{who} keeps the roll."))
    if isinstance(action, WoundDiscard):
        return said(who, _("You discard {card} for the wound."), _("{who} discards {card} for the wound."), card=_card(action.card))
    if isinstance(action, HandLimitDiscard):
        return said(who, _("You discard {card} (hand limit {limit})."), _("{who} discards {card} (hand limit {limit})."),
                    card=_card(action.card), limit=s.config.hand_limit)
    if isinstance(action, ThunderStormDiscard):
        return said(who, _("You discard {card} in the Thunder Storm."), _("{who} discards {card} in the Thunder Storm."), card=_card(action.card))
    if isinstance(action, WindStormPass):
        if s.solo:
            return said(who, _("You discard {card} in the Wind Storm."), _("{who} discards {card} in the Wind Storm."), card=_card(action.card))
        return said(who, _("You choose a card to pass in the Wind Storm."), _("{who} chooses a card to pass in the Wind Storm."))
    return f"{who}: {action!r}"


def method_word(method: str) -> str:
    """A capture method ("strike") as the line names it: Strike, Stomp, Scream."""
    words = {"strike": pgettext("capture method", "Strike"), "stomp": pgettext("capture method", "Stomp"),
             "scream": pgettext("capture method", "Scream")}
    return words.get(method, method.capitalize())


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
        return shown_name(parts[0][0])
    return ", ".join(f"{shown_name(c)} +{n}" for c, n in parts)


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
        return said(seat_name(ev[1], names), _("Turn {turn}: You."), _("Turn {turn}: {who}."), turn=ev[2])
    if code == E_DRAW:
        n = ev[2]
        return said(seat_name(ev[1], names), ngettext("You draw {n} card.", "You draw {n} cards.", n),
                    ngettext("{who} draws {n} card.", "{who} draws {n} cards.", n), n=n)
    if code == E_LADYBUG:
        return said(seat_name(ev[1], names), _("You draw a Lucky Ladybug: discarded, 2 more cards."),
                    _("{who} draws a Lucky Ladybug: discarded, 2 more cards."))
    if code == E_RESHUFFLE:
        return ngettext("The Adventurer discard is shuffled into a new deck ({n} card).",
                        "The Adventurer discard is shuffled into a new deck ({n} cards).", ev[1]).format(n=ev[1])
    if code == E_RUNOUT:
        if ev[1] == 1:
            return _("The Adventurer deck runs out (first time).")
        if ev[1] == 2:
            return _("The Adventurer deck runs out (second time).")
        return _("The Adventurer deck runs out (time {n}).").format(n=ev[1])
    if code == E_FINAL_ROUND:
        return _("Final round: everyone plays once more, ending with {who}.").format(who=seat_word(seat_name(ev[1], names)))
    if code == E_ROLL:
        dice = list(ev[4:])
        total, need = ev[2], ev[3]
        extra = _plus(total - sum(dice), bonus_parts(state) if state is not None else None)
        # TRANSLATORS: {dice} are the faces rolled ("3 4 1"), {extra} the bonus (" + 2 (Silver Sword)") or nothing
        return _("Roll: {dice}{extra} = {total} (needs {need}).").format(dice=" ".join(map(str, dice)), extra=extra, total=total, need=need)
    if code == E_REROLL:
        die, old, new = ev[2] + 1, ev[3], ev[4]
        if state is None or len(state.att_dice) <= ev[2] or state.att_dice[ev[2]] != ev[4]:
            return _("Lucky Mushroom: die {die} goes from {old} to {new}: total {total}.").format(die=die, old=old, new=new, total=ev[5])
        dice = state.att_dice
        extra = _plus(ev[5] - sum(dice), bonus_parts(state))
        return _("Lucky Mushroom: die {die} goes from {old} to {new}: {dice}{extra} = {total} (needs {need}).").format(
            die=die, old=old, new=new, dice=" ".join(map(str, dice)), extra=extra, total=ev[5], need=state.att_need)
    if code == E_CAPTURE:
        target = ev[2]
        who = seat_name(ev[1], names)
        if KIND[target] == CREATURE:
            return said(who, _("Success: You capture {card} ({vp} VP)."), _("Success: {who} captures {card} ({vp} VP)."),
                        card=shown_name(target), vp=VP[target])
        return said(who, _("Success: You capture {card} (an enhancement)."), _("Success: {who} captures {card} (an enhancement)."),
                    card=shown_name(target))
    if code == E_FAIL:
        return said(seat_name(ev[1], names), _("Failure: {card} stays; you are wounded."), _("Failure: {card} stays; {who} is wounded."),
                    card=shown_name(ev[2]))
    if code == E_SPENT:
        return said(seat_name(ev[1], names), _("You spend the {card}."), _("{who} spends the {card}."), card=shown_name(ev[2]))
    if code == E_DISCARD:
        return said(seat_name(ev[1], names), _("You discard {card} ({why})."), _("{who} discards {card} ({why})."),
                    card=_card(ev[2]), why=discard_why(ev[3]))
    if code == E_PASS:
        if is_you(seat_name(ev[2], names)) and not is_you(seat_name(ev[1], names)):  # "Ann passes you a card"
            return _("{who} passes a card to you.").format(who=seat_name(ev[1], names))
        return said(seat_name(ev[1], names), _("You pass a card to {to}."), _("{who} passes a card to {to}."),
                    to=seat_word(seat_name(ev[2], names)))
    if code == E_REVEAL:
        return _("{card} enters the landscape.").format(card=shown_name(ev[1]))
    if code == E_EVENT:
        return _("Event: {card}!").format(card=shown_name(ev[1]))
    if code == E_QUICKSAND:
        return _("The Quicksand swallows the {card}.").format(card=shown_name(ev[1]))
    if code == E_OPP_ROLL:
        if ev[2]:
            return _("The opponent rolls again (a dragon not leftmost): {face}.").format(face=ev[1])
        return _("The opponent rolls: {face}.").format(face=ev[1])
    if code == E_OPP_TAKE:
        return _("The opponent takes {card}.").format(card=shown_name(ev[1]))
    if code == E_GAME_OVER:
        return _("Game over: {how}.").format(how=end_words(ev[1], ev[2] if len(ev) > 2 else 2))
    if code == E_SETUP_EVENT:
        return _("{card} revealed at setup goes back into the deck.").format(card=shown_name(ev[1]))
    if code == E_NO_CARD:
        return said(seat_name(ev[1], names), _("You cannot draw: no card left."), _("{who} cannot draw: no card left."))
    return f"event {list(ev)}"


def discard_why(why: int) -> str:
    """Why a card was discarded (`state.DISCARD_WHY`), in the player's language."""
    words = (_("wounded"), _("hand limit"), pgettext("dragonwood card", "Thunder Storm"), pgettext("dragonwood card", "Wind Storm"))
    return words[why] if 0 <= why < len(words) else DISCARD_WHY[why]


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
