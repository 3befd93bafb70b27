"""Practice on your own mistakes: the list (per game, the positions left and from how many
reviewed games; the streak), and the ways in: the main menu (every reviewed save), the replay's
review (that review's positions) and the campaign's and daily's result screens (that game's,
reviewed first in a worker when it is not yet: `ReviewFirstScreen`).

With no reviewed game yet the list says how to get positions: play, then review.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.practice.kept import Kept, kept_path
from dragonwood_tui.practice.positions import Position, gather, is_person, positions_of
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.tui.widgets.footer import Footer

ALL = "all"  # the list's option that practises every game's positions


class PracticeScreen(Screen[None]):
    """The practice list. `positions` given (one game's): they are practised at once; None:
    gathered from every reviewed save of the saves folder."""

    HELP_TITLE = N_("Practice")
    DEFAULT_CSS = """
    PracticeScreen { align: center top; }
    PracticeScreen #practice-box { width: 100%; max-width: 100; height: auto; max-height: 100%; padding: 0 1; }
    PracticeScreen #practice-intro { height: auto; margin: 1 0; }
    PracticeScreen #practice-games { height: auto; max-height: 12; border: none; padding: 0; }
    PracticeScreen #practice-streak { height: auto; margin-top: 1; }
    """
    BINDINGS = [
        Binding("enter", "start_highlighted", N_("Practice"), id="practice.start"),
        Binding("escape,q", "close", N_("Back"), id="practice.back"),
    ]

    def __init__(self, positions: list[Position] | None = None, title: str = "") -> None:
        super().__init__()
        self.given = positions
        self.title_text = title
        self.positions: list[Position] = []
        self.reviewed_games = 0
        self.kept: Kept | None = None
        self.run: Any = None  # the practice being played (practice_run.PracticeRun)

    def compose(self) -> ComposeResult:
        with Vertical(id="practice-box"):
            yield Static(_("Practice on your own mistakes"), classes="screen-title", id="practice-title")
            yield Static(id="practice-intro")
            yield OptionList(id="practice-games")
            yield Static(id="practice-streak")
        yield Footer()

    def on_mount(self) -> None:
        self.kept = Kept.load(kept_path(host(self).saves_folder))
        if self.kept.problem:
            host(self).notify_error(self.kept.problem, _("Practice"))
        self.reload()
        host(self).language_signal.subscribe(self, self._language_changed)
        if self.given is not None and self.left():
            self.start(None)

    def on_unmount(self) -> None:
        host(self).language_signal.unsubscribe(self)  # (as the tables': else kept alive)

    def _language_changed(self, code: str) -> None:
        self.query_one("#practice-title", Static).update(_("Practice on your own mistakes"))
        self._draw()
        self.refresh_bindings()

    def on_screen_resume(self) -> None:
        if self.run is None:
            self.reload()

    def reload(self) -> None:
        if self.given is not None:
            self.positions, self.reviewed_games = list(self.given), 1
        else:
            found = gather(host(self).saves_folder)
            self.positions, self.reviewed_games = found.positions, found.reviewed_games
        self._draw()

    def left(self, kind: str | None = None) -> list[Position]:
        """The positions still on the list (of `kind`, or every game's)."""
        assert self.kept is not None
        return [p for p in self.positions if (kind is None or p.kind == kind) and not self.kept.left(p.key)]

    def _draw(self) -> None:
        assert self.kept is not None
        intro = self.query_one("#practice-intro", Static)
        games = self.query_one("#practice-games", OptionList)
        games.clear_options()
        left = self.left()
        if not self.reviewed_games:
            intro.update(
                _(
                    "No reviewed game yet. Positions to practice come from the reviews of your games: "
                    "play a game, then open it in Replays and press r to review it (or v on a result screen). "
                    "Each of your mistakes and blunders becomes a position here."
                )
            )
        elif not left:
            intro.update(
                ngettext(
                    "No position left to practice from your {n} reviewed game: every mistake is solved "
                    "(or none was made). Review more games to get more positions.",
                    "No position left to practice from your {n} reviewed games: every mistake is solved "
                    "(or none was made). Review more games to get more positions.",
                    self.reviewed_games,
                ).format(n=self.reviewed_games)
            )
        else:
            intro.update(
                _(
                    "The position before each of your mistakes and blunders, as you saw it. Pick the move "
                    "you would play now; a position solved twice in a row leaves the list."
                )
            )
        games.display = bool(left)
        if left:
            title = plain(self.title_text, 60) if self.title_text else _("All games")
            games.add_option(Option(self._line(title, left), id=ALL))
            if self.given is None:
                for kind in dict.fromkeys(p.kind for p in left):
                    games.add_option(Option(self._line(game_title(kind), self.left(kind)), id=kind))
            games.highlighted = 0
            games.focus()
        self.query_one("#practice-streak", Static).update(
            Text(_("Streak: {streak} (best {best})").format(streak=self.kept.streak, best=self.kept.best_streak), style="dim")
        )

    def _line(self, title: str, left: list[Position]) -> Text:
        games = len({p.key.rsplit(":", 1)[0] for p in left})  # a record's seat: one game
        t = Text(title, style="bold")
        t.append(" — " + ngettext("{n} position", "{n} positions", len(left)).format(n=len(left)))
        t.append(" " + ngettext("from {n} game", "from {n} games", games).format(n=games), style="dim")
        return t

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.start(None if event.option.id == ALL else event.option.id)

    def start(self, kind: str | None) -> None:
        from dragonwood_tui.tui.screens.practice_run import PracticeRun

        assert self.kept is not None
        chosen = self.left(kind)
        if not chosen:
            return
        self.run = PracticeRun(self, chosen, self.kept, self._ended)
        self.run.next()

    def _ended(self) -> None:
        self.run = None
        if self.given is not None and not self.left():
            self.dismiss(None)  # one game's positions, all solved: back where it was opened
            return
        self.reload()

    def action_start_highlighted(self) -> None:
        games = self.query_one("#practice-games", OptionList)
        if games.display and games.highlighted is not None:
            self.start(None if games.highlighted == 0 else games.get_option_at_index(games.highlighted).id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "start_highlighted":
            return bool(self.kept is not None and self.left())
        return True

    def action_close(self) -> None:
        self.dismiss(None)


# -- one game's positions, reviewed first when needed -----------------------------------------


class ReviewFirstScreen(ModalScreen[Any]):
    """The review of one seat of a game, made in a worker with its progress; Esc cancels.
    Dismissed with the SeatReview, or None (cancelled, or it could not be made: said in one line)."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="practice_review.cancel")]
    POLL = 0.1

    def __init__(self, record: Any, seat: int, path: Path | None) -> None:
        super().__init__(classes="dialog-screen")
        self.record, self.seat, self.path = record, seat, path
        self.cancelled = threading.Event()
        self.done = (0, 0)  # written by the worker's thread
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="practice-reviewing"):
            yield Static(Text(_("Reviewing the game to find your mistakes…")), classes="dialog-title")
            yield ProgressBar(total=None, show_eta=False, id="practice-review-progress")
            yield Static(Text(_("Esc cancels."), style="dim"), classes="dialog-text")
        yield Footer()

    def on_mount(self) -> None:
        from dragonwood_tui.tui.screens.review_panel import run_review

        record, seat, path, cancelled = self.record, self.seat, self.path, self.cancelled

        def progress(done: int, total: int) -> None:
            self.done = (done, total)

        self._timer = self.set_interval(self.POLL, self._show_progress)
        self.run_worker(lambda: run_review(record, seat, path, progress, cancelled.is_set), thread=True, exit_on_error=False, group="practice-review")

    def _show_progress(self) -> None:
        done, total = self.done
        self.query_one(ProgressBar).update(total=total or None, progress=done)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "practice-review" or event.state not in (WorkerState.SUCCESS, WorkerState.ERROR, WorkerState.CANCELLED):
            return
        from dragonwood_tui.review.run import Cancelled

        if self._timer is not None:
            self._timer.stop()
        if event.state == WorkerState.SUCCESS:
            self.dismiss(event.worker.result)
            return
        error = event.worker.error
        if isinstance(error, Cancelled) or event.state == WorkerState.CANCELLED:
            self.notify(_("Review cancelled."), title=_("Review"), markup=False)
        else:
            said = str(error).splitlines()[0] if str(error) else type(error).__name__
            host(self).notify_error(said, _("Cannot review"))
        self.dismiss(None)

    def action_cancel(self) -> None:
        self.cancelled.set()  # the analysis stops at its next decision (Cancelled)


def person_seat(record: Any) -> int | None:
    """The seat a practice is of: the first person's (None: computer players only)."""
    return next((i for i in range(len(record.header.seats)) if is_person(record, i)), None)


def practise_review(app: App[Any], record: Any, review: Any, source: str) -> None:
    """The practice list of one review's positions, started at once; a notice when it has none."""
    positions = positions_of(record, review, source)
    if not positions:
        seat = review.seat - 1
        if not is_person(record, seat):
            said = _("Practice is of a person's decisions: {name} is a computer player.").format(name=plain(review.name, 40))
        else:
            said = _("No mistake or blunder of {name} in this game: nothing to practice.").format(name=plain(review.name, 40))
        app.notify(said, title=_("Practice"), markup=False)
        return
    app.push_screen(PracticeScreen(positions, source))


def practise_save(app: App[Any], save_id: str) -> None:
    """"Practice the mistakes of this game" (the result screens): the person's seat's review,
    cached or made first in a worker (progress, Esc cancels), then its positions."""
    from dragonwood_tui.engine.record_error import RecordError
    from dragonwood_tui.play.saves import existing_save
    from dragonwood_tui.review.run import cached_reviews
    from dragonwood_tui.storage.files import read_record_file

    try:
        path = existing_save(save_id, host(app).saves_folder)
        record = read_record_file(path)
    except RecordError as exc:
        host(app).notify_error(str(exc), _("Practice"))
        return
    seat = person_seat(record)
    if seat is None:
        app.notify(_("Practice is of a person's decisions: computer players played every seat."), title=_("Practice"), markup=False)
        return
    review = cached_reviews(path, record).get(seat)
    if review is not None:
        practise_review(app, record, review, save_id)
        return

    def reviewed(made: Any) -> None:
        if made is not None:
            practise_review(app, record, made, save_id)

    app.push_screen(ReviewFirstScreen(record, seat, path), reviewed)
