"""One log: a table shows the game's own account (`narrate`), the same lines in a new game, a
resumed game and the replay viewer, for every game; names from the file are shown escaped."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.walk import narration
from dragonwood_tui.games import get_game
from dragonwood_tui.play.saves import save_path
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.replay import ReplayScreen

from .app_helpers import Folders, folders, run_async, wait_for, wait_for_screen, write_save  # noqa: F401  (fixture)
from .table_helpers import INSTANT, match_of

GAMES = [
    ("dragonwood", "DragonwoodTableScreen", 2),
    ("dice-quest", "DiceQuestTableScreen", 2),
    ("road-quest", "RoadQuestTableScreen", 3),
]
BOT = {"dragonwood": "easy", "dice-quest": "greedy", "road-quest": "normal"}
ODD_NAME = "Ada\x1b[31m[bold]"  # an escape sequence and markup: shown as text


def told(kind: str, match) -> list[str]:
    game = get_game(kind)
    steps = narration(game, match.config, match.seed, match.actions, [s.name for s in match.seats])
    return [plain(line) for step in steps for line in step]


@pytest.mark.parametrize(("kind", "table_name", "players"), GAMES)
@run_async
async def test_resumed_and_live_tables_log_the_narration(folders: Folders, kind: str, table_name: str, players: int):
    seats = [SeatSpec("You")] + [SeatSpec(ODD_NAME if i == 1 else f"Bot {i}", BOT[kind]) for i in range(1, players)]
    write_save(folders.saves, "game-a", kind, seats, 5, steps=25, players=players)
    app = folders.app(Start(action="resume", save_id="game-a"), settings=INSTANT)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await wait_for_screen(pilot, table_name)
        match = match_of(table)
        resumed_at = len(match.actions)
        assert resumed_at >= 25
        await wait_for(pilot, lambda: match.is_over() or not match.bot_to_move(), "the computer players")
        await pilot.pause()
        assert table.board.log.lines == told(kind, match)  # the resumed game's log, then the live one
        assert ODD_NAME not in "\n".join(table.board.log.lines)  # escaped: never raw
        # a person's move, by the table's own first legal action
        if not match.is_over():
            table._play(table.client.legal()[0])
            await wait_for(pilot, lambda: match.is_over() or not match.bot_to_move(), "the computer players")
            await pilot.pause()
            assert len(match.actions) > resumed_at
            assert table.board.log.lines == told(kind, match)


@pytest.mark.parametrize(("kind", "table_name", "players"), GAMES)
@run_async
async def test_the_replay_viewer_shows_the_tables_lines(folders: Folders, kind: str, table_name: str, players: int):
    seats = [SeatSpec("You")] + [SeatSpec(f"Bot {i}", BOT[kind]) for i in range(1, players)]
    record = write_save(folders.saves, "game-b", kind, seats, 9, steps=10, players=players)
    app = folders.app(Start(action="replay", path=save_path("game-b", folders.saves)))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await wait_for_screen(pilot, "ReplayScreen")
        assert isinstance(screen, ReplayScreen)
        await pilot.press("end")
        await pilot.pause()
        assert screen.cursor.step == len(record.actions) == 10
        shown = [line[5:] for line in screen.board.log.lines]  # "   4 " steps numbered
        game = get_game(kind)
        steps = narration(game, record.header.config, record.header.seed, record.actions, [s.name for s in seats])
        expected = [plain(line) for line in steps[0]] + [plain(line)[0:] for step in steps[1:] for line in step]
        deal = len(steps[0])
        assert screen.board.log.lines[:deal] == expected[:deal]  # the deal's lines are not numbered
        assert shown[deal:] == expected[deal:]
