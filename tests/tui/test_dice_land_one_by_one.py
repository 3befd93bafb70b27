"""Dice an action rolled land one by one on the table at a person's pace: a re-roll in Dice
Quest, a capture attempt in Dragonwood (and nothing rolls for an action that rolled nothing)."""

from __future__ import annotations

from dragonwood_tui.games.dice_quest.actions import Reroll
from dragonwood_tui.games.dragonwood.actions import Capture, Reload
from dragonwood_tui.storage.settings import Settings

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app

PACED = Settings(bot_pace="normal")


def spy(monkeypatch, screen, name: str) -> list[object]:
    calls: list[object] = []
    real = getattr(screen, name)
    monkeypatch.setattr(screen, name, lambda *args: (calls.append(args), real(*args))[1])
    return calls


@run_async
async def test_a_dice_quest_reroll_lands_the_dice_it_rolled(folders: Folders, monkeypatch):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        await settle(pilot, lambda: screen._my_decision() and not screen.ui.hidden)
        rolls = spy(monkeypatch, screen, "_roll_dice")
        reroll = next(a for a in screen.client.legal() if isinstance(a, Reroll) and len(a.dice) == 2)
        assert screen._play(reroll)
        assert len(rolls) == 1 and set(screen.ui.hidden) <= set(reroll.dice) and screen.ui.hidden


@run_async
async def test_a_dragonwood_capture_rolls_and_a_reload_does_not(folders: Folders, monkeypatch):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        await settle(pilot, lambda: screen._my_decision())
        starts = spy(monkeypatch, screen, "_start_dice")
        legal = screen.client.legal()
        assert screen._play(next(a for a in legal if isinstance(a, Reload)))
        assert starts == []
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40), settings=PACED) as (app, pilot, screen):
        await settle(pilot, lambda: screen._my_decision())
        starts = spy(monkeypatch, screen, "_start_dice")
        capture = next(a for a in screen.client.legal() if isinstance(a, Capture))
        assert screen._play(capture)
        assert len(starts) == 1
