"""The Statistics screen's review scores: for the game of the line on show, the score of the
player's last 20 reviewed games (`stats.reviews`, `review.score`) as a plot, and the level the
player played like over them; with fewer than LEAST_POINTS games, a sentence and the scores in
words instead of a plot, and with none, how to review one.

Read from the review caches beside the saves when the tab is first shown, when the line's game
changes and when the screen is shown again (again only when a cache or the saves changed: a stat
per game; the records are read only for the games with a cache), never on the menu's path.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

LEAST_POINTS = 3  # a plot from this many reviewed games
# TRANSLATORS: the Statistics screen's tab (and key) of the review scores: short, the tabs share one line at 80 columns
TAB = N_("Reviews")


class ReviewScores(Vertical):
    """The tab's contents: the "played like" line above the plot (or its note)."""

    DEFAULT_CSS = """
    ReviewScores { height: 1fr; }
    ReviewScores #stats-review-line { height: auto; padding: 0 1; }
    ReviewScores KeptPlot { height: 1fr; }
    """

    def __init__(self, store: Path | None) -> None:
        super().__init__(id="stats-review")
        self._store = store
        self._read: dict[str, tuple[Any, list[Any]]] = {}  # game kind -> (what they were read from, its reviewed games)

    def compose(self) -> ComposeResult:
        yield Static(id="stats-review-line")
        yield KeptPlot(id="plot-review", store=self._store)

    def show(self, folder: Path, kind: str | None, games: list[Any], made_from: Any) -> None:
        """The reviewed games of `kind` among `games` (the statistics' facts), read from `folder`;
        `made_from`: what the statistics were read from (read again when it changed)."""
        from dragonwood_tui.stats.reviews import review_stamps, reviewed_games

        line = self.query_one("#stats-review-line", Static)
        plot = self.query_one("#plot-review", KeptPlot)
        if kind is None:
            line.update("")
            plot.show(None, None)
            return
        # read again when a review was made, changed or removed since (a stat per game of the kind)
        stamps = (made_from, review_stamps(folder, games, kind))
        if self._read.get(kind, (None, []))[0] != stamps:
            self._read[kind] = (stamps, reviewed_games(folder, games, kind))
        found = self._read[kind][1]
        title = _("Review score, game by game: {game}").format(game=game_title(kind))
        line.update(Text(summary_line(found)))
        scores = tuple(round(r.score) for r in found)
        if len(found) < LEAST_POINTS:
            plot.show(("review", title, scores), None, note(title, kind, scores, lambda key: key_shown(self.app, key)))
            return

        def paint(plt: Any) -> None:
            xs = list(range(1, len(scores) + 1))
            plt.plot(xs, list(scores), marker="dot")
            plt.scatter(xs, list(scores), marker="●")  # each game's own point (a row of the plot spans several points)
            plt.title(title)
            plt.xlabel(_("reviewed game, oldest first"))  # (the y title is the head's: over its axis, not at the bottom left)
            n = len(xs)
            plt.xticks(xs if n <= 12 else sorted({1 + round((n - 1) * i / 4) for i in range(5)}))  # whole games
            plt.ylim(0, 100)
            plt.yticks([0, 25, 50, 75, 100])

        plot.show(("review", title, scores), paint, head=Text("↑ " + _("review score"), style="bold"))


def summary_line(found: list[Any]) -> str:
    """"Your last 12 reviewed games: played like normal — could be hard." ("" with none)."""
    from dragonwood_tui.review.score import played_like
    from dragonwood_tui.review.score_words import played_like_words

    like = played_like([(r.fit, r.accuracy) for r in found])
    if like is None:
        return ""
    n = len(found)
    # TRANSLATORS: {played_like} is "played like normal" or "played like normal — could be hard"
    return ngettext("{n} reviewed game: {played_like}.", "Your last {n} reviewed games: {played_like}.", n).format(
        n=n, played_like=played_like_words(like))


def note(title: str, kind: str, scores: tuple[int, ...], shown: Callable[[str], str] = str) -> Text:
    """What shows instead of a plot of fewer than LEAST_POINTS games: a sentence and the scores."""
    text = Text(title, style="bold", justify="center")
    if not scores:
        # a player's words (the menu's Replays, the keys), no command line; as the Practice screen says it
        # TRANSLATORS: {key} is the replay viewer's key for the review (r), {v} the result screen's (v), each as the
        # footer shows it; "Replays" as the main menu names it
        sentence = _("No reviewed game yet. To review a game, open it in Replays and press {key} (or {v} on a result "
                     "screen): its review's score shows here.").format(key=shown("r"), v=shown("v"))
        text.append("\n\n" + sentence, style="dim")
        return text
    n = len(scores)
    # TRANSLATORS: under the review scores' title when there are too few reviewed games for a plot; {least} is 3
    sentence = ngettext("{n} reviewed game so far: the plot appears from {least} on.",
                        "{n} reviewed games so far: the plot appears from {least} on.", n).format(n=n, least=LEAST_POINTS)
    text.append("\n\n" + sentence, style="dim")
    # TRANSLATORS: "62, 71": the review scores of the reviewed games, oldest first
    text.append("\n\n" + _("Scores, oldest first: {scores}").format(scores=", ".join(str(s) for s in scores)))
    return text
