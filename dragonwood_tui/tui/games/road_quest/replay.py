"""The Road Quest board in the replay viewer."""

from __future__ import annotations

from typing import Any

from textual.widget import Widget

from dragonwood_tui.tui.games.ui import ReplayMount


class RoadQuestReplay(ReplayMount):
    follows_log = True  # the view holds the game's event log

    def make(self) -> Widget:
        from dragonwood_tui.tui.games.road_quest.board import RoadQuestBoard

        return RoadQuestBoard(id="rq-board")

    def show(self, view: Any, compact: bool) -> None:
        from dragonwood_tui.tui.games.road_quest.board import RoadQuestBoard, RoadUi

        assert isinstance(self.widget, RoadQuestBoard)
        self.widget.show(view, self.names, self.bots, RoadUi(compact=compact))
