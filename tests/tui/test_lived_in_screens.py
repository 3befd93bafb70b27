"""Every screen a player opens, on a lived-in data folder (devtools.make_lived_in: days of
saves of every game and mode, dailies, campaign attempts, imports, caches): the main menu,
Continue, the saves list, the Daily calendar, the statistics with their plots, the campaign
map and its briefings, and the replay of the longest game. Each must draw (a screenshot of it
is made) and show what the folder holds."""

from __future__ import annotations

from datetime import timezone
from typing import Any

from textual.widgets import DataTable, OptionList

from dragonwood_tui.games import game_kinds
from dragonwood_tui.devtools.make_lived_in import LAST_DAY
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.tui.app import make_app
from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen
from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen
from dragonwood_tui.tui.screens.daily import DailyScreen
from dragonwood_tui.tui.screens.main_menu import MainMenuScreen
from dragonwood_tui.tui.screens.replay import ReplayScreen
from dragonwood_tui.tui.screens.saves import SavesScreen
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.widgets.row_table import RowTable

from .app_helpers import LARGE, SMALL, Folders, run_async
from .table_helpers import settle


def app_on(folders: Folders) -> Any:
    app = make_app(data_dir=folders.data, config_dir=folders.config, tz=timezone.utc)
    app.fixed_today = LAST_DAY
    return app


def drawn(app: Any) -> str:
    """The screen as drawn (an SVG screenshot: every widget rendered), with its text."""
    svg = app.export_screenshot()
    assert "<svg" in svg
    return svg.replace("&#160;", " ")


@run_async
async def test_the_main_menu_and_continue_open_the_newest_unfinished_game(lived_in: Folders):
    unfinished = [i for i in list_saves(lived_in.saves) if i.problem is None and not i.finished]
    assert unfinished, "the folder holds unfinished games"
    app = app_on(lived_in)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        assert "Continue" in drawn(app)
        await pilot.press("c")
        await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.sessions.current_save == unfinished[0].id
        drawn(app)


@run_async
async def test_the_saves_list_lists_every_save(lived_in: Folders):
    infos = list_saves(lived_in.saves)
    app = app_on(lived_in)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("s")
        await settle(pilot, lambda: isinstance(app.screen, SavesScreen))
        saves_table = app.screen.query_one(RowTable)
        assert saves_table.option_count == len(infos) >= 40
        assert [o.id for o in saves_table.options] == [i.id for i in infos]
        assert app.screen.selected_id == infos[0].id  # the newest, highlighted
        assert infos[0].id not in drawn(app)  # (a file id is never shown: the player never types one)
        await pilot.press("ctrl+end")
        await pilot.pause()
        assert app.screen.selected_id == infos[-1].id


@run_async
async def test_the_daily_calendar_marks_every_day_played(lived_in: Folders):
    app = app_on(lived_in)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        screen = app.screen
        marks = [screen.status(k, d) for d in screen._cells.values() for k in ("dragonwood", "dice-quest")]
        counted = {s.day for s in marks if s.counted is not None}
        # one counting daily a day, for each of the folder's days
        assert len(counted) == 10 and LAST_DAY in counted
        assert "Daily challenge" in drawn(app)


@run_async
async def test_the_statistics_draw_every_plot_of_every_mode(lived_in: Folders):
    app = app_on(lived_in)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        stats = screen.stats
        assert stats.played > 30 and stats.unfinished > 0 and len(stats.dailies) >= 9
        table = screen.query_one("#stats-table", OptionList)
        # every mode's line drawn with the plot on show; the four plots on the first line of
        # each game (a plot key costs half a second: the plots of every mode are built and
        # counted in test_stats_many_games)
        kinds = set()
        for row in range(table.option_count):
            table.highlighted = row
            await pilot.pause()  # drawn by the app (an error would end the test)
            kind = screen._selected().kind
            if kind in kinds:
                continue
            kinds.add(kind)
            for plot in ("1", "2", "3", "4"):
                await pilot.press(plot)
                await pilot.pause()
                drawn(app)
        assert kinds == set(game_kinds())
        assert isinstance(app.screen, StatsScreen)


@run_async
async def test_the_campaign_map_and_every_briefing_draw(lived_in: Folders):
    app = app_on(lived_in)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("m")
        await settle(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        road = app.screen
        assert road.progress_.stars > 0
        assert sum(len(s.attempts) for s in road.progress_.stages) >= 8
        drawn(app)
        for stage in road.progress_.stages:
            road.road.select(stage.id)
            await pilot.pause()
            await pilot.press("enter")
            await settle(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
            drawn(app)
            await pilot.press("escape")
            await settle(pilot, lambda: isinstance(app.screen, CampaignMapScreen))


@run_async
async def test_the_longest_game_replays_to_its_end(lived_in: Folders):
    longest = max((i for i in list_saves(lived_in.saves) if i.problem is None), key=lambda i: i.steps)
    app = app_on(lived_in)
    async with app.run_test(size=LARGE) as pilot:
        app.sessions.open_replay_save(longest.id)
        await settle(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("end")
        await pilot.pause()
        assert app.screen.cursor.step == longest.steps
        drawn(app)
