"""Dragonwood's motion after a capture attempt (motion on; widgets/motion.py): what flashes once
the dice have landed.

- a capture: the landscape slot the creature (or enhancement) left lights up, and the players
  panel, where it now counts, pulses twice: the card went from there to the player's pile;
- a failure: the attempt's box and the wounded player's cards flash in the error colour (the
  person's own hand, or the players panel for another seat).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.widget import Widget

from dragonwood_tui.games.dragonwood.state import E_CAPTURE, E_FAIL
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.widgets.motion import CAPTURE, SCORE, WOUND, Flashes, part, slot


def roll_outcome(
    view: View, landscape_before: Sequence[int], board: Widget, flashes: Flashes, person: int | None
) -> Callable[[], None] | None:
    """What to flash for the action that gave `view` (None if it ended no attempt).
    `landscape_before`: the landscape before it (where the card was); `person`: the seat whose
    hand is on screen."""
    a = view.attempt
    kinds = {event[0] for event in view.events}
    if a is None:
        return None
    if E_CAPTURE in kinds:
        # the slot that held the card and holds another now (two copies of a creature may lie side by side)
        held = [i for i, card in enumerate(landscape_before) if card == a.target]
        left = [i for i in held if i >= len(view.landscape) or view.landscape[i] != a.target]
        index = (left or held or [-1])[0]

        def captured() -> None:
            flashes.flash([slot(board, "#dw-landscape", index)], CAPTURE)
            flashes.flash([part(board, "#dw-players")], SCORE, blinks=2)

        return captured
    if E_FAIL in kinds:
        wounded = "#dw-hand" if a.seat == person else "#dw-players"

        def failed() -> None:
            flashes.flash([part(board, "#dw-attempt"), part(board, wounded)], WOUND, blinks=2)

        return failed
    return None
