"""The Dragonwood final table: scores, bonus and tie-break explained."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from dragonwood_tui.tui.titles import winners_title
from dragonwood_tui.i18n import _
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.scoring import explain
from dragonwood_tui.tui.games.dragonwood.card import card_shown
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.game_over import seat_name as _name


def _explain(view: View, names: Sequence[str]) -> str:
    """The engine's explanation, with the players' names in place of "seat N"."""
    text = explain(view.standings, view.tie_break, [_name(names, seat) for seat in range(view.players)])
    return text[:1].upper() + text[1:]


class DragonwoodGameOverScreen(GameOverScreen):
    # wide enough at 80 columns for every column whole (the Orange Dragon's, the winner's) in
    # the three languages, and the rules' lines on fewer rows
    DEFAULT_CSS = """
    DragonwoodGameOverScreen > #over-box { min-width: 66; }
    """

    def __init__(self, view: View, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)

    def heading(self) -> Text:
        won = self.view.winners
        if self.view.solo:
            return Text(_("You win!") if won else _("The opponent wins"), style="bold")
        names = [_name(self.names, w) for w in won]
        return Text(winners_title(names), style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        rows = view.standings
        winners = set(view.winners)
        table = Table(box=None, pad_edge=False, padding=(0, 1, 0, 0), show_edge=False)
        table.add_column(_("Player"))
        table.add_column(_("Creatures"), justify="right")
        table.add_column(_("VP"), justify="right")
        if view.solo:
            table.add_column(_("Enh."), justify="right")
        table.add_column(_("Bonus"), justify="right")
        table.add_column(_("Total"), justify="right")
        # the card's whole name ("Orange D." read as a colour): the tie-break line below names it
        # too (one cell between columns: the table stays as wide as the 80-column dialog)
        table.add_column(card_shown(C.ORANGE_DRAGON), justify="center")
        table.add_column("")
        for r in sorted(rows, key=lambda r: -r.total):
            cells: list[Text | str] = [Text(_name(self.names, r.seat)), str(r.creatures), str(r.creature_vp)]
            if view.solo:
                cells.append(str(r.enhancement_vp))
            cells += [f"+{r.bonus}" if r.bonus else "0", Text(str(r.total), style="bold"), _("yes") if r.orange_dragon else "—"]
            cells.append(Text(_("WINNER"), style="bold") if (r.seat in winners and r.seat >= 0) else "")
            table.add_row(*cells)
        note = Text()
        if view.end_reason:
            note.append(_("The game ended: {reason}.").format(reason=view.end_text) + "\n")
        note.append(_("Most creatures: +3, or +2 each when several tie (at least one creature needed).") + "\n", style="dim")
        note.append(
            (
                _("Tie-break on equal totals: most creatures, then the Orange Dragon.")
                if view.tie_break != "orange-dragon-first"
                else _("Tie-break on equal totals: the Orange Dragon, then most creatures.")
            )
            + "\n",
            style="dim",
        )
        note.append(_explain(view, self.names))
        return [table, note]
