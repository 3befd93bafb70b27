"""Importing a game the saves already hold: say which save it is, and offer to open it.

`o` opens the save that holds it (resumed if unfinished, replayed if over), `c` imports a copy
anyway, Escape leaves everything as it is. The save's name comes from a file: plain text.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.storage.text import plain


class DuplicateImportScreen(ModalScreen[str | None]):
    """Dismisses with "open", "copy", or None (Escape: nothing imported)."""

    HELP_TITLE = N_("Already saved")

    BINDINGS = [
        Binding("o,enter", "answer('open')", N_("Open it"), id="duplicate.open"),
        Binding("c", "answer('copy')", N_("Import a copy"), id="duplicate.copy"),
        Binding("escape,n", "answer(None)", N_("Cancel"), id="duplicate.cancel"),
    ]

    def __init__(self, source: str, info: Any) -> None:
        super().__init__(classes="dialog-screen")
        self.source = source
        self.info = info

    def compose(self) -> ComposeResult:
        info = self.info
        text = Text()
        text.append("Already saved", style="bold")
        text.append(f": {plain(self.source, 60)} holds the same game as the save ")
        text.append(info.id, style="bold")
        if info.name:
            text.append(f" «{plain(info.name, 40)}»")
        text.append(f" (same game, seed, options, players and {info.steps} action{'s' * (info.steps != 1)}). Nothing was imported.")
        verb = "replay" if info.finished else "resume"
        with Vertical(classes="dialog"):
            yield Static(text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"Open it: {verb} (o)", id="open", variant="primary")
                yield Button("Import a copy (c)", id="copy")
                yield Button("Cancel (esc)", id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#open", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None if event.button.id == "cancel" else event.button.id)

    def action_answer(self, answer: str | None) -> None:
        self.dismiss(answer)
