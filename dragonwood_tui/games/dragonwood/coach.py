"""What the campaign's coach says in a guided Dragonwood game: a line per topic, and the topics
a decision raises (DragonwoodGame.coach_lines and coach_topics).

A turn with a legal capture raises "capture" only when a capture is worth trying, else "reload",
by the move the coach is `advised` (the bots registry's advisor for Dragonwood,
`bots.dragonwood_pick.advice`: hard's own move, the judgement of the Chances box's words), so
the coach never says "capture" beside a box that says a reload is better.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.i18n import N_
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.state import E_EVENT, E_RUNOUT

LINES = {
    "welcome": N_("Your turn has two choices: {r} reloads (draws one Adventurer card), or pick cards and try a capture."),
    "capture": N_("A capture is worth trying! Pick cards (1–9): a run like 3-4-5 is a Strike, equal numbers a Stomp, "
    "one colour a Scream. One die a card."),
    "reload": N_("A capture is possible, but a reload ({r}) is better now: one more card can make a stronger attack. "
    "The Chances box says why."),
    "odds": N_("The capture box gives each attack its exact chance. Letters {a_e} pick the target (again: the next "
    "attack); Enter tries the highlighted one."),
    "mushroom": N_("Lucky Mushroom: the roll fell short, but you may re-roll one die (its number) or keep the roll ({k})."),
    "wound": N_("Wounded! A failed capture costs you one card from your hand: choose it, then Enter."),
    "hand-limit": N_("Your hand holds more than 9 cards: choose one to discard, then Enter. Capture before it fills up."),
    "thunder-storm": N_("An event: the Thunder Storm makes everyone discard a card. Choose yours, then Enter."),
    "wind-storm": N_("An event: the Wind Storm passes one card of every hand to the right. Choose yours, then Enter."),
    "event": N_("An event card came out of the forest: it acts at once, then the landscape fills up again."),
    "enhancement": N_("You own an enhancement: its bonus counts in every attack it names (or spend it once: {f}, {l}, {p})."),
    "final": N_("The Adventurer deck ran out: the end is near. Most creatures earns a +3 bonus at the end."),
}


def topics(view: Any, legal: Sequence[Any], advised: Any = None) -> list[str]:
    """The topics the decision at hand raises, the most pressing first (`advised`: the move the
    advisor would make; None: no advice, a legal capture is worth explaining)."""
    found = ["welcome"]
    events = {e[0] for e in view.events}
    if E_RUNOUT in events:
        found.append("final")
    if E_EVENT in events:
        found.append("event")
    phase = view.phase
    if phase == "turn":
        if any(isinstance(a, Capture) for a in legal):
            found += ["capture" if advised is None or isinstance(advised, Capture) else "reload", "odds"]
        seat = view.seat or 0
        if view.enhancements and view.enhancements[seat]:
            found.append("enhancement")
    elif phase in ("mushroom", "wound", "hand-limit", "thunder-storm", "wind-storm"):
        found.insert(0, phase)  # a decision to make now comes before anything else
    return found
