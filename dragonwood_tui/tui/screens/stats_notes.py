"""What the Statistics screen shows instead of a plot that has too few points to mean anything:
the plot's own title, a sentence saying how many games there are and from how many the plot
appears, and the figures themselves (scores with ✓ won / ✗ lost, lowest first, win shares).

A line of one or two games drawn as a plot was "one lonely ×"; its figures in words read at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.stats import Line
from dragonwood_tui.tui.widgets.symbols import FAILURE, SUCCESS

LEAST_GAMES = 5  # a line's scores are plotted (over time, histogram) from this many games
LEAST_BARS = 2  # the win shares are plotted from this many modes and opponents' levels


def whole_ticks(top: int, most: int = 5) -> list[int]:
    """Ticks from 0 to `top` or just past it at a round whole step (1, 2, 5, 10, 20, 25, 50...),
    at most `most` of them: "0 10 20 30", never "0 6 12 19 25" nor plotext's own "19.2"."""
    steps = (int(m * 10**k) for k in range(12) for m in (1, 2, 2.5, 5) if m * 10**k == int(m * 10**k))
    step = next(s for s in steps if -(-top // s) + 1 <= most)
    return list(range(0, -(-top // step) * step + 1, step))


def _note(title: str, sentence: str, figures: Sequence[str]) -> Text:
    text = Text(title, style="bold", justify="center")
    text.append("\n\n" + sentence, style="dim")
    for line in figures:
        text.append("\n\n" + line)
    return text


def _so_far(line: Line) -> str:
    # TRANSLATORS: under a plot's title when a mode has too few games for the plot; {least} is at least 5
    return ngettext(
        "{n} game so far: the plot appears from {least} games on.",
        "{n} games so far: the plot appears from {least} games on.",
        line.played,
    ).format(n=line.played, least=LEAST_GAMES)


def over_time_note(title: str, line: Line) -> Text | None:
    """The scores game by game in words, or None when the line has games enough for the plot."""
    if line.played >= LEAST_GAMES:
        return None
    scores = "   ".join(f"{g.score} {SUCCESS if g.won else FAILURE}" for g in line.games)
    # TRANSLATORS: {scores} is "12 ✓   30 ✓   15 ✗", oldest first
    return _note(title, _so_far(line), [_("Scores, oldest first ({won} won, {lost} lost): {scores}").format(
        won=SUCCESS, lost=FAILURE, scores=scores)])


def histogram_note(title: str, line: Line) -> Text | None:
    """The scores lowest first, or None when the line has games enough for the histogram."""
    if line.played >= LEAST_GAMES:
        return None
    scores = ", ".join(str(s) for s in sorted(g.score for g in line.games))
    return _note(title, _so_far(line), [_("Scores, lowest first: {scores}").format(scores=scores)])


def by_level_note(title: str, rows: Sequence[tuple[str, Line]]) -> Text | None:
    """Each mode's and level's games won, or None when there are bars enough to compare."""
    if len(rows) >= LEAST_BARS:
        return None
    # TRANSLATORS: under the win-share plot's title when the game was played in one mode against one level only
    sentence = _("One mode and one kind of opponent so far: the plot compares two or more.")
    figures = [
        # TRANSLATORS: "3 seats vs normal: 2 of 3 won (67%)"
        _("{label}: {won} of {played} won ({share})").format(
            label=label, won=x.won, played=x.played, share=format_percent(x.win_share))
        for label, x in rows
    ]
    return _note(title, sentence, figures)
