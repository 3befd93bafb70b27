"""The Dice Quest end: a solo win or loss (given up, or no move left), or the final scores."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from dragonwood_tui.tui.titles import winners_title
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.games.dice_quest.view import DiceQuestView
from dragonwood_tui.tui.games.dice_quest.scoreboard import powers_text
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.game_over import seat_name as _name


class DiceQuestGameOverScreen(GameOverScreen):
    forced = False  # solo: the loss came with no move left (not a choice to give up)

    def __init__(self, view: DiceQuestView, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)

    def heading(self) -> Text:
        view = self.view
        if view.players == 1:
            if view.status == "won":
                n = view.scores[0]
                return Text(
                    ngettext("Quest complete! You win with {n} card in your army.", "Quest complete! You win with {n} cards in your army.", n).format(n=n),
                    style="bold",
                )
            if not self.forced:
                return Text(_("You gave up: the game is lost. Score {score}.").format(score=view.scores[0]), style="bold")
            return Text(_("Defeat: no enemy could be beaten. Score {score}.").format(score=view.scores[0]), style="bold")
        won = [_name(self.names, w) for w in view.winners]
        title = winners_title(won) if won else _("Game over")
        return Text(title, style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        if view.players == 1:
            p = view.seats[0]
            note = Text()
            if view.status == "won":
                note.append(_("The deck and the quest line are empty. 20 is good, 30 is very good.") + "\n")
            else:
                note.append(_("A lost game's score is kept but ranks below every win.") + "\n")
            note.append(_("Army: "))
            note.append_text(powers_text(p.army))
            note.append("\n" + ngettext("Spent: {n} card", "Spent: {n} cards", len(p.discard)).format(n=len(p.discard)))
            table = Table(box=None, show_header=False, pad_edge=False)
            table.add_column("")
            table.add_column("")
            turns = view.turn if view.status == "won" else view.turn - 1  # the lost turn is not finished
            table.add_row(_("Turns completed"), str(max(turns, 0)))
            table.add_row(_("Army"), str(len(p.army)))
            table.add_row(_("Score"), Text(str(view.scores[0]), style="bold"))
            return [table, note]
        winners = set(view.winners)
        table = Table(box=None, pad_edge=False, padding=(0, 1))
        for i, col in enumerate((_("Player"), _("Army"), _("Spent"), _("Score"), "")):
            table.add_column(col, justify="right" if i in (1, 2, 3) else "left")
        for p in sorted(view.seats, key=lambda p: (-p.score, -len(p.army))):
            won = Text(_("WINNER"), style="bold") if p.seat in winners else ""
            table.add_row(Text(_name(self.names, p.seat)), str(len(p.army)), str(len(p.discard)), Text(str(p.score), style="bold"), won)
        note = Text(_("Score = army + spent cards. Tie-break: more cards in the army; otherwise a shared win."), style="dim")
        return [table, note]


class DiceQuestForcedLossScreen(DiceQuestGameOverScreen):
    """Solo: the game ended with no re-roll, no power and no enemy the dice could beat."""

    forced = True
