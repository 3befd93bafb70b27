"""Every public fact about every seat, one key (i) from the table: hand size, enhancements with
their effects, creatures with their VP, and the score with its most-creatures bonus named.
Names are plain Text (they come from files)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.cells import cell_len
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


def _score_parts(row: Standing) -> list[str]:
    parts = [ngettext("{n} creature {vp} VP", "{n} creatures {vp} VP", row.creatures).format(n=row.creatures, vp=row.creature_vp)]
    if row.enhancement_vp:
        parts.append(_("enhancements {vp} VP").format(vp=row.enhancement_vp))
    if row.bonus:
        parts.append(_("most-creatures bonus {n}").format(n=row.bonus))
    return parts


def _packed(line: Text, parts: Sequence[str], sep: str, width: int, style: str = "") -> list[Text]:
    """`line` then `parts` joined by `sep`, a new line (indented) before a part that would not
    fit `width` cells: a phrase is never cut in the middle ("bonus" / "2)"). Width 0: one line."""
    lines = [line]
    for i, part in enumerate(parts):
        piece = (sep if i else "") + part
        if width and lines[-1].cell_len + cell_len(piece.rstrip()) > width:
            lines[-1].rstrip()
            lines.append(Text("    ", style=line.style))  # dim as the line it goes on
            piece = part
        lines[-1].append(piece, style=style)
    return lines


def _creature_words(card: int) -> str:
    return _("{card} {vp} VP").format(card=card_shown(card), vp=C.VP[card])


def _enhancement_words(card: int) -> str:
    note = _(ENHANCEMENT_NOTES[card]) if card in ENHANCEMENT_NOTES else ""
    if C.IS_ONE_TIME[card]:
        return _("{card} ({effect}, one use)").format(card=card_shown(card), effect=note)
    return _("{card} ({effect})").format(card=card_shown(card), effect=note)


def _cards_lines(label: str, cards: Sequence[int], describe: Callable[[int], str], width: int) -> list[Text]:
    line = Text("  " + _("{label}: ").format(label=label), style="dim")
    # TRANSLATORS: no cards in a list of enhancements or of creatures (French: aucune)
    return _packed(line, [describe(c) for c in cards] or [pgettext("no Dragonwood cards", "none")], ", ", width)


def _score_lines(head: Text, row: Standing, width: int) -> list[Text]:
    """"Ada — 5 points (1 creature 3 VP + most-creatures bonus 2)", wrapped between its parts."""
    parts = _score_parts(row)
    parts[0] = "(" + parts[0]
    parts[-1] += ")"
    head.append(" ")
    return _packed(head, parts, " + ", width, style="dim")


def players_text(view: View, names: Sequence[str], bots: Sequence[str | None], width: int = 0) -> Text:
    """Every seat in detail; with `width` (cells), lines break between facts, never inside one."""
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
        lines.extend(_score_lines(head, row, width))
        n = view.hand_sizes[seat]
        lines.append(Text("  " + ngettext("Hand: {n} card", "Hand: {n} cards", n).format(n=n), style=""))
        lines.extend(_cards_lines(_("Enhancements"), view.enhancements[seat], _enhancement_words, width))
        lines.extend(_cards_lines(_("Creatures"), view.victory[seat], _creature_words, width))
        lines.append(Text(""))
    if view.opponent_cards is not None:
        row = standing[-1]
        head = Text("  " + _("Opponent"), style="bold italic")
        head.append(" — " + ngettext("{n} point", "{n} points", row.total).format(n=row.total), style="bold")
        lines.extend(_score_lines(head, row, width))
        lines.extend(_cards_lines(_("Creatures"), [c for c in view.opponent_cards if C.KIND[c] == C.CREATURE], _creature_words, width))
        lines.extend(_cards_lines(_("Enhancements taken (2 VP each)"), [c for c in view.opponent_cards if C.KIND[c] != C.CREATURE], card_shown, width))
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
        self.args = (view, names, bots)
        self.room = 0  # the width the lines were broken for (0: not yet laid out)
        self.body = players_text(view, names, bots)

    def compose(self) -> ComposeResult:
        with Vertical(id="players-frame") as frame:
            frame.border_title = _("Players")
            frame.border_subtitle = _("esc close")
            with VerticalScroll(id="players-lines"):
                yield Static(self.body, id="players-text")
        yield Footer()

    def on_mount(self) -> None:
        self.call_after_refresh(self._fit)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        # lines broken between facts at the room the text has (a frame of 80 columns: 76)
        text = self.query_one("#players-text", Static)
        room = text.content_size.width
        if room > 0 and room != self.room:
            self.room = room
            self.body = players_text(*self.args, width=room)
            text.update(self.body)

    def action_close(self) -> None:
        self.dismiss(None)
