"""Snapshots of both game tables and every prompt, at 80x24, 120x40 and 160x50, from seeded positions
(tests/tui/table_positions.json) in the real app with computer players at the instant pace.

Regenerate after an intended change with `pytest tests/tui/test_tables_snapshots.py
--snapshot-update`, and look at the pictures in the report.
"""

from __future__ import annotations

import pytest

from dragonwood_tui.tui.screens.confirm import PassToScreen
from dragonwood_tui.tui.games.dice_quest.game_over import DiceQuestGameOverScreen
from dragonwood_tui.tui.games.dragonwood.game_over import DragonwoodGameOverScreen

from .app_helpers import LARGE, SMALL, Folders, folders  # noqa: F401  (fixture)
from .table_helpers import app_with_settings, open_position, settle

MEDIUM = (120, 40)
SIZES = pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=["80x24", "120x40", "160x50"])


@SIZES
def test_dragonwood_turn_with_a_selection(snap_compare, folders: Folders, size):
    # Cards 1 and 2 selected: every capture they allow, with its exact chance.
    run = open_position("dragonwood-turn", "1", "2")
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
@pytest.mark.parametrize("prompt", ["mushroom", "wound", "thunder-storm", "wind-storm", "hand-limit"])
def test_dragonwood_prompt(snap_compare, folders: Folders, size, prompt):
    # Card prompts with a card chosen (1): the choice shows before enter confirms it.
    presses = () if prompt == "mushroom" else ("1",)
    run = open_position(f"dragonwood-{prompt}", *presses)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
@pytest.mark.parametrize("cards", [10, 11])
def test_dragonwood_full_hand_at_the_hand_limit(snap_compare, folders: Folders, size, cards):
    # 10 and 11 cards: every card readable, each with its key (1-9, 0, -), the 11th chosen.
    run = open_position(f"dragonwood-hand-limit-{cards}", "minus" if cards == 11 else "0")
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dragonwood_players_in_detail(snap_compare, folders: Folders, size):
    from dragonwood_tui.tui.games.dragonwood.players import PlayersScreen

    run = open_position("dragonwood-hand-limit-11", "i", top=PlayersScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dragonwood_solo_players_in_detail(snap_compare, folders: Folders, size):
    from dragonwood_tui.tui.games.dragonwood.players import PlayersScreen

    run = open_position("dragonwood-solo", "i", top=PlayersScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dragonwood_end_of_game(snap_compare, folders: Folders, size):
    run = open_position("dragonwood-over", top=DragonwoodGameOverScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dragonwood_pass_to_the_next_person(snap_compare, folders: Folders, size):
    run = open_position("dragonwood-hot-seat", top=PassToScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dragonwood_solo_against_the_automated_opponent(snap_compare, folders: Folders, size):
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=open_position("dragonwood-solo", "1"))


@SIZES
def test_dice_quest_table(snap_compare, folders: Folders, size):
    # Dice 1 and 3 picked for a re-roll.
    run = open_position("dice-quest-solo", "1", "3")
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dice_quest_army_of_every_power(snap_compare, folders: Folders, size):
    # Five powers in the army: every chip in its row (shorter words at 80x24), the large
    # layouts list what each power does and the cards that give it, enemy cards whole.
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=open_position("dice-quest-army"))


@SIZES
def test_dice_quest_hint(snap_compare, folders: Folders, size):
    async def hint_ready(pilot):
        screen = pilot.app.screen
        await settle(pilot, lambda: screen.ui.hint is not None and "working" not in screen.ui.hint.plain)

    run = open_position("dice-quest-solo", "h", then=hint_ready)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_dice_quest_two_players(snap_compare, folders: Folders, size):
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=open_position("dice-quest-duel"))


@SIZES
@pytest.mark.parametrize("result", ["won", "lost"])
def test_dice_quest_win_and_loss(snap_compare, folders: Folders, size, result):
    run = open_position(f"dice-quest-{result}", top=DiceQuestGameOverScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)
