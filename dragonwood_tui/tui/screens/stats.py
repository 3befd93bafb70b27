"""The statistics screen: the player's record per game, mode and opponents' level (a table),
and plots drawn with textual-plotext: scores over time for the chosen mode, a histogram of its
scores, the win share by opponents' level. The numbers come from `dragonwood_tui.stats`.

Readable without colour: won and lost games are told apart by their markers ("W" and "x"),
not by colour alone, and every plot has a title and axis labels.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from dragonwood_tui.tui.titles import level_name
from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.stats import Line, Stats, compute, title
from dragonwood_tui.stats.report import HEADER, row
from dragonwood_tui.storage.paths import os_error_text
from dragonwood_tui.storage.text import plain

from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.widgets.footer import RoomyFooter
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

if TYPE_CHECKING:
    from dragonwood_tui.tui.host import AppHost

PLOTS = (("over-time", N_("Scores over time")), ("histogram", N_("Score histogram")), ("by-level", N_("Win share by opponents")))


def skipped_text(unreadable: list[tuple[str, str]], named: int = 3) -> str:
    """What the notification says of the files the statistics could not read."""
    n = len(unreadable)
    names = ", ".join(f"{plain(name, 60)} ({plain(problem, 80)})" for name, problem in unreadable[:named])
    more = " " + _("and {n} more").format(n=n - named) if n > named else ""
    return ngettext(
        "{n} file in the saves folder not counted: {names}", "{n} files in the saves folder not counted: {names}", n
    ).format(n=n, names=names) + more


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
    ]

    def __init__(self) -> None:
        super().__init__()
        self.stats: Stats | None = None
        self._lines: dict[str, Line] = {}
        self._drawn = False  # the plots show `_shown`'s games
        self._shown: Line | None = None

    @property
    def app_host(self) -> AppHost:
        return host(self)

    def compose(self) -> ComposeResult:
        with Vertical(id="stats-box"):
            yield Static(Text(_("Statistics")), classes="screen-title")
            yield Static(id="stats-summary")
            yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=False)
            with TabbedContent(id="stats-plots"):
                for pid, label in PLOTS:
                    with TabPane(_(label), id=f"tab-{pid}"):
                        yield KeptPlot(id=f"plot-{pid}")
                with TabPane(_("Dailies"), id="tab-dailies"):
                    yield Static(id="stats-dailies")
        yield RoomyFooter()  # at 80 columns its own keys, whole, before "^p Commands"

    def on_mount(self) -> None:
        try:
            self.stats = compute(self.app_host.saves_folder)
        except OSError as exc:  # a data folder that is a file...: say so, show no games
            self.app_host.notify_error(os_error_text(exc, _("saves folder")), _("Statistics"), once=True)
            self.stats = Stats(modes=[], dailies=[], campaign=None, unfinished=0, unreadable=[])
        if self.stats.unreadable:  # one notification naming them; every other game counts
            self.app.notify(skipped_text(self.stats.unreadable), title=_("Statistics"), severity="warning", markup=False)
        self._fill_table()
        self._summary()
        self._draw(self._selected())
        self.refresh_bindings()

    # -- the table -------------------------------------------------------------------------
    def _fill_table(self) -> None:
        table = self.query_one("#stats-table", DataTable)
        table.clear(columns=True)
        labels = (_("Game · mode"), *(_(h).title() for h in HEADER[1:]))
        for i, label in enumerate(labels):
            table.add_column(label, key=str(i))
        assert self.stats is not None
        self._lines = {}
        for m in self.stats.modes:
            key = f"{m.kind}|{m.mode}|"
            self._lines[key] = m
            table.add_row(*row(m, f"{title(m.kind)} · {m.mode}"), key=key)
            if len(m.levels) > 1 or (m.levels and m.levels[0].level != "solo"):
                for line in m.levels:
                    k = f"{m.kind}|{m.mode}|{line.level}"
                    self._lines[k] = line
                    table.add_row(*row(line, "└ " + _("vs {level}").format(level=level_name(line.level))), key=k)
        table.display = bool(self._lines)

    def _selected(self) -> Line | None:
        table = self.query_one("#stats-table", DataTable)
        if not self._lines or table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return self._lines.get(key or "")

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
            lines[0] += " · " + _("{campaign}: {n} of {most} campaign stars").format(campaign=c.title, n=c.stars, most=c.max_stars)
        if stats.dailies:
            won = sum(d.outcome.won for d in stats.dailies)
            lines.append(
                _("Dailies: {n} played, {won} won · latest: {line}").format(n=len(stats.dailies), won=won, line=stats.dailies[0].share_line)
            )
        days = [d.share_line for d in stats.dailies] or [_("No daily played yet: the main menu's Daily challenge has today's.")]
        self.query_one("#stats-dailies", Static).update(Text("\n".join(days)))
        summary = self.query_one("#stats-summary", Static)
        summary.set_class(stats.played > 0, "-one-line")  # lines cut with "…" rather than pushing the plots off
        summary.update(Text("\n".join(lines)))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._draw(self._lines.get(event.row_key.value or ""))

    # -- the plots -------------------------------------------------------------------------
    def _draw(self, line: Line | None) -> None:
        # The table highlights its first row once mounted: the plots on show are drawn already
        # (plotting and rendering them again was a third of the time the screen took to open).
        if self._drawn and line is self._shown:
            return
        self._drawn, self._shown = True, line
        self._over_time(line)
        self._histogram(line)
        self._by_level(line)
        self.query_one("#stats-plots").display = line is not None

    def _plot(self, pid: str, key: Any, paint: Any) -> None:
        """The plot `pid` shows what `paint(plt)` draws, named by `key` (its data: a figure
        drawn once for a key, size and theme is kept, `widgets.kept_plot`)."""
        self.query_one(f"#plot-{pid}", KeptPlot).show((pid, key), paint)

    def _what(self, line: Line) -> str:
        level = " " + _("vs {level}").format(level=level_name(line.level)) if line.level and line.level != "solo" else ""
        return f"{title(line.kind)} · {line.mode}{level}"

    def _over_time(self, line: Line | None) -> None:
        if line is None:
            self._plot("over-time", None, None)
            return
        what = self._what(line)
        scores = tuple(line.scores)
        wins = tuple(g.won for g in line.games)

        def paint(plt: Any) -> None:
            xs = list(range(1, len(scores) + 1))
            plt.plot(xs, list(scores), marker="dot", label=_("score"))
            won = [(x, s) for x, s, w in zip(xs, scores, wins, strict=True) if w]
            lost = [(x, s) for x, s, w in zip(xs, scores, wins, strict=True) if not w]
            if won:
                plt.scatter([x for x, _y in won], [y for _x, y in won], marker="W", label=_("won"))
            if lost:
                plt.scatter([x for x, _y in lost], [y for _x, y in lost], marker="x", label=_("lost"))
            plt.title(_("Scores, game by game: {what}").format(what=what))
            plt.xlabel(_("game"))
            plt.ylabel(_("score"))
            # whole games and whole points on the axes (plotext's own ticks are decimals: "19.2"):
            # one tick per game up to a dozen, then five spread over the games
            n = len(xs)
            plt.xticks(xs if n <= 12 else sorted({1 + round((n - 1) * i / 4) for i in range(5)}))
            top = max(scores) + 1
            plt.ylim(0, top)
            plt.yticks(sorted({round(top * i / 4) for i in range(5)}))

        self._plot("over-time", (what, scores, wins), paint)

    def _histogram(self, line: Line | None) -> None:
        if line is None:
            self._plot("histogram", None, None)
            return
        what = self._what(line)
        scores = tuple(line.scores)

        def paint(plt: Any) -> None:
            low, high = min(scores), max(scores)
            width = max(1, (high - low + 10) // 10)  # at most about ten bars
            edges = list(range(low - low % width, high + 1, width))
            counts = [sum(e <= s < e + width for s in scores) for e in edges]
            labels = [str(e) if width == 1 else f"{e}-{e + width - 1}" for e in edges]
            plt.bar(labels, counts, marker="█", width=0.8)
            top = max(counts)
            plt.yticks(list(range(0, top + 1, max(1, top // 4))))
            plt.title(_("How often each score: {what}").format(what=what))
            plt.xlabel(_("score"))
            plt.ylabel(_("games"))

        self._plot("histogram", (what, scores), paint)

    def _by_level(self, line: Line | None) -> None:
        if line is None or self.stats is None:
            self._plot("by-level", None, None)
            return
        rows = [
            (m.mode if x.level == "solo" else _("{mode} vs {level}").format(mode=m.mode, level=level_name(x.level)), x)
            for m in self.stats.modes if m.kind == line.kind for x in m.levels
        ]
        labels = tuple(label for label, _line in rows)
        shares = tuple(round(100 * x.win_share) for _label, x in rows)
        heading = _("{game}: games won, in %, by mode and opponents").format(game=title(line.kind))

        def paint(plt: Any) -> None:
            plt.bar(list(labels), list(shares), marker="█", width=0.6)
            plt.ylim(0, 100)
            plt.yticks([0, 25, 50, 75, 100])
            plt.title(heading)
            plt.ylabel(_("% won"))

        self._plot("by-level", (heading, labels, shares), paint)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self._lines) if action == "plot" else True

    def action_plot(self, pid: str) -> None:
        self.query_one("#stats-plots", TabbedContent).active = f"tab-{pid}"

    def action_close(self) -> None:
        self.app.pop_screen()
