"""Lines for a person: one per logged event (`event_text`), one per action (`action_text`),
and `narrate`: apply an action and return the lines of what it did and caused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.road_quest.actions import (
    Announce, Attack, CallOut, Camp, ChooseCharacter, Defend, Discard, Dodge, Draw, DropTreasure,
    Duel, Endure, EndTurn, Fight, LayRoad, Spoils, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.cards import TERRAIN_LETTER, Card, CardSet, terrain_letter
from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.games.road_quest.odds import attack_parts, wound_parts
from dragonwood_tui.games.road_quest.rules import Rules
from dragonwood_tui.games.road_quest.state import Event, PlayerState, RoadQuestState, clone_state
from dragonwood_tui.games.road_quest.view import SeatView
from dragonwood_tui.games.words import is_you, said, seat_shown, seat_word
from dragonwood_tui.i18n import _, ngettext, pgettext
from dragonwood_tui.i18n.card_names import card_name

def _numbers(numbers: Mapping[str, int] | None) -> Mapping[str, int]:
    if numbers is not None:
        return numbers
    from dragonwood_tui.games.road_quest.cards import standard_cards

    return standard_cards().numbers


def ambush_text(effect: str, numbers: Mapping[str, int] | None = None, them: bool = False) -> str:
    """What an ambush does ("lose 5 life points"), in the player's language, with the card set's
    `numbers` (the standard cards' when None); `them`: said of someone else, the one whose road
    it waits on or who walked into it ("loses their last road"), not of the person."""
    n = _numbers(numbers)
    if effect == "wound":
        if them:
            return ngettext("loses {n} life point", "loses {n} life points", n["ambush_wound"]).format(n=n["ambush_wound"])
        return ngettext("lose {n} life point", "lose {n} life points", n["ambush_wound"]).format(n=n["ambush_wound"])
    if effect == "discard":
        if them:
            return ngettext("discards {n} card", "discards {n} cards", n["ambush_discard"]).format(n=n["ambush_discard"])
        return ngettext("discard {n} card", "discard {n} cards", n["ambush_discard"]).format(n=n["ambush_discard"])
    if effect == "lose-road":
        # TRANSLATORS: Road Quest, an ambush's effect said of a rival (the one it waits for)
        return _("loses their last road") if them else _("lose your last road")
    if effect == "no-attack":
        # TRANSLATORS: Road Quest, an ambush's effect said of a rival (the one it waits for)
        return _("skips their next attack") if them else _("skip your next attack")
    return effect


def treasure_text(effect: str, numbers: Mapping[str, int] | None = None, life: int | None = None) -> str:
    """What a treasure does ("+5 life points"), in the player's language, with the card set's
    `numbers` (the standard cards' when None); `life`: what a life potion gives back at this
    table when it is not the cards' number (`Rules.life_potion`: a tuned battlefield)."""
    n = _numbers(numbers)
    if effect == "invisibility":
        return _("dodge a creature")
    if effect == "life":
        points = n["life_potion"] if life is None else life
        return ngettext("+{n} life point", "+{n} life points", points).format(n=points)
    if effect == "victory":
        return _("beat a creature outright")
    if effect in ("sword", "great-sword"):
        return _("+{n} attack").format(n=n["great_sword" if effect == "great-sword" else "sword"])
    if effect == "shield":
        return _("−{n} to every wound").format(n=n["shield"])
    if effect == "amulet":
        return _("+{n} attack in the next fight").format(n=n["amulet"])
    return effect


JACK = "Jack's Attack"  # the card's name in the data (the French edition's "Attaque à Jack")


def rq_name(name: str) -> str:
    """A Road Quest card's or character's name in the player's language."""
    return card_name("road-quest", name)


def who(seat: int, names: Sequence[str] | None) -> str:
    if names and 0 <= seat < len(names):
        return seat_shown(names[seat])
    return _("Seat {n}").format(n=seat + 1)


def follows_text(card: Card) -> str:
    """What a road lets the next road be: "F P S", or "any" (a crossroads, or all four)."""
    if card.crossroads or len(card.follows) == len(TERRAIN_LETTER):
        return pgettext("the next road may be", "any")
    return " ".join(terrain_letter(t) for t in card.follows)


def card_text(card: Card, numbers: Mapping[str, int] | None = None) -> str:
    """A card's name and numbers: "Bear (F, attack 5, damage 6)", "Forest road (F→F P S)";
    `numbers`: the card set's (an ambush's or a treasure's effect)."""
    name = rq_name(card.name)
    if card.kind == "road":
        return f"{name} ({terrain_letter(card.terrain)}→{follows_text(card)})"
    if card.kind == "creature":
        return _("{card} ({terrain}, attack {attack}, damage {damage})").format(
            card=name, terrain=terrain_letter(card.terrain), attack=card.attack, damage=card.damage)
    if card.kind == "ambush":
        return _("{card} ({terrain} ambush: {effect})").format(card=name, terrain=terrain_letter(card.terrain), effect=ambush_text(card.effect, numbers))
    if card.kind == "treasure":
        effect = treasure_text(card.effect, numbers)
        return f"{name} ({effect})"
    return _("{card} (sends an obstacle whatever the terrain)").format(card=name)


Parts = Sequence[tuple[str, int]]


def _parts(value: int, parts: Parts | None) -> str:
    """" (the Knight 5, Sword +1)": what `value` is made of; nothing when the parts are not
    known or do not add up to it."""
    if not parts or sum(n for _w, n in parts) != value:
        return ""
    first, *rest = parts
    if not rest:
        return f" ({first[0]})"
    signed = [f"{words} {'+' if n > 0 else '−'}{abs(n)}" for words, n in rest]
    return f" ({', '.join([f'{first[0]} {first[1]}', *signed])})"


def _against(base: str, turned: Card | None) -> str:
    """The side a fight's attack must reach: "5 + 3 (turned Plain road)"."""
    if turned is None:
        return _("{base} (nothing to turn over)").format(base=base)
    return _("{base} + {combat} (turned {card})").format(base=base, combat=turned.combat, card=rq_name(turned.name))


def _names(cards: Sequence[Card]) -> str:
    return ", ".join(rq_name(x.name) for x in cards)


def _and(cards: Sequence[Card]) -> str:
    return _(" and ").join(rq_name(x.name) for x in cards)


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
    first = rq_name(c[0].name) if c else ""
    if k == "character":
        character = rq_name(cardset.character(event.detail).name)
        return said(w, _("You play the {character}"), _("{who} plays the {character}"), character=character)
    if k == "turn":
        return said(w, _("Turn {turn}: You"), _("Turn {turn}: {who}"), turn=event.turn)
    if k == "draw":
        if c:
            return said(w, _("You take {card} from the discard"), _("{who} takes {card} from the discard"), card=first)
        return said(w, _("You draw from the deck"), _("{who} draws from the deck"))
    if k == "reshuffle":
        return ngettext("The discard is shuffled into a new deck of {n} card", "The discard is shuffled into a new deck of {n} cards",
                        event.value).format(n=event.value)
    if k == "reshuffle-treasures":
        return _("The discarded treasures are shuffled into a new treasure deck of {n}").format(n=event.value)
    if k == "protected":
        if len(c) == 1:
            return said(w, _("You are invisible: {card} passes by"), _("{who} is invisible: {card} passes by"), card=first)
        return said(w, _("You are invisible: {cards} pass by"), _("{who} is invisible: {cards} pass by"), cards=_names(c))
    if k == "ambush":
        return said(w, _("You walk into {card}: {effect}"), _("{who} walks into {card}: {effect}"), card=first,
                    effect=ambush_text(event.detail, cardset.numbers, them=not is_you(w)))
    if k == "immune":
        return said(w, _("You, a Dwarf, shrug off {card}"), _("{who}, a Dwarf, shrugs off {card}"), card=first)
    if k == "road-lost":
        return said(w, _("You lose the road {card}"), _("{who} loses the road {card}"), card=first)
    if k == "fight":
        turned = c[1] if len(c) > 1 else None
        total = c[0].attack + (turned.combat if turned else 0)
        against = _against(str(c[0].attack), turned) + (f" = {total}" if turned else "")
        mine = _("attack {value}").format(value=event.value) + _parts(event.value, parts)
        fields = {"card": first, "against": against, "mine": mine}
        # each side named with its number: "its attack 5 + 1 (...) = 6 against your attack 6 (the Dwarf 5, ...)"
        # TRANSLATORS: {against} is the creature's side ("5 + 3 (turned Plain road) = 8"), {mine} the fighter's ("attack 6 (the Knight 5, Sword +1)")
        if event.detail == "won":
            return said(w, _("You fight {card}: its attack {against} against your {mine}: you win"),
                        _("{who} fights {card}: its attack {against} against {who}’s {mine}: {who} wins"), **fields)
        return said(w, _("You fight {card}: its attack {against} against your {mine}: you lose"),
                    _("{who} fights {card}: its attack {against} against {who}’s {mine}: {who} loses"), **fields)
    if k == "dodge":
        return said(w, _("You drink {potion} and slip past {card}"), _("{who} drinks {potion} and slips past {card}"), potion=rq_name(c[1].name), card=first)
    if k == "triumph":
        return said(w, _("You drink {potion}: {card} is beaten"), _("{who} drinks {potion}: {card} is beaten"), potion=rq_name(c[1].name), card=first)
    if k == "defend":
        return said(w, _("You send {cards} against {card} and win"), _("{who} sends {cards} against {card} and wins"), cards=_and(c[1:]), card=first)
    if k == "treasure":
        return said(w, _("You gain a treasure"), _("{who} gains a treasure"))
    if k == "wound":
        n = event.value
        cause = f" ({first})" if c else ""
        if c and parts and len(parts) > 1 and event.value > 0 and _parts(event.value, parts):
            cause = f" ({first}: {_parts(event.value, parts)[2:]}"
        return said(w, ngettext("You lose {n} life point{cause}", "You lose {n} life points{cause}", n),
                    ngettext("{who} loses {n} life point{cause}", "{who} loses {n} life points{cause}", n), n=n, cause=cause)
    if k == "dies":
        return said(w, _("You die: the roads are discarded, out of the game"), _("{who} dies: the roads are discarded, out of the game"))
    if k == "reborn":
        return said(w, _("You die and start the quest again with full life"), _("{who} dies and starts the quest again with full life"))
    if k == "road":
        n = event.value
        return said(w, ngettext("You lay {card}: {n} road", "You lay {card}: {n} roads", n),
                    ngettext("{who} lays {card}: {n} road", "{who} lays {card}: {n} roads", n), card=card_text(c[0], cardset.numbers), n=n)
    if k == "announce":
        return _("{who}: \"Quest almost done!\"").format(who=w)
    if k == "forgot":
        return said(w, _("You did not announce the 7th road"), _("{who} did not announce the 7th road"))
    if k == "call-out":
        n = len(c)
        if is_you(t):
            return ngettext("{who} calls you out: you skip a turn and lose {n} road", "{who} calls you out: you skip a turn and lose {n} roads", n).format(who=w, n=n)
        return said(w, ngettext("You call out {target}: {target} skips a turn and loses {n} road", "You call out {target}: {target} skips a turn and loses {n} roads", n),
                    ngettext("{who} calls out {target}: {target} skips a turn and loses {n} road", "{who} calls out {target}: {target} skips a turn and loses {n} roads", n),
                    target=t, n=n)
    if k == "end-turn":
        return said(w, _("You end the turn"), _("{who} ends the turn"))
    if k == "skip":
        return said(w, _("You skip this turn"), _("{who} skips this turn"))
    if k == "attack":
        target = seat_word(t)
        if is_you(t) and not is_you(w):  # "Ann sends you the Bear": French and Russian put "you" before the verb
            if len(c) > 1:
                return _("{who} sends {card} to you with {jack}").format(who=w, card=first, jack=rq_name(JACK))
            return _("{who} sends {card} to you").format(who=w, card=first)
        if len(c) > 1:
            return said(w, _("You send {card} to {target} with {jack}"), _("{who} sends {card} to {target} with {jack}"), card=first, target=target, jack=rq_name(JACK))
        return said(w, _("You send {card} to {target}"), _("{who} sends {card} to {target}"), card=first, target=target)
    if k == "reverse":
        return _("{jack} reverses the direction of play").format(jack=rq_name(JACK))
    if k == "use":
        if event.value == -1:
            return said(w, _("You drink {card} at full life: +1 attack in the next fight"), _("{who} drinks {card} at full life: +1 attack in the next fight"), card=first)
        if c[0].effect == "life":
            return said(w, ngettext("You drink {card}: +{n} life point", "You drink {card}: +{n} life points", event.value),
                        ngettext("{who} drinks {card}: +{n} life point", "{who} drinks {card}: +{n} life points", event.value), card=first, n=event.value)
        if c[0].effect == "invisibility":
            return said(w, _("You drink {card}: invisible during the next turn"), _("{who} drinks {card}: invisible during the next turn"), card=first)
        if c[0].effect == "amulet":
            return said(w, _("You use {card}: +1 attack in the next fight"), _("{who} uses {card}: +1 attack in the next fight"), card=first)
        return said(w, _("You put on {card}"), _("{who} puts on {card}"), card=first)
    if k == "drop":
        return said(w, _("You discard the treasure {card}"), _("{who} discards the treasure {card}"), card=first)
    if k == "camp":
        return said(w, ngettext("You camp, giving up {card}: +{n} life point", "You camp, giving up {card}: +{n} life points", event.value),
                    ngettext("{who} camps, giving up {card}: +{n} life point", "{who} camps, giving up {card}: +{n} life points", event.value), card=first, n=event.value)
    if k == "duel":
        turned = c[0] if c else None
        if defender:  # the defender's character and attack: the total is known
            side = defender[0][1]
            base = _against(_("{target}'s {character} {attack}").format(target=t, character=rq_name(defender[0][0]), attack=side), turned)
            base += f" = {side + turned.combat}" if turned else ""
        else:
            base = _against(_("{target}'s attack").format(target=t), turned)
        mine = _("attack {value}").format(value=event.value) + _parts(event.value, parts)
        target = seat_word(t)
        fields = {"target": target, "base": base, "mine": mine}
        # TRANSLATORS: {base} is the defender's side ("Ann's Knight 5 + 3 (turned Plain road) = 8"), {mine} the challenger's ("attack 6 (...)")
        if event.detail == "won":
            return said(w, _("You challenge {target} to a duel: {base} against {mine}; you win"),
                        _("{who} challenges {target} to a duel: {base} against {mine}; {who} wins"), **fields)
        if is_you(t):
            return _("{who} challenges {target} to a duel: {base} against {mine}; you win").format(who=w, **fields)
        return said(w, _("You challenge {target} to a duel: {base} against {mine}; {target} wins"),
                    _("{who} challenges {target} to a duel: {base} against {mine}; {target} wins"), **fields)
    if k == "spoils":
        what = {"road": _("a road"), "item": _("an item"), "life": _("a life card"), "draw": _("a card from the hand")}[event.detail]
        named = f" ({first})" if c else ""
        if is_you(t) and not is_you(w):
            return _("{who} takes {what}{named} from you").format(who=w, what=what, named=named)
        return said(w, _("You take {what}{named} from {target}"), _("{who} takes {what}{named} from {target}"), what=what, named=named, target=seat_word(t))
    if k == "discard":
        return said(w, _("You discard {card}"), _("{who} discards {card}"), card=first)
    if k == "refill":
        n = event.value
        return said(w, ngettext("You draw {n} card to refill the hand", "You draw {n} cards to refill the hand", n),
                    ngettext("{who} draws {n} card to refill the hand", "{who} draws {n} cards to refill the hand", n), n=n)
    if k == "won":
        how = {"goal": _("8 roads"), "last-alive": _("the last one alive"), "turn-limit": _("the turn limit")}.get(event.detail, event.detail)
        if event.seat < 0:
            return _("Shared win at {how}: {seats}").format(how=how, seats=", ".join(seat_word(who(s, names)) for s in event.cards))
        return said(w, _("You win ({how})"), _("{who} wins ({how})"), how=how)
    return k


def action_text(
    action: object, cardset: CardSet, names: Sequence[str] | None = None, numbers: Mapping[str, int] | None = None
) -> str:
    """What an action asks for, without its results (for menus and prompts); `numbers`: the
    table's (`config.table_numbers`), the card set's when None."""
    cards = cardset.cards
    n = cardset.numbers if numbers is None else numbers

    def named(card: int) -> str:
        return rq_name(cards[card].name)

    if isinstance(action, ChooseCharacter):
        c = cardset.character(action.character)
        return _("play the {character} (attack {attack})").format(character=rq_name(c.name), attack=c.attack)
    if isinstance(action, Draw):
        return _("draw from the deck") if action.source == "deck" else _("take the top of the discard")
    if isinstance(action, Endure):
        return _("face the ambush")
    if isinstance(action, Fight):
        return _("fight the creature")
    if isinstance(action, Dodge):
        return _("drink {card} to dodge the creature").format(card=named(action.treasure))
    if isinstance(action, Triumph):
        return _("drink {card} to beat the creature").format(card=named(action.treasure))
    if isinstance(action, Defend):
        return _("defend with {cards}").format(cards=_and([cards[c] for c in action.cards]))
    if isinstance(action, LayRoad):
        return _("lay {card}").format(card=card_text(cards[action.card], n))
    if isinstance(action, Announce):
        return _("announce \"Quest almost done!\"")
    if isinstance(action, CallOut):
        return _("call out {seat}").format(seat=seat_word(who(action.seat, names)))
    if isinstance(action, Attack):
        target = seat_word(who(action.target, names))
        if action.jack >= 0:
            return _("send {card} to {target} with {jack}").format(card=named(action.card), target=target, jack=rq_name(JACK))
        return _("send {card} to {target}").format(card=named(action.card), target=target)
    if isinstance(action, UseTreasure):
        return _("use {card}").format(card=card_text(cards[action.card], n))
    if isinstance(action, DropTreasure):
        return _("discard the treasure {card}").format(card=named(action.card))
    if isinstance(action, Camp):
        return _("camp: give up the last road for life")
    if isinstance(action, Duel):
        return _("challenge {seat} to a duel").format(seat=seat_word(who(action.target, names)))
    if isinstance(action, Spoils):
        if action.kind == "item":
            if action.card >= 0:
                return _("take the loser's {card}").format(card=named(action.card))
            return _("take the loser's item")
        spoils = {
            "road": _("take the loser's last road (into your hand)"),
            "life": ngettext("take a life card ({n} life point)", "take a life card ({n} life points)", n["life_card"]).format(n=n["life_card"]),
            "draw": _("draw a card from the loser's hand"),
        }
        return spoils.get(action.kind, f"take {action.kind}")
    if isinstance(action, Discard):
        return _("discard {card}").format(card=named(action.card))
    if isinstance(action, EndTurn):
        return _("end the turn")
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
        return _("{action}: refused ({reason})").format(action=action_text(action, rules.set, names, table_numbers(rules.set.numbers, state.config)), reason=exc.reason)
    return "; ".join(lines)
