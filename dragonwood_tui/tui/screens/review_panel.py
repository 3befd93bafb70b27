"""The replay viewer's Review panel: one seat's review (`review.model.SeatReview`) beside the
replay, and the run that makes it.

The panel shows the seat's summary (accuracy 0-100, the score and the level it played like
where its table has a fit: `review.score`, decisions per class), its three costliest
decisions (keys 1 2 3 jump the replay to them), the decision at the step on the table (played,
best, the chance of winning after each, the loss and its class) and a plot of the chance of
winning over the game with the inaccuracies, mistakes and blunders marked by letters (i, M, B:
readable without colour) and the step on the table as a vertical line. While the review runs it
shows a progress bar instead.

Everything here is drawn from the review and the step: the panel holds no state of its own, so
the viewer can build a new one wherever its layout wants it (beside the table in place of the
log, or instead of the table on a small terminal). Names come from files: shown as Text.

`run_review` is what the viewer's worker thread calls: the cached review beside the record file
(`review.run.load_or_review`) or, for a record with no file, `review.run.review_record`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import ProgressBar, Static
from textual_plotext import PlotextPlot

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.i18n.formats import format_number, format_percent
from dragonwood_tui.review.model import CLASSES, Decision, SeatReview, costliest
from dragonwood_tui.review.score_words import review_line
from dragonwood_tui.review.words import class_count
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.titles import person_name

# The classes a "next / previous mistake" key stops at: an inaccuracy or worse.
MISTAKES = frozenset(CLASSES[2:])
# How a class reads: its word, a style (colour is extra: the word and the plot's letter carry it)
STYLES = {"best": "green", "good": "cyan", "inaccuracy": "yellow", "mistake": "dark_orange", "blunder": "bold red"}
MARKS = {"inaccuracy": "i", "mistake": "M", "blunder": "B"}  # the plot's letters
# the letters' colours in plotext's names, the same as the words' in STYLES (plotext's own cycle
# would paint a blunder in another class's colour)
MARK_COLOURS = {"inaccuracy": "yellow", "mistake": "orange", "blunder": "red"}
# The analysis runs in worker processes, one per core (0), as `dragonwood review` does: the app's
# process keeps the interpreter for its keys and screens (a review in its own thread held it for
# most of every second). They start from a clean server process (`THREADED_START_METHOD`): a fork
# of a process that runs Textual's threads may deadlock. An analyst that builds tables its
# decisions share (solo Dice Quest) runs in the worker thread itself (`Analyst.one_process`).
JOBS = 0


def run_review(
    record: Any,
    seat: int,
    path: Path | None,
    progress: Callable[[int, int], None],
    cancel: Callable[[], bool],
) -> SeatReview:
    """The review of `seat` (0-based): from / to the cache beside `path` when the record has a
    file, else made afresh. Raises review.run's ReviewError / Cancelled."""
    from dragonwood_tui.headless import THREADED_START_METHOD, jobs_arg
    from dragonwood_tui.review import run

    jobs, start = jobs_arg(JOBS), THREADED_START_METHOD
    if path is not None:
        review: SeatReview = run.load_or_review(path, record, seat, jobs=jobs, progress=progress, cancel=cancel, start=start)
    else:
        review = run.review_record(record, seat, jobs=jobs, progress=progress, cancel=cancel, start=start)
    return review


# the classes of a decision and the review's methods, as the panel names them
CLASS_WORDS = {
    "best": N_("best"), "good": N_("good"), "inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"), "blunder": N_("blunder"),
}


def pct(chance: float) -> str:
    return format_percent(chance)


def points(loss: float) -> str:
    """A loss in chance of winning, in percentage points (never "-0.0": a loss is never below 0)."""
    return _("{n} pts").format(n=format_number(max(0.0, 100 * loss), 1))


def class_text(cls: str) -> Text:
    """A decision's class in words; one the app does not know (from the cache's file) as plain text."""
    return Text(_(CLASS_WORDS[cls]) if cls in CLASS_WORDS else plain(cls, 20), style=STYLES.get(cls, ""))


def method_words(method: str) -> str:
    """How the review was made, in words; a method the app does not know (from the file) as plain text."""
    from dragonwood_tui.review.words import method_word

    return method_word(method) or plain(method, 20)


def summary(review: SeatReview, players: int) -> Text:
    """Who, how (exact or sampled), accuracy, counts per class, the three costliest decisions."""
    t = Text()
    from dragonwood_tui.games.words import is_you

    if is_you(review.name):  # not "Review of You"
        t.append(_("Your review"), style="bold")
    else:
        t.append(_("Review of") + " ", style="bold")
        t.append(plain(person_name(review.name), 24), style="bold")
    t.append(" " + _("(seat {n}, {method})").format(n=review.seat, method=method_words(review.method)))
    t.append(_(": accuracy") + "\u00a0")
    t.append(f"{review.accuracy:.0f}", style="bold")
    t.append("/100\n")
    scored = review_line(review.game, players, review.accuracy)  # the review's score, for a table that has a fit
    if scored is not None:
        t.append(scored + "\n", style="bold")
    for i, name in enumerate(CLASSES):
        if i:
            t.append(" · ")
        # a count and its class agree ("2 неточности") and stay on one row
        words = class_count(name, review.counts.get(name, 0)) if name in CLASS_WORDS else f"{review.counts.get(name, 0)} {plain(name, 20)}"
        t.append(words.replace(" ", "\u00a0"), style=STYLES.get(name, ""))
    worst = costliest(review)
    if not worst:
        nothing = _("No decision lost chance of beating the quest.") if players == 1 else _("No decision lost chance of winning.")
        t.append("\n" + nothing, style="dim")
        return t
    keys = " ".join(str(i + 1) for i in range(len(worst)))
    t.append("\n" + _("Costliest (keys {keys}; ] [ next, previous mistake):").format(keys=keys), style="dim")
    for i, d in enumerate(worst):
        t.append(f"\n {i + 1} ", style="bold")
        t.append(_("step {n}").format(n=d.step) + " ")
        t.append_text(class_text(d.cls))
        t.append(f" −{points(d.loss)}" if format_number(100 * d.loss, 1) != format_number(0.0, 1) else f" {points(0.0)}")
    return t


def at_step(review: SeatReview, step: int) -> Decision | None:
    return next((d for d in review.decisions if d.step == step), None)


def now_text(
    review: SeatReview, step: int, players: int, words: Callable[[Any], str | None] | None = None,
    names: Sequence[str] | None = None,
) -> Text:
    """The decision at the step on the table (its class, played, best and why), or where the
    next one is. `words(action)`: the option in the language shown (the review keeps actions:
    `Game.option_words` at the step on the table); `names`: the seats', for the reason."""
    from dragonwood_tui.review.reasons import reason, shows_best

    def said(action: Any) -> str:
        shown = None if words is None or action is None else words(action)
        return _("(an option this version cannot read)") if shown is None else shown

    d = at_step(review, step)
    t = Text()
    if d is None:
        t.append(_("Step {n}: ").format(n=step), style="bold")
        t.append(_("no decision of {name} here. ").format(name=plain(person_name(review.name), 24)))
        t.append(_("] / [ next / previous mistake."), style="dim")
        return t
    t.append(_("Step {n}: ").format(n=step), style="bold")
    t.append_text(class_text(d.cls))
    if shows_best(d):
        t.append(_(", loss {points}").format(points=points(d.loss)))
        if d.se:
            t.append(f" ± {points(d.se)}", style="dim")
    t.append(" " + ngettext("({n} choice)", "({n} choices)", d.options).format(n=d.options) + "\n", style="dim")
    t.append(_("Played: "), style="bold")
    t.append(plain(said(d.played_action), 120))
    t.append(f" → {pct(d.chance_played)}\n")
    t.append(_("Best:   "), style="bold")
    if not shows_best(d):
        t.append(_("the same"), style="dim")
        return t
    t.append(plain(said(d.best_action), 120))
    t.append(f" → {pct(d.chance_best)}\n")
    t.append(_("Why: "), style="bold")
    t.append(plain(reason(review, d, names=names)))
    return t


def next_mistake(review: SeatReview, step: int, delta: int) -> Decision | None:
    """The first inaccuracy-or-worse after (`delta` 1) or before (-1) `step`."""
    found = [d for d in review.decisions if d.cls in MISTAKES and (d.step > step if delta > 0 else d.step < step)]
    if not found:
        return None
    return found[0] if delta > 0 else found[-1]


class ReviewPanel(VerticalScroll):
    """One seat's review, or the progress of its making."""

    DEFAULT_CSS = """
    ReviewPanel { height: 1fr; width: 1fr; border: round $accent 60%; background: $surface; padding: 0 1; }
    ReviewPanel #review-summary, ReviewPanel #review-now { height: auto; }
    ReviewPanel #review-now { margin-bottom: 1; }
    ReviewPanel #review-progress { width: 100%; margin: 1 0; }
    ReviewPanel #review-progress Bar { width: 1fr; }
    ReviewPanel #review-plot { height: 16; }  /* a fixed height: in a scrolling panel 1fr has no settled size */
    """

    def __init__(self, players: int) -> None:
        super().__init__(id="review-panel")
        self.players = players
        self.border_title = _("Review")
        self.border_subtitle = _("i/M/B: inaccuracy/mistake/blunder")  # the plot's letters (a legend would hide points)
        self.review: SeatReview | None = None
        self._plotted: tuple[int, int] | None = None  # (id of the review, step) drawn
        # What to show, kept until the panel is mounted: the screen can ask before (it must
        # not poll for the mount: a callback re-posting itself starves the mount's task).
        self._wanted: tuple[str, tuple[Any, ...]] | None = None

    def on_mount(self) -> None:
        if self._wanted is not None:
            self._apply()

    def _want(self, what: str, *args: Any) -> None:
        self._wanted = (what, args)
        if self.is_mounted:
            self._apply()

    def _apply(self) -> None:
        assert self._wanted is not None
        what, args = self._wanted
        if what == "running":
            self._draw_progress(*args)
        else:
            self._draw_review(*args)

    def compose(self) -> ComposeResult:
        # the step on the table first: its class, played, best and why are never below the fold
        yield Static(id="review-now")
        yield Static(id="review-summary")
        yield ProgressBar(total=None, show_eta=False, id="review-progress")
        yield PlotextPlot(id="review-plot")

    def running(self, name: str, done: int, total: int) -> None:
        """The review of `name` is being made: `done` decisions of `total` so far."""
        self._want("running", name, done, total)

    def show(
        self, review: SeatReview, step: int, words: Callable[[Any], str | None] | None = None, names: Sequence[str] | None = None
    ) -> None:
        """The review made, at the step on the table (now or once mounted). `words(action)`: a
        decision's action (as the cache keeps it) in the language shown, None when it can't;
        `names`: the seats' (a reason may name one)."""
        self._want("show", review, step, words, names)

    def _draw_progress(self, name: str, done: int, total: int) -> None:
        self.review = None
        self._plotted = None
        t = Text.assemble((_("Reviewing") + " ", "bold"), (plain(name, 24), "bold"), "…")
        if total:
            t.append(" " + _("decision {done} of {total}").format(done=done, total=total))
        t.append("\n" + _("The replay goes on meanwhile. Esc cancels."), style="dim")
        self.query_one("#review-summary", Static).update(t)
        bar = self.query_one("#review-progress", ProgressBar)
        bar.display = True
        bar.update(total=total or None, progress=done)
        self.query_one("#review-now", Static).display = False
        self.query_one("#review-plot", PlotextPlot).display = False

    def _draw_review(
        self, review: SeatReview, step: int, words: Callable[[Any], str | None] | None = None, names: Sequence[str] | None = None
    ) -> None:
        self.review = review
        self.query_one("#review-progress", ProgressBar).display = False
        self.query_one("#review-summary", Static).update(summary(review, self.players))
        now = self.query_one("#review-now", Static)
        now.display = True
        now.update(now_text(review, step, self.players, words, names))
        plot = self.query_one("#review-plot", PlotextPlot)
        plot.display = True
        if self._plotted != (id(review), step):
            self._plotted = (id(review), step)
            self._plot(plot, review, step)

    def _plot(self, widget: PlotextPlot, review: SeatReview, step: int) -> None:
        plt = widget.plt
        plt.clear_data()
        plt.clear_figure()
        xs = [0] + [d.step for d in review.decisions]
        ys = [100 * review.chance_start] + [100 * d.chance_played for d in review.decisions]
        plt.plot(xs, ys, marker="dot")
        for cls, mark in MARKS.items():
            marked = [d for d in review.decisions if d.cls == cls]
            if marked:
                plt.scatter(
                    [d.step for d in marked], [100 * d.chance_played for d in marked], marker=mark, color=MARK_COLOURS[cls]
                )
        plt.vline(step)  # the step on the table
        last = max(xs[-1], step, 1)
        plt.ylim(0, 100)
        plt.yticks([0, 25, 50, 75, 100])
        plt.xlim(0, last)
        plt.xticks(sorted({round(last * i / 4) for i in range(5)}))  # whole steps
        plt.title(_("Chance of beating the quest (%) by step") if self.players == 1 else _("Chance of winning (%) by step"))
        widget.refresh()
