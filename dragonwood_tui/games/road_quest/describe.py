"""Lines for a person: one per logged event (`event_text`), one per action (`action_text`),
and `narrate`: apply an action and return the lines of what it did and caused."""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.road_quest.actions import (
    Announce, Attack, CallOut, Camp, ChooseCharacter, Defend, Discard, Dodge, Draw, DropTreasure,
    Duel, Endure, EndTurn, Fight, LayRoad, Spoils, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.cards import TERRAIN_LETTER, Card, CardSet
from dragonwood_tui.games.road_quest.odds import attack_parts, wound_parts
from dragonwood_tui.games.road_quest.rules import Rules
from dragonwood_tui.games.road_quest.state import Event, PlayerState, RoadQuestState, clone_state
from dragonwood_tui.games.road_quest.view import SeatView
from dragonwood_tui.games.words import verb

AMBUSH_TEXT = {
    "wound": "lose 5 life points",
    "discard": "discard 2 cards",
    "lose-road": "lose your last road",
    "no-attack": "skip your next attack",
}
TREASURE_TEXT = {
    "invisibility": "dodge a creature",
    "life": "+5 life points",
    "victory": "beat a creature outright",
    "sword": "+1 attack",
    "great-sword": "+2 attack",
    "shield": "−2 to every wound",
    "amulet": "+1 attack in the next fight",
}


def who(seat: int, names: Sequence[str] | None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"


def follows_text(card: Card) -> str:
    """What a road lets the next road be: "F P S", or "any" (a crossroads, or all four)."""
    if card.crossroads or len(card.follows) == len(TERRAIN_LETTER):
        return "any"
    return " ".join(TERRAIN_LETTER[t] for t in card.follows)


def card_text(card: Card) -> str:
    """A card's name and numbers: "Bear (F, attack 5, damage 6)", "Forest road (F→F P S)"."""
    if card.kind == "road":
        return f"{card.name} ({TERRAIN_LETTER[card.terrain]}→{follows_text(card)})"
    if card.kind == "creature":
        return f"{card.name} ({TERRAIN_LETTER[card.terrain]}, attack {card.attack}, damage {card.damage})"
    if card.kind == "ambush":
        return f"{card.name} ({TERRAIN_LETTER[card.terrain]} ambush: {AMBUSH_TEXT[card.effect]})"
    if card.kind == "treasure":
        return f"{card.name} ({TREASURE_TEXT[card.effect]})"
    return f"{card.name} (sends an obstacle whatever the terrain)"


Parts = Sequence[tuple[str, int]]


def _parts(value: int, parts: Parts | None) -> str:
    """" (the Knight 5, Sword +1)": what `value` is made of; nothing when the parts are not
    known or do not add up to it."""
    if not parts or sum(n for _, n in parts) != value:
        return ""
    first, *rest = parts
    if not rest:
        return f" ({first[0]})"
    signed = [f"{words} {'+' if n > 0 else '−'}{abs(n)}" for words, n in rest]
    return f" ({', '.join([f'{first[0]} {first[1]}', *signed])})"


def _against(base: str, turned: Card | None) -> str:
    """The side a fight's attack must reach: "5 + 3 (turned Plain road)"."""
    if turned is None:
        return f"{base} (nothing to turn over)"
    return f"{base} + {turned.combat} (turned {turned.name})"


def event_text(
    event: Event,
    cardset: CardSet,
    names: Sequence[str] | None = None,
    parts: Parts | None = None,
    defender: Parts | None = None,
) -> str:
    """One line for one logged event. `parts` (read in the state before the action): what the
    attack of a fight or duel, or a fight's wound, is made of; `defender`: the duel's other side."""
    cards = cardset.cards
    w = who(event.seat, names)
    t = who(event.target, names) if event.target >= 0 else ""
    c = [cards[i] for i in event.cards]
    k = event.kind
    if k == "character":
        return f"{w} {verb(w, 'plays')} the {cardset.character(event.detail).name}"
    if k == "turn":
        return f"Turn {event.turn}: {w}"
    if k == "draw":
        return f"{w} {verb(w, 'takes')} {c[0].name} from the discard" if c else f"{w} {verb(w, 'draws')} from the deck"
    if k == "reshuffle":
        return f"The discard is shuffled into a new deck of {event.value} cards"
    if k == "reshuffle-treasures":
        return f"The discarded treasures are shuffled into a new treasure deck of {event.value}"
    if k == "protected":
        return f"{w} {verb(w, 'is')} invisible: {', '.join(x.name for x in c)} pass{'es' if len(c) == 1 else ''} by"
    if k == "ambush":
        return f"{w} {verb(w, 'walks')} into {c[0].name}: {AMBUSH_TEXT[event.detail]}"
    if k == "immune":
        return f"{w}, a Dwarf, {verb(w, 'shrugs')} off {c[0].name}"
    if k == "road-lost":
        return f"{w} {verb(w, 'loses')} the road {c[0].name}"
    if k == "fight":
        turned = c[1] if len(c) > 1 else None
        total = c[0].attack + (turned.combat if turned else 0)
        against = _against(str(c[0].attack), turned) + (f" = {total}" if turned else "")
        verdict = verb(w, "wins" if event.detail == "won" else "loses")
        mine = f"attack {event.value}{_parts(event.value, parts)}"
        return f"{w} {verb(w, 'fights')} {c[0].name}: {against} against {mine}: {w} {verdict}"
    if k == "dodge":
        return f"{w} {verb(w, 'drinks')} {c[1].name} and {verb(w, 'slips')} past {c[0].name}"
    if k == "triumph":
        return f"{w} {verb(w, 'drinks')} {c[1].name}: {c[0].name} is beaten"
    if k == "defend":
        return f"{w} {verb(w, 'sends')} {' and '.join(x.name for x in c[1:])} against {c[0].name} and {verb(w, 'wins')}"
    if k == "treasure":
        return f"{w} {verb(w, 'gains')} a treasure"
    if k == "wound":
        cause = f" ({c[0].name})" if c else ""
        if c and parts and len(parts) > 1 and event.value > 0 and _parts(event.value, parts):
            cause = f" ({c[0].name}: {_parts(event.value, parts)[2:]}"
        return f"{w} {verb(w, 'loses')} {event.value} life points{cause}"
    if k == "dies":
        return f"{w} {verb(w, 'dies')}: the roads are discarded, out of the game"
    if k == "reborn":
        return f"{w} {verb(w, 'dies')} and {verb(w, 'starts')} the quest again with full life"
    if k == "road":
        return f"{w} {verb(w, 'lays')} {card_text(c[0])}: {event.value} road{'s' if event.value != 1 else ''}"
    if k == "announce":
        return f"{w}: \"Quest almost done!\""
    if k == "forgot":
        return f"{w} did not announce the 7th road"
    if k == "call-out":
        return f"{w} {verb(w, 'calls')} out {t}: {t} {verb(t, 'skips')} a turn and {verb(t, 'loses')} {len(c)} road{'s' if len(c) != 1 else ''}"
    if k == "end-turn":
        return f"{w} {verb(w, 'ends')} the turn"
    if k == "skip":
        return f"{w} {verb(w, 'skips')} this turn"
    if k == "attack":
        jack = " with Attaque à Jack" if len(c) > 1 else ""
        return f"{w} {verb(w, 'sends')} {c[0].name} to {t}{jack}"
    if k == "reverse":
        return "Attaque à Jack reverses the direction of play"
    if k == "use":
        if event.value == -1:
            return f"{w} {verb(w, 'drinks')} {c[0].name} at full life: +1 attack in the next fight"
        if c[0].effect == "life":
            return f"{w} {verb(w, 'drinks')} {c[0].name}: +{event.value} life points"
        if c[0].effect == "invisibility":
            return f"{w} {verb(w, 'drinks')} {c[0].name}: invisible during the next turn"
        if c[0].effect == "amulet":
            return f"{w} {verb(w, 'uses')} {c[0].name}: +1 attack in the next fight"
        return f"{w} {verb(w, 'puts')} on {c[0].name}"
    if k == "drop":
        return f"{w} {verb(w, 'discards')} the treasure {c[0].name}"
    if k == "camp":
        return f"{w} {verb(w, 'camps')}, giving up {c[0].name}: +{event.value} life points"
    if k == "duel":
        turned = c[0] if c else None
        if defender:  # the defender's character and attack: the total is known
            side = defender[0][1]
            base = _against(f"{t}'s {defender[0][0]} {side}", turned)
            base += f" = {side + turned.combat}" if turned else ""
        else:
            base = _against(f"{t}'s attack", turned)
        verdict = f"{w} {verb(w, 'wins')}" if event.detail == "won" else f"{t} {verb(t, 'wins')}"
        mine = f"attack {event.value}{_parts(event.value, parts)}"
        return f"{w} {verb(w, 'challenges')} {t} to a duel: {base} against {mine}; {verdict}"
    if k == "spoils":
        what = {"road": "a road", "item": "an item", "life": "a life card", "draw": "a card from the hand"}[event.detail]
        named = f" ({c[0].name})" if c else ""
        return f"{w} {verb(w, 'takes')} {what}{named} from {t}"
    if k == "discard":
        return f"{w} {verb(w, 'discards')} {c[0].name}"
    if k == "refill":
        return f"{w} {verb(w, 'draws')} {event.value} card{'s' if event.value != 1 else ''} to refill the hand"
    if k == "won":
        how = {"goal": "8 roads", "last-alive": "the last one alive", "turn-limit": "the turn limit"}.get(event.detail, event.detail)
        if event.seat < 0:
            return f"Shared win at {how}: {', '.join(who(s, names) for s in event.cards)}"
        return f"{w} {verb(w, 'wins')} ({how})"
    return k


def action_text(action: object, cardset: CardSet, names: Sequence[str] | None = None) -> str:
    """What an action asks for, without its results (for menus and prompts)."""
    cards = cardset.cards
    if isinstance(action, ChooseCharacter):
        c = cardset.character(action.character)
        return f"play the {c.name} (attack {c.attack})"
    if isinstance(action, Draw):
        return "draw from the deck" if action.source == "deck" else "take the top of the discard"
    if isinstance(action, Endure):
        return "face the ambush"
    if isinstance(action, Fight):
        return "fight the creature"
    if isinstance(action, Dodge):
        return f"drink {cards[action.treasure].name} to dodge the creature"
    if isinstance(action, Triumph):
        return f"drink {cards[action.treasure].name} to beat the creature"
    if isinstance(action, Defend):
        return "defend with " + " and ".join(cards[c].name for c in action.cards)
    if isinstance(action, LayRoad):
        return f"lay {card_text(cards[action.card])}"
    if isinstance(action, Announce):
        return "announce \"Quest almost done!\""
    if isinstance(action, CallOut):
        return f"call out {who(action.seat, names)}"
    if isinstance(action, Attack):
        jack = " with Attaque à Jack" if action.jack >= 0 else ""
        return f"send {cards[action.card].name} to {who(action.target, names)}{jack}"
    if isinstance(action, UseTreasure):
        return f"use {card_text(cards[action.card])}"
    if isinstance(action, DropTreasure):
        return f"discard the treasure {cards[action.card].name}"
    if isinstance(action, Camp):
        return "camp: give up the last road for life"
    if isinstance(action, Duel):
        return f"challenge {who(action.target, names)} to a duel"
    if isinstance(action, Spoils):
        return {
            "road": "take the loser's last road (into your hand)",
            "item": f"take the loser's {cards[action.card].name if action.card >= 0 else 'item'}",
            "life": "take a life card (5 life points)",
            "draw": "draw a card from the loser's hand",
        }.get(action.kind, f"take {action.kind}")
    if isinstance(action, Discard):
        return f"discard {cards[action.card].name}"
    if isinstance(action, EndTurn):
        return "end the turn"
    return repr(action)


def narrate(rules: Rules, state: RoadQuestState, action: object, names: Sequence[str] | None = None) -> list[str]:
    """Apply `action` to `state` and return the lines of what it did and caused."""
    before = len(state.log)
    context = _fight_parts(rules.set, state, action)
    rules.apply(state, action)
    lines = []
    for e in state.log[before:]:
        parts, defender = context.get(e.kind, (None, None))
        lines.append(event_text(e, rules.set, names, parts, defender))
    return lines


def event_parts(cardset: CardSet, seats: Sequence[SeatView | PlayerState], event: Event) -> tuple[Parts | None, Parts | None]:
    """`event_text`'s `parts` and `defender` for a fight, duel or a creature's wound, read from
    `seats` as they were before the action (a view's SeatViews or the state's players). The
    lines check that the parts add up, so seats a little out of date give the bare numbers."""
    if not 0 <= event.seat < len(seats):
        return None, None
    seat = seats[event.seat]
    # seats from before a jump (the replay viewer's End from the deal) may have no character
    # yet: no parts to name, the line gives the bare numbers
    if not _has_character(cardset, seat):
        return None, None
    cards = cardset.cards
    if event.kind == "fight" and event.cards:
        return attack_parts(cardset, seat, event.cards[0]), None
    if event.kind == "wound" and event.cards and cards[event.cards[0]].kind == "creature":
        return wound_parts(cardset, seat, cards[event.cards[0]].damage), None
    if event.kind == "duel" and 0 <= event.target < len(seats) and _has_character(cardset, seats[event.target]):
        other = cardset.character(seats[event.target].character)
        return attack_parts(cardset, seat), [(other.name, other.attack)]
    return None, None


def _has_character(cardset: CardSet, seat: SeatView | PlayerState) -> bool:
    return any(c.key == seat.character for c in cardset.characters)


def _fight_parts(cardset: CardSet, state: RoadQuestState, action: object) -> dict[str, tuple[Parts, Parts | None]]:
    """Before a fight or a duel: what the attack and the fight's wound are made of, by the kind
    of event they explain (the bonus for the next fight is gone once it is fought)."""
    p = state.players[state.seat]
    if isinstance(action, Fight) and p.pending:
        creature = p.pending[0]
        damage = cardset.cards[creature].damage
        return {"fight": (attack_parts(cardset, p, creature), None), "wound": (wound_parts(cardset, p, damage), None)}
    if isinstance(action, Duel) and 0 <= action.target < len(state.players):
        other = cardset.character(state.players[action.target].character)
        return {"duel": (attack_parts(cardset, p), [(other.name, other.attack)])}
    return {}


def describe(rules: Rules, state: RoadQuestState, action: object, names: Sequence[str] | None = None) -> str:
    """One line: the action read in `state` (left untouched) and its results."""
    after = clone_state(state)
    try:
        lines = narrate(rules, after, action, names)
    except IllegalAction as exc:
        return f"{action_text(action, rules.set, names)}: refused ({exc.reason})"
    return "; ".join(lines)
