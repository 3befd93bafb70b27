"""The Dice Quest board in the replay viewer."""

from __future__ import annotations

from dragonwood_tui.games.dice_quest.view import DiceQuestView
from dragonwood_tui.tui.games.ui import ReplayMount


class DiceQuestReplay(ReplayMount[DiceQuestView]):
    board = "dragonwood_tui.tui.games.dice_quest.board:DiceQuestBoard"
    board_id = "dq-board"
