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

from dragonwood_tui.tui.titles import level_name
from dragonwood_tui.i18n import N_, _, ngettext, pgettext
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.scoring import Standing
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.games.dragonwood.board import ENHANCEMENT_NOTES, seat_name
from dragonwood_tui.tui.games.dragonwood.card import card_shown


def _score_words(row: Standing) -> str:
    parts = [ngettext("{n} creature {vp} VP", "{n} creatures {vp} VP", row.creatures).format(n=row.creatures, vp=row.creature_vp)]
    if row.enhancement_vp:
        parts.append(_("enhancements {vp} VP").format(vp=row.enhancement_vp))
    if row.bonus:
        parts.append(_("most-creatures bonus {n}").format(n=row.bonus))
    return " + ".join(parts)


def _creature_words(card: int) -> str:
    return _("{card} {vp} VP").format(card=card_shown(card), vp=C.VP[card])


def _enhancement_words(card: int) -> str:
    note = _(ENHANCEMENT_NOTES[card]) if card in ENHANCEMENT_NOTES else ""
    if C.IS_ONE_TIME[card]:
        return _("{card} ({effect}, one use)").format(card=card_shown(card), effect=note)
    return _("{card} ({effect})").format(card=card_shown(card), effect=note)


def _cards_line(label: str, cards: Sequence[int], describe: Callable[[int], str]) -> Text:
    line = Text("  " + _("{label}: ").format(label=label), style="dim")
    # TRANSLATORS: no cards in a list of enhancements or of creatures (French: aucune)
    line.append(", ".join(describe(c) for c in cards) if cards else pgettext("no Dragonwood cards", "none"))
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
            head.append(" " + _("(computer: {level})").format(level=level_name(bots[seat] or "")), style="dim")
        head.append(" — " + ngettext("{n} point", "{n} points", row.total).format(n=row.total), style="bold")
        head.append(f" ({_score_words(row)})", style="dim")
        lines.append(head)
        n = view.hand_sizes[seat]
        lines.append(Text("  " + ngettext("Hand: {n} card", "Hand: {n} cards", n).format(n=n), style=""))
        lines.append(_cards_line(_("Enhancements"), view.enhancements[seat], _enhancement_words))
        lines.append(_cards_line(_("Creatures"), view.victory[seat], _creature_words))
        lines.append(Text(""))
    if view.opponent_cards is not None:
        row = standing[-1]
        head = Text("  " + _("Opponent"), style="bold italic")
        head.append(" — " + ngettext("{n} point", "{n} points", row.total).format(n=row.total), style="bold")
        head.append(f" ({_score_words(row)})", style="dim")
        lines.append(head)
        lines.append(_cards_line(_("Creatures"), [c for c in view.opponent_cards if C.KIND[c] == C.CREATURE], _creature_words))
        lines.append(_cards_line(_("Enhancements taken (2 VP each)"), [c for c in view.opponent_cards if C.KIND[c] != C.CREATURE], card_shown))
        lines.append(Text(""))
    lines.append(Text(_("Most-creatures bonus: +3 to the side with the most creatures, +2 each when several tie."), style="dim"))
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
            frame.border_title = _("Players")
            frame.border_subtitle = _("esc close")
            with VerticalScroll(id="players-lines"):
                yield Static(self.body, id="players-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
