"""The Dice Quest board in the replay viewer."""

from __future__ import annotations

from typing import Any

from textual.widget import Widget

from dragonwood_tui.tui.games.ui import ReplayMount


class DiceQuestReplay(ReplayMount):
    follows_log = True  # the view holds the game's event log

    def make(self) -> Widget:
        from dragonwood_tui.tui.games.dice_quest.board import DiceQuestBoard

        return DiceQuestBoard(id="dq-board")

    def show(self, view: Any, compact: bool) -> None:
        from dragonwood_tui.tui.games.dice_quest.board import DiceQuestBoard, QuestUi

        assert isinstance(self.widget, DiceQuestBoard)
        self.widget.show(view, self.names, self.bots, QuestUi(compact=compact))
