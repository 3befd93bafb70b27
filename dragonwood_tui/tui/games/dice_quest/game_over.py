"""The Dice Quest end: a solo win or loss (given up, or no move left), or the final scores."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from dragonwood_tui.games.dice_quest.view import DiceQuestView
from dragonwood_tui.games.words import says
from dragonwood_tui.tui.games.dice_quest.scoreboard import powers_text
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.game_over import seat_name as _name


class DiceQuestGameOverScreen(GameOverScreen):
    forced = False  # solo: the loss came with no move left (not a choice to give up)

    def __init__(self, view: DiceQuestView, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)
        if view.players == 1:
            if view.status == "won":
                self.title_text = Text(f"Quest complete! You win with {view.scores[0]} cards in your army.", style="bold")
            elif not self.forced:
                self.title_text = Text(f"You gave up: the game is lost. Score {view.scores[0]}.", style="bold")
            else:
                self.title_text = Text(f"Defeat: no enemy could be beaten. Score {view.scores[0]}.", style="bold")
        else:
            won = view.winners
            who = ", ".join(_name(self.names, w) for w in won)
            title = f"{says(who, 'wins')}!" if len(won) == 1 else (f"{who} win!" if won else "Game over")
            self.title_text = Text(title, style="bold")

    def body(self) -> list[RenderableType]:
        view = self.view
        if view.players == 1:
            p = view.seats[0]
            note = Text()
            if view.status == "won":
                note.append("The deck and the quest line are empty. 20 is good, 30 is very good.\n")
            else:
                note.append("A lost game's score is kept but ranks below every win.\n")
            note.append("Army: ")
            note.append_text(powers_text(p.army))
            note.append(f"\nSpent: {len(p.discard)} card{'s' if len(p.discard) != 1 else ''}")
            table = Table(box=None, show_header=False, pad_edge=False)
            table.add_column("")
            table.add_column("")
            turns = view.turn if view.status == "won" else view.turn - 1  # the lost turn is not finished
            table.add_row("Turns completed", str(max(turns, 0)))
            table.add_row("Army", str(len(p.army)))
            table.add_row("Score", Text(str(view.scores[0]), style="bold"))
            return [table, note]
        winners = set(view.winners)
        table = Table(box=None, pad_edge=False, padding=(0, 1))
        for col in ("Player", "Army", "Spent", "Score", ""):
            table.add_column(col, justify="right" if col in ("Army", "Spent", "Score") else "left")
        for p in sorted(view.seats, key=lambda p: (-p.score, -len(p.army))):
            won = Text("WINNER", style="bold") if p.seat in winners else ""
            table.add_row(Text(_name(self.names, p.seat)), str(len(p.army)), str(len(p.discard)), Text(str(p.score), style="bold"), won)
        note = Text("Score = army + spent cards. Tie-break: more cards in the army; otherwise a shared win.", style="dim")
        return [table, note]


class DiceQuestForcedLossScreen(DiceQuestGameOverScreen):
    """Solo: the game ended with no re-roll, no power and no enemy the dice could beat."""

    forced = True
