"""Snapshots of the campaign screens at 80x24 and 160x50: the road map, a briefing (open with
an attempt, and locked with modifiers), the result of an attempt, and the guided table with its
goal banner and coach line. The attempts are recorded with fixed times (not by autosave).

Regenerate after an intended change with `pytest tests/tui --snapshot-update`.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.campaign.attempts import attempt_name, tag_notes
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.stage_game import stage_config, stage_seats
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import encode_record, new_record
from dragonwood_tui.games import get_game
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.play.saves import save_path

from .app_helpers import LARGE, SMALL, T0, Folders, folders, keys  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle
from .table_helpers import match_of

SIZES = pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "160x50"])
# a game table at the medium size too (a large layout in a narrower column)
TABLE_SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
ROAD = load_campaign()


def write_attempt(folder: Path, save_id: str, stage_id: str, seed: int, minutes: int, steps: int | None = None) -> None:
    """An attempt at a road stage, played by the strongest bot in the person's seat."""
    stage = ROAD.stage(stage_id)
    game = get_game(stage.game)
    config = stage_config(stage, game)
    seats = stage_seats(stage)
    seed = stage.seed if stage.seed is not None else seed
    match = Match(game, config, seed, seats, bot_factory=bot_factory(stage.game))
    person = make_bot(stage.game, "greedy" if stage.game == "dragonwood" else "expert", 1)
    while not match.is_over() and (steps is None or len(match.actions) < steps):
        if match.bot_to_move():
            match.play(match.bot_action())
        else:
            match.play(person.choose(game.view(match.state, 0), game.legal_actions(match.state)))
    record = new_record(
        game, config, seed, seats, match.actions, created=T0 + timedelta(minutes=minutes),
        updated=T0 + timedelta(minutes=minutes + 20), name=attempt_name(ROAD, stage), notes=tag_notes(ROAD, stage),
    )
    atomic_write(save_path(save_id, folder), encode_record(record))


def road_saves(folder: Path) -> None:
    write_attempt(folder, "attempt-1", "1-1", 0, 0)
    write_attempt(folder, "attempt-2", "1-2", 0, 30, steps=4)


@SIZES
def test_campaign_map(snap_compare, folders: Folders, size):
    road_saves(folders.saves)
    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m"))


@SIZES
def test_campaign_map_empty(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", "right", "right"))


@SIZES
def test_campaign_briefing_with_attempts(snap_compare, folders: Folders, size):
    road_saves(folders.saves)
    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", "left", "enter"))


@SIZES
def test_campaign_briefing_locked_with_modifiers(snap_compare, folders: Folders, size):
    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", "down", "down", "left", "left", "enter"))


@SIZES
def test_campaign_result(snap_compare, folders: Folders, size):
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.tui.screens.campaign_result import CampaignResultScreen

    before = progress(ROAD, folders.saves)
    road_saves(folders.saves)

    async def result(pilot):
        session = pilot.app.sessions.campaign()
        pilot.app.push_screen(CampaignResultScreen(session, ROAD.stage("1-1"), "attempt-1", 16, before))
        await settle(pilot)

    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", then=result))


@TABLE_SIZES
def test_guided_table_with_goal_and_coach(snap_compare, folders: Folders, size):
    async def table_drawn(pilot):
        await settle(pilot, lambda: getattr(pilot.app.screen, "view", None) is not None and not match_of(pilot.app.screen).bot_to_move())

    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", "enter", "p", then=table_drawn))


@pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
def test_road_quest_briefing_with_its_goal_and_modifiers(snap_compare, folders: Folders, size):
    """A Road Quest stage on the briefing: life left as the goal, the character it sets."""
    from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen

    async def briefing(pilot):
        pilot.app.push_screen(CampaignBriefingScreen(pilot.app.sessions.campaign(), "2-5"))
        await settle(pilot)

    assert snap_compare(folders.app(settings=INSTANT), terminal_size=size, run_before=keys("m", then=briefing))
