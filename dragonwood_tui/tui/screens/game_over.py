"""The end-of-game dialog every game's end screen builds on: a title, the game's table and
notes, Menu / See the table. Names are plain text. Enter or q: back to the menu; Escape: look
at the table again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.titles import person_name
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.tui.host import host


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


def seat_name(names: Sequence[str], seat: int) -> str:
    if seat < 0:
        return _("Opponent")
    return person_name(names[seat]) if seat < len(names) else _("Player {n}").format(n=seat + 1)


class GameOverScreen(ModalScreen[bool]):
    """Dismisses True to leave for the menu, False to look at the table."""

    DEFAULT_CSS = GAME_OVER_CSS
    BINDINGS = [
        Binding("enter,q", "leave", N_("Menu"), id="over.menu"),
        Binding("escape,t", "table", N_("See the table"), id="over.table"),
        Binding("s", "share", N_("Daily result"), tooltip=N_("The result line to share"), id="over.share"),
    ]

    title_text: str | Text = N_("Game over")  # a subclass gives its own (marked, or a Text already translated)
    _daily: Any = None  # the daily attempt this game is (sessions.end_of_game_note), or None

    def heading(self) -> str | Text:
        """The dialog's title in the language in use (a subclass words its own)."""
        return _(self.title_text) if isinstance(self.title_text, str) else self.title_text

    def body(self) -> list[Any]:
        return []

    def on_mount(self) -> None:
        host(self).language_signal.subscribe(self, self._language_changed)

    def _language_changed(self, code: str) -> None:
        """Every word of the dialog in the new language (it is built again)."""
        self.refresh_bindings()
        self.call_later(self._rebuild)

    async def _rebuild(self) -> None:
        focused = self.focused.id if self.focused is not None else None
        await self.recompose()
        if focused is not None:  # the same button has the focus (enter presses it)
            self.query_one(f"#{focused}").focus()

    def compose(self) -> ComposeResult:
        # How this game ranks among the player's (and, for a daily, its result line to share).
        rank, self._daily = host(self).sessions.end_of_game_note()
        with Vertical(id="over-box"):
            yield Static(self.heading(), id="over-title")
            for i, part in enumerate(self.body()):
                yield Static(part, id="over-table" if i == 0 else "over-note")
            if rank or self._daily is not None:
                share = _("Daily challenge: press s for the result line to share.") if self._daily is not None else ""
                yield Static(Text("\n".join(x for x in (rank, share) if x)), id="over-rank")
            with Horizontal(id="over-buttons"):
                yield Button(_("Menu (enter)"), id="over-menu", variant="primary")
                yield Button(_("See the table (esc)"), id="over-table-button")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "over-menu")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self._daily is not None if action == "share" else True

    def action_share(self) -> None:
        if self._daily is not None:
            host(self).sessions.show_daily_result(self._daily)

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_table(self) -> None:
        self.dismiss(False)
