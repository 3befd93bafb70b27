"""Motion on the tables (tui/widgets/motion.py): dice tumble and land on their true values, a
capture or a wound flashes once they have, any key cuts it short and still does what it does,
nothing is left running when the table closes; and no motion at all under NO_COLOR, TERM=dumb,
the setting off, or in a test that does not ask for it."""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.actions import Beat, Reroll
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.state import E_CAPTURE
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.widgets.dice import DiceRow
from dragonwood_tui.tui.widgets.motion import CAPTURE, SCORE, WOUND, motion_allowed, tumble_face

from . import table_positions
from .app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app

PACED = Settings(bot_pace="normal")


def test_the_environment_can_forbid_motion():
    assert motion_allowed({}) and motion_allowed({"TERM": "xterm-256color"})
    assert not motion_allowed({"NO_COLOR": "1"})
    assert motion_allowed({"NO_COLOR": ""})  # no-color.org: set and not empty
    assert not motion_allowed({"TERM": "dumb"})


def test_a_tumble_shows_every_face_and_only_faces():
    shown = {tumble_face(frame, 0, (1, 2, 3, 4)) for frame in range(8)}
    assert shown == {1, 2, 3, 4}
    assert tumble_face(1, 0, (1, 2, 3, 4, 5, 6)) != tumble_face(1, 1, (1, 2, 3, 4, 5, 6))  # out of step


async def _reroll(pilot: Any, screen: Any) -> tuple[int, ...]:
    """A person's free re-roll of two dice on the solo Dice Quest table: the dice it rolled."""
    await settle(pilot, lambda: screen._my_decision() and not screen.ui.hidden)
    reroll = next(a for a in screen.client.legal() if isinstance(a, Reroll) and len(a.dice) == 2)
    assert screen._play(reroll)
    return tuple(screen.ui.hidden)


@run_async
async def test_a_roll_tumbles_then_lands_on_the_true_values(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        app.motion_when_headless = True
        row = screen.query_one("#dq-dice", DiceRow)
        rolled = await _reroll(pilot, screen)
        assert rolled and row.tumbling == frozenset(rolled)
        assert "?" not in str(row.render())  # a face, not the "not landed" mark
        await wait_for(pilot, lambda: not row.tumbling and not screen.ui.hidden, "the dice to land")
        assert row.values == list(screen.view.dice)
        assert row._tumble_timer is None and screen._dice_timer is None


@run_async
async def test_any_key_lands_the_dice_at_once_and_still_does_its_work(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        app.motion_when_headless = True
        row = screen.query_one("#dq-dice", DiceRow)
        assert await _reroll(pilot, screen)
        await pilot.press("1")  # picks die 1, as it always does
        assert not row.tumbling and screen.ui.hidden == () and screen._dice_timer is None
        assert row.values == list(screen.view.dice)
        assert 0 in screen.ui.selected


@run_async
async def test_a_capture_attempt_flashes_its_outcome_once_the_dice_land(folders: Folders, monkeypatch):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        app.motion_when_headless = True
        await settle(pilot, lambda: screen._my_decision())
        flashed: list[str] = []
        real = screen.flashes.flash
        monkeypatch.setattr(screen.flashes, "flash", lambda widgets, name, **kw: (flashed.append(name), real(widgets, name, **kw)))
        assert screen._play(next(a for a in screen.client.legal() if isinstance(a, Capture)))
        assert screen.query_one("#dw-dice", DiceRow).tumbling and not flashed  # the outcome waits
        await wait_for(pilot, lambda: flashed, "the outcome's flash")
        captured = any(ev[0] == E_CAPTURE for ev in screen.view.events)
        assert set(flashed) == ({CAPTURE, SCORE} if captured else {WOUND})
        await wait_for(pilot, lambda: not screen.flashes.busy, "the flash to end")
        lit = [w for w in screen.query("*") if w.has_class(CAPTURE) or w.has_class(SCORE) or w.has_class(WOUND)]
        assert lit == []


def _quest_with_a_beat() -> Match:
    """A solo Dice Quest whose first dice already beat an enemy."""
    game = get_game("dice-quest")
    for seed in range(200):
        match = Match(game, game.default_config(1), seed, [SeatSpec("You")])
        if any(isinstance(a, Beat) for a in game.legal_actions(match.state)):
            return match
    raise AssertionError("no deal of 200 beats an enemy at once")


@run_async
async def test_an_enemy_beaten_lights_its_place_and_the_army_pulses(folders: Folders, monkeypatch):
    match = _quest_with_a_beat()
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        app.motion_when_headless = True
        await settle(pilot, lambda: screen.view is not None)
        flashed: list[tuple[str, list[Any]]] = []
        real = screen.flashes.flash
        monkeypatch.setattr(
            screen.flashes, "flash", lambda widgets, name, **kw: (flashed.append((name, list(widgets))), real(widgets, name, **kw))
        )
        beat = next(a for a in screen.client.legal() if isinstance(a, Beat))
        place = [e.card.id for e in screen.view.line].index(beat.card)
        assert screen._play(beat)
        await wait_for(pilot, lambda: len(flashed) == 2, "the beat's flashes")
        (first, slots), (second, army) = flashed
        assert first == CAPTURE and slots == [list(screen.query_one("#dq-line").children)[place]]
        assert second == SCORE and [w.id for w in army] == ["dq-army"]
        await wait_for(pilot, lambda: not screen.flashes.busy, "the flash to end")


@run_async
async def test_leaving_the_table_mid_roll_leaves_nothing_running(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        app.motion_when_headless = True
        await settle(pilot, lambda: screen._my_decision())
        row = screen.query_one("#dw-dice", DiceRow)
        assert screen._play(next(a for a in screen.client.legal() if isinstance(a, Capture)))
        assert row._tumble_timer is not None
        screen.action_leave()  # no key: nothing cut it short before
        await wait_for(pilot, lambda: screen not in app.screen_stack, "the table to close")
        await pilot.pause()
        assert row._tumble_timer is None and screen._dice_timer is None and screen._outcome is None
        assert not screen.flashes.busy


@pytest.mark.parametrize("case", ["NO_COLOR", "TERM=dumb", "setting off", "a test not asking"])
@run_async
async def test_no_motion_when_it_is_off(folders: Folders, monkeypatch, case: str):
    if case == "NO_COLOR":
        monkeypatch.setenv("NO_COLOR", "1")
    elif case == "TERM=dumb":
        monkeypatch.setenv("TERM", "dumb")
    settings = Settings(bot_pace="normal", motion=case != "setting off")
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=settings) as (app, pilot, screen):
        app.motion_when_headless = case != "a test not asking"
        assert app.motion is False
        row = screen.query_one("#dq-dice", DiceRow)
        rolled = await _reroll(pilot, screen)
        assert rolled and not row.tumbling and row._tumble_timer is None
        assert "?" in str(row.render())  # the dice land one by one, as they always have
        assert screen.finish_motion() is False and screen.ui.hidden == rolled
