"""End-of-game dialogs: the Dragonwood final table (bonus and tie-break explained) and the Dice
Quest win / loss / final scores. Names are plain text. Enter or q: back to the menu; Escape: look
at the table again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Static

from dragonwood_tui.games.dragonwood.scoring import explain
from dragonwood_tui.games.words import says
from dragonwood_tui.tui.widgets.scoreboard import powers_text

GAME_OVER_CSS = """
GameOverScreen { align: center middle; background: $background 60%; }
GameOverScreen > #over-box {
    width: auto; min-width: 50; max-width: 100%; height: auto; max-height: 100%;
    border: thick $accent; background: $surface; padding: 0 2;
}
GameOverScreen #over-title { text-style: bold; width: 100%; text-align: center; padding: 1 0 0 0; }
GameOverScreen #over-table { width: auto; height: auto; margin: 1 0; }
GameOverScreen #over-note { width: 100%; height: auto; margin-bottom: 1; }
GameOverScreen #over-rank { width: 100%; height: auto; margin-bottom: 1; color: $accent; }
GameOverScreen #over-buttons { height: auto; width: 100%; align-horizontal: center; }
GameOverScreen #over-buttons Button { margin: 0 1; }
"""


def _name(names: Sequence[str], seat: int) -> str:
    if seat < 0:
        return "Opponent"
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def _explain(view: Any, names: Sequence[str]) -> str:
    """The engine's explanation, with the players' names in place of "seat N"."""
    text = explain(view.standings, view.tie_break, [_name(names, seat) for seat in range(view.players)])
    return text[:1].upper() + text[1:]


class GameOverScreen(ModalScreen[bool]):
    """Dismisses True to leave for the menu, False to look at the table."""

    DEFAULT_CSS = GAME_OVER_CSS
    BINDINGS = [
        Binding("enter,q", "leave", "Menu", id="over.menu"),
        Binding("escape,t", "table", "See the table", id="over.table"),
        Binding("s", "share", "Daily result", tooltip="The result line to share", id="over.share"),
    ]

    title_text = Text("Game over")
    _daily: Any = None  # the daily attempt this game is (app.end_of_game_note), or None

    def body(self) -> list[Any]:
        return []

    def compose(self) -> ComposeResult:
        # How this game ranks among the player's (and, for a daily, its result line to share).
        rank, self._daily = self.app.end_of_game_note() if hasattr(self.app, "end_of_game_note") else ("", None)
        with Vertical(id="over-box"):
            yield Static(self.title_text, id="over-title")
            for i, part in enumerate(self.body()):
                yield Static(part, id="over-table" if i == 0 else "over-note")
            if rank or self._daily is not None:
                share = "Daily challenge: press s for the result line to share." if self._daily is not None else ""
                yield Static(Text("\n".join(x for x in (rank, share) if x)), id="over-rank")
            with Horizontal(id="over-buttons"):
                yield Button("Menu (enter)", id="over-menu", variant="primary")
                yield Button("See the table (esc)", id="over-table-button")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "over-menu")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self._daily is not None if action == "share" else True

    def action_share(self) -> None:
        if self._daily is not None:
            self.app.show_daily_result(self._daily)  # type: ignore[attr-defined]

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_table(self) -> None:
        self.dismiss(False)


class DragonwoodGameOverScreen(GameOverScreen):
    def __init__(self, view: Any, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)
        won = view.winners
        if view.solo:
            self.title_text = Text("You win!" if won else "The opponent wins", style="bold")
        elif len(won) == 1:
            self.title_text = Text(f"{says(_name(self.names, won[0]), 'wins')}!", style="bold")
        else:
            self.title_text = Text("Shared win: " + ", ".join(_name(self.names, w) for w in won), style="bold")

    def body(self) -> list[Any]:
        view = self.view
        rows = view.standings
        winners = set(view.winners)
        table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
        table.add_column("Player")
        table.add_column("Creatures", justify="right")
        table.add_column("VP", justify="right")
        if view.solo:
            table.add_column("Enh.", justify="right")
        table.add_column("Bonus", justify="right")
        table.add_column("Total", justify="right")
        table.add_column("Orange D.", justify="center")
        table.add_column("")
        for r in sorted(rows, key=lambda r: -r.total):
            cells = [Text(_name(self.names, r.seat)), str(r.creatures), str(r.creature_vp)]
            if view.solo:
                cells.append(str(r.enhancement_vp))
            cells += [f"+{r.bonus}" if r.bonus else "0", Text(str(r.total), style="bold"), "yes" if r.orange_dragon else "—"]
            cells.append(Text("WINNER", style="bold") if (r.seat in winners and r.seat >= 0) else "")
            table.add_row(*cells)
        note = Text()
        if view.end_reason:
            note.append(f"The game ended: {view.end_reason}.\n")
        note.append("Most creatures: +3, or +2 each when several tie (at least one creature needed).\n", style="dim")
        tie = "most creatures, then the Orange Dragon" if view.tie_break != "orange-dragon-first" else "the Orange Dragon, then most creatures"
        note.append(f"Tie-break on equal totals: {tie}.\n", style="dim")
        note.append(_explain(view, self.names))
        return [table, note]


class DiceQuestGameOverScreen(GameOverScreen):
    forced = False  # solo: the loss came with no move left (not a choice to give up)

    def __init__(self, view: Any, names: Sequence[str]) -> None:
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

    def body(self) -> list[Any]:
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
