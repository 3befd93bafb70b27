"""Every key the replay viewer lists, pressed on a sample record of each table shipped in saves/ (the
three games), from the deal, from the middle and from the end, seen by every hand (and by one
seat at the end): nothing crashes, and the screen still tells the step the cursor is on.

(The Road Quest sample crashed on End: the board named the fights of a jump from the seats at
the deal, before anyone had a character.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.confirm import TextPromptScreen
from dragonwood_tui.tui.screens.play_on import PlayOnScreen
from dragonwood_tui.tui.screens.replay import ReplayScreen

from .app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)
from .review_helpers import use_fixed
from .table_helpers import match_of

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "saves").glob("*.json"))
# the viewer's keys on one record of each kind of table: the won solo quest stands for the lost
# one (the same table; the lost one ends on another screen, which test_dice_quest_endings draws)
KEY_SAMPLES = [p for p in SAMPLES if p.stem != "dice-quest-solo-lost"]
# every key of every binding, as the viewer lists them
KEYS = [key.strip() for b in ReplayScreen.BINDINGS for key in b.key.split(",")]  # type: ignore[union-attr]
CLOSE_KEYS = {"escape", "q"}
PLAY_ON_KEYS = {"f"}  # a practice game from the step shown (refused at the end of a finished game)
# Review mode's keys: pressed at one place only (each redraw in Review mode redraws its plot)
REVIEW_KEYS = {"r", "right_square_bracket", "left_square_bracket", "1", "2", "3"}
REVIEW_PLACE = (0, "start")
# keys whose work does not depend on the step (close and open again, ask for a turn or step
# number): pressed in the middle only; "play on" in the middle and at the end (refused there)
ONE_PLACE_KEYS = CLOSE_KEYS | {"t", "g"}
ONE_PLACE = (None, "middle")
PLAY_ON_PLACES = {(None, "middle"), (None, "end")}
WALK = 10  # steps walked one at a time from the deal, and up to the end


def test_the_samples_cover_the_three_games() -> None:
    names = {p.name.split("-")[0] for p in SAMPLES}
    assert {"dragonwood", "dice", "road"} <= names, SAMPLES


def sane(screen: ReplayScreen) -> None:
    """The bar names the cursor's step, the board drew a view of it, every line is text."""
    cursor = screen.cursor
    bar = str(screen.query_one("#replay-bar", Static).render())
    assert f"step {cursor.step}/{cursor.length}" in bar, bar
    assert 0 <= cursor.step <= cursor.length
    assert screen.board.widget.is_mounted


def shown(app) -> bool:
    return isinstance(app.screen, ReplayScreen) and app.screen.is_mounted


async def press(pilot, screen: ReplayScreen, key: str, path: Path) -> ReplayScreen:
    """Press `key` on the viewer and answer what it opens; returns the viewer in front after."""
    app = pilot.app
    await pilot.press(key)
    await pilot.pause()
    if isinstance(app.screen, TextPromptScreen):  # Turn… / Step…: a number, then enter
        app.screen.query_one("Input").value = str(max(1, screen.cursor.length // 2))
        await pilot.press("enter")
        await pilot.pause()
    if isinstance(app.screen, PlayOnScreen):  # play on: the same luck, or new luck on odd steps
        await pilot.press("n" if screen.cursor.step % 2 else "s")
        await pilot.pause()
    if key in PLAY_ON_KEYS and not isinstance(app.screen, ReplayScreen):
        # "play on from here" opened a practice game of its own at this step: a table of the
        # game, standing where the viewer stood; back to the viewer for the next key
        await wait_for(pilot, lambda: getattr(app.screen, "client", None) is not None, "the practice table")
        step = screen.cursor.step
        # the record's first `step` actions (a computer player to move may have moved on since)
        assert match_of(app.screen).actions[:step] == screen.cursor.actions[:step]
        assert len(match_of(app.screen).actions) >= step
        while app.screen is not screen and screen in app.screen_stack:
            app.pop_screen()
            await pilot.pause()
        if screen not in app.screen_stack:
            app.sessions.open_replay_file(path)
        await wait_for(pilot, lambda: shown(app), "the viewer again")
    if key in CLOSE_KEYS:
        await wait_for(pilot, lambda: not isinstance(app.screen, ReplayScreen), "the viewer to close")
        app.sessions.open_replay_file(path)  # open it again for the next key
        await wait_for(pilot, lambda: shown(app), "the viewer again")
    viewer = app.screen
    assert isinstance(viewer, ReplayScreen), f"{key}: {type(viewer).__name__}"
    if viewer._timer is not None:  # autoplay started: stop it (the test waits on no clock)
        viewer._stop()
        viewer._update_bar()
    sane(viewer)
    return viewer


async def to_position(pilot, screen: ReplayScreen, where: str) -> None:
    cursor = screen.cursor
    target = {"start": 0, "middle": cursor.length // 2, "end": cursor.length}[where]
    screen.seek(target)
    await pilot.pause()
    assert cursor.step == target


@pytest.mark.parametrize("path", KEY_SAMPLES, ids=[p.stem for p in KEY_SAMPLES])
@run_async
async def test_every_key_on_every_sample(folders: Folders, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    use_fixed(monkeypatch)  # Review mode's keys with a review built by hand: no analysis runs
    app = folders.app(start=Start(action="replay", path=path))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: shown(app), "the viewer")
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        # every hand from the deal, the middle and the end; one seat's view from the two ends
        for seat, places in ((None, ("start", "middle", "end")), (0, ("end",))):
            for where in places:
                for key in KEYS:
                    if key in REVIEW_KEYS and (seat, where) != REVIEW_PLACE:
                        continue
                    if key in ONE_PLACE_KEYS and (seat, where) != ONE_PLACE:
                        continue
                    if key in PLAY_ON_KEYS and (seat, where) not in PLAY_ON_PLACES:
                        continue
                    if screen.seat != seat:
                        screen.seat = seat
                        screen.redraw()
                    await to_position(pilot, screen, where)
                    screen = await press(pilot, screen, key, path)
        # and walks one step at a time (out of Review mode) over the deal's first steps and the
        # last ones, then back by jumps. (The whole record step by step cost a minute a sample
        # once the cards were drawn as cards; every step's view is walked by the engine's tests.)
        if screen.reviewed is not None:
            screen = await press(pilot, screen, "r", path)
        assert screen.reviewed is None
        length = screen.cursor.length
        for first, count in ((0, WALK), (max(0, length - WALK), WALK)):
            screen.seek(first)
            await pilot.pause()
            for _ in range(min(count, length - first)):
                screen = await press(pilot, screen, "right", path)
        assert screen.cursor.at_end
        for key in ("home", "end", "pageup", "pageup", "home", "pagedown", "end", "left"):
            screen = await press(pilot, screen, key, path)
    assert app.return_code in (None, 0)
