"""Pig's screens, registered through `tui.games.register_ui` like any game's."""

from dragonwood_tui.tui.games.ui import GameUI

UI = GameUI(table="third_game.pig_ui.table:PigTableScreen", replay="third_game.pig_ui.table:PigReplay", menu_key="g")
