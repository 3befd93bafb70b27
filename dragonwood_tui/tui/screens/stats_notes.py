"""What the Statistics screen shows instead of a plot that has too few points to mean anything:
the plot's own title, a sentence saying how many games there are and from how many the plot
appears, and the figures themselves (scores with ✓ won / ✗ lost, lowest first, win shares).

A line of one or two games drawn as a plot was "one lonely ×"; its figures in words read at once.
Over time, the games themselves stand under the sentence as small cards, oldest first (won or
lost, the score large, the day), in the cards' visual language: the screen reads as designed
with one game as with twelve.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from collections.abc import Callable

from rich.style import Style

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.formats import format_number, format_percent
from dragonwood_tui.stats import Line
from dragonwood_tui.stats.facts import Facts
from dragonwood_tui.tui.widgets.card_face import badge, card_lines, side_by_side, value_lines
from dragonwood_tui.tui.widgets.palette import Palette
from dragonwood_tui.tui.widgets.symbols import FAILURE, SUCCESS

LEAST_GAMES = 5  # a line's scores are plotted (over time, histogram) from this many games
LEAST_BARS = 2  # the win shares are plotted from this many modes and opponents' levels


def whole_ticks(top: int, most: int = 5) -> list[int]:
    """Ticks from 0 to `top` or just past it at a round whole step (1, 2, 5, 10, 20, 25, 50...),
    at most `most` of them: "0 10 20 30", never "0 6 12 19 25" nor plotext's own "19.2"."""
    steps = (int(m * 10**k) for k in range(12) for m in (1, 2, 2.5, 5) if m * 10**k == int(m * 10**k))
    step = next(s for s in steps if -(-top // s) + 1 <= most)
    return list(range(0, -(-top // step) * step + 1, step))


def _note(title: str, sentence: str, figures: Sequence[str], cards: Sequence[Text] = (), more: Sequence[Text] = ()) -> Text:
    text = Text(title, style="bold", justify="center")
    text.append("\n\n" + sentence, style="dim")
    for line in figures:
        text.append("\n\n" + line)
    for block in (cards, more):
        if block:
            text.append("\n\n")
            text.append_text(Text("\n").join(block))
    return text


CARD_ROWS = 7  # a game's card: the result, the score three rows tall, the day
TALL_ROWS = 9  # with rows to spare: the opponents and the army too


def game_cards(games: Sequence[Facts], pal: Palette, day: Callable[[Facts], str], room: int,
               facts: Callable[[Facts], Sequence[str]] | None = None) -> list[Text]:
    """The games as small cards side by side, oldest first, numbered on their top edge with the
    points badge (⟨★19⟩): won or lost (symbol and word, the colour repeating them), the score
    large, the day; with `facts` (a screen with rows to spare), a card two rows taller with what
    `facts` says of the game (the opponents, the army) above the day; [] when `room`
    cells cannot hold them all in a row (the sentence and the figures say it then)."""
    results = [result_words(g) for g in games]
    days = [day(g) for g in games]
    extra = [list(facts(g))[:2] for g in games] if facts is not None else [[] for _g in games]
    words = [*(w for lines in extra for w in lines), *results, *days]
    width = 2 + max(12, *(len(str(g.score)) * 4 + 6 for g in games), *(Text(w).cell_len for w in words))
    if not games or len(games) * (width + 2) - 2 > room:
        return []
    rows = CARD_ROWS if facts is None else TALL_ROWS
    cards = []
    for n, (g, when, more, words_) in enumerate(zip(games, days, extra, results), 1):
        result = Text(words_, style=(pal.good if g.won else pal.bad) + Style(bold=True))
        body = [result, *value_lines(g.score, width - 2, 3, pal.text + Style(bold=True))]
        body += [Text("")] * (rows - CARD_ROWS - len(more)) + [Text(line, style=pal.text) for line in more]
        body.append(Text(when, style=pal.muted))
        # the points badge too: the score in plain figures (what a screen reader or a search finds)
        cards.append(card_lines(body, width, rows, pal, title=str(n), corner=badge(g.score, pal), border=pal.good if g.won else None))
    return side_by_side(cards, gap=2)


def result_words(game: Facts) -> str:
    """"✓ won", "✗ lost"; with rivals, the best rival's score too ("✗ lost 0–27", as the menu
    says it): a loss reads by how much."""
    mark = SUCCESS if game.won else FAILURE
    if game.best_other is None:
        return f"{mark} " + (_("won") if game.won else _("lost"))
    # TRANSLATORS: a game's card in Statistics: "won 27–23" (your score, then the best other one)
    words = _("won {mine}–{other}") if game.won else _("lost {mine}–{other}")
    return f"{mark} " + words.format(mine=game.score, other=game.best_other)


def figure_cards(line: Line, pal: Palette, room: int) -> list[Text]:
    """The line's figures so far as cards beside each other, the figure large: the best score,
    the games won (of how many), the largest army (games with armies), the mean, the run of
    wins; [] without the room."""
    from dragonwood_tui.stats.report import HEADER

    figures: list[tuple[str, int | str, str]] = [(_(HEADER[4]).title(), line.best or 0, ""), (_(HEADER[2]).title(), line.won, ngettext(
        # TRANSLATORS: under the games won, drawn large on the Statistics screen: "of 3"
        "of {n}", "of {n}", line.played).format(n=line.played))]
    armies = [g.army for g in line.games if g.army is not None]
    if armies:
        figures.append((_(HEADER[7]).title(), max(armies), ""))
    # the mean and the run of wins too, with words the table's columns lack ("best run 3")
    if line.mean is not None:
        figures.append((_(HEADER[5]).title(), format_number(line.mean, 0 if line.mean == int(line.mean) else 1), ""))
    current, best = line.streaks
    # TRANSLATORS: under the current run of wins, drawn large on the Statistics screen: "best run 4"
    figures.append((_(HEADER[6]).title(), current, _("best run {n}").format(n=best)))
    width = 2 + max(16, *(len(str(v)) * 3 + 4 for _t, v, _c in figures), *(Text(t).cell_len + 4 for t, _v, c in figures),
                    *(Text(c).cell_len for _t, _v, c in figures))  # a caption whole ("meilleure série 3")
    if len(figures) * (width + 2) - 2 > room:
        return []
    cards = []
    for title, value, caption in figures:
        pad = " " * max(0, (width - 2 - Text(caption).cell_len) // 2)
        body = [*value_lines(value, width - 2, 3, pal.text + Style(bold=True)), Text(pad + caption, style=pal.muted)]
        cards.append(card_lines(body, width, CARD_ROWS - 1, pal, family="power", title=title))
    return side_by_side(cards, gap=2)


def gauge(played: int, least: int = LEAST_GAMES) -> str:
    """"▰▰▰▱▱": the games so far of those the plot needs."""
    return "▰" * min(played, least) + "▱" * max(0, least - played)


def _so_far(line: Line) -> str:
    # TRANSLATORS: under a plot's title when a mode has too few games for the plot; {least} is at least 5
    return gauge(line.played) + " " + ngettext(
        "{n} game so far: the plot appears from {least} games on.",
        "{n} games so far: the plot appears from {least} games on.",
        line.played,
    ).format(n=line.played, least=LEAST_GAMES)


def over_time_note(title: str, line: Line, cards: Sequence[Text] = (), more: Sequence[Text] = ()) -> Text | None:
    """The scores game by game in words (or as `cards`, `game_cards`, and `more` under them: the
    figures, `figure_cards`), or None when the line has games enough for the plot."""
    if line.played >= LEAST_GAMES:
        return None
    if cards:
        return _note(title, _so_far(line), [], cards, more)
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
