"""Whole games through the app, by key presses: set up from the menu, play against computer
players, quit, resume with Continue, finish, then replay the game to its end.

The test decides like a (very cautious) person and acts only by keys: Dragonwood — reload on
its turn, the first card for every card prompt, keep the roll; Dice Quest solo — beat the first
enemy the dice beat, else re-roll every die while free re-rolls last, else give up.
"""

from __future__ import annotations

import asyncio
import time

from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, PassToScreen
from dragonwood_tui.tui.screens.replay import ReplayScreen

from .app_helpers import PATIENCE, Folders, folders, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)
from .table_helpers import match_of, tap

FAST = Settings(bot_pace="instant")
STALL = PATIENCE  # seconds without a new action: the game is stuck (a slow, loaded machine is not)


def dragonwood_keys(view) -> list[str]:
    if view.phase == "turn":
        return ["r"]
    if view.phase == "mushroom":
        return ["k"]
    return ["1", "enter"]  # wound, hand limit, Thunder Storm, Wind Storm: the first card


def dice_quest_keys(view) -> list[str]:
    for slot, enemy in enumerate(view.line):
        if enemy.beaten:
            return ["abcde"[slot]]
    if view.free_rerolls and view.reroll_allowed:
        return ["1", "2", "3", "4", "5", "r"]
    return ["g", "y"]  # give up (solo: lost), and confirm


async def play(pilot, decide, decisions: int | None = None) -> int:
    """Play the person's decisions by keys until the game ends (or `decisions` were made)."""
    app = pilot.app
    table = app.screen
    match = match_of(table)
    made = 0
    seen = len(match.actions)
    deadline = time.monotonic() + STALL
    while not match.is_over() and (decisions is None or made < decisions):
        if len(match.actions) != seen:  # progress: the safety net restarts
            seen = len(match.actions)
            deadline = time.monotonic() + STALL
        assert time.monotonic() < deadline, f"the game did not move on for {STALL:.0f} s"
        if isinstance(app.screen, PassToScreen):
            await pilot.press("enter")
            continue
        seat = match.to_move()
        if app.screen is not table or match.seats[seat].bot is not None:
            await asyncio.sleep(0.002)  # computer players move on timers: let them
            continue
        before = len(match.actions)
        await tap(pilot, *decide(match.game.view(match.state, seat)))  # no idle wait per key
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        if len(match.actions) > before:
            made += 1
    await pilot.pause()
    return made


async def replay_newest_to_the_end(pilot) -> ReplayScreen:
    app = pilot.app
    await pilot.press("p")  # Replays: the game just played is the newest
    await wait_for_screen(pilot, "SavesScreen")
    await pilot.press("enter")
    replay = await wait_for_screen(pilot, "ReplayScreen")
    assert isinstance(replay, ReplayScreen)
    await pilot.press("right", "right", "end")
    assert replay.cursor.at_end
    return replay


@run_async
async def test_dragonwood_against_a_bot_quit_resume_finish_replay(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("f2", "f2", "f2")  # 3 players -> 4 -> solo -> 2
        await pilot.press("enter")
        table = await wait_for_screen(pilot, "DragonwoodTableScreen")
        assert [s.bot for s in match_of(table).seats] == [None, "hard"]  # the default level
        assert await play(pilot, dragonwood_keys, decisions=5) == 5
        started = len(match_of(table).actions)
        await pilot.press("ctrl+q")
    [info] = list_saves(folders.saves)
    assert info.steps >= started and not info.finished

    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")  # Continue
        table = await wait_for_screen(pilot, "DragonwoodTableScreen")
        match = match_of(table)
        assert len(match.actions) == info.steps
        await play(pilot, dragonwood_keys)
        assert match.is_over()
        final = state_hash(match.state)
        await wait_for_screen(pilot, "DragonwoodGameOverScreen")
        await pilot.press("enter")  # to the menu
        await wait_for_screen(pilot, "MainMenuScreen")
        replay = await replay_newest_to_the_end(pilot)
        assert replay.cursor.length == len(match.actions)
        assert state_hash(replay.cursor.state) == final
    [info] = list_saves(folders.saves)
    assert info.finished


@run_async
async def test_solo_dice_quest_to_the_end_then_replay(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("d")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("enter")
        table = await wait_for_screen(pilot, "DiceQuestTableScreen")
        match = match_of(table)
        await play(pilot, dice_quest_keys)
        assert match.is_over()
        await wait_for(pilot, lambda: app.screen is not table, "the end of the game")
        while app.screen is not table and type(app.screen).__name__ != "MainMenuScreen":
            await pilot.press("enter")  # the end-of-game screen: to the menu
            await pilot.pause()
        if app.screen is table:
            await pilot.press("q")
            await wait_for_screen(pilot, "MainMenuScreen")
        replay = await replay_newest_to_the_end(pilot)
        assert state_hash(replay.cursor.state) == state_hash(match.state)
