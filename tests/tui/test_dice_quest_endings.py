"""How a Dice Quest turn ends at the table: giving up asks when the dice beat an enemy (solo and
multiplayer), a solo game with no move left ends by itself, and the loss screen says which."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.actions import GiveUp
from dragonwood_tui.tui.screens.confirm import ConfirmScreen
from dragonwood_tui.tui.games.dice_quest.game_over import DiceQuestForcedLossScreen, DiceQuestGameOverScreen
from dragonwood_tui.tui.games.dice_quest.army import ArmyPanel
from dragonwood_tui.tui.widgets.dice import DiceRow

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app, until


async def press(pilot: Any, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def _no_move_left() -> Match:
    """Solo, seed 1: the first roll beats no enemy; with the free re-rolls gone and no army,
    giving up is the only legal action."""
    game = get_game("dice-quest")
    match = Match(game, game.default_config(1), 1, [SeatSpec("You")])  # no bot: a person alone
    match.state.rerolls_left = 0
    assert game.legal_actions(match.state) == [GiveUp()]
    return match


@run_async
async def test_g_with_no_move_left_ends_at_once_without_a_question(folders: Folders):
    match = _no_move_left()
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await press(pilot, "g")
        assert match.actions == [GiveUp()]
        await until(pilot, lambda: isinstance(app.screen, DiceQuestGameOverScreen))
        assert isinstance(app.screen, DiceQuestForcedLossScreen)


@run_async
async def test_giving_up_in_solo_says_so_on_the_loss_screen(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await press(pilot, "g")
        assert isinstance(app.screen, ConfirmScreen) and not match.actions
        await press(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, DiceQuestGameOverScreen))
        assert type(app.screen) is DiceQuestGameOverScreen
        assert app.screen.heading().plain.startswith("You gave up")


@run_async
async def test_multiplayer_give_up_asks_when_the_dice_beat_an_enemy(folders: Folders):
    match = table_positions.match("dice-quest-duel")  # You to move; the dice beat enemy E
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        assert any(e.beaten for e in screen.view.line)
        played = len(match.actions)
        await press(pilot, "g")
        assert isinstance(app.screen, ConfirmScreen) and len(match.actions) == played
        await press(pilot, "n")  # keep playing: nothing happens
        assert app.screen is screen and len(match.actions) == played
        await press(pilot, "g")
        await press(pilot, "y")
        assert match.actions[played] == GiveUp()


@run_async
async def test_a_shift_card_reads_as_one_card_and_changed_dice_are_labelled(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await press(pilot, "1", "3", "r")
        await settle(pilot, lambda: not screen.ui.hidden)
        dice = screen.query_one("#dq-dice", DiceRow)
        assert dice.marks[0] == dice.marks[2] == "new" and dice.marks[1] == ""
        assert "╔" not in dice.render().plain  # a label, not the double box of Dragonwood
        # one shift card: one chip, its two directions inside it
        shift = next(c for c in get_game("dice-quest").cards if c.power == "shift")
        panel = screen.query_one(ArmyPanel)
        panel.show([shift], None, compact=True)
        await pilot.pause()
        texts = [chip.text.plain for chip in panel.query("Chip") if chip.display]
        assert texts == ["[ ] shift×1 (−1/+1)"]
