"""A solo Dice Quest lost by the rules with no move left (rules version 2: the engine ends it, no
GiveUp is played) gets the no-move-left loss screen, not the "You gave up" one."""

from __future__ import annotations

import msgspec

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.actions import Reroll
from dragonwood_tui.tui.games.dice_quest.game_over import DiceQuestForcedLossScreen, DiceQuestGameOverScreen

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, table_in_app, until


@run_async
async def test_a_loss_by_the_rules_shows_the_no_move_left_screen(folders: Folders):
    game = get_game("dice-quest")
    config = msgspec.structs.replace(game.default_config(1), first_rerolls=1)
    match = Match(game, config, 5, [SeatSpec("You")])  # seed 5: re-rolling all five dice beats nothing
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        for key in "12345r":
            await pilot.press(key)
            await pilot.pause()
        assert match.actions == [Reroll((0, 1, 2, 3, 4))]  # no GiveUp: the rules ended the game
        assert match.state.end_reason == "no move left"
        await until(pilot, lambda: isinstance(app.screen, DiceQuestGameOverScreen))
        assert isinstance(app.screen, DiceQuestForcedLossScreen)
