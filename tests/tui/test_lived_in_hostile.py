"""A lived-in folder with hostile files among its saves (truncated, huge, another game, an
impossible time): `dragonwood saves`, `stats` and `campaign` and the four screens that read the
whole folder say one line (or one notification) naming each, and list and count the rest as
they did without them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dragonwood_tui.stats import compute
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen
from dragonwood_tui.tui.screens.daily import DailyScreen
from dragonwood_tui.tui.screens.saves import SavesScreen
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.widgets.row_table import RowTable

from filesystem.helpers import BAD_UPDATED, run_cli, set_times  # tests/filesystem/helpers.py

from tests.notifications import messages
from .app_helpers import LARGE, Folders, run_async
from .table_helpers import settle
from .test_lived_in_screens import app_on

HOSTILE = ("truncated", "huge", "wrong-game", "bad-time")


def add_hostile_files(saves: Path) -> None:
    """One of each: cut in the middle, 70 MiB (sparse), a game this app does not have, a time
    past year 9998."""
    good = sorted(saves.glob("dragonwood-*.json"))
    data = good[0].read_bytes()
    (saves / "truncated.json").write_bytes(data[: len(data) // 2])
    with (saves / "huge.json").open("wb") as f:
        f.truncate(70 * 1024 * 1024)
    (saves / "wrong-game.json").write_bytes(data.replace(b'"game":"dragonwood"', b'"game":"chess"'))
    (saves / "bad-time.json").write_bytes(good[1].read_bytes())
    set_times(saves / "bad-time.json", updated=BAD_UPDATED)


@pytest.fixture
def hostile(lived_in: Folders) -> tuple[Folders, dict[str, object]]:
    """The folder with the hostile files, and what it showed before they came."""
    clean = {
        "saves": [i.id for i in list_saves(lived_in.saves)],
        "stats": compute(lived_in.saves).as_dict(),
        "campaign": run_cli("campaign", data=lived_in.data, config=lived_in.config).stdout,
    }
    add_hostile_files(lived_in.saves)
    return lived_in, clean


def test_the_commands_name_each_hostile_file_once_and_count_the_rest(hostile):
    folders, clean = hostile
    saves = run_cli("saves", data=folders.data, config=folders.config)
    named = [line for line in saves.stderr.splitlines() if line.strip()]
    assert sorted(re.search(r"saves/([\w-]+)\.json", line).group(1) for line in named) == sorted(HOSTILE)
    listed = [line.split()[0] for line in saves.stdout.splitlines()[1:]]
    assert listed[: len(clean["saves"])] == clean["saves"] and sorted(listed[len(clean["saves"]):]) == sorted(HOSTILE)

    stats = run_cli("stats", data=folders.data, config=folders.config)
    assert stats.returncode == 0, stats.stderr
    skipped = [line for line in stats.stdout.splitlines() if line.startswith("skipped ")]
    assert sorted(line.split()[1].rstrip(":") for line in skipped) == sorted(f"{h}.json" for h in HOSTILE)
    after = compute(folders.saves).as_dict()
    assert {k: v for k, v in after.items() if k != "unreadable"} == {k: v for k, v in clean["stats"].items() if k != "unreadable"}

    campaign = run_cli("campaign", data=folders.data, config=folders.config)
    assert campaign.returncode == 0 and campaign.stdout == clean["campaign"]


@run_async
async def test_the_screens_open_over_hostile_files(hostile):
    folders, clean = hostile
    app = app_on(folders)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("s")
        await settle(pilot, lambda: isinstance(app.screen, SavesScreen))
        table = app.screen.query_one(RowTable)
        rows = {str(o.id): table.cells(i)[3] for i, o in enumerate(table.options)}
        assert len(rows) == len(clean["saves"]) + len(HOSTILE)
        assert all(rows[h] == "unreadable" for h in HOSTILE)
        await pilot.press("escape")

        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        assert app.screen.stats.played == clean["stats"]["played"]
        notes = messages(app)
        assert len(notes) == 1 and notes[0].startswith("4 files in the saves folder not counted: ")
        await pilot.press("escape")

        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        await pilot.press("escape")
        await pilot.press("m")
        await settle(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        app.export_screenshot()
