"""Dragonwood's screens: the table (board, hand, landscape, capture choices, players), its end
screen and its board in the replay viewer."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.games.ui import GameUI

UI = GameUI(
    table="dragonwood_tui.tui.games.dragonwood.table:DragonwoodTableScreen",
    replay="dragonwood_tui.tui.games.dragonwood.replay:DragonwoodReplay",
    css=(Path(__file__).parent / "table.tcss",),
    menu_label=N_("New Dragonwood game"),
)
