"""The replay viewer: step through a record with the game's own table widgets, read-only.

←/→ step, Home/End, jump to a turn or a step, autoplay at a chosen speed, view from one seat
or see every hand, play on from the step shown (`f`: a new save of one's own, same luck or new luck); the log shows
what happened up to the step on the table, the last step highlighted. The record was re-played and checked when the cursor was made
(`engine.replay.ReplayCursor`), so nothing here can meet an illegal action.

Review mode (`r`): the review of the seat the viewer is on (on "every hand", the first person's
seat, else the first seat), made in a worker thread behind a progress bar (Esc cancels; the
replay goes on meanwhile) and kept beside the record file (`review.run.load_or_review`), then
shown in a `review_panel.ReviewPanel`: in place of the log beside the table, or, in the compact
layout, in place of the table (`r` again goes back to it). 1 2 3 jump to the costliest decisions,
] and [ to the next and previous mistake (an inaccuracy or worse).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Resize
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Button, Static
from textual.worker import Worker, WorkerState

from dragonwood_tui.i18n import _, N_, ngettext, quoted
from dragonwood_tui.engine.walk import narration
from dragonwood_tui.storage.text import plain, seat_names
from dragonwood_tui.tui.titles import seen_by
from dragonwood_tui.tui.games import get_ui
from dragonwood_tui.tui.screens.confirm import TextPromptScreen
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.screens.review_panel import ReviewPanel, next_mistake, run_review
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

# Seconds per step, and how the speed reads.
SPEEDS: list[tuple[float, str]] = [
    (2.0, N_("½ step/s")),
    (1.0, N_("1 step/s")),
    (0.5, N_("2 steps/s")),
    (0.25, N_("4 steps/s")),
    (0.1, N_("10 steps/s")),
]  # shown with _()
DEFAULT_SPEED = 2
# middle-generation collections per full one while a replay shows (Python's default: 10)
GC_OLD_THRESHOLD = 100
LOG_WINDOW = 12  # steps of log rewritten after a move other than one step on
REVIEW_POLL = 0.1  # seconds between two updates of the review's progress bar


def step_lines(game: Any, record: Any, actions: list[list[str]] | None = None) -> list[list[str]]:
    """The log lines of each step: [0] the deal, [n] action n and what it caused (the game's
    narration, as in the transcript), or `actions` when the cursor's walk kept them
    (`ReplayCursor.lines`: no second walk)."""
    h = record.header
    names = seat_names(h.seats)
    if actions is not None:  # narrated with the record's raw names: shown through plain() too
        deal = game.deal_lines(game.new_game(h.config, h.seed), names) + actions[0]  # [0]: new luck's line
        return [deal] + [[plain(line) for line in lines] for lines in actions[1:]]
    return narration(game, h.config, h.seed, record.actions, names)


# (button id, label, action): the mouse's way to the keys
BUTTONS = [
    ("start", N_("|◀ Start"), "start"),
    ("back", N_("◀ Back"), "step(-1)"),
    ("play", N_("▶ Play"), "toggle_play"),
    ("forward", N_("Next ▶"), "step(1)"),
    ("end", N_("End ▶|"), "end"),
    ("turn", N_("Turn…"), "goto_turn"),
    ("goto", N_("Step…"), "goto_step"),
    ("seat", N_("View…"), "cycle_seat"),
]  # shown with _()


class ReplayScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Replay")
    AUTO_FOCUS = None

    BINDINGS = [
        Binding("left,h", "step(-1)", N_("Back"), tooltip=N_("One step back"), id="replay.back"),
        Binding("right,l", "step(1)", N_("Next"), tooltip=N_("One step forward"), id="replay.forward"),
        # the buttons show Start, End and Turn…: the footer keeps its room for Review and Play from here
        Binding("home", "start", N_("Start"), show=False, tooltip=N_("The deal (step 0)"), id="replay.start"),
        Binding("end", "end", N_("End"), show=False, tooltip=N_("The last step"), id="replay.end"),
        Binding("pageup", "turn(-1)", N_("Turn back"), show=False, tooltip=N_("To the start of the previous turn"), id="replay.turn_back"),
        Binding("pagedown", "turn(1)", N_("Next turn"), show=False, tooltip=N_("To the start of the next turn"), id="replay.turn_forward"),
        Binding("space,p", "toggle_play", N_("Play"), tooltip=N_("Autoplay on / off"), id="replay.play"),
        Binding("plus,equals_sign", "speed(1)", N_("Faster"), show=False, tooltip=N_("Autoplay faster"), id="replay.faster"),
        Binding("minus", "speed(-1)", N_("Slower"), show=False, tooltip=N_("Autoplay slower"), id="replay.slower"),
        Binding("t", "goto_turn", N_("Turn…"), show=False, tooltip=N_("Jump to the start of a turn"), id="replay.goto_turn"),
        Binding("g", "goto_step", N_("Step…"), show=False, tooltip=N_("Jump to a step"), id="replay.goto_step"),
        Binding("v", "cycle_seat", N_("View"), tooltip=N_("View from one seat, or see every hand"), id="replay.view"),
        Binding(
            "r", "review", N_("Review"),
            tooltip=N_("Each decision of the seat in view weighed against the best (again: back to the table)"), id="replay.review",
        ),
        Binding(
            "f", "practice", N_("Play from here"),
            tooltip=N_("A new game of your own from this step: the same cards and dice, or a new shuffle"), id="replay.practice",
        ),
        Binding(
            "x", "practise", N_("Practice mistakes"), show=False,
            tooltip=N_("Play again the position before each mistake and blunder of the reviewed seat"), id="replay.practise",
        ),
        Binding("right_square_bracket", "mistake(1)", N_("Next mistake"), show=False, tooltip=N_("To the next inaccuracy or worse"), id="replay.next_mistake"),
        Binding("left_square_bracket", "mistake(-1)", N_("Previous mistake"), show=False, tooltip=N_("To the previous inaccuracy or worse"), id="replay.previous_mistake"),
        Binding("1", "costly(0)", N_("Costliest 1"), show=False, tooltip=N_("To the costliest decision"), id="replay.costliest_1"),
        Binding("2", "costly(1)", N_("Costliest 2"), show=False, tooltip=N_("To the second costliest decision"), id="replay.costliest_2"),
        Binding("3", "costly(2)", N_("Costliest 3"), show=False, tooltip=N_("To the third costliest decision"), id="replay.costliest_3"),
        Binding("escape,q", "close", N_("Close"), tooltip=N_("Leave the replay (while a review runs: cancel it)"), id="replay.close"),
    ]

    def __init__(
        self, record: Any, cursor: Any, seat: int | None = None, title: str = "",
        path: Path | None = None, review: bool = False,
    ) -> None:
        """`path`: the record's file (its review is cached beside it); `review`: open in Review
        mode, on `seat`'s review."""
        super().__init__()
        self.record = record
        self.cursor = cursor
        self.seat = seat
        self.title_text = title
        self.path = path
        self.reviews: dict[int, Any] = {}  # seat -> its SeatReview, once made
        self.reviewed: int | None = None  # the seat whose review the panel shows (None: no panel)
        self._review_on_mount = review
        self._reviewing = False  # a review worker runs (for `reviewed`)
        self._review_cancel = threading.Event()
        self._review_done = (0, 0)  # (decisions valued, of) so far: written by the worker thread
        self._review_timer: Timer | None = None
        self.panel: ReviewPanel | None = None
        if review and seat is None:
            self.seat = self.review_seat()  # the review is seen from the reviewed seat
        seats = record.header.seats
        self.names = seat_names(seats)
        ui = get_ui(record.kind)
        self.css_path = [*self.css_path, *ui.css]  # the board's styles, as on its table
        self.board = ui.replay_mount(self.names, [s.bot for s in seats])
        self.lines = step_lines(cursor.game, record, cursor.lines)
        self.speed = DEFAULT_SPEED
        self._timer: Timer | None = None
        self._log_step = -1  # the step whose lines the log shows up to
        self.compact = False
        self._gc_threshold: tuple[int, int, int] | None = None  # the collector's, while shown

    def compose(self) -> ComposeResult:
        yield self.board.widget
        yield Static(id="replay-bar")
        with Horizontal(id="replay-buttons"):
            for bid, label, action in BUTTONS:
                button = Button(_(label), id=f"replay-{bid}", compact=True, action=f"screen.{action}")
                button.can_focus = False  # for the mouse: keys (space, enter) stay the screen's
                button.active_effect_duration = 0  # else clicks within 0.2 s are ignored
                yield button
        # at 80 columns: every key whole (no "^p Commands", the keys packed closer)
        yield LeanFooter(palette_from=100, compact_below=100)  # French and Russian keys cut to fit, "f1" kept

    def on_mount(self) -> None:
        self.compact = self.board.is_compact(self.app.size.width, self.app.size.height)
        self.board.log.hanging = 5  # a wrapped line goes on under its text, past "   4 "
        self.redraw()
        # Stepping allocates a lot (every widget that changed renders again), so the collector
        # runs often; a full collection walked every object of the app (the cursor's states,
        # the engine's tables, Textual's caches), 25-50 ms, and took about one key in ten past
        # 50 ms. The objects there now live as long as the screen: freeze them (out of every
        # collection) until it closes, so a full collection walks only what stepping made; and
        # make full collections rarer (one per ~100 steps rather than ~10): what stepping makes
        # is collected young, little reaches the oldest generation.
        gc.collect()
        gc.freeze()
        self._gc_threshold = gc.get_threshold()
        young, middle, old = self._gc_threshold
        gc.set_threshold(young, middle, max(old, GC_OLD_THRESHOLD))
        if self._review_on_mount:
            self.action_review()
        host(self).language_signal.subscribe(self, self._language_changed)

    def _language_changed(self, code: str) -> None:
        """The bar, the buttons, the board, the log and the footer in the new language, at once
        (the steps told again: one walk of the record)."""
        for bid, label, _action in BUTTONS:
            self.query_one(f"#replay-{bid}", Button).label = _(label)
        self.lines = step_lines(self.cursor.game, self.record)
        self._log_step = -1  # the log rewritten
        self.redraw()
        for widget in self.query("*"):  # parts drawn from lines kept while their data stays (cards)
            widget.refresh()
        self.refresh_bindings()

    def on_resize(self, event: Resize) -> None:
        self.compact = self.board.is_compact(event.size.width, event.size.height)
        self.redraw()  # the compact / narrow layout may have changed

    def on_unmount(self) -> None:
        host(self).language_signal.unsubscribe(self)  # (Textual's signal would keep the viewer alive)
        self._stop()
        self._review_cancel.set()  # a review still running stops at its next decision
        if self._gc_threshold is not None:
            gc.set_threshold(*self._gc_threshold)
            self._gc_threshold = None
            gc.unfreeze()  # the frozen objects are collectable again (the next full collection)

    # -- drawing ------------------------------------------------------------------------
    def redraw(self) -> None:
        cursor = self.cursor
        self.board.show(cursor.view(self.seat), self.compact)
        self._update_log()
        self._update_bar()
        self._update_panel()

    def _update_log(self) -> None:
        """The log ends with the lines of the step on the table: one step on appends; any other
        move rewrites the last LOG_WINDOW steps (writing a line costs about 0.3 ms: a whole long
        game would make a jump slow)."""
        log = self.board.log
        step = self.cursor.step
        if self._log_step >= 0 and step == self._log_step + 1:
            log.add(self._step_texts(step))
        else:
            first = max(0, step - LOG_WINDOW)
            texts: list[Text] = []
            if first:
                texts.append(Text(_("… steps 0–{last}: ← or Home to see them").format(last=first - 1), style="dim"))
            for s in range(first, step + 1):
                texts.extend(self._step_texts(s))
            log.reset(texts)
        self._log_step = step

    def _step_texts(self, step: int) -> list[Text]:
        lines = self.lines[step]
        if step == 0:
            return [Text(line) for line in lines]
        return [Text.assemble((f"{step:>4} " if i == 0 else "     ", "dim"), line) for i, line in enumerate(lines)]

    def _update_bar(self) -> None:
        cursor = self.cursor
        t = Text()
        t.append(" " + _("REPLAY") + " ", style="bold reverse")
        t.append(" " + _("step {step}/{length} · turn {turn}").format(step=cursor.step, length=cursor.length, turn=cursor.turn))
        if cursor.at_end:
            t.append(" " + _("(end)"), style="bold")
        t.append(" · ")
        if self.seat is None:
            t.append(_("every hand"), style="bold")
        else:
            before, shown, after = seen_by(self.names[self.seat], 24)
            t.append(before)
            t.append(shown, style="bold")
            t.append(after)
        if self.reviewed is not None:
            t.append(" · ")
            t.append(_("reviewing") if self._reviewing else _("review"), style="bold")
        t.append(" · ")
        if self._timer is not None:
            t.append("▶ " + _(SPEEDS[self.speed][1]), style="bold")
        else:
            t.append("❚❚ " + _("paused, {speed}").format(speed=_(SPEEDS[self.speed][1])))
        if self.title_text and self.size.width >= 110:
            t.append(" · ")
            t.append(plain(self.title_text, 40), style="dim")
        t.append("\n")
        if cursor.step == 0:
            t.append(_("The deal. → steps through the game."), style="dim")
        else:
            t.append(f"{cursor.step}: ", style="dim")
            t.append(self.lines[cursor.step][0] if self.lines[cursor.step] else "")
        # two rows: a long step ends in "…" (whole in the log) rather than losing its end unseen
        t.no_wrap, t.overflow = True, "ellipsis"
        # its size is fixed by CSS (two rows, the full width): repaint it, no layout pass
        self.query_one("#replay-bar", Static).update(t, layout=False)
        play = self.query_one("#replay-play", Button)
        play.label = _("❚❚ Pause") if self._timer is not None else _("▶ Play")

    # -- moving -------------------------------------------------------------------------
    def seek(self, step: int) -> None:
        before = self.cursor.step
        if self.cursor.seek(step) != before:
            self.redraw()
        elif self._timer is not None and self.cursor.at_end:
            self._stop()
            self._update_bar()

    def action_step(self, delta: int) -> None:
        self.seek(self.cursor.step + delta)

    def action_start(self) -> None:
        self.seek(0)

    def action_end(self) -> None:
        self._stop()
        self.seek(self.cursor.length)
        self._update_bar()

    def action_turn(self, delta: int) -> None:
        cursor = self.cursor
        turn = cursor.turn + delta
        if delta < 0 and cursor.step != cursor.step_of_turn(cursor.turn):
            turn = cursor.turn  # first back to the start of this turn
        self.seek(cursor.step_of_turn(turn))

    def action_goto_turn(self) -> None:
        turns = self.cursor.turns
        question = _("Go to the start of turn ({first}–{last}):").format(first=turns.start, last=turns.stop - 1)
        self._ask_number(question, "turn", lambda turn: self.seek(self.cursor.step_of_turn(turn)), turns)

    def action_goto_step(self) -> None:
        self._ask_number(_("Go to step (0–{last}):").format(last=self.cursor.length), "step", self.seek, range(self.cursor.length + 1))

    def _ask_number(self, question: str, what: str, go: Callable[[int], object], valid: range) -> None:
        """Ask for a number, then `go(number)`; anything else is an error notice. A number out
        of `valid` goes to the nearest end, and says so."""

        def answer(text: str | None) -> None:
            if text is None:
                return
            try:
                number = int(text.strip())
            except ValueError:
                wrong = (_("not a turn number: {text}") if what == "turn" else _("not a step number: {text}")).format(text=quoted(text.strip()[:20]))
                host(self).notify_error(wrong, _("Replay"))
                return
            if len(valid) and number not in valid:
                nearest = min(max(number, valid.start), valid.stop - 1)
                if what == "turn":
                    said = _("There is no turn {n}: showing turn {m}, the last.") if number > nearest else _("There is no turn {n}: showing turn {m}, the first.")
                else:
                    said = _("There is no step {n}: showing step {m}, the last.") if number > nearest else _("There is no step {n}: showing step {m}, the first.")
                self.notify(said.format(n=number, m=nearest), title=_("Replay"), markup=False)
                number = nearest
            go(number)

        self.app.push_screen(TextPromptScreen(question), answer)

    def action_cycle_seat(self) -> None:
        """Every hand → seat 0 → seat 1 → … → every hand."""
        players = len(self.names)
        self.seat = 0 if self.seat is None else (None if self.seat + 1 >= players else self.seat + 1)
        self.redraw()

    # -- autoplay -----------------------------------------------------------------------
    def action_toggle_play(self) -> None:
        if self._timer is not None:
            self._stop()
        else:
            if self.cursor.at_end:
                self.cursor.seek(0)
                self.redraw()
            self._start()
        self._update_bar()

    def action_speed(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        if self._timer is not None:
            self._stop()
            self._start()
        self._update_bar()

    def _start(self) -> None:
        self._timer = self.set_interval(SPEEDS[self.speed][0], self._tick, name="replay autoplay")

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _tick(self) -> None:
        if self.cursor.at_end:
            self._stop()
            self._update_bar()
            return
        self.action_step(1)
        if self.cursor.at_end:
            self._stop()
            self._update_bar()

    def action_practice(self) -> None:
        """Practice from a replay: the game from the step on the table, as a new save, with
        the same luck or new luck (tui/screens/play_on.py asks; the end of a game: refused)."""
        from dragonwood_tui.tui.screens.play_on import PlayOnScreen

        self._stop()
        self._update_bar()
        step, sessions = self.cursor.step, host(self).sessions
        if self.cursor.at_end and self.cursor.game.is_over(self.cursor.state):
            sessions.practice_from(self.record, step)  # says why not
            return

        def chosen(luck: str | None) -> None:
            if luck is not None:
                sessions.practice_from(self.record, step, new_luck=luck == "new")

        self.app.push_screen(PlayOnScreen(step), chosen)

    # -- review -------------------------------------------------------------------------
    def review_seat(self) -> int:
        """The seat a review is of: the one in view; on every hand the first person's seat (else 0)."""
        if self.seat is not None:
            return self.seat
        seats = self.record.header.seats
        return next((i for i, s in enumerate(seats) if s.bot is None), 0)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("mistake", "costly", "practise"):
            return self.reviewed is not None and self.reviewed in self.reviews
        return True

    def action_review(self) -> None:
        """Review mode on (the seat in view: made, or taken from the cache), or off again."""
        seat = self.review_seat()
        if self._reviewing:
            self.notify(_("A review is being made: Esc cancels it."), title=_("Review"), markup=False)
            return
        if self.reviewed == seat:
            self._set_reviewed(None)  # back to the table
            return
        self._set_reviewed(seat)
        if seat not in self.reviews:
            self._start_review(seat)

    def _set_reviewed(self, seat: int | None) -> None:
        self.reviewed = seat
        self._place_panel()
        self._update_panel()
        self._update_bar()
        self.refresh_bindings()

    def _place_panel(self) -> None:
        """The panel where the layout wants it: in place of the log beside the table, or in
        place of the table in the compact layout; none out of Review mode."""
        log = self.board.log
        want = None if self.reviewed is None else (self if self.compact else log.parent)
        panel = self.panel
        if panel is not None and (want is None or panel.parent is not want):
            panel.remove()
            self.panel = panel = None
        if want is not None and panel is None:
            self.panel = panel = ReviewPanel(len(self.names))
            if want is self:
                self.mount(panel, before=self.query_one("#replay-bar"))
            else:
                side = log.parent
                assert isinstance(side, Widget)
                side.mount(panel, after=log)
        log.display = self.reviewed is None or self.compact
        self.board.widget.display = self.reviewed is None or not self.compact

    def _update_panel(self) -> None:
        if self.reviewed is None:
            if self.panel is not None:
                self._place_panel()
            return
        if self.panel is None or (self.panel.parent is self) != self.compact:
            self._place_panel()
        panel = self.panel
        if panel is None:
            return
        review = self.reviews.get(self.reviewed)
        if review is None:
            done, total = self._review_done
            panel.running(self.names[self.reviewed], done, total)
        else:
            panel.show(review, self.cursor.step, self._action_words, list(self.names))

    def _action_words(self, action: Any) -> str | None:
        """A reviewed decision's action (as the review keeps it) in the language shown, at the
        step on the table (the position it was decided in); None when the cache's is no action."""
        import msgspec

        game = self.cursor.game
        try:
            decoded = msgspec.convert(action, game.action_type)
            return str(game.option_words(self.cursor.state, decoded, list(self.names)))
        except Exception:  # a cache is a file: an action it holds may be anything
            return None

    def _start_review(self, seat: int) -> None:
        self._reviewing = True
        self._review_cancel = cancel = threading.Event()
        self._review_done = (0, 0)
        record, path = self.record, self.path

        def progress(done: int, total: int) -> None:
            if not cancel.is_set():
                self._review_done = (done, total)

        def work() -> Any:
            return run_review(record, seat, path, progress, cancel.is_set)

        self._review_timer = self.set_interval(REVIEW_POLL, self._update_panel, name="review progress")
        self.run_worker(work, thread=True, exit_on_error=False, name=f"review {seat}", group="review")
        self._update_bar()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group != "review" or event.state not in (WorkerState.SUCCESS, WorkerState.ERROR, WorkerState.CANCELLED):
            return
        from dragonwood_tui.review.run import Cancelled, ReviewError

        seat = int(worker.name.split()[-1])
        self._reviewing = False
        if self._review_timer is not None:
            self._review_timer.stop()
            self._review_timer = None
        if event.state == WorkerState.SUCCESS:
            self.reviews[seat] = worker.result
        else:
            error = worker.error
            if isinstance(error, Cancelled) or event.state == WorkerState.CANCELLED:
                self.notify(_("Review cancelled."), title=_("Review"), markup=False)
            elif isinstance(error, (ReviewError, ValueError, OSError)):  # a RecordError is a ValueError
                host(self).notify_error(str(error).splitlines()[0] if str(error) else type(error).__name__, _("Cannot review"))
            else:  # a defect, not the file: still one line, and the app goes on
                host(self).notify_error(_("cannot review ({problem})").format(problem=f"{type(error).__name__}: {error}"), _("Cannot review"))
            if self.reviewed == seat:
                self._set_reviewed(None)
                return
        self._update_panel()
        self._update_bar()
        self.refresh_bindings()

    def _cancel_review(self) -> None:
        self._review_cancel.set()  # the analysis stops at its next decision (Cancelled)
        self.workers.cancel_group(self, "review")

    def _jump(self, step: int) -> None:
        self._stop()
        self.seek(step)
        self._update_bar()

    def action_mistake(self, delta: int) -> None:
        review = self.reviews.get(self.reviewed) if self.reviewed is not None else None
        if review is None:
            return
        found = next_mistake(review, self.cursor.step, delta)
        if found is None:
            said = _("No inaccuracy or worse after step {n}.") if delta > 0 else _("No inaccuracy or worse before step {n}.")
            self.notify(said.format(n=self.cursor.step), title=_("Review"), markup=False)
            return
        self._jump(found.step)

    def action_practise(self) -> None:
        """The reviewed seat's mistakes and blunders to play again (tui/screens/practice.py)."""
        from dragonwood_tui.tui.screens.practice import practise_review

        review = self.reviews.get(self.reviewed) if self.reviewed is not None else None
        if review is None:
            return
        self._stop()
        self._update_bar()
        practise_review(self.app, self.record, review, self.title_text or _("this game"))

    def action_costly(self, index: int) -> None:
        from dragonwood_tui.review.model import costliest

        review = self.reviews.get(self.reviewed) if self.reviewed is not None else None
        if review is None:
            return
        worst = costliest(review)
        if index >= len(worst):
            self.notify(
                ngettext("There is only {n} decision that lost chance.", "There are only {n} decisions that lost chance.", len(worst)).format(n=len(worst)),
                title=_("Review"), markup=False,
            )
            return
        self._jump(worst[index].step)

    def action_close(self) -> None:
        if self._reviewing:  # Esc first stops the review; the replay stays
            self._cancel_review()
            return
        self._stop()
        self.dismiss(None)
