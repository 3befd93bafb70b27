"""The Road Quest end screen: who won and how, every seat's road, life and character."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.games.words import says
from dragonwood_tui.tui.games.road_quest.board import seat_name
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, GOAL, life_bar, mini_road
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.tui.screens.game_over import GameOverScreen

HOW = {"goal": f"{GOAL} roads laid", "last-alive": "the last one alive", "turn-limit": "the turn limit: most roads"}


class RoadQuestGameOverScreen(GameOverScreen):
    DEFAULT_CSS = GameOverScreen.DEFAULT_CSS + """
    RoadQuestGameOverScreen > #over-box { min-width: 76; }
    """

    def __init__(self, view: RoadQuestView, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)
        won = view.winners
        who = ", ".join(seat_name(self.names, w) for w in won)
        title = f"{says(who, 'wins')}!" if len(won) == 1 else f"Shared win: {who}"
        self.title_text = Text(title, style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        winners = set(view.winners)
        pal = palette(self)
        compact = self.app.size.width < 150  # the life bar only where it fits
        table = Table(box=None, pad_edge=False, padding=(0, 1))
        for col in ("Player", "Character", "Roads", "Life", "", "Road"):
            table.add_column(col, justify="right" if col in ("Roads", "Life") else "left")
        for sv in sorted(view.seats, key=lambda s: (s.seat not in winners, -len(s.roads), -s.life)):
            char = CARDS.character(sv.character).name if sv.character else "—"
            result = Text("WINNER", style="bold") if sv.seat in winners else Text("out" if not sv.alive else "")
            table.add_row(
                Text(seat_name(self.names, sv.seat)), char, str(len(sv.roads)), life_bar(sv.life, sv.max_life, 0 if compact else 5, pal),
                result, mini_road(sv, pal, compact=True, pending=False),
            )
        how = "the turn limit: most life" if view.end == "turn-limit" and "battlefield" in view.variants else HOW.get(view.end, view.end)
        note = Text(f"The game ended at turn {view.turn}: {how}.", style="dim")
        return [table, note]
