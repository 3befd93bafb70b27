"""A key press lays the screen out at most once: a part that changes height (the Dragonwood
chances list, the log under it) takes its new size without asking for a second pass of the
whole screen (Textual's reactive virtual size does, for any widget), and a line of text whose
height is set by CSS takes another number of lines without any pass at all."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widget import Widget

from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import TextBox
from dragonwood_tui.tui.widgets.text_lines import TextLines

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app


class Rows(TextLines):
    """As tall as its rows, as the Dragonwood chances list."""

    DEFAULT_CSS = "Rows { height: auto; }"

    def __init__(self) -> None:
        super().__init__()
        self.rows = 2

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return self.rows

    def text_lines(self) -> list[Text]:
        return [Text(f"row {i}") for i in range(self.rows)]

    def text_lines_key(self) -> Hashable:
        return self.rows


class Parts(App[None]):
    CSS = "#fixed { height: 3; } GameLog { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield TextBox("one", id="fixed")
        yield Rows()
        yield GameLog()


def count_layouts(screen: Any) -> list[int]:
    """A list whose length is the number of layout passes of `screen` from now on."""
    passes: list[int] = []
    run = screen._refresh_layout

    def counted(*args: Any, **kwargs: Any) -> None:
        passes.append(1)
        run(*args, **kwargs)

    screen._refresh_layout = counted
    return passes


def _pending(screen: Any) -> bool:
    """Whether the screen or one of its widgets still has a layout or a repaint to do."""
    if screen._layout_required or screen._repaint_required or screen._dirty_widgets or screen._callbacks:
        return True
    return any(w._layout_required or w._repaint_required for w in screen.walk_children(Widget))


async def quiet(pilot: Any) -> None:
    """Until nothing is left to lay out or repaint, twice in a row (a second pass asked for
    during the first is asked before the screen is idle again)."""
    calm = 0
    for _ in range(400):
        await pilot.pause()
        calm = calm + 1 if not _pending(pilot.app.screen) else 0
        if calm >= 2:
            return
        await asyncio.sleep(0.002)
    raise AssertionError("the screen never settled")


def test_a_part_that_changes_height_lays_the_screen_out_once():
    async def run() -> None:
        app = Parts()
        async with app.run_test(size=(40, 20)) as pilot:
            await quiet(pilot)
            rows, log = app.query_one(Rows), app.query_one(GameLog)
            passes = count_layouts(app.screen)
            rows.rows = 6  # the rows below it (the log) shrink
            rows.refresh(layout=True)
            await quiet(pilot)
            assert len(passes) == 1
            assert rows.outer_size.height == 6 and log.outer_size.height == 20 - 3 - 6  # laid out as asked

    asyncio.run(run())


def test_a_line_of_text_with_a_css_height_takes_more_lines_without_a_layout_pass():
    async def run() -> None:
        app = Parts()
        async with app.run_test(size=(40, 20)) as pilot:
            await quiet(pilot)
            box = app.query_one("#fixed", TextBox)
            passes = count_layouts(app.screen)
            box.say("one\ntwo\nthree")
            await quiet(pilot)
            assert passes == [] and box.size.height == 3
            assert [box.render_line(y).text.strip() for y in range(3)] == ["one", "two", "three"]

    asyncio.run(run())


DRAGONWOOD_KEYS = ("1", "2", "3", "escape", "1", "down", "a", "escape")  # the chances list grows and empties
DICE_QUEST_KEYS = ("1", "2", "escape", "3", "escape")  # "Selected: ..." comes and goes


@run_async
async def test_every_key_on_the_tables_lays_the_screen_out_at_most_once(folders: Folders):
    for position, keys in (("dragonwood-turn", DRAGONWOOD_KEYS), ("dice-quest-solo", DICE_QUEST_KEYS)):
        for size in ((80, 24), (160, 50)):
            match = table_positions.match(position)
            async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
                await settle(pilot, lambda: screen.view is not None and not match.bot_to_move())
                await quiet(pilot)
                for key in keys:
                    passes = count_layouts(screen)
                    await pilot.press(key)
                    await quiet(pilot)
                    assert len(passes) <= 1, (position, size, key, len(passes))
