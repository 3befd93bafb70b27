"""Saved games: the list with details; resume, replay, rename, export, delete, import.

The same screen serves "Replays" (Enter replays instead of resuming, and a record file can be
opened). Every error from a file is a notification; names and notes from files are shown as
plain text (rich Text, never markup) with control characters made visible.
"""

from __future__ import annotations

from datetime import datetime
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static

from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.key_line import KeyLine
from dragonwood_tui.tui.widgets.row_table import PAD, Column, RowTable

from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.play.save_names import listed_save_title, shown_save_name
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, TextPromptScreen
from dragonwood_tui.tui.widgets.scoreboard_base import points
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import level_name, person_name, players_named
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.storage.paths import error_text

# The screen's rules in DEFAULT_CSS, not a .tcss file: Textual reads a screen's CSS file at its
# first opening and then parses every style sheet of the app again and restyles every widget
# (a tenth of the opening); a widget's default CSS is parsed alone.
SAVES_CSS = """
#saves-box {
    padding: 0 1;
}
/* the table's header line (the rows scroll under it), as DataTable's on a focused table */
#saves-header {
    height: 1;
    background: $panel;
    background-tint: $foreground 5%;
    text-style: bold;
}
#saves-table {
    height: 1fr;
}
#save-details {
    height: auto;
    min-height: 3;
    max-height: 6;
    padding: 0 1;
}
"""

# (key, header): the game and the players share the width the others leave; those are as wide
# as their longest words in the language (a status, a date and time), so none is cut
COLUMNS = [("game", N_("Game")), ("players", N_("Players")), ("turn", N_("Turn")), ("status", N_("Status")), ("updated", N_("Last played"))]
STATUSES = (N_("unreadable"), N_("won"), N_("lost"), N_("finished"), N_("playing"))  # status_text's words

# The screen's keys that the footer does not show (it holds one row): drawn in a KeyLine just
# above it, in the footer's style and clickable like it, so every action shows once and the
# mouse reaches each (a row of buttons repeating the footer's keys cost a fifth of the opening).
MORE_KEYS = ("saves.open", "saves.resume", "saves.challenge", "saves.import", "saves.open_file")


def status_text(info: Any) -> str:
    """One word a result, the same in every game: "won" or "lost" for the one person at the
    table (alone or against computer players); "finished" only where no one person is "you"
    (hot seat, computers only)."""
    if info.problem is not None:
        return _("unreadable")
    if info.finished:
        people = [i for i, seat in enumerate(info.seats) if seat.bot is None]
        if len(people) == 1:
            return _("won") if people[0] in info.winners else _("lost")
        return _("finished")
    return _("playing")


def score_text(game: str, score: int) -> str:
    """A seat's score in the unit its game counts ("6 roads" in Road Quest, "6 pts" elsewhere)."""
    from dragonwood_tui.campaign.goals import count_text
    from dragonwood_tui.games import UnknownGame, get_game

    try:
        unit = get_game(game).goal_kinds.get("win", "points")
    except UnknownGame:  # a game this version does not know: its score as a number of points
        unit = "points"
    return points(score, True) if unit == "points" else count_text(unit, score)


PAGE = 60  # rows added to the table at a time (a 50-line terminal shows 40): a year of saves opens as a week's does
AHEAD = 20  # rows from the end of what is shown at which the next page is added
PLAYERS_KEPT = 14  # cells the players keep when the game's column widens for a daily ("You, Ada, Bram", "Вы, Ada, Bram")


class SavesScreen(Screen[None]):
    DEFAULT_CSS = SAVES_CSS
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
        # the widths the table will have (the box's padding: one column each side), so that
        # the first layout is the last one (fitting them after it drew the rows again)
        table = RowTable(self._columns(self.app.size.width - 2), id="saves-table", more=self._more, ahead=AHEAD)
        with Vertical(id="saves-box"):
            yield Static(Text(title, style="bold"), classes="screen-title")
            yield Static(table.header(), id="saves-header")
            yield table
            yield Static(id="save-details")
        by_id = {b.id: b for b in self.BINDINGS if isinstance(b, Binding)}
        yield KeyLine([by_id[i] for i in MORE_KEYS], compact_below=100, id="saves-keys")
        # at 80 columns its keys whole ("^p Commands" left out); built with the screen: the
        # table's focus changes none of the keys it shows
        yield LeanFooter(compact_below=100)

    def on_mount(self) -> None:
        self.reload()
        self._fresh = True
        self.query_one(RowTable).focus()
        host(self).language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        host(self).language_signal.unsubscribe(self)  # (Textual's signal would keep a closed screen alive)

    def _language_changed(self, code: str) -> None:
        """The headers, the widths, the rows, the details and the keys in the new language."""
        self._fit_columns()
        self._details_shown = ()
        self.reload()
        self.query_one(KeyLine).refresh(layout=True)

    async def on_resize(self, event: events.Resize) -> None:
        # (Textual calls this, then Screen's own unless the default is prevented)
        if event.size == self.size:
            # the Resize Textual sends a new screen after its first layout, at the size it was
            # laid out at: Screen's handler would lay out and draw the whole screen again
            event.prevent_default()
            return
        self._fit_columns()

    @staticmethod
    def _columns(width: int) -> list[Column]:
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
        cells = len(COLUMNS) * 2 * PAD + 2  # padding, and the vertical scrollbar
        spare = max(width - cells - sum(fixed.values()), 20)
        # the game's column at least as wide as a daily's row ("Dragonwood daily") where the players keep PLAYERS_KEPT
        from dragonwood_tui.games import game_kinds

        daily = widest(*(_("{game} daily").format(game=game_title(kind)) for kind in game_kinds()))
        game = max(spare * 9 // 20, min(daily, spare - PLAYERS_KEPT))
        widths = {"game": game, "players": spare - game, **fixed}
        # names cut with "…"; the turn to the right
        return [Column(key, _(label), widths[key], right=key == "turn", ellipsis=key in ("game", "players")) for key, label in COLUMNS]

    def _fit_columns(self) -> None:
        table = self.query_one(RowTable)
        if table.set_columns(self._columns(table.size.width or self.app.size.width - 2)):
            self.query_one("#saves-header", Static).update(table.header())

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # (Textual calls this, then Screen's own)
        if self._fresh:  # the push that opened the screen: on_mount has just read the saves
            self._fresh = False
            # and every widget was styled as it mounted: Textual's styling of the whole
            # screen again at its first showing was a twentieth of the opening
            event.refresh_styles = False
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
        table = self.query_one(RowTable)
        current = select or self.selected_id
        table.clear_options()
        self.infos = {info.id: info for info in listed}
        self._order = list(self.infos)
        self._shown = 0
        wanted = self._order.index(current) if current in self.infos else 0
        self.show_rows(max(PAGE, wanted + 1))
        if self._order:
            table.highlighted = wanted
        self._show_details()

    def _more(self, everything: bool) -> None:
        self.show_rows(len(self._order) if everything else self._shown + PAGE)

    def show_rows(self, count: int) -> None:
        """At least the first `count` saves in the table (the rest come as the cursor nears them)."""
        table = self.query_one(RowTable)
        app = host(self)
        if count <= self._shown:
            return
        rows = []
        for save_id in self._order[self._shown : count]:
            info = self.infos[save_id]
            title = plain(listed_save_title(info.name, info.notes, game_title(info.game)), 60)
            players = players_named(info.seats) or "-"
            when = app.format_time(info.updated) if info.problem is None else "-"
            rows.append(table.row((title, players, str(info.turn), status_text(info), when), info.id))
        table.add_options(rows)
        self._shown = max(self._shown, min(count, len(self._order)))

    @property
    def selected_id(self) -> str | None:
        option = self.query_one(RowTable).highlighted_option
        return option.id if option is not None and self.infos else None

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
            return Text(_("No saved games yet. Start a game from the menu, or import a file ({i}).").format(i=key_shown(self.app, "i")), style="dim")
        app = host(self)
        t = Text()
        # the game and the save's name (no file id: the player never types it; the files' commands list it)
        t.append(game_title(info.game), style="bold")
        if info.name:
            t.append("  «")
            t.append(plain(shown_save_name(info.name, info.notes), 60))
            t.append("»")
        t.append("\n")
        if info.problem is not None:
            t.append(_("Cannot be read: "), style="bold")
            t.append(plain(info.problem, 200))
            t.append("\n" + _("It can only be deleted (d)."))
            return t
        seats = []
        for i, seat in enumerate(info.seats):
            who = _("person") if seat.bot is None else _("computer: {level}").format(level=level_name(plain(seat.bot, 12)))
            score = f", {score_text(info.game, info.scores[i])}" if i < len(info.scores) else ""
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

    @on(OptionList.OptionHighlighted, "#saves-table")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index >= self._shown - AHEAD:
            self.show_rows(self._shown + PAGE)
        self._show_details()

    @on(OptionList.OptionSelected, "#saves-table")
    def _row_selected(self, event: OptionList.OptionSelected) -> None:
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
            from dragonwood_tui.play.saves import rename_save

            try:
                rename_save(info.id, " ".join(name.split()), host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(error_text(exc), _("Rename"))
                return
            self.reload(select=info.id)

        self.app.push_screen(TextPromptScreen(_("New name for this save (blank: none)"), info.name), done)

    def action_export(self, challenge: bool) -> None:
        info = self._need_selection(N_("export"))
        if info is None:
            return
        suffix = "-challenge.json" if challenge else ".json"
        if self.app.is_web:  # in a browser tab the file is downloaded: no path on the server to ask for
            self._download(info.id, f"{info.id}{suffix}", challenge)
            return
        from dragonwood_tui.storage.paths import exports_dir

        default = str(exports_dir(host(self).saves_folder) / f"{info.id}{suffix}")
        question = (
            _("Export the deal only (game, options, seed: a friend plays the same deal). File:")
            if challenge
            else _("Export the full record. It reveals every hand and the deck order. File:")
        )

        def write(path_text: str | None, force: bool = False) -> None:
            if not path_text or not path_text.strip():
                return
            from dragonwood_tui.play.saves import export_save

            out = Path(path_text.strip()).expanduser()
            if not force and out.exists():
                self.app.push_screen(
                    ConfirmScreen(Text(_("{file} exists. Replace it?").format(file=plain(str(out), 200))), yes=_("Replace"), no=_("Keep")),
                    lambda yes: write(path_text, True) if yes else None,
                )
                return
            from dragonwood_tui.storage.paths import ready_for_export

            ready_for_export(out, host(self).saves_folder)
            try:
                export_save(info.id, out, challenge=challenge, force=True, folder=host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(error_text(exc), _("Export"))
                return
            wrote = _("Wrote the deal to {file}") if challenge else _("Wrote the full record (every hand shows) to {file}")
            self.notify(wrote.format(file=plain(str(out), 200)), title=_("Export"), markup=False)

        self.app.push_screen(TextPromptScreen(question, default), write)

    def _download(self, save_id: str, filename: str, challenge: bool) -> None:
        import io

        from dragonwood_tui.play.saves import export_bytes

        try:
            _document, data = export_bytes(save_id, challenge=challenge, folder=host(self).saves_folder)
        except (RecordError, OSError) as exc:
            host(self).notify_error(error_text(exc), _("Export"))
            return
        self.app.deliver_binary(io.BytesIO(data), save_filename=filename, mime_type="application/json")
        said = _("Downloading the deal as {file}") if challenge else _("Downloading the full record (every hand shows) as {file}")
        self.notify(said.format(file=filename), title=_("Export"), markup=False)

    def action_delete(self) -> None:
        info = self._need_selection()
        if info is None:
            return

        # the save as the player knows it: its name, else its game and when it was last played (not its file id)
        label = plain(shown_save_name(info.name, info.notes), 40) or f"{game_title(info.game)} ({host(self).format_time(info.updated)})"

        def delete(yes: bool | None) -> None:
            if not yes:
                return
            from dragonwood_tui.play.saves import delete_save

            try:
                delete_save(info.id, host(self).saves_folder)
            except (RecordError, OSError) as exc:
                host(self).notify_error(error_text(exc), _("Delete"))
                return
            self.notify(_("Deleted {save}.").format(save=label), markup=False)
            self.reload()

        if host(self).settings.confirm_delete:
            self.app.push_screen(ConfirmScreen(Text(_("Delete the save {save}? This cannot be undone.").format(save=label)), yes=_("Delete"), no=_("Keep")), delete)
        else:
            delete(True)

    def action_import_file(self) -> None:
        if self.app.is_web:  # in a browser tab: the record is pasted (the server's paths mean nothing there)
            from dragonwood_tui.tui.screens.paste_import import PasteImportScreen

            self.app.push_screen(PasteImportScreen(), self.import_pasted)
            return

        def done(path_text: str | None) -> None:
            if path_text and path_text.strip():
                self.import_path(Path(path_text.strip()).expanduser())

        self.app.push_screen(TextPromptScreen(_("Import a record or challenge file:"), placeholder="path/to/file.json"), done)

    def import_pasted(self, text: str | None, again: bool = False) -> None:
        """Import a record or challenge pasted as text (the browser's import)."""
        if text and text.strip():
            from dragonwood_tui.play.saves import import_text

            label = _("the pasted record")
            self._import(label, lambda again: import_text(text, label, host(self).saves_folder, again=again),
                         lambda: self.import_pasted(text, again=True), again)

    def import_path(self, source: Path, again: bool = False) -> None:
        """Import `source`; a game already saved asks first (open that save, or import a copy)."""
        from dragonwood_tui.play.saves import import_file

        self._import(str(source), lambda again: import_file(source, host(self).saves_folder, again=again),
                     lambda: self.import_path(source, again=True), again)

    def _import(self, source: str, load: Callable[[bool], tuple[str, Any]], copy: Callable[[], None], again: bool) -> None:
        from dragonwood_tui.play.saves import AlreadySaved
        from dragonwood_tui.tui.screens.import_duplicate import DuplicateImportScreen

        try:
            save_id, record = load(again)
        except AlreadySaved as exc:
            info = exc.info

            def answer(choice: str | None) -> None:
                if choice == "copy":
                    copy()
                elif choice == "open":
                    self.reload(select=info.id)
                    self.action_open()

            self.app.push_screen(DuplicateImportScreen(source, info), answer)
            return
        except (RecordError, OSError) as exc:
            host(self).notify_error(error_text(exc), _("Import"))
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
