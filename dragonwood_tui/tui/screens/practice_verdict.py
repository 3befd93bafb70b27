"""The verdict on a practice pick: best, within the noise of the best, the move played in the
game (what it lost), or an option the review did not value (said so, never guessed); then the
best option and why (`practice.grading.best_line`: the one place its reason is worded), the
streak and the position's progress. Enter: the next position; Esc: back to the list."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.practice.grading import Grade, best_line
from dragonwood_tui.practice.kept import SOLVED_TO_LEAVE, Kept
from dragonwood_tui.practice.positions import Position
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.widgets.footer import Footer
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons


def verdict_text(position: Position, found: Grade, picked: str, words: Callable[[Any], str | None], kept: Kept, players: int) -> Text:
    d = position.decision
    t = Text()
    if found.verdict == "best":
        t.append(_("Best: that is the move the review found."), style="bold green")
    elif found.verdict == "noise":
        t.append(_("As good as the best, within the analysis' noise."), style="bold green")
    elif found.verdict == "played":
        t.append(_("Not the best: that is the move you played in the game."), style="bold red")
    else:
        t.append(_("Not valued: the review weighed only the move played in the game and the best one."), style="bold yellow")
    t.append("\n" + _("Your pick: "), style="bold")
    t.append(plain(picked, 200))
    if found.verdict in ("played", "noise"):
        lost = _("It loses {points} of chance").format(points=_("{n} pts").format(n=format_number(100 * found.loss, 1)))
        if found.se:
            lost += " ± " + _("{n} pts").format(n=format_number(100 * found.se, 1))
        t.append("\n" + lost)
    elif found.verdict == "unvalued":
        t.append("\n" + _("How good it is the review can't say: this practice does not count."), style="dim")
    if found.verdict != "best":
        best, reason = best_line(d, words, players, position.review, [s.name for s in position.record.header.seats])
        t.append("\n" + _("Best: "), style="bold")
        t.append(plain(best, 200))
        t.append("\n" + _("Why: "), style="bold")
        t.append(reason)
    t.append("\n\n")
    if kept.left(position.key):
        t.append(_("Solved twice in a row: this position leaves the list."), style="green")
    elif found.counted:
        t.append(
            _("This position: solved {n} of {need} times in a row.").format(n=kept.in_a_row(position.key), need=SOLVED_TO_LEAVE)
        )
    t.append("\n" + _("Streak: {streak} (best {best})").format(streak=kept.streak, best=kept.best_streak), style="dim")
    return t


class PracticeVerdictScreen(ModalScreen[bool]):
    """Dismissed True: the next position; False: back to the practice list."""

    BINDINGS = [
        Binding("enter,n", "next", N_("Next position"), id="practice_verdict.next"),
        Binding("escape,q", "stop", N_("Stop"), tooltip=N_("Back to the practice list"), id="practice_verdict.stop"),
    ]

    def __init__(
        self, position: Position, found: Grade, picked: str, words: Callable[[Any], str | None], kept: Kept, players: int
    ) -> None:
        super().__init__(classes="dialog-screen")
        self.position = position
        self.found = found
        self.text = verdict_text(position, found, picked, words, kept, players)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="practice-verdict"):
            title = _("Practice: step {step}").format(step=self.position.step)
            yield Static(Text(title), classes="dialog-title")
            yield Static(self.text, classes="dialog-text", id="practice-verdict-text")
            with DialogButtons():
                yield Button(_("Next (enter)"), id="practice-next", variant="primary", compact=True)
                yield Button(_("Stop (esc)"), id="practice-stop", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#practice-next", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "practice-next")

    def action_next(self) -> None:
        self.dismiss(True)

    def action_stop(self) -> None:
        self.dismiss(False)
