"""Dice Quest's screens: the table (quest line, dice, army, players), its end screens and its
board in the replay viewer."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.games.ui import GameUI

UI = GameUI(
    table="dragonwood_tui.tui.games.dice_quest.table:DiceQuestTableScreen",
    replay="dragonwood_tui.tui.games.dice_quest.replay:DiceQuestReplay",
    css=(Path(__file__).parent / "table.tcss",),
    menu_label=N_("New Dice Quest"),
)
