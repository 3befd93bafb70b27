"""Importing a game the saves already hold: say which save it is, and offer to open it.

`o` opens the save that holds it (resumed if unfinished, replayed if over), `c` imports a copy
anyway, Escape leaves everything as it is. The save's name comes from a file: plain text.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.play.save_names import shown_save_name
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons


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
        text.append(_("Already saved"), style="bold")
        before, _mark, after = _(": {file} holds the same game as the save {save}").format(file=plain(self.source, 60), save="{save}").partition("{save}")
        text.append(before)
        text.append(info.id, style="bold")
        text.append(after)
        if info.name:
            text.append(f" «{plain(shown_save_name(info.name, info.notes), 40)}»")
        text.append(
            " "
            + ngettext(
                "(same game, seed, options, players and {n} action). Nothing was imported.",
                "(same game, seed, options, players and {n} actions). Nothing was imported.",
                info.steps,
            ).format(n=info.steps)
        )
        open_label = _("Open it: replay (o)") if info.finished else _("Open it: resume (o)")
        with Vertical(classes="dialog"):
            yield Static(text, classes="dialog-text")
            with DialogButtons():
                yield Button(open_label, id="open", variant="primary")
                yield Button(_("Import a copy (c)"), id="copy")
                yield Button(_("Cancel (esc)"), id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#open", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None if event.button.id == "cancel" else event.button.id)

    def action_answer(self, answer: str | None) -> None:
        self.dismiss(answer)
