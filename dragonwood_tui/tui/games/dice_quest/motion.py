"""Dice Quest's motion after a move (motion on; widgets/motion.py): an enemy beaten leaves its
place in the quest line, which lights up, and the army it joins pulses twice: the card went from
the line to the player's army. A re-roll or a power only tumbles its dice; giving up flashes
nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.widget import Widget

from dragonwood_tui.games.dice_quest.actions import Action, Beat
from dragonwood_tui.tui.widgets.motion import CAPTURE, SCORE, Flashes, part, slot


def beat_outcome(action: Action | None, line_before: Sequence[int], board: Widget, flashes: Flashes) -> Callable[[], None] | None:
    """What to flash for `action` (None when it beat no enemy). `line_before`: the ids of the
    quest line before it (where the enemy stood)."""
    if not isinstance(action, Beat) or action.card not in line_before:
        return None
    index = list(line_before).index(action.card)

    def beaten() -> None:
        flashes.flash([slot(board, "#dq-line", index)], CAPTURE)
        flashes.flash([part(board, "#dq-army")], SCORE, blinks=2)

    return beaten
