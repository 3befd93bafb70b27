"""Road Quest's screens: the table (`table.RoadQuestTableScreen`), its board widget
(`board.RoadQuestBoard`, also the replay viewer's, with its own DEFAULT_CSS) and the end screen."""

from __future__ import annotations

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.games.ui import GameUI

UI = GameUI(
    table="dragonwood_tui.tui.games.road_quest.table:RoadQuestTableScreen",
    replay="dragonwood_tui.tui.games.road_quest.replay:RoadQuestReplay",
    menu_label=N_("New Road Quest"),
)
