"""The Dice Quest board in the replay viewer."""

from __future__ import annotations

from dragonwood_tui.tui.games.ui import ReplayMount


class DiceQuestReplay(ReplayMount):
    follows_log = True  # the view holds the game's event log
    board = "dragonwood_tui.tui.games.dice_quest.board:DiceQuestBoard"
    board_id = "dq-board"
