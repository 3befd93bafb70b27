"""The replay viewer's `f` asks how to play on from the step shown (tui/screens/play_on.py):
"Same cards and dice" and "New shuffle" (keys or mouse) each start a practice game on its own table; Escape
(or Cancel) goes back to the replay and starts nothing."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.game import NewLuck
from dragonwood_tui.play.saves import load_save, save_path
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.play_on import PlayOnScreen
from dragonwood_tui.tui.screens.replay import ReplayScreen
from dragonwood_tui.tui.screens.table_base import TableScreen

from sessions.openers import SEATS, WATCHED
from tui.app_helpers import Folders, folders, run_async, wait_for, write_save  # noqa: F401  (fixture)
from tui.table_helpers import INSTANT, match_of

SIZE = (100, 32)


def saves(folders: Folders) -> list[str]:
    return sorted(p.stem for p in folders.saves.iterdir() if p.suffix == ".json")


async def ask(pilot: Any) -> PlayOnScreen:
    await pilot.press("f")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, PlayOnScreen), "same luck or new luck?")
    return pilot.app.screen


async def back_to_replay(pilot: Any) -> None:
    app = pilot.app
    while not isinstance(app.screen, ReplayScreen):
        app.pop_screen()
        await pilot.pause()


@run_async
async def test_same_luck_new_luck_and_cancel(folders: Folders) -> None:
    record = write_save(folders.saves, WATCHED, "dragonwood", SEATS, 7, steps=8)
    app = folders.app(start=Start(action="replay", path=save_path(WATCHED, folders.saves)), settings=INSTANT)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay")
        await pilot.press("right", "right", "right", "right")  # step 4
        modal = await ask(pilot)
        assert "Play on from step 4" in str(modal.query_one(".dialog-title").render())
        await pilot.press("escape")  # cancel: back to the replay, nothing started
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay again")
        await ask(pilot)
        await pilot.click("#play-on-cancel")  # the mouse's cancel
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay again")
        assert app.sessions.open_count == 0 and saves(folders) == [WATCHED]

        await ask(pilot)
        await pilot.click("#play-on-same")  # the same luck, by mouse
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "the practice table")
        same = match_of(app.screen)
        assert same.config == record.header.config and same.actions[:4] == record.actions[:4]
        await back_to_replay(pilot)

        await ask(pilot)
        await pilot.press("n")  # new luck, by key
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "the new-luck table")
        new = match_of(app.screen)
        assert new.config.new_luck[0].step == 4 and new.actions[:4] == record.actions[:4]
        await back_to_replay(pilot)

        await ask(pilot)
        await pilot.click("#play-on-new")  # new luck, by mouse
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "another new-luck table")
        (luck,) = match_of(app.screen).config.new_luck
        assert isinstance(luck, NewLuck) and luck.step == 4
    names = sorted(load_save(s, folders.saves).header.name for s in saves(folders) if s != WATCHED)
    assert names == ["Practice from step 4", "Practice from step 4 (new luck)", "Practice from step 4 (new luck)"]
