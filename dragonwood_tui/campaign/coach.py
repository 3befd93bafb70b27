"""The coach of a guided first game: one line explaining each decision as it first comes up.

Pure: `Coach(kind).line(view, legal)` reads the person's view and legal actions, finds the
topics this decision raises (a capture possible, a wound, an event, the hand limit; in Dice
Quest a re-roll, a power, an enemy the dice beat) and returns the text of the first topic not
explained yet, or the line already on show when nothing is new. Topics are keyed by name, so a
test can check which one a position raises.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

DRAGONWOOD_LINES = {
    "welcome": "Your turn has two choices: r reloads (draws one Adventurer card), or pick cards and try a capture.",
    "capture": "A capture is possible! Pick cards by number (1–9): a run like 3-4-5 is a Strike, equal numbers a "
    "Stomp, one colour a Scream. Each card rolls one die; reach the card's value for that attack.",
    "odds": "The capture box shows each target and attack with its exact chance to succeed. Letters a–e pick the "
    "target (again: the next attack); Enter tries the highlighted one.",
    "mushroom": "Lucky Mushroom: the roll fell short, but you may re-roll one die (its number) or keep the roll (k).",
    "wound": "Wounded! A failed capture costs you one card from your hand: choose it, then Enter.",
    "hand-limit": "Your hand holds more than 9 cards: choose one to discard, then Enter. Capture before it fills up.",
    "thunder-storm": "An event: the Thunder Storm makes everyone discard a card. Choose yours, then Enter.",
    "wind-storm": "An event: the Wind Storm passes one card of every hand to the right. Choose yours, then Enter.",
    "event": "An event card came out of the forest: it acts at once, then the landscape fills up again.",
    "enhancement": "You own an enhancement: its bonus counts in every attack it names (or spend it once: f, l, p).",
    "final": "The Adventurer deck ran out: the end is near. Most creatures earns a +3 bonus at the end.",
}

DICE_QUEST_LINES = {
    "welcome": "Five dice, one enemy a turn: an enemy is beaten when the dice show its combination.",
    "beat": "Your dice beat an enemy (marked in the quest line)! Its letter (a–e) takes it into your army; the turn ends.",
    "reroll": "No enemy beaten yet: pick dice by number (1–5) and r re-rolls them. Your first turn has 2 free re-rolls, "
    "later turns 1. h asks for a hint.",
    "power": "Your army's cards are powers: plus (+), minus (−), shift ([ ]), mirror (m), re-roll (x) change a picked die. "
    "A power spent is gone, but it can save a turn.",
    "give-up": "No re-roll and no power left can beat an enemy: g ends the turn (alone: the quest is lost).",
}

ROAD_QUEST_LINES = {
    "welcome": "Each turn: draw (deck or discard), face what was sent to you, lay one road that may follow your "
    "last one, and send one obstacle to a rival. The first with 8 roads wins.",
    "road": "A road is possible: the marked cards of your hand may follow your last road (its terrain says "
    "which). Pick one with its number or letter, then Enter.",
    "attack": "You may send one creature or ambush from your hand to a rival whose last road is of its terrain: "
    "it stops their next road. Send it to the one closest to 8 roads.",
    "creature": "A creature waits for you: fight it (the box gives your exact chance: its attack plus the combat "
    "number of the card turned over must not beat yours), or use a potion or one of your creatures.",
    "ambush": "An ambush waits for you: you suffer its effect, and no road for you this turn.",
    "treasure": "A treasure in hand: a sword or shield is worn at once, a potion drunk when it helps. Use it from "
    "the choices before you end the turn.",
    "camp": "Low on life? Camping gives up your last road for 5 life points: better than dying, which loses the game.",
    "announce": "Your 7th road: announce \"Quest almost done!\" now, or a rival may call it out and you lose 2 roads.",
    "call-out": "A rival laid a 7th road without announcing it: call it out now and they lose 2 roads and a turn.",
    "discard": "Choose the cards to discard: keep roads that fit your last one and obstacles for your rivals.",
}

LINES = {"dragonwood": DRAGONWOOD_LINES, "dice-quest": DICE_QUEST_LINES, "road-quest": ROAD_QUEST_LINES}


def _tag(action: Any) -> str:
    config = getattr(type(action), "__struct_config__", None)
    return str(config.tag) if config is not None and config.tag is not None else type(action).__name__


def dragonwood_topics(view: Any, legal: Sequence[Any]) -> list[str]:
    from dragonwood_tui.games.dragonwood.state import E_EVENT, E_RUNOUT

    topics = ["welcome"]
    events = {e[0] for e in getattr(view, "events", [])}
    if E_RUNOUT in events:
        topics.append("final")
    if E_EVENT in events:
        topics.append("event")
    phase = view.phase
    if phase == "turn":
        if any(_tag(a) == "capture" for a in legal):
            topics += ["capture", "odds"]
        seat = view.seat or 0
        if view.enhancements and view.enhancements[seat]:
            topics.append("enhancement")
    elif phase in ("mushroom", "wound", "hand-limit", "thunder-storm", "wind-storm"):
        topics.insert(0, phase)  # a decision to make now comes before anything else
    return topics


def dice_quest_topics(view: Any, legal: Sequence[Any]) -> list[str]:
    tags = {_tag(a) for a in legal}
    topics = ["welcome"]
    if "beat" in tags:
        topics.insert(0, "beat")
    if "reroll" in tags:
        topics.append("reroll")
    if "power" in tags:
        topics.append("power")
    if tags <= {"give-up"}:
        topics.append("give-up")
    return topics


def road_quest_topics(view: Any, legal: Sequence[Any]) -> list[str]:
    tags = {_tag(a) for a in legal}
    topics = ["welcome"]
    seat = view.seats[view.seat or 0]
    if view.phase == "discard":
        return ["discard", *topics]
    if view.phase == "face" and seat.pending:
        pending = seat.pending[0]
        from dragonwood_tui.games.road_quest.cards import standard_cards

        topics.insert(0, "creature" if standard_cards().cards[pending].kind == "creature" else "ambush")
    for tag, topic in (("announce", "announce"), ("call-out", "call-out")):
        if tag in tags:
            topics.insert(0, topic)
    if "road" in tags:
        topics.append("road")
    if "attack" in tags:
        topics.append("attack")
    if "use" in tags:
        topics.append("treasure")
    if "camp" in tags and seat.life <= 10:
        topics.append("camp")
    return topics


TOPICS = {"dragonwood": dragonwood_topics, "dice-quest": dice_quest_topics, "road-quest": road_quest_topics}


class Coach:
    """Remembers what it explained; `line` gives what to show for the decision at hand."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.lines = LINES.get(kind, {})
        self.seen: list[str] = []
        self.text: str | None = None

    def topics(self, view: Any, legal: Sequence[Any]) -> list[str]:
        finder = TOPICS.get(self.kind)
        return finder(view, legal) if finder else []

    def line(self, view: Any, legal: Sequence[Any]) -> str | None:
        for topic in self.topics(view, legal):
            if topic not in self.seen:
                self.seen.append(topic)
                self.text = self.lines.get(topic, self.text)
                break
        return self.text
