"""What the campaign's coach says in a guided Dice Quest game: a line per topic, and the topics
a decision raises (DiceQuestGame.coach_lines and coach_topics).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.i18n import N_
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower

LINES = {
    "welcome": N_("Five dice, one enemy a turn: an enemy is beaten when the dice show its combination."),
    "beat": N_("Your dice beat an enemy (marked in the quest line)! Its letter ({a_e}) takes it into your army; the turn ends."),
    "reroll": N_("No enemy beaten yet: pick dice by number (1–5) and {r} re-rolls them. Your first turn has 2 free re-rolls, "
    "later turns 1. {h} asks for a hint."),
    "power": N_("Your army's cards are powers: plus (+), minus (−), shift ([ ]), mirror ({m}), re-roll ({x}) change "
    "a picked die, once each."),
    "give-up": N_("No re-roll and no power left can beat an enemy: {g} ends the turn (alone: the quest is lost)."),
}


def topics(view: Any, legal: Sequence[Any]) -> list[str]:
    """The topics the decision at hand raises, the most pressing first."""
    kinds = {type(a) for a in legal}
    found = ["welcome"]
    if Beat in kinds:
        found.insert(0, "beat")
    if Reroll in kinds:
        found.append("reroll")
    if UsePower in kinds:
        found.append("power")
    if kinds <= {GiveUp}:
        found.append("give-up")
    return found
