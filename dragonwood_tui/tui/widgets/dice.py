"""Dice as they land: pips in a box (a digit in compact layouts), clickable, with marks.

Used by both games: Dragonwood dice (faces 1-4) and Dice Quest dice (1-6). A die's value is
also printed as a digit in its box's top line, so the pips are never the only way to read it.
One widget draws the whole row and finds the die under a click from its column, so a roll of
another number of dice repaints the row without laying the screen out again.

    ╭─1:5─╮ ┏━2:3━┓      a picked die has a heavy box, a die just changed a double one,
    │●   ●│ ┃    ●┃      and the bottom line carries a mark (↻ to re-roll, K to keep...).
    │  ●  │ ┃  ●  ┃
    │●   ●│ ┃●    ┃
    ╰─────╯ ┗━━↻━━┛

A die not landed yet (a value of 0) is drawn "?"; with motion on (`host.motion`) it tumbles
instead: a new face every TUMBLE_FRAME seconds in a box that turns (round and square corners in
turn) until its true value is shown. The table decides when each die lands (table_base: one by one
at a person's pace); the row runs its frame timer only while a die tumbles, and stops it when the
last one lands or the row leaves the screen.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence

from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget

from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.widgets.boxes import DOUBLE, HEAVY, LIGHT, box_at, centre
from dragonwood_tui.tui.widgets.text_lines import TextLines
from dragonwood_tui.tui.widgets.motion import TUMBLE_FRAME, tumble_face

# 3x3 pip positions (row, column) for each face
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 2), (2, 0)),
    3: ((0, 2), (1, 1), (2, 0)),
    4: ((0, 0), (0, 2), (2, 0), (2, 2)),
    5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2)),
    6: ((0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)),
}


def pip_lines(value: int) -> list[str]:
    """Three lines of 5 cells drawing `value` as pips ("●   ●")."""
    grid = [[" "] * 3 for _ in range(3)]
    for r, c in PIPS.get(value, ()):
        grid[r][c] = "●"
    return [f"{row[0]} {row[1]} {row[2]}" for row in grid]


def large_pip_lines(value: int, inner: int = 9, rows: int = 5) -> list[str]:
    """`rows` lines of `inner` cells: the pips of `pip_lines` spread out, for a larger die (9x5:
    twice the rows; 13x7: a die nearly as tall as a card)."""
    grid = [[" "] * inner for _ in range(rows)]
    cols, lines = (1, inner // 2, inner - 2), (0, rows // 2, rows - 1)
    for r, c in PIPS.get(value, ()):
        grid[lines[r]][cols[c]] = "●"
    return ["".join(row) for row in grid]


LARGE_INNER, LARGE_ROWS = 9, 5  # (wider than tall in cells: a squarer face)
HUGE_INNER, HUGE_ROWS = 13, 7  # (a cell is about twice as tall as wide: a square face)
SQUARE = ("┌", "─", "┐", "│", "└", "┘")  # a tumbling die's box every other frame (it turns)


class DieClicked(Message):
    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index


class DiceRow(TextLines):
    """Up to `size` dice. `show(values, selected, changed, marks, compact)`; a value of 0 draws a
    die not landed yet. Clicks post `DieClicked(index)`."""

    DEFAULT_CSS = """
    DiceRow { height: 5; width: auto; }
    DiceRow.-compact { height: 3; }
    DiceRow.-large { height: 7; }
    DiceRow.-huge { height: 9; }
    DiceRow > .dice--selected { color: $accent; text-style: bold; }
    DiceRow > .dice--changed { color: $primary; }
    DiceRow > .dice--box { color: $foreground 70%; }
    DiceRow > .dice--rolling { color: $accent; }
    """
    COMPONENT_CLASSES = {"dice--selected", "dice--changed", "dice--box", "dice--rolling"}

    def __init__(self, size: int, id: str | None = None, changed_box: tuple[str, ...] = DOUBLE, strips: bool = False) -> None:
        super().__init__(id=id)
        # drawn as strips once per change (`TextLines`: the largest dice sent through Textual's
        # content pipeline at every key press were a third of the frame); else through it, as
        # the small dice of the other tables are (their snapshots keep their runs)
        self.strips = strips
        self.size_max = size
        self.changed_box = changed_box  # the box of a die just changed (Dice Quest: light + a label)
        self.values: list[int] = []
        self.selected: set[int] = set()
        self.changed: set[int] = set()
        self.marks: list[str] = []
        self.compact = False
        self.large = False  # twice the size: for a tall terminal with room to spare
        self.huge = False  # larger still: a terminal with room to spare both ways
        self._key: tuple[object, ...] = ()
        self.faces: Sequence[int] = (1, 2, 3, 4, 5, 6)  # what a tumbling die may show (Dragonwood: 1-4)
        self.tumbling: frozenset[int] = frozenset()  # the dice tumbling now (motion on, not landed)
        self.frame = 0  # the tumble's frame: each one shows other faces
        self._tumble_timer: Timer | None = None

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return len(self.values) * (self._inner + 3)

    @property
    def _inner(self) -> int:
        return HUGE_INNER if self.huge else LARGE_INNER if self.large else 5

    @property
    def _rows(self) -> int:
        return 1 if self.compact else HUGE_ROWS if self.huge else LARGE_ROWS if self.large else 3

    def show(
        self,
        values: Sequence[int],
        selected: Collection[int] = (),
        changed: Collection[int] = (),
        marks: Sequence[str] = (),
        compact: bool = False,
        large: bool = False,
        huge: bool = False,
    ) -> None:
        huge = huge and not compact
        large = large and not compact and not huge
        key = (tuple(values), tuple(sorted(selected)), tuple(sorted(changed)), tuple(marks), compact, large, huge)
        if key == self._key:
            return
        self._key = key
        # its width follows the number of dice and their size
        relayout = len(values) != len(self.values) or large != self.large or huge != self.huge
        if large != self.large:
            self.large = large
            self.set_class(large, "-large")
        if huge != self.huge:
            self.huge = huge
            self.set_class(huge, "-huge")
        self.values = list(values)
        self.selected = set(selected)
        self.changed = set(changed)
        self.marks = list(marks)
        if compact != self.compact:
            self.compact = compact
            self.set_class(compact, "-compact")
        self._sync_tumble()
        self.refresh(layout=relayout)

    # -- the tumble ----------------------------------------------------------------------
    def _sync_tumble(self) -> None:
        """Tumble the dice not landed (motion on), with a frame timer only while one does."""
        waiting = frozenset(i for i, v in enumerate(self.values) if v <= 0)
        self.tumbling = waiting if waiting and self.is_mounted and host(self).motion else frozenset()
        if self.tumbling:
            self.frame += 1  # a die landing turns the others too
            if self._tumble_timer is None:
                self._tumble_timer = self.set_interval(TUMBLE_FRAME, self._tumble_tick)
        else:
            self.stop_tumble()

    def _tumble_tick(self) -> None:
        if not self.tumbling or not self.screen.is_current:  # landed, or the table is covered
            self.stop_tumble()
            return
        self.frame += 1
        self.refresh()

    def stop_tumble(self) -> None:
        """No more frames (the dice not landed are drawn "?" until they land)."""
        if self._tumble_timer is not None:
            self._tumble_timer.stop()
            self._tumble_timer = None
        if self.tumbling:
            self.tumbling = frozenset()
            self.refresh()

    def on_unmount(self) -> None:
        self.stop_tumble()

    def render_line(self, y: int) -> Strip:
        return super().render_line(y) if self.strips else Widget.render_line(self, y)

    def text_lines_key(self) -> Hashable:
        return (self._key, self.tumbling, self.frame if self.tumbling else 0)

    def text_lines(self) -> list[Text]:
        """The row's lines, a Text each."""
        inner = self._inner
        height = self._rows
        rows = [Text() for _ in range(height + 2)]
        styles = {
            "selected": self.get_component_rich_style("dice--selected"),
            "changed": self.get_component_rich_style("dice--changed"),
            "box": self.get_component_rich_style("dice--box"),
            "rolling": self.get_component_rich_style("dice--rolling"),
        }
        for i, value in enumerate(self.values):
            label = str(value) if value > 0 else "?"  # the digit in the box's top line
            if i in self.tumbling:
                tl, h, tr, v, bl, br = SQUARE if (self.frame + i) % 2 else LIGHT
                style = styles["rolling"]
                value = tumble_face(self.frame, i, self.faces)
                label = "…"  # not landed: the face drawn is not its value
            elif i in self.selected:
                tl, h, tr, v, bl, br = HEAVY
                style = styles["selected"]
            elif i in self.changed:
                tl, h, tr, v, bl, br = self.changed_box
                style = styles["changed"]
            else:
                tl, h, tr, v, bl, br = LIGHT
                style = styles["box"]
            digit = str(value)
            title = f"{i + 1}" if self.compact else f"{i + 1}:{label}"
            mark = self.marks[i] if i < len(self.marks) else ""
            rows[0].append(tl + centre(title, inner, h) + tr + " ", style=style)
            if value <= 0:
                body = [" " * inner] * height
                body[height // 2] = "?".center(inner)
            elif self.compact:
                body = [digit.center(inner)]
            else:
                body = large_pip_lines(value, inner, height) if self.large or self.huge else pip_lines(value)
            for r, line in enumerate(body, start=1):
                rows[r].append(v, style=style)
                rows[r].append(line, style="bold")
                rows[r].append(v + " ", style=style)
            rows[-1].append(bl + centre(mark, inner, h) + br + " ", style=style)
        return rows

    def on_click(self, event: Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = box_at(offset.x, self._inner, len(self.values))
        if index is not None:
            self.post_message(DieClicked(index))
