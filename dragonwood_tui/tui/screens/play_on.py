"""Play on from here: the small question the replay viewer's `f` asks — the same luck or new luck.

Same luck plays on with the record's own future (the same deck and dice: "what if I had played
X"); new luck keeps the position and deals what no seat has seen again (`Game.reseed`). Keys
`s` / `n` / Escape, or the buttons; the screen dismisses with "same", "new" or None (cancel).
"""

from __future__ import annotations

from typing import Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.footer import Footer
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons

Luck = Literal["same", "new"]


class PlayOnScreen(ModalScreen[Luck | None]):
    """Ask how to play on from step `step`; dismisses with "same", "new" or None."""

    BINDINGS = [
        Binding("s", "choose('same')", N_("Same cards and dice"), tooltip=N_("What comes next is what came in the replay"), id="play_on.same"),
        Binding("n", "choose('new')", N_("New shuffle"), tooltip=N_("The cards nobody has seen shuffled again, new dice"), id="play_on.new"),
        Binding("escape", "cancel", N_("Cancel"), tooltip=N_("Back to the replay"), id="play_on.cancel"),
    ]

    def __init__(self, step: int) -> None:
        super().__init__(classes="dialog-screen")
        self.step = step

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="play-on"):
            yield Static(Text(_("Play on from step {step}").format(step=self.step)), classes="dialog-title")
            yield Static(
                Text(
                    _(
                        "A practice game of your own from this position, against the computer players.\n"
                        "Same cards and dice: what comes next is what came in the replay — what if you had played otherwise?\n"
                        "New shuffle: the same position, the cards nobody has seen shuffled again, new dice.\n"
                        "Practice games never count for the campaign, the daily or the statistics."
                    )
                ),
                classes="dialog-text",
            )
            with DialogButtons():
                yield Button(_("Same cards and dice (s)"), id="play-on-same", variant="primary", compact=True)
                yield Button(_("New shuffle (n)"), id="play-on-new", variant="primary", compact=True)
                yield Button(_("Cancel (esc)"), id="play-on-cancel", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#play-on-same", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        choice = {"play-on-same": "same", "play-on-new": "new"}.get(event.button.id or "")
        if choice is None:
            self.dismiss(None)
        else:
            self.action_choose(choice)

    def action_choose(self, luck: str) -> None:
        self.dismiss("new" if luck == "new" else "same")

    def action_cancel(self) -> None:
        self.dismiss(None)
