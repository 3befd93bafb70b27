"""Saved games: the list with details; resume, replay, rename, export, delete, import.

The same screen serves "Replays" (Enter replays instead of resuming, and a record file can be
opened). Every error from a file is a notification; names and notes from files are shown as
plain text (rich Text, never markup) with control characters made visible.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Static

from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.engine.record import RecordError
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, TextPromptScreen
from dragonwood_tui.tui.widgets.scoreboard_base import points
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import game_title

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

# (key, header, width; 0: shares the spare width)
COLUMNS = [("game", "Game", 0), ("players", "Players", 0), ("turn", "Turn", 4), ("status", "Status", 10), ("updated", "Last played", 16)]

# (button id, label, action): also the mouse's way to every key of the footer
BUTTONS = [
    ("resume", "Resume", "resume"),
    ("replay", "Replay", "replay"),
    ("rename", "Rename", "rename"),
    ("export", "Export", "export(False)"),
    ("challenge", "Challenge", "export(True)"),
    ("delete", "Delete", "delete"),
    ("import", "Import", "import_file"),
    ("open", "Open file", "open_file"),
]


def status_text(info: Any) -> str:
    if info.problem is not None:
        return "unreadable"
    if info.finished:
        if len(info.seats) == 1:
            return "won" if info.winners else "lost"
        return "finished"
    return "playing"


PAGE = 100  # rows added to the table at a time (two screens of a 50-line terminal): a year of saves opens as a week's does
AHEAD = 20  # rows from the end of what is shown at which the next page is added


class SavesTable(DataTable[Text]):
    """The saves table; Ctrl+End shows every row first, so it reaches the oldest save."""

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
    HELP_TITLE = "Saved games"

    BINDINGS = [
        Binding("escape", "close", "Back", id="saves.back"),
        Binding("enter", "open", "Open", tooltip="Resume an unfinished game / replay a finished one", id="saves.open"),
        Binding("u", "resume", "Resume", show=False, tooltip="Resume the game where it stopped", id="saves.resume"),
        Binding("p", "replay", "Replay", tooltip="Watch the game step by step", id="saves.replay"),
        Binding("n", "rename", "Rename", tooltip="Give the save a name", id="saves.rename"),
        Binding("e", "export(False)", "Export", tooltip="Write the full record to a file (reveals every hand)", id="saves.export"),
        Binding("c", "export(True)", "Challenge", show=False, tooltip="Write only the deal (game, options, seed) to a file", id="saves.challenge"),
        Binding("d,delete", "delete", "Delete", tooltip="Delete the save", id="saves.delete"),
        Binding("i", "import_file", "Import", show=False, tooltip="Add a record or challenge file to the saves", id="saves.import"),
        Binding("o", "open_file", "Open file", show=False, tooltip="Replay a record file", id="saves.open_file"),
    ]

    def __init__(self, mode: str = "saves") -> None:
        super().__init__()
        self.mode = mode  # "saves" (Enter resumes) or "replays" (Enter replays)
        self.infos: dict[str, Any] = {}  # every save, in the list's order
        self._order: list[str] = []
        self._shown = 0  # rows in the table: the first pages of `_order` (PAGE at a time)
        self._fresh = False  # just filled by on_mount: the first ScreenResume needs no reload

    def compose(self) -> ComposeResult:
        title = "Replays: choose a game to watch" if self.mode == "replays" else "Saved games"
        with Vertical(id="saves-box"):
            yield Static(Text(title, style="bold"), classes="screen-title")
            table = SavesTable(id="saves-table", cursor_type="row", zebra_stripes=True)
            yield table
            yield Static(id="save-details")
            with Horizontal(id="saves-buttons"):
                for bid, label, action in BUTTONS:
                    yield Button(label, id=f"btn-{bid}", compact=True, action=f"screen.{action}")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # the widths the table will have (the box's padding: one column each side), so that
        # the first layout is the last one (fitting them after it drew the rows again)
        fitted = self._column_widths(table, self.app.size.width - 2)
        for key, label, width in COLUMNS:
            table.add_column(label, key=key, width=width or fitted[key])
        self.reload()
        self._fresh = True
        table.focus()

    def on_resize(self) -> None:
        self._fit_columns()

    @staticmethod
    def _column_widths(table: DataTable[Any], width: int) -> dict[str, int]:
        """Fixed widths for turn, status and time; the rest shared by the game and the players."""
        cells = len(COLUMNS) * 2 * table.cell_padding + 2  # padding, and the vertical scrollbar
        spare = max(width - cells - sum(w for _, _, w in COLUMNS if w), 20)
        return {"game": spare * 9 // 20, "players": spare - spare * 9 // 20}

    def _fit_columns(self) -> None:
        table = self.query_one(DataTable)
        widths = self._column_widths(table, table.size.width)
        changed = False
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
        self.reload()

    # -- the list ---------------------------------------------------------------------
    def reload(self, select: str | None = None) -> None:
        table = self.query_one(DataTable)
        current = select or self.selected_id
        table.clear()
        from dragonwood_tui.tui.saves_listing import list_saves

        self.infos = {info.id: info for info in list_saves(host(self))}
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
            players = ", ".join(plain(s.name, 24) for s in info.seats) or "-"
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
        details = self.query_one("#save-details", Static)
        info = self.selected
        if info is None:
            details.update(
                Text(
                    "No saved games yet. Start a game from the menu, or import a file (i).",
                    style="dim",
                )
            )
            return
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
            t.append("Cannot be read: ", style="bold")
            t.append(plain(info.problem, 200))
            t.append("\nIt can only be deleted (d).")
            details.update(t)
            return
        seats = []
        for i, seat in enumerate(info.seats):
            who = "person" if seat.bot is None else f"computer: {plain(seat.bot, 12)}"
            score = f", {points(info.scores[i], True)}" if i < len(info.scores) else ""
            mark = " ★ winner" if info.finished and i in info.winners else ""
            seats.append(f"{i + 1}. {plain(seat.name, 24)} ({who}{score}){mark}")
        t.append("; ".join(seats))
        t.append("\n")
        t.append(
            f"{info.steps} action{'s' if info.steps != 1 else ''} · turn {info.turn} · {status_text(info)} · started "
            f"{app.format_time(info.created)} · last played {app.format_time(info.updated)}"
        )
        details.update(t)

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
            self.notify("No saved game selected.", severity="warning")
        elif doing and info.problem is not None:
            host(self).notify_error(f"{info.id}: cannot {doing}: {info.problem}", "Unreadable save")
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
        info = self._need_selection("resume")
        if info is None:
            return
        if info.finished:
            self.notify("This game is over: replaying it instead.")
            self.action_replay()
            return
        host(self).sessions.resume(info.id)

    def action_replay(self) -> None:
        info = self._need_selection("replay")
        if info is None:
            return
        host(self).sessions.open_replay_save(info.id)

    def action_rename(self) -> None:
        info = self._need_selection("rename")
        if info is None:
            return

        def done(name: str | None) -> None:
            if name is None:
                return
            from dragonwood_tui.storage.saves import rename_save

            try:
                rename_save(info.id, " ".join(name.split()), host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(str(exc), "Rename")
                return
            self.reload(select=info.id)

        self.app.push_screen(TextPromptScreen("New name for this save (blank: none)", info.name), done)

    def action_export(self, challenge: bool) -> None:
        info = self._need_selection("export")
        if info is None:
            return
        suffix = "-challenge.json" if challenge else ".json"
        default = str(Path.cwd() / f"{info.id}{suffix}")
        question = (
            "Export the deal only (game, options, seed: a friend plays the same deal). File:"
            if challenge
            else "Export the full record. It reveals every hand and the deck order. File:"
        )

        def write(path_text: str | None, force: bool = False) -> None:
            if not path_text or not path_text.strip():
                return
            from dragonwood_tui.storage.saves import export_save

            out = Path(path_text.strip()).expanduser()
            if not force and out.exists():
                self.app.push_screen(
                    ConfirmScreen(Text(f"{out} exists. Replace it?"), yes="Replace", no="Keep"),
                    lambda yes: write(path_text, True) if yes else None,
                )
                return
            try:
                export_save(info.id, out, challenge=challenge, force=True, folder=host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(str(exc), "Export")
                return
            what = "the deal" if challenge else "the full record (every hand shows)"
            self.notify(Text(f"Wrote {what} to {out}").plain, title="Export", markup=False)

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
                host(self).notify_error(str(exc), "Delete")
                return
            self.notify(f"Deleted {info.id}.", markup=False)
            self.reload()

        if host(self).settings.confirm_delete:
            label = plain(info.name, 40) or info.id
            self.app.push_screen(ConfirmScreen(Text(f"Delete the save {label}? This cannot be undone."), yes="Delete", no="Keep"), delete)
        else:
            delete(True)

    def action_import_file(self) -> None:
        def done(path_text: str | None) -> None:
            if path_text and path_text.strip():
                self.import_path(Path(path_text.strip()).expanduser())

        self.app.push_screen(TextPromptScreen("Import a record or challenge file:", placeholder="path/to/file.json"), done)

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
            host(self).notify_error(str(exc), "Import")
            return
        n = len(record.actions)
        what = f"{n} action{'s' if n != 1 else ''}" if n else "a new game with the same deal"
        self.notify(f"Imported as {save_id} ({what}).", title="Import", markup=False)
        self.reload(select=save_id)

    def action_open_file(self) -> None:
        def done(path_text: str | None) -> None:
            if path_text and path_text.strip():
                host(self).sessions.open_replay_file(Path(path_text.strip()).expanduser())

        self.app.push_screen(TextPromptScreen("Replay a record file:", placeholder="path/to/file.json"), done)

    def action_close(self) -> None:
        self.dismiss(None)
