"""The Road Quest end screen: who won and how, every seat's road, life and character."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from dragonwood_tui.tui.titles import winners_title
from dragonwood_tui.i18n import N_, _
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.road_quest.board import seat_name
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, GOAL, life_bar, mini_road, table_life
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.tui.screens.game_over import GameOverScreen

HOW = {"goal": N_("{goal} roads laid"), "last-alive": N_("the last one alive"), "turn-limit": N_("the turn limit: most roads")}


class RoadQuestGameOverScreen(GameOverScreen):
    DEFAULT_CSS = GameOverScreen.DEFAULT_CSS + """
    RoadQuestGameOverScreen > #over-box { min-width: 76; }
    """

    def __init__(self, view: RoadQuestView, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)

    def on_mount(self) -> None:
        self._fit_table()

    def on_resize(self) -> None:
        self._fit_table()

    def _fit_table(self) -> None:
        # the table at most as wide as the screen inside the box (its border, padding and margin):
        # a road too long then goes on under itself rather than being cut by the box
        self.query_one("#over-table").styles.max_width = max(20, self.app.size.width - 10)

    def heading(self) -> Text:
        won = self.view.winners
        names = [seat_name(self.names, w) for w in won]
        return Text(winners_title(names), style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        winners = set(view.winners)
        pal = palette(self)
        compact = self.app.size.width < 150  # the life bar only where it fits
        table = Table(box=None, pad_edge=False, padding=(0, 1))
        for i, col in enumerate((_("Player"), _("Character"), _("Roads"), _("Life"), "", _("Road"))):
            # a road too long for the room goes on under itself (80 columns, long names), never cut
            table.add_column(col, justify="right" if i in (2, 3) else "left", overflow="fold" if i == 5 else "ellipsis")
        for sv in sorted(view.seats, key=lambda s: (s.seat not in winners, -len(s.roads), -s.life)):
            char = card_name("road-quest", CARDS.character(sv.character).name) if sv.character else "—"
            result = Text(_("WINNER"), style="bold") if sv.seat in winners else Text(_("out") if not sv.alive else "")
            table.add_row(
                Text(seat_name(self.names, sv.seat)), char, str(len(sv.roads)), life_bar(sv.life, sv.max_life, 0 if compact else 5, pal, table_life(view.seats)),
                result, _foldable(mini_road(sv, pal, compact=True, pending=False, faced_words=False)),
            )
        if view.end == "turn-limit" and "battlefield" in view.variants:
            how = _("the turn limit: most life")
        else:
            how = _(HOW[view.end]).format(goal=GOAL) if view.end in HOW else view.end
        note = Text(_("The game ended at turn {n}: {how}.").format(n=view.turn, how=how), style="dim")
        return [table, note]


def _foldable(road: Text) -> Text:
    """A one-line road that may go on under itself in a narrow column."""
    road.no_wrap = False
    road.overflow = "fold"
    return road
