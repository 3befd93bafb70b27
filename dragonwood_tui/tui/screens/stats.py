"""The statistics screen: the player's record per game, mode and opponents' level (a table),
and plots drawn with textual-plotext: scores over time for the chosen mode, a histogram of its
scores, the win share by opponents' level; the review scores of the line's game (stats_review).
The numbers come from `dragonwood_tui.stats`.

Readable without colour: won and lost games are told apart by their markers ("✓" and "✗"),
not by colour alone, and every plot has a title and axis labels.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.css.scalar import Unit
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import OptionList, Static

from dragonwood_tui.campaign.texts import shown
from dragonwood_tui.i18n import N_, _, language, ngettext
from dragonwood_tui.stats import Line, Stats, compute
from dragonwood_tui.stats.summary import inputs
from dragonwood_tui.stats.report import HEADER, level_words, mode_words, row
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.storage.paths import os_error_text
from dragonwood_tui.storage.text import plain

from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.screens.stats_review import TAB as REVIEW_TAB, ReviewScores
from dragonwood_tui.tui.screens.stats_notes import (
    LEAST_GAMES, by_level_note, game_cards, game_details, histogram_note, over_time_note, whole_ticks)
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot
from dragonwood_tui.tui.widgets.row_table import PAD, Column, RowTable
from dragonwood_tui.tui.widgets.symbols import FAILURE, SUCCESS
from dragonwood_tui.tui.widgets.tab_strip import TabStrip

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it


if TYPE_CHECKING:
    from dragonwood_tui.tui.host import AppHost

PLOTS = (("over-time", N_("Scores over time")), ("histogram", N_("Score histogram")), ("by-level", N_("Win share by opponents")))
DAILIES = N_("Dailies")
FIGURES = "stats-figures.json"  # the plots' figures as drawn (widgets.kept_plot)
FIRST_PLOT = PLOTS[0][0]  # the tab on show at first: the others' plots are made when first shown


def skipped_text(unreadable: list[tuple[str, str]], named: int = 3) -> str:
    """What the notification says of the files the statistics could not read."""
    n = len(unreadable)
    names = ", ".join(f"{plain(name, 60)} ({plain(problem, 80)})" for name, problem in unreadable[:named])
    more = " " + _("and {n} more").format(n=n - named) if n > named else ""
    return ngettext(
        "{n} file in the saves folder not counted: {names}", "{n} files in the saves folder not counted: {names}", n
    ).format(n=n, names=names) + more


def army_says_more(line: Line) -> bool:
    """The line's armies say something its scores do not (Dice Quest alone scores its army:
    "Army 19" beside "Best 19" is one number twice)."""
    return any(g.army is not None and g.army != g.score for g in line.games)


def _army_told(line: Line, cells: tuple[str, ...]) -> tuple[str, ...]:
    """The row's cells, its army cell empty where the army is no fact of its own (a game without
    armies, or one whose score is its army): no "-" in a column that means nothing there."""
    return cells if army_says_more(line) else (*cells[:7], "")


def dense_line(xs: list[int], ys: list[int], cell: float = 0.0, most: int = 20_000) -> tuple[list[float], list[float]]:
    """The straight line through the points (xs, ys) as points close enough to fill every cell
    it crosses on a terminal's plot (a segment crosses at most a few hundred cells), each given
    point among them exactly, and a dot a `cell` (a column, in x units) either side of it on its
    row: a marker on a sharp peak read as floating over the line's top row beside it."""
    per = max(2, min(400, most // max(1, len(xs))))
    px: list[float] = []
    py: list[float] = []
    for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
        px += [x0 + (x1 - x0) * k / per for k in range(per)]
        py += [y0 + (y1 - y0) * k / per for k in range(per)]
    caps = [(x + d, y) for x, y in zip(xs, ys) for d in (-cell, cell) if cell and xs[0] <= x + d <= xs[-1]]
    return px + xs[-1:] + [x for x, _y in caps], py + ys[-1:] + [y for _x, y in caps]


TALL_CARDS = 36  # from this many rows the few games' cards say their opponents and army too


class StatsScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Statistics")
    AUTO_FOCUS = "#stats-table"

    BINDINGS = [
        Binding("escape,q", "close", N_("Back"), id="stats.back"),
        Binding("1", "plot('over-time')", N_("Over time"), id="stats.over_time"),
        Binding("2", "plot('histogram')", N_("Histogram"), id="stats.histogram"),
        Binding("3", "plot('by-level')", N_("By opponents"), id="stats.by_level"),
        Binding("4", "plot('dailies')", N_("Dailies"), id="stats.dailies"),
        Binding("5", "plot('review')", REVIEW_TAB, id="stats.review"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.stats: Stats | None = None
        self._lines: dict[str, Line] = {}
        self._drawn = False  # the plots show `_shown`'s games
        self._shown: Line | None = None
        self._language = ""  # the words' language (the app may keep this screen for the next opening)
        self._opened = False  # shown once (a kept screen is shown again: `on_screen_resume`)
        self._inputs: Any = None  # what the statistics shown were read from (`stats.inputs`)
        self._header: tuple[str, ...] = ()
        self._headers: tuple[tuple[str, ...], ...] = ((),)  # the header's words, longest first
        self._rows: list[tuple[str, tuple[str, ...]]] = []  # (line's key, its cells), as listed
        self._drawn_for = (0, 0)  # the width and height the table's rows were laid out for

    @property
    def app_host(self) -> AppHost:
        return host(self)

    def _figures(self) -> Path:
        """Where the plots keep their figures (beside the statistics' caches)."""
        return self.app_host.saves_folder.parent / FIGURES

    def compose(self) -> ComposeResult:
        self._read()  # before the footer's keys are built: those of the plots need games
        with Vertical(id="stats-box"):
            yield Static(Text(_("Statistics")), id="stats-title", classes="screen-title")
            yield Static(id="stats-summary")
            yield Static(id="stats-header")
            yield RowTable([], id="stats-table", zebra=False)
            # before any game: what the rows above and the tabs will show (`_to_come`)
            yield Static(id="stats-to-come")
            with Vertical(id="stats-plots"):
                yield TabStrip(self._tab_labels(), f"tab-{FIRST_PLOT}", id="stats-tabs")
                # the tab on show; the others' widgets are made when their tab is first shown (`_show_tab`)
                yield KeptPlot(id=f"plot-{FIRST_PLOT}", store=self._figures())
        yield LeanFooter()  # at 80 columns its own keys, whole, before "^p Commands"

    def on_mount(self) -> None:
        self.app_host.language_signal.subscribe(self, self._language_changed)
        self._fill_table()
        self._summary()
        self._draw(self._selected())

    def on_unmount(self) -> None:
        self.app_host.language_signal.unsubscribe(self)  # (Textual's signal would keep a closed screen alive)

    def on_screen_resume(self) -> None:
        """Opened again (the app keeps this screen): the caches are read again, and what they
        say redrawn only when it changed (a game finished since, a daily, a language...)."""
        if not self._opened:
            self._opened = True
            return
        shown = self.stats
        self._read(again=True)
        if self._language != language():
            self._language_changed(language())
        elif self.stats is not shown and self.stats != shown:
            self._refill()
        self._paint_review(self._shown)  # a game reviewed since changes no statistic: its score shows

    def _read(self, again: bool = False) -> None:
        """The statistics from the saves folder and its caches (`again`: not when what they are
        made from is as it was); a notification for the files not counted."""
        folder = self.app_host.saves_folder
        try:
            now = inputs(folder)
            if not again or now != self._inputs or self.stats is None:
                self.stats = compute(folder, made_from=now)
            self._inputs = now
        except OSError as exc:  # a data folder that is a file...: say so, show no games
            self.app_host.notify_error(os_error_text(exc, _("saves folder")), _("Statistics"), once=True)
            self.stats = Stats(modes=[], dailies=[], campaign=None, unfinished=0, unreadable=[])
            self._inputs = None
        if self.stats.unreadable:  # one notification naming them; every other game counts
            self.app.notify(skipped_text(self.stats.unreadable), title=_("Statistics"), severity="warning", markup=False)

    def _refill(self) -> None:
        """The table, the summary and the plots of `stats` (the table's line kept when it is still there)."""
        self._fill_table()  # (the line highlighted stays highlighted: `_lay_out_table`)
        self._summary()
        self._drawn = False
        self._draw(self._selected())
        self.refresh_bindings()

    @staticmethod
    def _tab_labels() -> list[tuple[str, str]]:
        return [(f"tab-{pid}", _(label)) for pid, label in (*PLOTS, ("dailies", DAILIES), ("review", REVIEW_TAB))]

    @property
    def active_tab(self) -> str:
        """The tab on show ("tab-over-time", "tab-histogram", "tab-by-level", "tab-dailies")."""
        return self.query_one("#stats-tabs", TabStrip).active

    def _language_changed(self, code: str) -> None:
        """Every word of the screen in the new language, at once (the Settings screen may be
        open above this one), or when the screen is opened again."""
        self.query_one("#stats-title", Static).update(Text(_("Statistics")))
        self.query_one("#stats-tabs", TabStrip).relabel(dict(self._tab_labels()))
        if self.stats is not None:
            self._refill()

    # -- the table -------------------------------------------------------------------------
    # A list of one-line rows under a header line (Textual's DataTable, a widget per cell
    # style and a cache per cell, was a fifth of the screen's first opening for twenty rows):
    # the columns as wide as their words, the first one given at most what the others leave (cut
    # with "…" in a narrow terminal rather than scrolled sideways).
    def _fill_table(self) -> None:
        self._language = language()
        assert self.stats is not None
        self._header = (_("Game · mode"), *(_(h).title() for h in HEADER[1:]))
        self._lines = {}
        self._rows = []
        titles = {kind: game_title(kind) for kind in {m.kind for m in self.stats.modes}}  # looked up once per game
        for m in self.stats.modes:
            key = f"{m.kind}|{m.mode}|"
            self._lines[key] = m
            self._rows.append((key, _army_told(m, row(m, f"{titles[m.kind]} · {mode_words(m.mode)}"))))
            if len(m.levels) > 1 or (m.levels and m.levels[0].level != "solo"):
                for line in m.levels:
                    k = f"{m.kind}|{m.mode}|{line.level}"
                    self._lines[k] = line
                    self._rows.append((k, _army_told(line, row(line, "└ " + _("vs {level}").format(level=level_words(line.level))))))
        if not self._rows:  # no game yet: the rows to come, every game's, with nothing in them
            from dragonwood_tui.games import game_kinds

            self._rows = [(f"to-come|{kind}", (game_title(kind), "0", "0", "-", "-", "-", "-", "")) for kind in game_kinds()]
        # words for the two columns a figure alone does not explain ("3/5", a count of cards)
        # TRANSLATORS: the Statistics table's column of "3/5": the wins in a row now, and the most
        streak, army = _("Streak now/best"), _("Best army")
        # the short words where the long cut the names: the army's first ("Army" under a figure of
        # cards reads; "Streak" over "0/0" does not)
        self._headers = ((*self._header[:6], streak, army), (*self._header[:6], streak, self._header[7]), self._header)
        if not any(cells[7] for _key, cells in self._rows):  # no army that says more than its score: no column
            self._headers = tuple(header[:7] for header in self._headers[1:])
            self._rows = [(key, cells[:7]) for key, cells in self._rows]
        self._header = self._headers[0]
        self._drawn_for = (0, 0)
        self._lay_out_table()
        to_come = self.query_one("#stats-to-come", Static)
        to_come.display = not self._lines
        if not self._lines:
            to_come.update(self._to_come())

    @staticmethod
    def _to_come() -> Text:
        """Before any game: what each tab will show, a line each after its name (a paragraph
        left the lower half of the screen empty)."""
        text = Text(_("Each game you finish fills its row above. Then the tabs show:"), style="dim")
        says = {
            # TRANSLATORS: the Statistics screen before any game, after the tab's name "Scores over time — "
            "over-time": ngettext("your scores game by game (a plot from {least} game on)",
                                  "your scores game by game (a plot from {least} games on)", LEAST_GAMES).format(least=LEAST_GAMES),
            # TRANSLATORS: the Statistics screen before any game, after the tab's name "Score histogram — "
            "histogram": _("how often each score comes"),
            # TRANSLATORS: the Statistics screen before any game, after the tab's name "Win share by opponents — "
            "by-level": _("your wins, by mode and opponents"),
            # TRANSLATORS: the Statistics screen before any game, after the tab's name "Dailies — "
            "dailies": _("your daily challenges, day by day"),
            # TRANSLATORS: the Statistics screen before any game, after the tab's name "Reviews — "
            "review": _("how close to the best you played, from your games' reviews"),
        }
        text.append("\n")
        for pid, label in (*PLOTS, ("dailies", DAILIES), ("review", REVIEW_TAB)):  # (their keys work from a game on)
            text.append("\n• ")
            text.append(_(label), style="bold").append(" — " + says[pid])
        return text

    def _table_width(self) -> int:
        """The rows' width: the box's (padding 1 each side) but the list's scrollbar."""
        table = self.query_one("#stats-table", OptionList)
        return max(self.app.size.width - 2 - table.styles.scrollbar_size_vertical, 20)

    def _lay_out_table(self) -> None:
        """The header and the rows drawn for the width (again when it changed)."""
        width = self._table_width()
        if (width, self.app.size.height) == self._drawn_for:
            return
        self._drawn_for = (width, self.app.size.height)
        names = max((cell_len(cells[0]) for _key, cells in self._rows), default=0)
        for header in self._headers:  # the column words in full when the names stay whole
            self._header = header
            cells = [self._header, *(cells for _key, cells in self._rows)]
            widths = [max(cell_len(c[i]) for c in cells) for i in range(len(self._header))]
            if sum(widths[1:]) + 2 * PAD * len(widths) - PAD + names <= width:  # (the last cell's right pad may go)
                break
        widths[0] = max(min(widths[0], width - sum(widths[1:]) - 2 * PAD * len(widths) + PAD), 8)
        table = self.query_one("#stats-table", RowTable)
        table.set_columns([Column(str(i), label, w, ellipsis=i == 0) for i, (label, w) in enumerate(zip(self._header, widths, strict=True))])
        self.query_one("#stats-header", Static).update(table.header())
        key = self._selected_key()
        table.set_options(table.row(cells, k) for k, cells in self._rows)
        # its size as its first drawing will find it: the list then lays the screen out once
        # (finding it there, it asked for a second layout pass and frame)
        table.virtual_size = Size(width, len(self._rows))
        # and its scrollbar decided before it too (shown once laid out, it asked for another)
        scrolls = len(self._rows) > self._table_rows()
        table.styles.overflow_y = "scroll" if scrolls else "hidden"
        if scrolls:  # the scrollbar made and shown now, with the screen (made at the first layout, it took a frame of its own)
            table.show_vertical_scrollbar = True
            table.vertical_scrollbar.display = True
        if self._rows:
            table.highlighted = table.get_option_index(key) if key in self._lines else 0

    def _table_rows(self) -> int:
        """The rows the table shows at most: its max-height's share of the box (all but the footer)."""
        table = self.query_one("#stats-table", OptionList)
        most = table.styles.max_height
        share = most.value / 100 if most is not None and most.unit == Unit.PERCENT else 0.3
        return int((self.app.size.height - 1) * share)

    def on_resize(self) -> None:
        if self._lines:
            self._lay_out_table()
        if self.stats is not None:  # its lines are split or shortened for the width
            self._summary()

    def _selected_key(self) -> str | None:
        table = self.query_one("#stats-table", OptionList)
        if table.highlighted is None or not 0 <= table.highlighted < table.option_count:
            return None
        return table.get_option_at_index(table.highlighted).id

    def _selected(self) -> Line | None:
        return self._lines.get(self._selected_key() or "")

    def _summary(self) -> None:
        stats = self.stats
        assert stats is not None
        if not stats.played:
            lines = [_("No finished games yet. Every game you finish counts here, from the records in the saves folder.")]
        else:
            first = ngettext("{n} finished game", "{n} finished games", stats.played).format(n=stats.played)
            if stats.unfinished:
                # TRANSLATORS: unfinished games (the games of the line before)
                first += " · " + ngettext("{n} unfinished", "{n} unfinished", stats.unfinished).format(n=stats.unfinished)
            lines = [first]
        if stats.campaign is not None:
            c = stats.campaign
            stars = ngettext(
                "{campaign}: {n} of {most} campaign star", "{campaign}: {n} of {most} campaign stars", c.max_stars
            ).format(campaign=plain(shown(c.title), 60), n=c.stars, most=c.max_stars)
            if stats.played and cell_len(lines[0] + " · " + stars) > self.app.size.width - 2:
                lines.append(stars)  # a line of its own rather than cut ("campaign st…")
            else:
                lines[0] += " · " + stars
        if stats.dailies:
            won = sum(d.outcome.won for d in stats.dailies)
            n = len(stats.dailies)
            # TRANSLATORS: dailies played, in "Dailies: {played}, {won}"
            played = ngettext("{n} played", "{n} played", n).format(n=n)
            # TRANSLATORS: dailies won, in "Dailies: {played}, {won}"
            won_words = ngettext("{n} won", "{n} won", won).format(n=won)
            # TRANSLATORS: {played} is "3 played", {won} is "2 won" (of those dailies), {line} the latest one's line
            dailies = _("Dailies: {played}, {won} · latest: {line}").format(
                played=played, won=won_words, line=plain(stats.dailies[0].share_line))
            if cell_len(dailies) > self.app.size.width - 2:  # the latest's line cut ("2026-12-…"): the Dailies tab has it whole
                # TRANSLATORS: {played} is "3 played", {won} is "2 won" (of those dailies)
                dailies = _("Dailies: {played}, {won}").format(played=played, won=won_words)
            lines.append(dailies)
        if self.query("#stats-dailies"):  # (made when the Dailies tab is first shown)
            self._fill_dailies()
        summary = self.query_one("#stats-summary", Static)
        summary.set_class(stats.played > 0, "-one-line")  # lines cut with "…" rather than pushing the plots off
        summary.update(Text("\n".join(lines)))

    def _dailies_text(self) -> Text:
        dailies = self.stats.dailies if self.stats is not None else []
        days = [plain(d.share_line) for d in dailies] or [_("No daily played yet: the main menu's Daily challenge has today's.")]
        return Text("\n".join(days))

    def _fill_dailies(self) -> None:
        self.query_one("#stats-dailies", Static).update(self._dailies_text())

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._draw(self._lines.get(event.option.id or ""))

    def on_tab_strip_chosen(self, event: TabStrip.Chosen) -> None:
        event.stop()
        self._show_tab(event.tab.removeprefix("tab-"))

    def _show_tab(self, pid: str) -> None:
        """The tab `pid` on show; its contents are made when it is first shown (a plot for the
        line on show, the dailies' lines)."""
        box = self.query_one("#stats-plots")
        own = {"dailies": "#stats-dailies-box", "review": "#stats-review"}.get(pid, f"#plot-{pid}")
        if not self.query(own):
            if pid == "review":  # the review scores of the line's game (stats_review)
                box.mount(ReviewScores(self._figures()))
                self.call_after_refresh(self._paint_review, self._shown)
            elif pid == "dailies":
                lines = Static(self._dailies_text(), id="stats-dailies")
                box.mount(VerticalScroll(lines, id="stats-dailies-box"))
            else:
                box.mount(KeptPlot(id=f"plot-{pid}", store=self._figures()))
                self._paint(pid, self._shown)
        for child in box.children:
            if child.id != "stats-tabs":
                child.display = f"#{child.id}" == own
        self.query_one("#stats-tabs", TabStrip).choose(f"tab-{pid}")

    # -- the plots -------------------------------------------------------------------------
    def _draw(self, line: Line | None) -> None:
        # The table highlights its first row once mounted: the plots on show are drawn already
        # (plotting and rendering them again was a third of the time the screen took to open).
        if self._drawn and line is self._shown:
            return
        self._drawn, self._shown = True, line
        for pid, _label in PLOTS:
            self._paint(pid, line)
        self._paint_review(line)
        self.query_one("#stats-plots").display = line is not None

    def _paint_review(self, line: Line | None) -> None:
        """The review scores of `line`'s game, when their tab was shown once."""
        if self.query("#stats-review") and self.stats is not None:
            games = [g for m in self.stats.modes for g in m.games]
            self.query_one(ReviewScores).show(self.app_host.saves_folder, line.kind if line else None, games, self._inputs)

    def _paint(self, pid: str, line: Line | None) -> None:
        """The plot `pid` shows `line`'s games, when its tab was shown once (made then)."""
        if not self.query(f"#plot-{pid}"):
            return
        paint = {"over-time": self._over_time, "histogram": self._histogram, "by-level": self._by_level}[pid]
        paint(line)

    def _plot(self, pid: str, key: Any, paint: Any, note: Text | None = None, short: Text | None = None,
              head: Text | None = None) -> None:
        """The plot `pid` shows what `paint(plt)` draws, named by `key` (its data: a figure
        drawn once for a key, size and theme is kept, `widgets.kept_plot`); or the `note`
        instead, when there are too few points for a plot (`stats_notes`), or `short` where
        the note has not the rows."""
        self.query_one(f"#plot-{pid}", KeptPlot).show((pid, key), paint, note, short, head)

    def _what(self, line: Line) -> str:
        level = " " + _("vs {level}").format(level=level_words(line.level)) if line.level and line.level != "solo" else ""
        return f"{game_title(line.kind)} · {mode_words(line.mode)}{level}"

    def _over_time(self, line: Line | None) -> None:
        if line is None:
            self._plot("over-time", None, None)
            return
        what = self._what(line)
        scores = tuple(line.scores)
        wins = tuple(g.won for g in line.games)
        title = _("Scores, game by game: {what}").format(what=what)
        cards = self._game_cards(line) if line.played < LEAST_GAMES else []
        # (no figures under the cards: the table's row above says them, once)
        note = over_time_note(title, line, cards)
        if note is not None:
            # the scores in words where the cards have not the rows
            short = over_time_note(title, line) if cards else None
            more = self._game_details(line) if cards else None
            self.query_one("#plot-over-time", KeptPlot).show((what, scores, wins), None, note, short, more=more)
            return

        width = self.app.size.width  # (the figure is built for the screen's size: its key has it)

        def paint(plt: Any) -> None:
            xs = list(range(1, len(scores) + 1))
            # a dot a cell, on the cells the markers are drawn on (a braille line, four dots a
            # cell high, runs a row off the markers on a level stretch); the markers are ✓ and ✗,
            # a glyph as tall as the cell (a low "x" read as standing under its line). The line
            # is its points dense enough to touch every cell it crosses, placed as the markers
            # are: plotext's own line rounds its turning points a row off their markers.
            columns = max(1, width - 12)  # the figure's columns, about (the padding and y ticks aside)
            plt.scatter(*dense_line(xs, list(scores), cell=max(1, len(xs) - 1) / columns), marker="dot")
            won = [(x, s) for x, s, w in zip(xs, scores, wins, strict=True) if w]
            lost = [(x, s) for x, s, w in zip(xs, scores, wins, strict=True) if not w]
            if won:  # no plotext labels: its legend doubled the markers ("WW won"); the head says them
                plt.scatter([x for x, _y in won], [y for _x, y in won], marker=SUCCESS)
            if lost:
                plt.scatter([x for x, _y in lost], [y for _x, y in lost], marker=FAILURE)
            plt.title(title)
            plt.xlabel(_("game"))
            # whole games and whole points on the axes (plotext's own ticks are decimals: "19.2"):
            # one tick per game up to a dozen, then five spread over the games
            n = len(xs)
            plt.xticks(xs if n <= 12 else sorted({1 + round((n - 1) * i / 4) for i in range(5)}))
            ticks = whole_ticks(max(max(scores), 1))
            plt.ylim(0, ticks[-1])
            plt.yticks(ticks)

        self._plot("over-time", (what, scores, wins), paint, head=self._over_time_head())

    def _over_time_head(self) -> Text:
        """The line over the scores' plot: the y axis's title above it (where a reader looks),
        then what the markers say, each marker once."""
        from dragonwood_tui.tui.widgets.palette import palette

        pal = palette(self)
        # TRANSLATORS: the y axis's title, over it, on the Statistics plot of scores game by game
        head = Text("↑ " + _("score") + "    ", style=pal.text)
        head.append(SUCCESS, style=pal.good + Style(bold=True)).append(" " + _("won") + "   ", style=pal.text)
        head.append(FAILURE, style=pal.bad + Style(bold=True)).append(" " + _("lost"), style=pal.text)
        return head

    def _game_facts(self, game: Any) -> list[str]:
        """What a game's card says beside its result, score and day: its opponents, an army that
        is not the score again (Dice Quest solo scores its army)."""
        lines = [] if game.level == "solo" else [_("vs {level}").format(level=level_words(game.level))]
        return lines + ([] if game.army is None or game.army == game.score else [_("Army: ") + str(game.army)])

    def _game_details(self, line: Line) -> Text:
        """A few games told a line each, under their cards (where the rows are free)."""
        return game_details(line.games, lambda g: self.app_host.format_day(g.when, clock=True), self._game_facts)

    def _game_cards(self, line: Line) -> list[Text]:
        """A few games as cards (the over-time tab before it has points enough to plot)."""
        from dragonwood_tui.tui.host import host
        from dragonwood_tui.tui.widgets.palette import palette

        def day(game: Any) -> str:  # as the main menu writes it
            return host(self).format_day(game.when)

        room = self.size.width - 4 if self.size.width else 76  # the screen's padding, the plot's
        tall = self.size.height >= TALL_CARDS
        return game_cards(line.games, palette(self), day, room, self._game_facts if tall else None)

    def _histogram(self, line: Line | None) -> None:
        if line is None:
            self._plot("histogram", None, None)
            return
        what = self._what(line)
        scores = tuple(line.scores)
        note = histogram_note(_("How often each score: {what}").format(what=what), line)
        if note is not None:
            self._plot("histogram", (what, scores), None, note)
            return

        def paint(plt: Any) -> None:
            low, high = min(scores), max(scores)
            width = max(1, (high - low + 10) // 10)  # at most about ten bars
            edges = list(range(low - low % width, high + 1, width))
            counts = [sum(e <= s < e + width for s in scores) for e in edges]
            labels = [str(e) if width == 1 else f"{e}-{e + width - 1}" for e in edges]
            plt.bar(labels, counts, marker="█", width=0.8)
            ticks = whole_ticks(max(counts))
            plt.ylim(0, ticks[-1])
            plt.yticks(ticks)
            plt.title(_("How often each score: {what}").format(what=what))
            plt.xlabel(_("score"))

        # the y title over its axis, where a reader looks (plotext puts it at the bottom left)
        self._plot("histogram", (what, scores), paint, head=Text("↑ " + _("games"), style="bold"))

    def _by_level(self, line: Line | None) -> None:
        if line is None or self.stats is None:
            self._plot("by-level", None, None)
            return
        rows = [
            (mode_words(m.mode) if x.level == "solo" else _("{mode} vs {level}").format(mode=mode_words(m.mode), level=level_words(x.level)), x)
            for m in self.stats.modes if m.kind == line.kind for x in m.levels
        ]
        labels = tuple(label for label, _line in rows)
        shares = tuple(round(100 * x.win_share) for _label, x in rows)
        heading = _("{game}: games won, in %, by mode and opponents").format(game=game_title(line.kind))
        note = by_level_note(heading, rows)
        if note is not None:
            self._plot("by-level", (heading, labels, shares), None, note)
            return

        def paint(plt: Any) -> None:
            plt.bar(list(labels), list(shares), marker="█", width=0.6)
            plt.ylim(0, 100)
            plt.yticks([0, 25, 50, 75, 100])
            plt.title(heading)

        self._plot("by-level", (heading, labels, shares), paint, head=Text("↑ " + _("% won"), style="bold"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.stats and self.stats.modes) if action == "plot" else True

    def action_plot(self, pid: str) -> None:
        self._show_tab(pid)

    def action_close(self) -> None:
        self.app.pop_screen()
