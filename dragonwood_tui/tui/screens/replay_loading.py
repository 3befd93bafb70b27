"""Opening a long record in the replay viewer: checked in a worker thread, with a progress bar.

The check is the one walk of `storage.records.cursor_of` (every action, hash and the summary, as
`dragonwood verify`, keeping the viewer's snapshots and log lines). It runs in a thread so the
app keeps drawing and answering keys; Escape gives up (the walk stops at its next progress
call). When the record holds, this dialog is replaced by the ReplayScreen; when it does not, it
closes with the one-line error naming the file and the problem.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.storage.text import plain

# Records with at least this many actions open here; shorter ones check in well under a tenth of
# a second and open at once (no dialog flashing by).
WORKER_FROM = 500
POLL = 0.1  # seconds between two updates of the bar from the walk's count

# (record, progress) -> cursor; RecordError when the record does not hold
Check = Callable[..., Any]


class _GaveUp(Exception):
    """Raised inside the walk once the player has left (Escape): stops the thread early."""


class ReplayLoadingScreen(ModalScreen[None]):
    HELP_TITLE = N_("Opening a replay")

    DEFAULT_CSS = """
    ReplayLoadingScreen #replay-loading-bar { width: 100%; margin: 1 0 0 0; }
    ReplayLoadingScreen #replay-loading-bar Bar { width: 1fr; }
    """

    BINDINGS = [Binding("escape,q", "give_up", N_("Cancel"), tooltip=N_("Stop opening the replay"), id="replay_loading.cancel")]

    def __init__(
        self, record: Any, seat: int | None, title: str, check: Check | None = None,
        path: Path | None = None, review: bool = False,
    ) -> None:
        super().__init__(classes="dialog-screen")
        self.path = path  # passed on to the viewer (its review's cache)
        self.review = review
        self.record = record
        self.seat = seat
        self.title_text = title
        self.total = len(record.actions)
        self.done = 0  # steps walked: written by the worker thread, read by the bar's timer
        self.gave_up = False
        if check is None:
            from dragonwood_tui.storage.records import cursor_of

            check = cursor_of
        self._check = check

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            name = plain(self.title_text or _("the record"), 60)
            text = Text.assemble(
                (_("Checking") + " ", "bold"), (name, "bold"),
                " " + ngettext("({n} action) before it is shown…", "({n} actions) before it is shown…", self.total).format(n=format_number(self.total)),
            )
            yield Static(text, classes="dialog-text")
            yield ProgressBar(total=self.total, show_eta=False, id="replay-loading-bar")
            yield Static(Text(_("Esc cancels."), style="dim"), classes="dialog-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.set_interval(POLL, self._show_progress, name="replay loading progress")
        self.run_worker(self._walk, thread=True, exit_on_error=False, name="replay check", group="replay-check")

    def _walk(self) -> Any:
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if self.gave_up or worker.is_cancelled:
                raise _GaveUp
            self.done = done

        return self._check(self.record, progress=progress, lines=True)

    def _show_progress(self) -> None:
        self.query_one(ProgressBar).update(progress=self.done)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if self.gave_up or event.worker.name != "replay check":
            return
        if event.state == WorkerState.SUCCESS:
            self._opened(event.worker.result)
        elif event.state == WorkerState.ERROR:
            self._failed(event.worker.error)

    def _opened(self, cursor: Any) -> None:
        from dragonwood_tui.tui.screens.replay import ReplayScreen

        self.app.switch_screen(
            ReplayScreen(self.record, cursor, seat=self.seat, title=self.title_text, path=self.path, review=self.review)
        )

    def _failed(self, error: BaseException | None) -> None:
        from dragonwood_tui.engine.record_error import RecordError
        from dragonwood_tui.tui.host import host

        if isinstance(error, RecordError):
            message = str(error.at(self.title_text) if self.title_text and error.path is None else error)
        else:  # a defect, not the file: still one line, and the app goes on
            message = _("{title}: cannot replay ({problem})").format(title=self.title_text, problem=f"{type(error).__name__}: {error}")
        self.dismiss(None)
        host(self).notify_error(message, _("Cannot replay"))

    def action_give_up(self) -> None:
        self.gave_up = True  # the walk stops at its next progress call (every 256 steps)
        self.workers.cancel_group(self, "replay-check")
        self.dismiss(None)
