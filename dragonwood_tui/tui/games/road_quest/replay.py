"""The Road Quest board in the replay viewer."""

from __future__ import annotations

from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.ui import ReplayMount


class RoadQuestReplay(ReplayMount[RoadQuestView]):
    board = "dragonwood_tui.tui.games.road_quest.board:RoadQuestBoard"
    board_id = "rq-board"
