"""Motion on the tables: when it may run, the faces of a tumbling die, and short flashes.

Motion only tells what the game already decided (the dice are rolled before they tumble), so it
never touches the game's chance and can always be cut short. It is off when the player turns it
off (settings), under `NO_COLOR` or `TERM=dumb` (a terminal that cannot show it well), under
`TEXTUAL_ANIMATIONS=none`, and in a headless app (the tests) unless a test asks for it: the app's
`motion` property says which (tui/app.py).

A flash is a CSS class on a widget for a moment (`-motion-capture`, `-motion-score`,
`-motion-wound`: their colours are in app.tcss, from the theme), on the owner's timers, so that
the timers go with the screen; `Flashes.finish()` ends them all at once (a key, the screen
covered).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence

from textual.css.query import NoMatches
from textual.message_pump import MessagePump
from textual.timer import Timer
from textual.widget import Widget

TUMBLE_FRAME = 0.06  # seconds between two faces of a tumbling die (about 16 a second)
FLASH_SECONDS = 0.45  # a flash from its start to its end, all blinks included

CAPTURE = "-motion-capture"  # the landscape slot a creature was captured from
SCORE = "-motion-score"  # the players panel, where the captured card now counts
WOUND = "-motion-wound"  # the failed attempt and the wounded player's cards


def part(board: Widget, selector: str) -> Widget | None:
    """The board's widget at `selector` (None when the layout has none: it flashes nothing)."""
    try:
        return board.query_one(selector)
    except NoMatches:
        return None


def slot(board: Widget, row: str, index: int) -> Widget | None:
    """The `index`-th card of the row of cards at `row` (its children left to right), or the
    whole row."""
    cards = part(board, row)
    if cards is None:
        return None
    slots = list(cards.children)
    return slots[index] if 0 <= index < len(slots) else cards


def motion_allowed(env: Mapping[str, str] | None = None) -> bool:
    """Whether the environment allows motion: not under `NO_COLOR` (set and not empty, as
    no-color.org says) nor `TERM=dumb`."""
    env = os.environ if env is None else env
    return not env.get("NO_COLOR") and env.get("TERM", "") != "dumb"


def tumble_face(frame: int, index: int, faces: Sequence[int]) -> int:
    """The face die `index` shows at `frame` of its tumble: a fixed walk over `faces` (not
    chance: the true values are known and land at the end), neighbouring dice out of step."""
    return faces[(frame * 5 + index * 3 + index // 2) % len(faces)]


class _Flash:
    def __init__(self, widgets: list[Widget], name: str, states: list[bool]) -> None:
        self.widgets = widgets
        self.name = name
        self.states = states  # what is still to come: class on / off, one per period
        self.timer: Timer | None = None

    def apply(self, lit: bool) -> None:
        for widget in self.widgets:
            widget.set_class(lit, self.name)


class Flashes:
    """The flashes running on a screen. `flash(widgets, name)` lights them, `finish()` ends all."""

    def __init__(self, owner: MessagePump) -> None:
        self._owner = owner  # whose timers run them: they stop when it closes
        self._running: list[_Flash] = []

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def flash(
        self, widgets: Iterable[Widget | None], name: str, seconds: float = FLASH_SECONDS, blinks: int = 1
    ) -> None:
        """Put class `name` on `widgets` for `seconds`, lit `blinks` times (a pulse: 2)."""
        shown = [w for w in widgets if w is not None and w.is_mounted]
        if not shown:
            return
        blinks = max(1, blinks)
        period = seconds / (2 * blinks - 1)
        flash = _Flash(shown, name, [False, True] * (blinks - 1) + [False])
        flash.apply(True)
        self._running.append(flash)
        flash.timer = self._owner.set_interval(period, lambda: self._step(flash))

    def _step(self, flash: _Flash) -> None:
        if not flash.states:  # (a tick already queued when it ended)
            return
        flash.apply(flash.states.pop(0))
        if not flash.states:
            self._end(flash)

    def _end(self, flash: _Flash) -> None:
        if flash.timer is not None:
            flash.timer.stop()
            flash.timer = None
        flash.states.clear()
        flash.apply(False)
        if flash in self._running:
            self._running.remove(flash)

    def finish(self) -> bool:
        """End every flash now (classes off, timers stopped); True if one was running."""
        running = bool(self._running)
        for flash in list(self._running):
            self._end(flash)
        return running
