"""The browser's import: a record or challenge pasted into the app (`dragonwood serve`).

In a browser tab the app runs on the server, so a path means nothing to the player: the file's
text is pasted here instead, then checked and imported as `dragonwood import` would.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Label, TextArea

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons


class PasteArea(TextArea):
    """The text area of the import; a paste it takes goes no further (the screen takes the rest)."""

    def on_paste(self, event: events.Paste) -> None:
        # TextArea's own handler (Textual calls one handler per class of the widget) inserts the text
        event.stop()


class PasteImportScreen(ModalScreen[str | None]):
    """Dismisses with the pasted text, or None (Escape)."""

    HELP_TITLE = N_("Import")
    DEFAULT_CSS = """
    PasteImportScreen .dialog { width: 90%; max-width: 100; height: 80%; }
    PasteImportScreen TextArea { height: 1fr; }
    """
    BINDINGS = [
        Binding("ctrl+s", "import", N_("Import"), priority=True, id="paste.import"),
        Binding("escape", "cancel", N_("Cancel"), id="paste.cancel"),
    ]

    def __init__(self) -> None:
        super().__init__(classes="dialog-screen")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Text(_("Paste a record or a challenge file here (open the file, copy all of it, paste), then Ctrl+S.")),
                        classes="dialog-text")
            yield PasteArea(id="paste-area", soft_wrap=True, show_line_numbers=False)
            with DialogButtons():
                yield Button(_("Import (ctrl+s)"), id="ok", variant="primary")
                yield Button(_("Cancel (esc)"), id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(TextArea).focus()

    def on_paste(self, event: events.Paste) -> None:
        # a paste that reaches the screen (the area not focused yet, or a click moved the focus
        # to a button) still lands in the area instead of being lost
        event.stop()
        area = self.query_one(TextArea)
        area.insert(event.text)
        area.focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "ok":
            self.action_import()
        else:
            self.dismiss(None)

    def action_import(self) -> None:
        self.dismiss(self.query_one(TextArea).text)

    def action_cancel(self) -> None:
        self.dismiss(None)
