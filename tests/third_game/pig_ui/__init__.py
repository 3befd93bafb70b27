"""Pig's screens, registered through `tui.games.register_ui` like any game's."""

from dragonwood_tui.tui.games.ui import GameUI

UI = GameUI(table="third_game.pig_ui.table:PigTableScreen", replay="third_game.pig_ui.table:PigReplay")
MENU_KEY = "g"  # the main menu's key for a new game of Pig (`register_ui(..., menu_key=MENU_KEY)`)
