"""Every public fact about every seat, one key (i) from the table: hand size, enhancements with
their effects, creatures with their VP, and the score with its most-creatures bonus named.
Names are plain Text (they come from files)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.scoring import Standing
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.games.dragonwood.board import ENHANCEMENT_NOTES, seat_name


def _score_words(row: Standing) -> str:
    parts = [f"{row.creatures} creature{'s' if row.creatures != 1 else ''} {row.creature_vp} VP"]
    if row.enhancement_vp:
        parts.append(f"enhancements {row.enhancement_vp} VP")
    if row.bonus:
        parts.append(f"most-creatures bonus {row.bonus}")
    return " + ".join(parts)


def _cards_line(label: str, cards: Sequence[int], describe: Callable[[int], str]) -> Text:
    line = Text(f"  {label}: ", style="dim")
    line.append(", ".join(describe(c) for c in cards) if cards else "none")
    return line


def players_text(view: View, names: Sequence[str], bots: Sequence[str | None]) -> Text:
    lines: list[Text] = []
    standing = {r.seat: r for r in view.standings}
    now = view.to_move if view.to_move is not None else view.current
    for seat in range(view.players):
        row = standing[seat]
        head = Text("▶ " if seat == now and not view.over else "  ")
        head.append(seat_name(names, seat), style="bold")
        if seat < len(bots) and bots[seat]:
            head.append(f" (computer: {bots[seat]})", style="dim")
        head.append(f" — {row.total} points", style="bold")
        head.append(f" ({_score_words(row)})", style="dim")
        lines.append(head)
        n = view.hand_sizes[seat]
        lines.append(Text(f"  Hand: {n} card{'s' if n != 1 else ''}", style=""))
        lines.append(_cards_line("Enhancements", view.enhancements[seat], lambda e: f"{C.name(e)} ({ENHANCEMENT_NOTES.get(e, '')}{', one use' if C.IS_ONE_TIME[e] else ''})"))
        lines.append(_cards_line("Creatures", view.victory[seat], lambda c: f"{C.name(c)} {C.VP[c]} VP"))
        lines.append(Text(""))
    if view.opponent_cards is not None:
        row = standing[-1]
        head = Text("  Opponent", style="bold italic")
        head.append(f" — {row.total} points", style="bold")
        head.append(f" ({_score_words(row)})", style="dim")
        lines.append(head)
        lines.append(_cards_line("Creatures", [c for c in view.opponent_cards if C.KIND[c] == C.CREATURE], lambda c: f"{C.name(c)} {C.VP[c]} VP"))
        lines.append(_cards_line("Enhancements taken (2 VP each)", [c for c in view.opponent_cards if C.KIND[c] != C.CREATURE], C.name))
        lines.append(Text(""))
    lines.append(Text("Most-creatures bonus: +3 to the side with the most creatures, +2 each when several tie.", style="dim"))
    return Text("\n").join(lines)


class PlayersScreen(ModalScreen[None]):
    """`PlayersScreen(view, names, bots)`: every seat in detail; esc / i closes."""

    DEFAULT_CSS = """
    PlayersScreen { align: center middle; }
    PlayersScreen > #players-frame {
        width: 100%; max-width: 110; height: auto; max-height: 100%; border: round $accent;
        background: $surface; padding: 0 1;
    }
    PlayersScreen #players-lines { height: auto; max-height: 100%; }
    """
    BINDINGS = [Binding("escape,i,q", "close", N_("Close"), id="players.close")]

    def __init__(self, view: View, names: Sequence[str], bots: Sequence[str | None]) -> None:
        super().__init__()
        self.body = players_text(view, names, bots)

    def compose(self) -> ComposeResult:
        with Vertical(id="players-frame") as frame:
            frame.border_title = "Players"
            frame.border_subtitle = "esc close"
            with VerticalScroll(id="players-lines"):
                yield Static(self.body, id="players-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
