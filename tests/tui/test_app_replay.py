"""The replay viewer: step, jump, autoplay to the end, seats, the log in step with the table."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from dragonwood_tui.play.saves import save_path
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.confirm import TextPromptScreen
from dragonwood_tui.tui.screens.replay import LOG_WINDOW, ReplayScreen, step_lines

from tests.notifications import told
from .app_helpers import Folders, folders, run_async, standard_saves, wait_for, wait_for_screen # noqa: F401  (fixture)


def log_lines(screen: ReplayScreen, first: int = 0) -> int:
    """Lines of steps first..step (and the note of the steps left out when first > 0)."""
    return (first > 0) + sum(len(screen.lines[s]) for s in range(first, screen.cursor.step + 1))


async def goto(pilot, key: str, number: int) -> None:
    await pilot.press(key)
    assert isinstance(pilot.app.screen, TextPromptScreen)
    pilot.app.screen.query_one("Input").value = str(number)
    await pilot.press("enter")
    await pilot.pause()


@run_async
async def test_step_jump_and_seats_from_the_saves_list(folders: Folders):
    records = standard_saves(folders.saves)
    record = records["dragonwood-b"]
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("p")  # Replays
        screen = app.screen
        table = screen.query_one("#saves-table", OptionList)
        table.highlighted = table.get_option_index("dragonwood-b")
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        cursor = replay.cursor
        assert cursor.step == 0 and cursor.length == len(record.actions)
        board_log = replay.board.log
        await pilot.press("right", "right", "right")
        assert cursor.step == 3 and board_log.count == log_lines(replay)
        await pilot.press("left")
        assert cursor.step == 2 and board_log.count == log_lines(replay)
        await pilot.press("end")
        assert cursor.at_end and board_log.count == log_lines(replay, cursor.step - LOG_WINDOW)
        await pilot.press("right")  # nothing past the end
        assert cursor.at_end
        await pilot.press("home")
        assert cursor.step == 0
        await goto(pilot, "t", 5)
        assert cursor.turn == 5 and cursor.step == cursor.step_of_turn(5)
        await goto(pilot, "g", 50)
        assert cursor.step == 50
        await goto(pilot, "t", 999)  # past the end: the last turn, and a notice says so
        assert cursor.turn == cursor.turns.stop - 1
        assert any("no turn 999" in n.message for n in told(app))
        await goto(pilot, "g", 50)
        await pilot.press("pagedown")
        assert cursor.turn == cursor.turn_of(50) + 1
        await pilot.press("t")
        app.screen.query_one("Input").value = "soon"
        await pilot.press("enter")
        assert any("not a turn number" in n.message for n in told(app))
        # Views: every hand, then each seat, then every hand again.
        assert replay.seat is None and replay.board.widget.view.seat is None
        await pilot.press("v")
        assert replay.seat == 0 and replay.board.widget.view.seat == 0
        await pilot.press("v", "v")
        assert replay.seat is None
        await pilot.press("escape")
        assert type(app.screen).__name__ == "SavesScreen"


@run_async
async def test_autoplay_runs_to_the_end_and_stops(folders: Folders):
    records = standard_saves(folders.saves)
    app = folders.app(start=Start(action="replay", path=save_path("dice-quest-c", folders.saves)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        for _ in range(4):
            await pilot.press("plus")  # fastest
        await goto(pilot, "g", replay.cursor.length - 8)
        await pilot.press("space")
        assert replay._timer is not None
        await wait_for(pilot, lambda: replay.cursor.at_end, "autoplay to reach the end")
        await wait_for(pilot, lambda: replay._timer is None, "autoplay to stop at the end")
        assert replay.cursor.length == len(records["dice-quest-c"].actions)


@run_async
async def test_opened_from_a_file_with_a_seat(folders: Folders):
    standard_saves(folders.saves)
    path = save_path("dragonwood-a", folders.saves)
    app = folders.app(start=Start(action="replay", path=path, seat=1))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.seat == 1 and replay.board.widget.view.seat == 1


@run_async
async def test_a_bad_file_is_a_notification_and_the_menu_stays(folders: Folders, tmp_path: Path):
    bad = tmp_path / "x.json"
    bad.write_text('{"format": "dragonwood-tui-record", "version": 1, "game": "chess"}')
    app = folders.app(start=Start(action="replay", path=bad))
    async with app.run_test() as pilot:
        await wait_for_screen(pilot, "MainMenuScreen")
        assert any("x.json" in n.message and "unknown game" in n.message for n in told(app))


def test_step_lines_cover_every_action(folders: Folders):
    records = standard_saves(folders.saves)
    from dragonwood_tui.games import get_game

    for record in records.values():
        lines = step_lines(get_game(record.kind), record)
        assert len(lines) == len(record.actions) + 1
        assert all(lines[1:])  # every action says something


@run_async
async def test_the_bar_names_the_seat_in_the_language(folders: Folders):
    """"seen by You" read English on a French screen: the default name is the language's, and a
    typed name sits in the sentence the language builds ("глазами игрока Маша")."""
    from dragonwood_tui.i18n import set_language
    from dragonwood_tui.tui.html_replay.export import _view_label

    set_language("fr")
    assert _view_label(["You", "Marie"], 0) == "vu par vous"
    assert _view_label(["You", "Marie"], 1) == "vu par Marie"
    set_language("ru")
    assert _view_label(["You", "Маша"], 1) == "глазами игрока Маша"
    standard_saves(folders.saves)
    path = save_path("dragonwood-a", folders.saves)
    app = folders.app(start=Start(action="replay", path=path, seat=0), settings=Settings(language="ru"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        name = replay.names[0]
        bar = str(replay.query_one("#replay-bar").render())
        assert "seen by" not in bar and (name != "You" or "вашими глазами" in bar), bar
