"""A third game, added through the registries alone, is a game like the others everywhere.

Pig (`third_game.pig`, its screens in `third_game.pig_ui`) lives under tests/ and is made known
with one call per registry (`third_game.register`); no file outside tests/third_game names it.
It must then be offered by the menu and the setup, played by keys against its bot, autosaved,
resumed, replayed to the end, verified and simulated; its rules get a tab of their own, and a
stage of its own campaign file (`pig/campaign.json`) is played by keys and simulated, with the
goals, bot levels and rules it declares.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import third_game
from third_game import pig as pig_game
from dragonwood_tui.cli import main
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.storage.settings import Settings

from tui.app_helpers import Folders, folders, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)
from tui.hostile_text import screen_text
from tui.table_helpers import match_of

FAST = Settings(bot_pace="instant")


@pytest.fixture(autouse=True)
def pig(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # The registries are process-wide: put back as they were after each test.
    third_game.register(monkeypatch)
    yield


async def play_by_keys(pilot: Any, table: Any, decisions: int | None = None) -> None:
    """The person rolls until the pot holds 6 or more, then holds (by keys)."""
    match = match_of(table)
    made = 0
    while not match.is_over() and (decisions is None or made < decisions):
        await wait_for(pilot, lambda: match.is_over() or match.to_move() == 0, "the person's turn")
        if match.is_over():
            break
        before = len(match.actions)
        await pilot.press("h" if match.state.pot >= 6 else "r")
        await wait_for(pilot, lambda: len(match.actions) > before, "the key to play")
        made += 1


@run_async
async def test_a_third_game_is_offered_in_the_menu_and_the_setup(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        menu = await wait_for_screen(pilot, "MainMenuScreen")
        assert "new-pig" in [oid for oid, *_ in menu.menu]
        assert any(c.title == "New Pig" for c in app.get_system_commands(app.screen))
        await pilot.press("g")
        setup = await wait_for_screen(pilot, "NewGameScreen")
        assert setup.title_text == "New Pig"
        assert [m.players for m in setup.modes] == [2, 3]
        assert [s.bot for s in setup.seats()] == [None, "steady"]


@run_async
async def test_a_third_game_is_played_by_keys_saved_resumed_replayed_and_verified(folders: Folders, capsys):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("enter")
        table = await wait_for_screen(pilot, "PigTableScreen")
        await play_by_keys(pilot, table, decisions=3)
        played = len(match_of(table).actions)
        await pilot.press("ctrl+q")
    [info] = list_saves(folders.saves)
    assert info.game == "pig" and info.steps == played and not info.finished

    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")  # Continue
        table = await wait_for_screen(pilot, "PigTableScreen")
        match = match_of(table)
        assert len(match.actions) == played
        await play_by_keys(pilot, table)
        final = state_hash(match.state)
        await wait_for_screen(pilot, "PigOver")
        await pilot.press("enter")
        await wait_for_screen(pilot, "MainMenuScreen")
        await pilot.press("p")  # Replays: the newest first
        await wait_for_screen(pilot, "SavesScreen")
        await pilot.press("enter")
        replay = await wait_for_screen(pilot, "ReplayScreen")
        await pilot.press("end")
        assert replay.cursor.at_end and state_hash(replay.cursor.state) == final
    [info] = list_saves(folders.saves)
    assert info.finished
    capsys.readouterr()
    assert main(["verify", str(folders.saves / f"{info.id}.json")]) == 0
    assert "ok" in capsys.readouterr().out.lower()


def test_a_third_game_simulates(capsys):
    assert main(["simulate", "--game", "pig", "--games", "30", "--seed", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 30 and [s["bot"] for s in result["seats"]] == ["steady", "steady"]
    assert sum(s["wins"] for s in result["seats"]) == 30


@run_async
async def test_a_third_game_has_its_rules_tab(folders: Folders):
    from textual.widgets import TabbedContent

    app = folders.app(settings=FAST)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r")
        rules = await wait_for_screen(pilot, "RulesScreen")
        assert [tab for tab, _, _ in rules.sections][-1] == "pig"
        _, title, text = rules.sections[-1]
        assert title == "Pig" and text == (Path(pig_game.__file__).with_name("rules.md")).read_text(encoding="utf-8")
        await pilot.press(str(len(rules.sections)))  # the last tab, by its number
        await wait_for(pilot, lambda: rules.query_one(TabbedContent).active == "pig", "the Pig tab")
        await wait_for(pilot, lambda: bool(rules.query("#rules-pig")), "the Pig rules drawn")


@run_async
async def test_a_third_games_campaign_stage_is_played_by_keys(folders: Folders):
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.campaign.progress import progress

    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")
        await wait_for_screen(pilot, "CampaignMapScreen")
        await pilot.press("l")  # a campaign file of one's own: the toy game's
        prompt = await wait_for_screen(pilot, "TextPromptScreen")
        prompt.query_one("Input").value = str(pig_game.CAMPAIGN)
        await pilot.press("enter")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "CampaignMapScreen"
                       and app.screen.session.campaign.id == "hog-road", "the toy campaign's map")
        await pilot.press("enter")
        briefing = await wait_for_screen(pilot, "CampaignBriefingScreen")
        assert briefing.stage.game == "pig"
        await pilot.press("p")
        table = await wait_for_screen(pilot, "PigTableScreen")
        assert "Win by at least 1 point" in str(table.query_one("#table-banner").render())
        await play_by_keys(pilot, table)
        match = match_of(table)
        await wait_for_screen(pilot, "PigOver")
        await pilot.press("enter")
        result = await wait_for_screen(pilot, "CampaignResultScreen")
        won = 0 in match.game.winners(match.state)
        assert result.attempt is not None and (result.attempt.stars >= 1) == won
    campaign = load_campaign(pig_game.CAMPAIGN)
    stage = progress(campaign, folders.saves).stage("h-1")
    assert stage.game == "pig" and stage.stars == result.attempt.stars and stage.passed == won


def test_a_third_games_campaign_simulates_with_its_strongest_bot(capsys):
    assert main(["campaign", "--file", str(pig_game.CAMPAIGN), "simulate", "--as", "best",
                 "--games", "20", "--seed", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    [row] = result["stages"]
    assert row["game"] == "pig" and row["as"] == pig_game.BOT_LEVELS[-1].name == "steady"
    assert 0 < row["pass_rate"] < 1 and sum(row["stars"].values()) == pytest.approx(1)


# What may name the toy game outside this folder: nothing (CHANGELOG.md, the lead's history, aside).
_SKIP_DIRS = {".git", ".venv", "__pycache__", ".mypy_cache", ".pytest_cache", ".hypothesis", "node_modules"}


def test_no_file_outside_this_folder_names_the_third_game():
    root = Path(__file__).resolve().parents[2]
    here = Path(__file__).resolve().parent
    word = re.compile(r"\bpig\b", re.IGNORECASE)
    named = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in _SKIP_DIRS and not d.endswith(".egg-info") and Path(folder, d) != here]
        for name in files:
            path = Path(folder, name)
            if path == root / "CHANGELOG.md" or path.stat().st_size > 2_000_000:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            if word.search(text):
                named.append(str(path.relative_to(root)))
    assert named == []


@run_async
async def test_a_third_game_is_shown_in_the_statistics(folders: Folders, capsys, monkeypatch):
    """A finished game of it is counted (`stats --json`) and shown on the Statistics screen."""
    app = folders.app(settings=FAST)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("enter")
        table = await wait_for_screen(pilot, "PigTableScreen")
        await play_by_keys(pilot, table)
        await wait_for_screen(pilot, "PigOver")
        await pilot.press("enter")
        await wait_for_screen(pilot, "MainMenuScreen")
        await pilot.press("t")  # Statistics
        await wait_for_screen(pilot, "StatsScreen")
        await wait_for(pilot, lambda: "Pig" in screen_text(app), "Pig on the Statistics screen")
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(folders.saves.parent))
    capsys.readouterr()
    assert main(["stats", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["played"] == 1 and [mode["game"] for mode in report["modes"]] == ["pig"]

