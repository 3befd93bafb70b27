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
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.stats import Line
from dragonwood_tui.stats.facts import Facts
from dragonwood_tui.tui.widgets.card_face import card_lines, side_by_side, value_lines
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


def _note(title: str, sentence: str, figures: Sequence[str], cards: Sequence[Text] = ()) -> Text:
    text = Text(title, style="bold", justify="center")
    text.append("\n\n" + sentence, style="dim")
    for line in figures:
        text.append("\n\n" + line)
    if cards:
        text.append("\n\n")
        text.append_text(Text("\n").join(cards))
    return text


CARD_ROWS = 7  # a game's card: the result, the score three rows tall, the day
TALL_ROWS = 9  # with rows to spare: the opponents and the army too
WIDE = 24  # a card's width at most where the row has room (bigger cards for a few games)


def game_cards(games: Sequence[Facts], pal: Palette, day: Callable[[Facts], str], room: int,
               facts: Callable[[Facts], Sequence[str]] | None = None) -> list[Text]:
    """The games as small cards side by side, oldest first, numbered on their top edge: won or
    lost (symbol and word, the colour repeating them; a rival's best score too), the score large
    (once: no points badge), the day; with `facts` (a screen with rows to spare), a card two rows
    taller with what `facts` says of the game (the opponents, an army that is not the score)
    above the day, when it says something for one of them; [] when `room`
    cells cannot hold them all in a row (the sentence and the figures say it then)."""
    results = [result_words(g) for g in games]
    days = [day(g) for g in games]
    extra = [list(facts(g))[:2] for g in games] if facts is not None else [[] for _g in games]
    words = [*(w for lines in extra for w in lines), *results, *days]
    width = 2 + max(12, *(len(str(g.score)) * 4 + 6 for g in games), *(Text(w).cell_len for w in words))
    if not games or len(games) * (width + 2) - 2 > room:
        return []
    if facts is not None:  # rows to spare: columns too, the cards as wide as three fit, up to WIDE
        width = max(width, min(WIDE, (room + 2) // max(3, len(games)) - 2))
    rows = TALL_ROWS if any(extra) else CARD_ROWS  # taller only for a card with something to say
    cards = []
    for n, (g, when, more, words_) in enumerate(zip(games, days, extra, results), 1):
        result = Text(words_, style=(pal.good if g.won else pal.bad) + Style(bold=True))
        body = [result, *value_lines(g.score, width - 2, 3, pal.text + Style(bold=True))]
        body += [Text("")] * (rows - CARD_ROWS - len(more)) + [Text(line, style=pal.text) for line in more]
        body.append(Text(when, style=pal.muted))
        # no points badge: the score stands once, large (the badge and the big figures were one number twice)
        cards.append(card_lines(body, width, rows, pal, title=str(n), border=pal.good if g.won else None))
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


def over_time_note(title: str, line: Line, cards: Sequence[Text] = ()) -> Text | None:
    """The scores game by game in words (or as `cards`, `game_cards`), or None when the line has
    games enough for the plot."""
    if line.played >= LEAST_GAMES:
        return None
    if cards:
        return _note(title, _so_far(line), [], cards)
    scores = "   ".join(f"{g.score} {SUCCESS if g.won else FAILURE}" for g in line.games)
    # TRANSLATORS: {scores} is "12 ✓   30 ✓   15 ✗", oldest first
    return _note(title, _so_far(line), [_("Scores, oldest first ({won} won, {lost} lost): {scores}").format(
        won=SUCCESS, lost=FAILURE, scores=scores)])


def game_details(games: Sequence[Facts], when: Callable[[Facts], str],
                 facts: Callable[[Facts], Sequence[str]]) -> Text:
    """Each game in words, a line each, numbered as its card (its day and time, opponents,
    result with the rivals' best score, an army that is not the score), then what the plot will
    show: the free rows under a few games' cards say what a player wants to know of them."""
    text = Text().append(_("Your games"), style="bold")  # (the title alone bold: the lines plain)
    for n, g in enumerate(games, 1):
        # TRANSLATORS: "Game 2" at the start of a line telling one game
        parts = [_("Game {n}").format(n=n), when(g), *facts(g), result_words(g).split(" ", 1)[1]]  # (the card has the mark)
        if g.best_other is None:  # ("won 27–23" says the score already)
            # TRANSLATORS: a game's score, in the line telling one game on the Statistics screen
            parts.append(_("score {score}").format(score=g.score))
        text.append("\n" + " · ".join(parts))
    # TRANSLATORS: under the few games' lines; {least} is at least 5
    text.append("\n\n" + ngettext("From {least} game on, a plot shows your scores game by game.",
                                  "From {least} games on, a plot shows your scores game by game.",
                                  LEAST_GAMES).format(least=LEAST_GAMES), style="dim")
    return text


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
