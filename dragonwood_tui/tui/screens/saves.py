"""Saved games: the list with details; resume, replay, rename, export, delete, import.

The same screen serves "Replays" (Enter replays instead of resuming, and a record file can be
opened). Every error from a file is a notification; names and notes from files are shown as
plain text (rich Text, never markup) with control characters made visible.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.coordinate import Coordinate
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import DataTable, Static
from textual.widgets.data_table import ColumnKey, RowKey

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.widgets.footer import RoomyFooter
from dragonwood_tui.tui.widgets.key_line import KeyLine

from dragonwood_tui.engine.record import RecordError
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, TextPromptScreen
from dragonwood_tui.tui.widgets.scoreboard_base import points
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import level_name, person_name
from dragonwood_tui.tui.titles import game_title

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

# (key, header): the game and the players share the width the others leave; those are as wide
# as their longest words in the language (a status, a date and time), so none is cut
COLUMNS = [("game", N_("Game")), ("players", N_("Players")), ("turn", N_("Turn")), ("status", N_("Status")), ("updated", N_("Last played"))]
STATUSES = (N_("unreadable"), N_("won"), N_("lost"), N_("finished"), N_("playing"))  # status_text's words

# The screen's keys that the footer does not show (it holds one row): drawn in a KeyLine just
# above it, in the footer's style and clickable like it, so every action shows once and the
# mouse reaches each (a row of buttons repeating the footer's keys cost a fifth of the opening).
MORE_KEYS = ("saves.open", "saves.resume", "saves.challenge", "saves.import", "saves.open_file")


def status_text(info: Any) -> str:
    if info.problem is not None:
        return _("unreadable")
    if info.finished:
        if len(info.seats) == 1:
            return _("won") if info.winners else _("lost")
        return _("finished")
    return _("playing")


PAGE = 60  # rows added to the table at a time (a 50-line terminal shows 40): a year of saves opens as a week's does
AHEAD = 20  # rows from the end of what is shown at which the next page is added


class SavesTable(DataTable[Text]):
    """The saves table; Ctrl+End shows every row first, so it reaches the oldest save.

    Its rows are one line of plain text per cell: `_render_line_in_row` makes a row's segments
    directly (each cell padded, cut with "…", in the styles Textual gives a row cursor) instead
    of sending each cell through Rich's renderer and Textual's per-cell styling, which took a
    sixth of the screen's opening for the 40-odd rows of the first frame. The header, and any
    row with styled runs, still go through Textual's own."""

    def _render_line_in_row(
        self, row_key: RowKey, line_no: int, base_style: Style, cursor_location: Coordinate, hover_location: Coordinate
    ) -> tuple[list[list[Segment]], list[list[Segment]]]:
        row_index = self._row_locations.get(row_key)
        row = self.rows.get(row_key)
        simple = (
            row_index is not None and row is not None and row.height == 1 and line_no == 0 and self.cursor_type == "row"
            and not self.fixed_columns and not self.fixed_rows and not (self._labelled_row_exists and self.show_row_labels)
        )
        if not simple or row_index is None:
            return super()._render_line_in_row(row_key, line_no, base_style, cursor_location, hover_location)
        cache_key = (
            row_key, line_no, base_style, cursor_location, hover_location, self.cursor_type, self.show_cursor,
            self._show_hover_cursor, self._update_count, self._pseudo_class_state,
        )
        cached = self._row_render_cache.get(cache_key)
        if cached is not None:
            return cached
        cells = [cell for cell in self._get_row_renderables(row_index)[1] if isinstance(cell, Text) and not cell.spans]
        if len(cells) != len(self.ordered_columns):  # a cell with styled runs, or not text
            return super()._render_line_in_row(row_key, line_no, base_style, cursor_location, hover_location)
        cursor, hover = row_index == cursor_location.row, row_index == hover_location.row
        row_style = self._get_row_style(row_index, base_style)
        component_style, post_style = self._get_styles_to_render_cell(
            False, False, False, hover, cursor, self.show_cursor, self._show_hover_cursor,
            self.cursor_foreground_priority == "css", self.cursor_background_priority == "css",
        )
        # (the mouse finds the row from the meta: one for the whole row, as a row cursor needs)
        style = row_style + Style.from_meta({"row": row_index, "column": 0}) + component_style
        pad = " " * self.cell_padding
        segments: list[Segment] = []
        table_width = 0
        for column, cell in zip(self.ordered_columns, cells):
            width = column.get_render_width(self)
            table_width += width
            inner = max(width - 2 * self.cell_padding, 0)
            text, size = cell.plain, cell_len(cell.plain)
            if size > inner:
                text = set_cell_size(text, inner - 1) + "…" if cell.overflow == "ellipsis" and inner else set_cell_size(text, inner)
            elif cell.justify == "right":
                text = " " * (inner - size) + text
            else:
                text += " " * (inner - size)
            own = Style.parse(cell.style) if isinstance(cell.style, str) else cell.style
            if own:
                segments += [Segment(pad, style), Segment(text, style + own), Segment(pad, style)]
            else:
                segments.append(Segment(pad + text + pad, style))
        segments = list(Segment.apply_style(segments, post_style=post_style))
        extend_style, _ = self._get_styles_to_render_cell(
            False, False, False, hover, cursor, self.show_cursor, self._show_hover_cursor, False, False
        )
        extend_style = row_style + extend_style + Style.from_meta({"row": row_index, "column": 0, "out_of_bounds": True})
        segments.append(Segment(" " * max(0, self.size.width - table_width), extend_style))
        rendered: tuple[list[list[Segment]], list[list[Segment]]] = ([], [segments])
        self._row_render_cache[cache_key] = rendered
        return rendered

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        # Every column has a fixed width (the screen fits them to the terminal) and every row
        # one line: Textual's way measures each new cell for widths nothing uses. The table's
        # size is its columns' widths by its rows.
        if self._labelled_row_exists or any(c.auto_width for c in self.columns.values()):
            super()._update_dimensions(new_rows)
            return
        width = sum(c.get_render_width(self) for c in self.columns.values())
        self.virtual_size = Size(width, self._total_row_height + (self.header_height if self.show_header else 0))

    def action_scroll_bottom(self) -> None:
        screen = self.screen
        if isinstance(screen, SavesScreen):
            screen.show_rows(len(screen.infos))
        super().action_scroll_bottom()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        screen = self.screen
        # scrolled (by the mouse) near the last rows shown: the next page
        if isinstance(screen, SavesScreen) and new + self.size.height + AHEAD >= self.row_count:
            screen.show_rows(screen.shown + PAGE)


class SavesScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Saved games")

    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="saves.back"),
        Binding("enter", "open", N_("Open"), show=False, tooltip=N_("Resume an unfinished game / replay a finished one"), id="saves.open"),
        Binding("u", "resume", N_("Resume"), show=False, tooltip=N_("Resume the game where it stopped"), id="saves.resume"),
        Binding("p", "replay", N_("Replay"), tooltip=N_("Watch the game step by step"), id="saves.replay"),
        Binding("n", "rename", N_("Rename"), tooltip=N_("Give the save a name"), id="saves.rename"),
        Binding("e", "export(False)", N_("Export"), tooltip=N_("Write the full record to a file (reveals every hand)"), id="saves.export"),
        Binding("c", "export(True)", N_("Challenge"), show=False, tooltip=N_("Write only the deal (game, options, seed) to a file"), id="saves.challenge"),
        Binding("d,delete", "delete", N_("Delete"), tooltip=N_("Delete the save"), id="saves.delete"),
        Binding("i", "import_file", N_("Import"), show=False, tooltip=N_("Add a record or challenge file to the saves"), id="saves.import"),
        Binding("o", "open_file", N_("Open file"), show=False, tooltip=N_("Replay a record file"), id="saves.open_file"),
    ]

    def __init__(self, mode: str = "saves") -> None:
        super().__init__()
        self.mode = mode  # "saves" (Enter resumes) or "replays" (Enter replays)
        self.infos: dict[str, Any] = {}  # every save, in the list's order
        self._order: list[str] = []
        self._shown = 0  # rows in the table: the first pages of `_order` (PAGE at a time)
        self._fresh = False  # just filled by on_mount: the first ScreenResume needs no reload
        self._details_shown: tuple[object, ...] = ()  # what the details show (to skip the same again)

    def compose(self) -> ComposeResult:
        title = _("Replays: choose a game to watch") if self.mode == "replays" else _("Saved games")
        with Vertical(id="saves-box"):
            yield Static(Text(title, style="bold"), classes="screen-title")
            table = SavesTable(id="saves-table", cursor_type="row", zebra_stripes=True)
            yield table
            yield Static(id="save-details")
        by_id = {b.id: b for b in self.BINDINGS if isinstance(b, Binding)}
        yield KeyLine([by_id[i] for i in MORE_KEYS], compact_below=100, id="saves-keys")
        # at 80 columns its keys whole ("^p Commands" left out); built with the screen: the
        # table's focus changes none of the keys it shows
        yield RoomyFooter(compact_below=100, at_once=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # the widths the table will have (the box's padding: one column each side), so that
        # the first layout is the last one (fitting them after it drew the rows again)
        fitted = self._column_widths(table, self.app.size.width - 2)
        for key, label in COLUMNS:
            table.add_column(_(label), key=key, width=fitted[key])
        self.reload()
        self._fresh = True
        table.focus()
        host(self).language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        host(self).language_signal.unsubscribe(self)  # (Textual's signal would keep a closed screen alive)

    def _language_changed(self, code: str) -> None:
        """The headers, the widths, the rows, the details and the keys in the new language."""
        table = self.query_one(DataTable)
        for key, label in COLUMNS:
            table.columns[ColumnKey(key)].label = Text(_(label))
        self._fit_columns(force=True)
        self._details_shown = ()
        self.reload()
        self.query_one(KeyLine).refresh(layout=True)

    def on_resize(self) -> None:
        self._fit_columns()

    @staticmethod
    def _column_widths(table: DataTable[Any], width: int) -> dict[str, int]:
        """Turn, status and time as wide as their words; the rest shared by the game and the players."""
        from dragonwood_tui.i18n.formats import format_date_time

        def widest(*words: str) -> int:
            return max(cell_len(w) for w in words)

        times = (format_date_time(datetime(2000, 12, 28, h, 59)) for h in (11, 23))  # the widest of each form
        fixed = {
            "turn": widest(_("Turn"), "9999"),
            "status": widest(_("Status"), *(_(s) for s in STATUSES)),
            "updated": widest(_("Last played"), *times, "?"),
        }
        cells = len(COLUMNS) * 2 * table.cell_padding + 2  # padding, and the vertical scrollbar
        spare = max(width - cells - sum(fixed.values()), 20)
        return {"game": spare * 9 // 20, "players": spare - spare * 9 // 20, **fixed}

    def _fit_columns(self, force: bool = False) -> None:
        table = self.query_one(DataTable)
        widths = self._column_widths(table, table.size.width)
        changed = force
        for column in table.columns.values():
            width = widths.get(str(column.key.value))
            if width is not None and (column.width, column.auto_width) != (width, False):
                column.width = width
                column.auto_width = False
                changed = True
        if changed:
            table.refresh()

    def on_screen_resume(self) -> None:
        if self._fresh:  # the push that opened the screen: on_mount has just read the saves
            self._fresh = False
            return
        self.reload(unless_same=True)

    # -- the list ---------------------------------------------------------------------
    def reload(self, select: str | None = None, unless_same: bool = False) -> None:
        """The list read again and shown; `unless_same`: left as it is (rows, cursor, details)
        when the saves are the ones shown (the app keeps this screen: opened again on an
        unchanged folder, it draws nothing new)."""
        from dragonwood_tui.tui.saves_listing import list_saves

        listed = list_saves(host(self))
        if unless_same and len(listed) == len(self.infos) and all(a is b for a, b in zip(listed, self.infos.values())):
            return  # the same SaveInfo objects: the remembered listing, nothing changed
        table = self.query_one(DataTable)
        current = select or self.selected_id
        table.clear()
        self.infos = {info.id: info for info in listed}
        self._order = list(self.infos)
        self._shown = 0
        wanted = self._order.index(current) + 1 if current in self.infos else 0
        self.show_rows(max(PAGE, wanted))
        if current in self.infos:
            table.move_cursor(row=table.get_row_index(current))
        self._show_details()

    @property
    def shown(self) -> int:
        return self._shown

    def show_rows(self, count: int) -> None:
        """At least the first `count` saves in the table (the rest come as the cursor nears them)."""
        table = self.query_one(DataTable)
        app = host(self)
        if count <= self._shown:
            return
        for save_id in self._order[self._shown : count]:
            info = self.infos[save_id]
            title = game_title(info.game)
            if info.name:
                title = f"{plain(info.name, 40)} ({title})"
            players = ", ".join(plain(person_name(s.name), 24) for s in info.seats) or "-"
            when = app.format_time(info.updated) if info.problem is None else "-"
            table.add_row(
                Text(title, no_wrap=True, overflow="ellipsis"),
                Text(players, no_wrap=True, overflow="ellipsis"),
                Text(str(info.turn), justify="right"),
                Text(status_text(info)),
                Text(when),
                key=info.id,
            )
        self._shown = max(self._shown, min(count, len(self._order)))

    @property
    def selected_id(self) -> str | None:
        table = self.query_one(DataTable)
        if not self.infos or table.row_count == 0:
            return None
        try:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key
        except Exception:  # no row under the cursor
            return None
        return str(key.value) if key.value is not None else None

    @property
    def selected(self) -> Any | None:
        sid = self.selected_id
        return self.infos.get(sid) if sid else None

    def _show_details(self) -> None:
        text = self._details_text()
        shown = (text.plain, tuple(text.spans), str(text.style))
        if shown != self._details_shown:  # the same words again (the first highlight): no layout
            self._details_shown = shown
            self.query_one("#save-details", Static).update(text)

    def _details_text(self) -> Text:
        info = self.selected
        if info is None:
            return Text(_("No saved games yet. Start a game from the menu, or import a file (i)."), style="dim")
        app = host(self)
        t = Text()
        t.append(f"{info.id}", style="bold")
        if info.name:
            t.append("  «")
            t.append(plain(info.name, 60))
            t.append("»")
        t.append(f"  {game_title(info.game)}")
        t.append("\n")
        if info.problem is not None:
            t.append(_("Cannot be read: "), style="bold")
            t.append(plain(info.problem, 200))
            t.append("\n" + _("It can only be deleted (d)."))
            return t
        seats = []
        for i, seat in enumerate(info.seats):
            who = _("person") if seat.bot is None else _("computer: {level}").format(level=level_name(plain(seat.bot, 12)))
            score = f", {points(info.scores[i], True)}" if i < len(info.scores) else ""
            mark = " ★ " + _("winner") if info.finished and i in info.winners else ""
            seats.append(f"{i + 1}. {plain(person_name(seat.name), 24)} ({who}{score}){mark}")
        t.append("; ".join(seats))
        t.append("\n")
        t.append(
            ngettext("{n} action", "{n} actions", info.steps).format(n=info.steps)
            + " · "
            + _("turn {turn} · {status} · started {started} · last played {updated}").format(
                turn=info.turn, status=status_text(info), started=app.format_time(info.created), updated=app.format_time(info.updated)
            )
        )
        return t

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.cursor_row >= self._shown - AHEAD:
            self.show_rows(self._shown + PAGE)
        self._show_details()

    @on(DataTable.RowSelected)
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def _need_selection(self, doing: str = "") -> Any | None:
        """The selected save; with `doing`, only a readable one (else an error, and None)."""
        info = self.selected
        if info is None:
            self.notify(_("No saved game selected."), severity="warning")
        elif doing and info.problem is not None:
            host(self).notify_error(_("{save}: cannot {doing}: {problem}").format(save=info.id, doing=_(doing), problem=info.problem), _("Unreadable save"))
            return None
        return info

    # -- actions ------------------------------------------------------------------------
    def action_open(self) -> None:
        info = self._need_selection()
        if info is None:
            return
        if self.mode == "replays" or info.finished:
            self.action_replay()
        else:
            self.action_resume()

    def action_resume(self) -> None:
        info = self._need_selection(N_("resume"))
        if info is None:
            return
        if info.finished:
            self.notify(_("This game is over: replaying it instead."))
            self.action_replay()
            return
        host(self).sessions.resume(info.id)

    def action_replay(self) -> None:
        info = self._need_selection(N_("replay"))
        if info is None:
            return
        host(self).sessions.open_replay_save(info.id)

    def action_rename(self) -> None:
        info = self._need_selection(N_("rename"))
        if info is None:
            return

        def done(name: str | None) -> None:
            if name is None:
                return
            from dragonwood_tui.storage.saves import rename_save

            try:
                rename_save(info.id, " ".join(name.split()), host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(str(exc), _("Rename"))
                return
            self.reload(select=info.id)

        self.app.push_screen(TextPromptScreen(_("New name for this save (blank: none)"), info.name), done)

    def action_export(self, challenge: bool) -> None:
        info = self._need_selection(N_("export"))
        if info is None:
            return
        suffix = "-challenge.json" if challenge else ".json"
        default = str(Path.cwd() / f"{info.id}{suffix}")
        question = (
            _("Export the deal only (game, options, seed: a friend plays the same deal). File:")
            if challenge
            else _("Export the full record. It reveals every hand and the deck order. File:")
        )

        def write(path_text: str | None, force: bool = False) -> None:
            if not path_text or not path_text.strip():
                return
            from dragonwood_tui.storage.saves import export_save

            out = Path(path_text.strip()).expanduser()
            if not force and out.exists():
                self.app.push_screen(
                    ConfirmScreen(Text(_("{file} exists. Replace it?").format(file=out)), yes=_("Replace"), no=_("Keep")),
                    lambda yes: write(path_text, True) if yes else None,
                )
                return
            try:
                export_save(info.id, out, challenge=challenge, force=True, folder=host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(str(exc), _("Export"))
                return
            wrote = _("Wrote the deal to {file}") if challenge else _("Wrote the full record (every hand shows) to {file}")
            self.notify(wrote.format(file=out), title=_("Export"), markup=False)

        self.app.push_screen(TextPromptScreen(question, default), write)

    def action_delete(self) -> None:
        info = self._need_selection()
        if info is None:
            return

        def delete(yes: bool | None) -> None:
            if not yes:
                return
            from dragonwood_tui.storage.saves import delete_save

            try:
                delete_save(info.id, host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(str(exc), _("Delete"))
                return
            self.notify(_("Deleted {save}.").format(save=info.id), markup=False)
            self.reload()

        if host(self).settings.confirm_delete:
            label = plain(info.name, 40) or info.id
            self.app.push_screen(ConfirmScreen(Text(_("Delete the save {save}? This cannot be undone.").format(save=label)), yes=_("Delete"), no=_("Keep")), delete)
        else:
            delete(True)

    def action_import_file(self) -> None:
        def done(path_text: str | None) -> None:
            if path_text and path_text.strip():
                self.import_path(Path(path_text.strip()).expanduser())

        self.app.push_screen(TextPromptScreen(_("Import a record or challenge file:"), placeholder="path/to/file.json"), done)

    def import_path(self, source: Path, again: bool = False) -> None:
        """Import `source`; a game already saved asks first (open that save, or import a copy)."""
        from dragonwood_tui.storage.saves import AlreadySaved, import_file
        from dragonwood_tui.tui.screens.import_duplicate import DuplicateImportScreen

        try:
            save_id, record = import_file(source, host(self).saves_folder, again=again)
        except AlreadySaved as exc:
            info = exc.info

            def answer(choice: str | None) -> None:
                if choice == "copy":
                    self.import_path(source, again=True)
                elif choice == "open":
                    self.reload(select=info.id)
                    self.action_open()

            self.app.push_screen(DuplicateImportScreen(str(source), info), answer)
            return
        except (RecordError, OSError) as exc:
            host(self).notify_error(str(exc), _("Import"))
            return
        n = len(record.actions)
        what = ngettext("{n} action", "{n} actions", n).format(n=n) if n else _("a new game with the same deal")
        self.notify(_("Imported as {save} ({what}).").format(save=save_id, what=what), title=_("Import"), markup=False)
        self.reload(select=save_id)

    def action_open_file(self) -> None:
        def done(path_text: str | None) -> None:
            if path_text and path_text.strip():
                host(self).sessions.open_replay_file(Path(path_text.strip()).expanduser())

        self.app.push_screen(TextPromptScreen(_("Replay a record file:"), placeholder="path/to/file.json"), done)

    def action_close(self) -> None:
        self.dismiss(None)
