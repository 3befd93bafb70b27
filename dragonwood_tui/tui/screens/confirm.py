"""Small modal screens: yes/no confirmation, a one-line text prompt, and hot-seat "pass to".

All text that may come from a file or a player (names, paths) is shown as plain text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, Label, Static

from dragonwood_tui.i18n import N_, _, language
from dragonwood_tui.i18n.grammar import split_at_field
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.widgets.footer import Footer
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True (yes) or False (no / Escape)."""

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes"), id="confirm.yes"),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm.no"),
    ]

    def __init__(self, question: str | Text, yes: str | None = None, no: str | None = None) -> None:
        super().__init__(classes="dialog-screen")
        self.question = question if isinstance(question, Text) else Text(question)
        self.yes_label = yes or _("Yes")
        self.no_label = no or _("No")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-text")
            with DialogButtons():
                yield Button(f"{self.yes_label} (y)", id="yes", variant="error")
                yield Button(f"{self.no_label} (n)", id="no", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class TextPromptScreen(ModalScreen[str | None]):
    """Ask for one line of text (a name, a file path); None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="prompt.cancel")]

    def __init__(self, question: str, value: str = "", placeholder: str = "") -> None:
        super().__init__(classes="dialog-screen")
        self.question = question
        self.value = value
        self.placeholder = placeholder

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Text(self.question), classes="dialog-text")
            yield Input(self.value, placeholder=self.placeholder, id="prompt-input")
            with DialogButtons():
                yield Button(_("OK (enter)"), id="ok", variant="primary")
                yield Button(_("Cancel (esc)"), id="cancel")
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "ok":
            self.dismiss(self.query_one(Input).value)
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class PassToScreen(Screen[None]):
    """Hot seat: an opaque screen that hides every hand until the next person is ready.

    Push it between two different people's turns (see `needs_pass_screen`); it dismisses
    when that person presses Enter (or clicks the button). It is a full Screen, not a modal,
    so nothing of the table shows through.
    """

    CSS_PATH = STYLES
    BINDINGS = [
        Binding("enter,space", "ready", N_("I am ready"), key_display="enter", id="pass.ready"),
    ]

    def __init__(self, name: str | Callable[[], str], note: str | Callable[[], str] = "") -> None:
        """`name`, `note`: the words, or what words them in the language in use (the screen is
        built again on a change of language)."""
        super().__init__(classes="pass-screen")
        self._named = name
        self._note = note

    @property
    def player_name(self) -> str:
        return self._named if isinstance(self._named, str) else self._named()

    @property
    def note(self) -> str:
        return self._note if isinstance(self._note, str) else self._note()

    def compose(self) -> ComposeResult:
        name = self.player_name
        with Vertical(classes="pass-box"):
            before, shown, after = split_at_field(_("Pass to {name}"), "name", name, language())
            yield Static(Text.assemble(before, (shown, "bold"), after), id="pass-title")
            yield Static(
                Text(
                    self.note
                    or _("Hands are hidden. Hand over the keyboard, then press Enter when ready.")
                ),
                id="pass-note",
            )
            yield Button(Text(_("I am {name} — show my hand").format(name=name)), id="pass-ready", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#pass-ready", Button).focus()
        host(self).language_signal.subscribe(self, self._language_changed)

    def _language_changed(self, code: str) -> None:
        self.refresh_bindings()
        self.call_later(self._rebuild)

    async def _rebuild(self) -> None:
        await self.recompose()
        self.query_one("#pass-ready", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)


def needs_pass_screen(
    human_seats: Sequence[bool], previous_person: int | None, next_seat: int | None, enabled: bool = True
) -> bool:
    """Whether to hide the table before `next_seat` plays.

    True when the setting is on, at least two seats are people, `next_seat` is a person and
    a *different* person decided last (`previous_person`, None at the start of a game).
    """
    if not enabled or next_seat is None or sum(human_seats) < 2:
        return False
    if not human_seats[next_seat]:
        return False
    return previous_person is None or previous_person != next_seat
