"""A third game, added through the registries alone, is a game like the others everywhere.

Pig (`third_game.pig`, its screens in `third_game.pig_ui`) lives under tests/ and is made known
with one call per registry; no file of the package names it. It must then be offered by the menu
and the setup, played by keys against its bot, autosaved, resumed, replayed to the end, verified
and simulated.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from dragonwood_tui import bots, games
from dragonwood_tui.cli import main
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.storage.saves import list_saves
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui import games as ui_registry

from tui.app_helpers import Folders, folders, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)

FAST = Settings(bot_pace="instant")


@pytest.fixture(autouse=True)
def pig(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # The registries are process-wide: put them back as they were after each test.
    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(bots, "_BOTS", dict(bots._BOTS))
    monkeypatch.setattr(ui_registry, "_MODULES", dict(ui_registry._MODULES))
    monkeypatch.setattr(ui_registry, "_MENU_KEYS", dict(ui_registry._MENU_KEYS))
    games.register_game("pig", "third_game.pig")
    from third_game import pig as pig_game

    bots.register_bots("pig", pig_game.BOT_LEVELS, default=pig_game.DEFAULT_BOT)
    from third_game import pig_ui

    ui_registry.register_ui("pig", "third_game.pig_ui", menu_key=pig_ui.MENU_KEY)
    yield


async def play_by_keys(pilot: Any, table: Any, decisions: int | None = None) -> None:
    """The person rolls until the pot holds 6 or more, then holds (by keys)."""
    match = table.match
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
        played = len(table.match.actions)
        await pilot.press("ctrl+q")
    [info] = list_saves(folders.saves)
    assert info.game == "pig" and info.steps == played and not info.finished

    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")  # Continue
        table = await wait_for_screen(pilot, "PigTableScreen")
        match = table.match
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


def test_the_package_names_no_third_game():
    from pathlib import Path

    package = Path(games.__file__).resolve().parent.parent
    named = [p for p in package.rglob("*.py") if "pig" in p.read_text(encoding="utf-8").lower().split()]
    assert named == []
