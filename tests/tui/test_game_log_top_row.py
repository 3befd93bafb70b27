"""The game log never opens on the cut tail of a line: the top row shown is a line's beginning
(the rows above it blank), whatever the lines' lengths and the box's height."""

from __future__ import annotations

import random

from textual.app import App, ComposeResult

from dragonwood_tui.tui.widgets.game_log import GameLog

from .app_helpers import run_async


class OneLog(App[None]):
    CSS = "GameLog { height: 1fr; border: none; }"

    def compose(self) -> ComposeResult:
        yield GameLog(hanging=2)


@run_async
async def test_the_top_row_is_a_line_s_beginning_and_the_newest_stays_at_the_bottom():
    rng = random.Random(5)
    words = "the Ranger fights a Bear of five against six and loses a life card".split()
    for height in (2, 3, 4, 6):
        app = OneLog()
        async with app.run_test(size=(30, height)) as pilot:
            log = app.query_one(GameLog)
            await pilot.pause()
            for n in range(25):
                text = f"L{n} " + " ".join(rng.choice(words) for _ in range(rng.randint(1, 14)))
                log.add([text])
                rows = [row.plain for row in log.render().split("\n")]
                shown = [row for row in rows if row.strip()]
                assert shown, rows
                assert not shown[0].startswith(" "), (height, rows)  # (a tail hangs by 2 cells)
                last = log._rows[-1].plain
                if len(log._wrap(log.texts[-1])) <= height:
                    assert rows[-1] == last, (height, rows)
