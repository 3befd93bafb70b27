"""The Road Quest end screen: who won and how, every seat's road, life and character."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.text import Text

from dragonwood_tui.tui.titles import winners_title
from dragonwood_tui.i18n import N_, _
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.road_quest.board import seat_name
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, GOAL, life_bar, mini_road, table_life
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.screens.game_over import GameOverScreen

HOW = {"goal": N_("{goal} roads laid"), "last-alive": N_("the last one alive"), "turn-limit": N_("the turn limit: most roads")}


class RoadQuestGameOverScreen(GameOverScreen):
    """The dialog is as wide as its table (each seat's whole road on one line, the obstacles
    faced in words); where the screen is too narrow for a row, the road goes on the row under
    it, whole, rather than being cut or folded in the middle."""

    def __init__(self, view: RoadQuestView, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)
        self._width = 0

    def on_resize(self) -> None:
        # the table is laid out for the screen's width: again when that changes
        if self.app.size.width != self._width and self._width:
            self.call_later(self._rebuild)

    def heading(self) -> Text:
        won = self.view.winners
        names = [seat_name(self.names, w) for w in won]
        return Text(winners_title(names), style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        self._width = self.app.size.width
        # the room inside the box: the screen less the box's border (2), padding (4) and a margin
        room = max(20, self._width - 8)
        return [road_table(view, self.names, palette(self), room), self._note()]

    def _note(self) -> Text:
        view = self.view
        if view.end == "turn-limit" and "battlefield" in view.variants:
            how = _("the turn limit: most life")
        else:
            how = _(HOW[view.end]).format(goal=GOAL) if view.end in HOW else view.end
        return Text(_("The game ended at turn {n}: {how}.").format(n=view.turn, how=how), style="dim")


def road_table(view: RoadQuestView, names: Sequence[str], pal: Palette, room: int) -> Text:
    """Every seat's row (name, character, roads, life, result) then its whole road, in columns
    measured here (a Rich table measured by the box cut the last road): one line a seat when
    `room` cells hold it, else the road on its own line under the row."""
    winners = set(view.winners)
    seats = sorted(view.seats, key=lambda s: (s.seat not in winners, -len(s.roads), -s.life))
    scale = table_life(view.seats)
    rows: list[list[Text]] = []
    roads: list[Text] = []
    for sv in seats:
        char = card_name("road-quest", CARDS.character(sv.character).name) if sv.character else "—"
        result = Text(_("WINNER"), style="bold") if sv.seat in winners else Text(_("out") if not sv.alive else "")
        bar = 5 if room >= 140 else 0  # the life bar only where it fits
        rows.append([Text(seat_name(names, sv.seat)), Text(char), Text(str(len(sv.roads))), life_bar(sv.life, sv.max_life, bar, pal, scale), result])
        roads.append(mini_road(sv, pal, compact=True, pending=False))  # "▒6 faced": the count in words
    heads = [Text(_(h), style="bold") for h in (N_("Player"), N_("Character"), N_("Roads"), N_("Life"))] + [Text()]
    right = (2, 3)
    widths = [max(c.cell_len for c in col) for col in zip(heads, *rows)]
    road_head = Text(_("Road"), style="bold")
    road_width = max([road_head.cell_len] + [r.cell_len for r in roads])
    row_width = sum(widths) + 2 * (len(widths) - 1)
    one_line = row_width + 2 + road_width <= room

    def line(cells: list[Text], road: Text | None) -> Text:
        out = Text(no_wrap=True, overflow="fold")
        for i, (cell, w) in enumerate(zip(cells, widths)):
            pad = " " * (w - cell.cell_len)
            if i:
                out.append("  ")
            out.append_text(Text(pad) + cell if i in right else cell + Text(pad))
        if road is not None:
            out.append("  ")
            out.append_text(road)
        out.rstrip()
        return out

    lines = [line(heads, road_head if one_line else None)]
    for cells, road in zip(rows, roads):
        if one_line:
            lines.append(line(cells, road))
        else:
            lines.append(line(cells, None))
            lines.append(Text("  ") + road)
    return Text("\n").join(lines)
