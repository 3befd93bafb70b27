"""The Daily screen: today's two games and whether they are played, a calendar of the last 30
days (a past day plays as practice), and the daily result screen (share line: a key copies it,
another exports the record). The deals, attempts and proofs are `dragonwood_tui.daily`'s.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.coordinate import Coordinate
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.i18n.formats import format_date, weekday_name
from dragonwood_tui.tui.daily_line import seats_text as seats_text, without_daily  # (seats_text: the tests read it here)
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.tui.widgets.footer import Footer, SteadyFooter

from dragonwood_tui.daily.deal import daily_games, daily_kinds
from dragonwood_tui.daily.attempts import Attempt, DayStatus, attempts, last_days
from dragonwood_tui.daily.result import Proof

from dragonwood_tui.storage.paths import os_error_text
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.keyboard_layout import key_shown

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

if TYPE_CHECKING:
    from dragonwood_tui.tui.host import AppHost

DAYS = 30
BEST_ROWS = 46  # from this many rows the summary says each game's best result of the 30 days
INTRO = N_("The same deals for everyone today. Your first game started on the day counts; later ones are practice.")


def legend() -> str:
    games = ", ".join(f"{g.letter} {g.title}" for g in daily_games().values())
    return games + ":  " + _("✓ won  ✗ lost  ▶ in progress  ~ practice only  · not played")


def marker(status: DayStatus) -> str:
    counted = status.counted
    if counted is not None:
        return "✓" if 0 in counted.winners else "✗"
    if status.in_progress is not None:
        return "▶"
    return "~" if status.attempts else "·"  # ~: only practice games


def describe_game(status: DayStatus, today: date) -> str:
    """What the Daily screen says of one game of one day (plain text)."""
    counted, running = status.counted, status.in_progress
    gone = status.day != today
    if running is not None:
        return _("in progress — Enter to continue")
    if counted is not None:
        from dragonwood_tui.daily.result import result_text

        return _("{result} — Enter for the result to share").format(result=result_text(counted.scores, counted.winners))
    if status.attempts:
        return _("played as practice — Enter to play again")
    return _("not played — Enter to play it as practice") if gone else _("not played yet — Enter to play")


class DailyScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Daily challenge")
    AUTO_FOCUS = "#daily-games"

    BINDINGS = [
        Binding("escape,q", "close", N_("Back"), id="daily.back"),
        Binding("t", "today", N_("Today"), tooltip=N_("Back to today in the calendar"), id="daily.today"),
        Binding("tab", "switch", N_("Games / calendar"), show=False, id="daily.switch"),
    ]

    def __init__(self, day: date | None = None) -> None:
        super().__init__()
        self.day: date | None = day  # the day whose games are listed (None: today)
        self._cells: dict[Coordinate, date] = {}
        self._found: list[Attempt] = []
        self._by_day: dict[tuple[str, date], list[Attempt]] = {}  # `_found` by game and day
        self._fresh = False  # just filled by on_mount: the first ScreenResume needs no reload
        self._drawn_size: tuple[int, int] | None = None  # the calendar cells' (columns, rows) drawn

    @property
    def app_host(self) -> AppHost:
        return host(self)

    def compose(self) -> ComposeResult:
        with Vertical(id="daily-box"):
            yield Static(id="daily-title", classes="screen-title")
            yield Static(Text(_(INTRO), style="dim"), id="daily-intro")
            yield OptionList(id="daily-games")
            yield Static(id="daily-legend")
            table: DataTable[Text] = DataTable(id="daily-calendar", cursor_type="cell", zebra_stripes=False)
            yield table
            yield Static(id="daily-summary")  # the 30 days in figures, where the rows allow
        yield LeanFooter(palette_from=0)  # one widget for the keys: a widget per key was a fifth of the opening

    def on_mount(self) -> None:
        self._add_columns()
        self.reload()
        self._fresh = True
        self.app_host.language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        # Textual's signal keeps a subscriber alive (its callback holds the node) until the next
        # publish: without this, every Daily screen closed stayed in memory until a change of language.
        host(self).language_signal.unsubscribe(self)

    def _language_changed(self, code: str) -> None:
        """Every word of the screen in the new language at once: the intro, the calendar's
        days of the week, the legend, the day's games and the footer."""
        self.query_one("#daily-intro", Static).update(Text(_(INTRO), style="dim"))
        self.query_one("#daily-calendar", DataTable).clear(columns=True)
        self._add_columns()
        self._fill_calendar()  # (the cursor on the day shown, as before)
        self._show_day()
        self.refresh_bindings()

    def on_screen_resume(self) -> None:
        if self._fresh:  # the push that opened the screen: on_mount has just read the saves
            self._fresh = False
            return
        self.reload()

    # -- drawing -------------------------------------------------------------------------
    @property
    def today(self) -> date:
        return self.app_host.today()

    def reload(self) -> None:
        try:
            self._found = attempts(self.app_host.saves_folder)
        except OSError as exc:  # a data folder that is a file...: say so, show no attempts
            self.app_host.notify_error(os_error_text(exc, _("saves folder")), _("Daily"), once=True)
            self._found = []
        self._by_day = {}
        for a in self._found:
            self._by_day.setdefault((a.kind, a.day), []).append(a)
        self._fill_calendar()
        self._show_day()

    def status(self, kind: str, day: date) -> DayStatus:
        return DayStatus(kind, day, list(self._by_day.get((kind, day), ())))

    def _cell_size(self) -> tuple[int, int]:
        """(columns, rows) of a day's cell: 8 × 1 at 80×24; wider and taller where the screen
        has the room (a line a game, with its words, from 38 rows: 120×40 has them), so that a
        month reads at a glance instead of a wall of dots."""
        width, height = self.app.size
        # (each cell has a cell of padding each side; the box two of its own)
        return max(8, min(16, (width - 4) // 7 - 2)), (3 if height >= 38 else 2 if height >= 36 else 1)

    def _add_columns(self) -> None:
        table = self.query_one("#daily-calendar", DataTable)
        width = self._cell_size()[0]
        for weekday in range(7):  # CLDR's abbreviations: "jeu.", "чт"
            table.add_column(Text(weekday_name(weekday, "abbreviated")), width=width)  # Text: no markup to parse
        self._drawn_size = self._cell_size()

    def on_resize(self) -> None:
        if self._drawn_size is not None and self._drawn_size != self._cell_size():
            self.query_one("#daily-calendar", DataTable).clear(columns=True)
            self._add_columns()
            self._fill_calendar()

    def _day_cell(self, d: date, rows: int, width: int) -> Text:
        """A day of the calendar: its number, then each daily game's mark in its colour (won,
        lost, in progress), one game a line with its word where the cell is tall enough."""
        pal = palette(self)
        styles = {"✓": pal.good, "✗": pal.bad, "▶": pal.badge, "~": pal.muted, "·": pal.muted}
        words = {"✓": _("won"), "✗": _("lost"), "▶": _("playing"), "~": _("practice"), "·": ""}
        today = d == self.today
        cell = Text(f"{d.day:2d}", style="bold" if today else "")
        statuses = [self.status(k, d) for k in daily_kinds()]
        games = [(daily_games()[s.kind].letter, marker(s)) for s in statuses]
        if rows >= 1 + len(games):  # a line each: "D ✓ won 27–23" (the scores where they fit)
            for (letter, mark), status in zip(games, statuses):
                cell.append("\n" + letter + " ", style=pal.muted)
                cell.append(mark, style=styles[mark])
                said = words[mark]
                counted = status.counted
                if mark in "✓✗" and counted is not None and counted.finished:
                    from dragonwood_tui.daily.result import result_text

                    result = result_text(counted.scores, counted.winners)
                    said = result if 4 + cell_len(result) <= width else said
                if said and width >= 4 + cell_len(said):
                    cell.append(" " + said, style=styles[mark])
            return cell
        cell.append("\n" if rows > 1 else " ")
        for i, (letter, mark) in enumerate(games):
            cell.append((" " if i else "") + letter, style=pal.muted)
            cell.append(mark, style=styles[mark])
        return cell

    def _best(self, kind: str, days: list[date]) -> Attempt | None:
        """`kind`'s best counted game of `days`: won before lost, then the higher score."""
        done = [a for d in days if (a := self.status(kind, d).counted) is not None and a.finished and a.scores]
        return max(done, key=lambda a: (0 in a.winners, a.scores[0]), default=None)

    def _summary(self, days: list[date]) -> Text:
        """The 30 days in figures: each daily game's counted games won and lost, and the days in
        a row (to today, or to yesterday while today is still open) with a counted game."""
        pal = palette(self)
        text = Text()
        for kind in daily_kinds():
            marks = [marker(self.status(kind, d)) for d in days]
            text.append(daily_games()[kind].title, style="bold")
            text.append("  ")
            won, lost = marks.count("✓"), marks.count("✗")
            text.append(_("won {n}").format(n=won), style=pal.good if won else pal.muted)  # a 0 in colour shouts
            text.append(" · ", style=pal.muted)
            text.append(_("lost {n}").format(n=lost), style=pal.bad if lost else pal.muted)
            text.append(" · " + _("not played {n}").format(n=marks.count("·") + marks.count("~")), style=pal.muted)
            best = self._best(kind, days) if self.app.size.height >= BEST_ROWS else None
            if best is not None:
                from dragonwood_tui.daily.result import result_text

                # TRANSLATORS: the Daily screen's summary: a game's best counted result of the 30 days, and its day
                said = _("best: {result} ({date})").format(result=result_text(best.scores, best.winners), date=format_date(best.day, "medium"))
                text.append(" · ", style=pal.muted)
                text.append(said, style=pal.good if 0 in best.winners else "")
            text.append("\n")
        from dragonwood_tui.tui.daily_line import days_in_a_row

        run = days_in_a_row([any(self.status(k, d).counted is not None for k in daily_kinds()) for d in sorted(days)])
        text.append(ngettext("{n} day in a row with a daily played", "{n} days in a row with a daily played", run).format(n=run), style="bold" if run else pal.muted)
        return text

    def _fill_calendar(self) -> None:
        table = self.query_one("#daily-calendar", DataTable)
        table.clear()
        width, rows = self._cell_size()
        today = self.today
        days = sorted(last_days(today, DAYS))
        first = days[0] - timedelta(days=days[0].weekday())
        self._cells = {}
        week: list[Text] = []  # (Text cells: the table parses no markup)
        row = 0
        d = first
        while d <= today or len(week) % 7:
            if d in days:
                week.append(self._day_cell(d, rows, width))
                self._cells[Coordinate(row, d.weekday())] = d
            else:
                week.append(Text())
            if len(week) == 7:
                table.add_row(*week, height=rows)
                week, row = [], row + 1
            d += timedelta(days=1)
        self.query_one("#daily-legend", Static).update(
            Text.assemble(
                (_("The last 30 days"), "bold"),
                " " + _("({first} to {last})").format(first=format_date(days[0], "medium"), last=format_date(today, "medium")) + "\n",
                (legend(), "dim"),
            )
        )
        table.zebra_stripes = rows > 1  # tall cells: a week a stripe, or the weeks run together
        summary = self.query_one("#daily-summary", Static)
        text = self._summary(days) if rows > 1 else Text()
        extra = without_daily()  # where a player looks for a game's daily: say it has none
        if extra:
            text.append(("\n" if text else "") + extra, style="dim")
        summary.display = bool(text)
        summary.update(text)
        selected = self.day or today
        for coord, day in self._cells.items():
            if day == selected:
                table.cursor_coordinate = coord

    def _show_day(self) -> None:
        day = self.day or self.today
        when = _("today") if day == self.today else _("practice: the day is gone")
        title = _("Daily challenge — {weekday} {date} ({when})").format(
            weekday=weekday_name(day.weekday()), date=format_date(day, "long"), when=when
        )
        self.query_one("#daily-title", Static).update(Text(title))
        menu = self.query_one("#daily-games", OptionList)
        highlighted = menu.highlighted
        options = []
        for kind in daily_kinds():
            text = Text.assemble((daily_games()[kind].title, "bold"), f" · {seats_text(kind)}\n   ", describe_game(self.status(kind, day), self.today))
            options.append(Option(text, id=kind))
        menu.set_options(options)
        menu.highlighted = highlighted if highlighted is not None else 0

    # -- events ----------------------------------------------------------------------------
    def on_data_table_cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        event.stop()
        day = self._cells.get(event.coordinate)
        if day is not None and day != (self.day or self.today):
            self.day = day
            self._show_day()
            self.refresh_bindings()  # "t Today" offered on another day only

    def on_data_table_cell_selected(self, event: DataTable.CellSelected) -> None:
        event.stop()
        if event.coordinate in self._cells:
            self.query_one("#daily-games", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        kind = event.option.id or ""
        day = self.day or self.today
        status = self.status(kind, day)
        if status.in_progress is None and status.counted is not None:
            self.app_host.sessions.show_daily_result(status.counted)
        else:
            self.app_host.sessions.play_daily(kind, day)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # "t Today" only while another day is shown: on today it would do nothing a player sees
        if action == "today":
            return self.day is not None and self.day != self.today
        return True

    def action_today(self) -> None:
        self.day = None
        self._fill_calendar()
        self._show_day()
        self.refresh_bindings()
        self.query_one("#daily-calendar", DataTable).focus()  # the cursor on today, in sight

    def action_switch(self) -> None:
        games = self.query_one("#daily-games", OptionList)
        (self.query_one("#daily-calendar", DataTable) if games.has_focus else games).focus()

    def action_close(self) -> None:
        self.app.pop_screen()


class DailyResultScreen(ModalScreen[None]):
    """A finished daily: the result line to share, its check code; copy, export, play again."""

    CSS_PATH = STYLES
    HELP_TITLE = N_("Daily result")
    BINDINGS = [
        Binding("escape,q,enter", "close", N_("Back"), id="daily_result.back"),
        Binding("c", "copy", N_("Copy the line"), tooltip=N_("Copy the result line to the clipboard"), id="daily_result.copy"),
        Binding("e", "export", N_("Export"), tooltip=N_("Write the full record to a file (reveals every hand)"), id="daily_result.export"),
        Binding("p", "practice", N_("Play again"), tooltip=N_("Play the same deal again, as practice"), id="daily_result.practice"),
        Binding("v", "review", N_("Review"), tooltip=N_("Each of your decisions weighed against the best"), id="daily_result.review"),
        Binding("x", "practise", N_("Practice"), tooltip=N_("Practice the mistakes of this game"), id="daily_result.practise"),
    ]

    def __init__(self, proof: Proof, save_id: str) -> None:
        super().__init__(classes="dialog-screen")
        self.proof = proof
        self.save_id = save_id

    @property
    def app_host(self) -> AppHost:
        return host(self)

    def compose(self) -> ComposeResult:
        p = self.proof
        with Vertical(classes="dialog", id="daily-result"):
            yield Static(Text(_("{game} daily · {date}").format(game=p.title, date=format_date(p.day, "long")), style="bold"), classes="dialog-title")
            counted = _("a practice game (the first game started on the day counts)") if p.practice else _("your game of the day: it counts")
            yield Static(Text.assemble((_("Result: "), "bold"), p.result, "\n", (_("Check code: "), "bold"), p.check, "\n", (counted, "dim")))
            yield Static(Text(p.share_line), id="daily-share-line")
            # the export key as the footer names it (у in a Cyrillic layout), never a letter in the words
            check = _("Anyone can check this result: Dragonwood re-plays the exported record ({e}) and gives the same line.")
            yield Static(Text(check.format(e=key_shown(self.app, "e")), style="dim"), classes="dialog-text")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.app_host.language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        self.app_host.language_signal.unsubscribe(self)  # (as the Daily screen's)

    def _language_changed(self, code: str) -> None:
        self.refresh(recompose=True)  # the result's words and its share line in the new language
        self.refresh_bindings()

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.proof.share_line)
        self.notify(_("The result line is on the clipboard."), title=_("Copied"), markup=False)

    def action_export(self) -> None:
        from dragonwood_tui.tui.screens.confirm import TextPromptScreen

        from dragonwood_tui.storage.paths import exports_dir

        name = f"dragonwood-daily-{self.proof.day.isoformat()}-{self.proof.kind}.json"
        default = str(exports_dir(self.app_host.saves_folder) / name)
        self.app.push_screen(
            TextPromptScreen(_("Export the full record (it reveals every hand and the deck order). File:"), default),
            self._export_to,
        )

    def _export_to(self, path_text: str | None, force: bool = False) -> None:
        from dragonwood_tui.engine.record_error import RecordError
        from dragonwood_tui.play.saves import export_save
        from dragonwood_tui.tui.screens.confirm import ConfirmScreen

        if not path_text or not path_text.strip():
            return
        out = Path(path_text.strip()).expanduser()
        if not force and out.exists():
            self.app.push_screen(
                ConfirmScreen(Text(_("{file} exists. Replace it?").format(file=plain(str(out), 200))), yes=_("Replace"), no=_("Keep")),
                lambda yes: self._export_to(path_text, True) if yes else None,
            )
            return
        from dragonwood_tui.storage.paths import ready_for_export

        ready_for_export(out, self.app_host.saves_folder)
        try:
            export_save(self.save_id, out, force=True, folder=self.app_host.saves_folder)
        except RecordError as exc:
            self.app_host.notify_error(str(exc), _("Export"))
            return
        self.notify(_("Wrote the record to {file}").format(file=plain(str(out), 200)), title=_("Export"), markup=False)

    def action_practice(self) -> None:
        from dragonwood_tui.tui.screens.game_over import GameOverScreen
        from dragonwood_tui.tui.screens.table_base import TableScreen

        app = self.app
        app.pop_screen()
        # Opened at the end of a game: the new game replaces the finished one and its dialog.
        while len(app.screen_stack) > 1 and isinstance(app.screen, (GameOverScreen, TableScreen)):
            app.pop_screen()
        self.app_host.sessions.play_daily(self.proof.kind, self.proof.day)

    def action_review(self) -> None:
        """The replay of this game in Review mode, on the person's seat."""
        self.app_host.sessions.open_replay_save(self.save_id, review=True)

    def action_practise(self) -> None:
        """The position before each of your mistakes in this game, to play again (reviewed first if need be)."""
        from dragonwood_tui.tui.screens.practice import practise_save

        practise_save(self.app, self.save_id)

    def action_close(self) -> None:
        self.dismiss(None)


def show_result(app: App[Any], attempt: Attempt) -> None:
    """The result screen of a daily attempt (its share line), or why there is none."""
    from dragonwood_tui.daily.result import NotADaily
    from dragonwood_tui.daily.attempts import proof_of
    from dragonwood_tui.engine.record_error import RecordError

    try:
        proof = proof_of(attempt)
    except (RecordError, NotADaily) as exc:
        host(app).notify_error(str(exc), _("Daily"))
        return
    if proof is not None:
        app.push_screen(DailyResultScreen(proof, attempt.save_id))


__all__: list[Any] = ["DailyResultScreen", "DailyScreen", "show_result"]


def end_of_game_note(folder: Path, save_id: str | None) -> tuple[str, Attempt | None]:
    """(rank line, daily attempt or None) of a finished save; ("", None) when unknown."""
    from dragonwood_tui.engine.record_error import RecordError
    from dragonwood_tui.stats.rank import rank_of_save

    if save_id is None:
        return "", None
    try:
        rank = rank_of_save(folder, save_id)
        attempt = next((a for a in attempts(folder) if a.save_id == save_id), None)
    except (RecordError, OSError):
        return "", None
    return rank, attempt
