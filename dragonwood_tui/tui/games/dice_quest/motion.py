"""Dice Quest's motion after a move (motion on; widgets/motion.py): an enemy beaten leaves its
place in the quest line, which lights up, and the army it joins pulses twice: the card went from
the line to the player's army. A re-roll or a power only tumbles its dice; giving up flashes
nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.css.query import NoMatches
from textual.widget import Widget

from dragonwood_tui.games.dice_quest.actions import Action, Beat
from dragonwood_tui.tui.widgets.motion import CAPTURE, SCORE, Flashes


def _part(board: Widget, selector: str) -> Widget | None:
    try:
        return board.query_one(selector)
    except NoMatches:
        return None


def _slot(board: Widget, index: int) -> Widget | None:
    """The quest line's `index`-th card, or the whole line."""
    line = _part(board, "#dq-line")
    if line is None:
        return None
    slots = list(line.children)
    return slots[index] if 0 <= index < len(slots) else line


def beat_outcome(action: Action | None, line_before: Sequence[int], board: Widget, flashes: Flashes) -> Callable[[], None] | None:
    """What to flash for `action` (None when it beat no enemy). `line_before`: the ids of the
    quest line before it (where the enemy stood)."""
    if not isinstance(action, Beat) or action.card not in line_before:
        return None
    index = list(line_before).index(action.card)

    def beaten() -> None:
        flashes.flash([_slot(board, index)], CAPTURE)
        flashes.flash([_part(board, "#dq-army")], SCORE, blinks=2)

    return beaten
