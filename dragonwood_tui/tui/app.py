"""The Textual app: menus, new games, saved games, replays, rules, settings.

`make_app(...)` builds the app for the CLI and the tests alike; `run_app(args)` (no command, or
`dragonwood new GAME`), `run_resume(id)` and `run_replay(path, seat)` run it in the terminal.
The app holds no game logic: every game opens as a `storage.session.GameSession` (match,
autosave, the save's lock, bots) through `play_session`, whose match goes to the game's table
screen; the session closes when its table does. Everything a screen shows comes from views.
Screens other than the main menu are imported when first opened, so the menu appears fast.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, tzinfo
from pathlib import Path
from functools import partial
from typing import Any, cast

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.theme import Theme

from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.storage.settings import Settings, load_settings, save_settings, settings_path
from dragonwood_tui.tui.commands import GameCommands

# A forest theme; every built-in Textual theme stays available in the settings.
DRAGONWOOD_THEME = Theme(
    name="dragonwood",
    primary="#5FAF5F",
    secondary="#3A7D44",
    accent="#E0B040",
    warning="#E0A030",
    error="#D05050",
    success="#5FAF5F",
    foreground="#E6E2D3",
    background="#121812",
    surface="#1A221A",
    panel="#26332A",
    dark=True,
)


@dataclass(frozen=True)
class Start:
    """What the app opens on top of the main menu."""

    action: str = "menu"  # "menu", "new", "resume" or "replay"
    game: str | None = None  # for "new"
    seed: int | None = None  # for "new"
    save_id: str | None = None  # for "resume" (None: the newest unfinished game)
    path: Path | None = None  # for "replay"
    seat: int | None = None  # for "replay": view from this seat (None: everything)
    date: str | None = None  # for "daily": the day, YYYY-MM-DD (None: today); `game` None: the Daily screen
    opened: tuple[Any, Any] | None = None  # for "replay": (record, cursor) already checked by the CLI


class DragonwoodApp(App[int]):
    TITLE = "Dragonwood"
    # app-wide classes; and the main menu's own file, as Textual loads no CSS_PATH of the
    # default screen (every other screen brings its own)
    CSS_PATH = ["app.tcss", "screens/main_menu.tcss"]
    COMMANDS = App.COMMANDS | {GameCommands}

    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True, id="app.quit"),
        # Ctrl+C quits too (games are autosaved after every action), even inside an input.
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True, id="app.quit_ctrl_c"),
        Binding("f1,question_mark", "help", "Help", tooltip="Keys of this screen", id="app.help"),
        Binding(
            "ctrl+p", "command_palette", "Commands", show=False, priority=True,
            tooltip="All commands, searchable by name", id="app.command_palette",
        ),
    ]

    def __init__(
        self,
        *,
        data_dir: Path | None = None,
        config_dir: Path | None = None,
        start: Start | None = None,
        tz: tzinfo | None = None,
        settings: Settings | None = None,
        save_settings_on_change: bool = True,
    ) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.settings_file = settings_path(config_dir)
        warning = None
        if settings is None:
            settings, warning = load_settings(self.settings_file)
        self.settings = settings
        self.settings_warning = warning
        self.start = start or Start()
        self.tz = tz  # None: the machine's local time zone
        self.current_save: str | None = None  # id of the game on the table, if any
        self.fixed_today: date | None = None  # tests: the day the Daily screen calls today
        self._sessions: list[tuple[Any, Screen]] = []  # (open GameSession, its table screen)
        self._save_settings_on_change = save_settings_on_change
        self.register_theme(DRAGONWOOD_THEME)

    # -- life cycle --------------------------------------------------------------------
    def get_default_screen(self) -> Screen:
        from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

        return MainMenuScreen()

    def on_mount(self) -> None:
        self.theme = self.settings.theme if self.settings.theme in self.available_themes else "dragonwood"
        if self.settings.keymap:
            self.set_keymap(dict(self.settings.keymap))
        if self.settings_warning:
            self.notify_error(self.settings_warning, title="Settings")
        # housekeeping, out of the way of start-up: a second later, in a thread (it reads whole folders)
        self.set_timer(
            1.0, lambda: self.run_worker(self._clean_stale_temp_files, thread=True, group="housekeeping", exit_on_error=False)
        )
        self.screen_change_signal.subscribe(self, self._close_left_sessions)
        start = self.start
        if start.action == "new" and start.game:
            self.start_default_game(start.game, start.seed)
        elif start.action == "resume":
            self.resume(start.save_id)
        elif start.action == "replay" and start.path is not None:
            self.open_replay_file(start.path, start.seat, start.opened)
        elif start.action == "daily":
            self.open_daily(start.game, start.date)

    def _clean_stale_temp_files(self) -> None:
        """Temporary files of writes killed long ago (saves, settings): ours only, by name."""
        from dragonwood_tui.storage.saves import clean_stale_temp_files

        try:
            clean_stale_temp_files(self.saves_folder, self.settings_file.parent)
        except OSError:
            pass  # only housekeeping: the next start tries again

    # -- game sessions (storage.session): each open while its table is ---------------
    def _close_left_sessions(self, _screen: Screen | None = None) -> None:
        for session, table in list(self._sessions):
            if table not in self.screen_stack:
                session.close()  # its lock goes: another window may play the save now
                self._sessions.remove((session, table))

    def on_unmount(self) -> None:
        for session, _ in self._sessions:
            session.close()
        self._sessions.clear()

    def notify_error(self, message: str, title: str = "Error", *, once: bool = False) -> None:
        """Errors from files and players are shown as notifications, as plain text. `once`:
        not again while the same one shows (a data folder that is a file fails every look at
        the saves alike; the menu alone looks twice: its Continue and daily lines)."""
        if once and any(n.message == message for n in self._notifications):
            return
        self.notify(message, title=title, severity="error", markup=False, timeout=8)

    # -- settings ----------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.settings, name, value)
        if "theme" in changes and changes["theme"] in self.available_themes:
            self.theme = changes["theme"]
        if self._save_settings_on_change:
            try:
                save_settings(self.settings, self.settings_file)
            except OSError as exc:
                self.notify_error(f"{self.settings_file}: cannot save settings ({exc.strerror})", "Settings")

    def watch_theme(self, theme: str) -> None:
        # The theme picker of the command palette changes it too: remember it.
        if getattr(self, "settings", None) is not None and self.settings.theme != theme:
            self.update_settings(theme=theme)

    @property
    def bot_delay(self) -> float:
        """Seconds between two computer players' moves (the pace setting)."""
        return self.settings.bot_delay

    # -- navigation (actions used by the menu, the palette and other screens) ----------
    def action_help(self) -> None:
        from dragonwood_tui.tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        self.push_screen(HelpScreen(self.screen))

    def action_new_game(self, game: str) -> None:
        from dragonwood_tui.tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(game))

    def action_campaign(self) -> None:
        from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen
        from dragonwood_tui.tui.screens.campaign_play import session_of

        session = session_of(self)
        if session is not None:
            self.push_screen(CampaignMapScreen(session))

    def action_continue_game(self) -> None:
        self.resume(None)

    def action_saves(self) -> None:
        from dragonwood_tui.tui.screens.saves import SavesScreen

        self.push_screen(SavesScreen(mode="saves"))

    def action_replays(self) -> None:
        from dragonwood_tui.tui.screens.saves import SavesScreen

        self.push_screen(SavesScreen(mode="replays"))

    def action_rules(self) -> None:
        from dragonwood_tui.tui.screens.rules import RulesScreen

        if not self.is_screen_installed("rules"):  # rendered once, kept for the next time
            self.install_screen(RulesScreen(), "rules")
        self.push_screen("rules")

    def action_settings(self) -> None:
        from dragonwood_tui.tui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())

    def action_main_menu(self) -> None:
        """Back to the menu. Leaving a game in progress asks first when the setting says so."""
        from dragonwood_tui.tui.screens.table_base import TableScreen

        table = self.screen
        if self.settings.confirm_leave and isinstance(table, TableScreen) and not table.client.is_over():
            from dragonwood_tui.tui.screens.confirm import ConfirmScreen

            def answer(leave: bool | None) -> None:
                if leave:
                    self._pop_to_menu()
                    return
                # The table stopped its computer players' timer to leave: let them go on.
                if isinstance(table, TableScreen):
                    table.resume_bots()

            question = "Leave this game for the menu? It is saved: Continue picks it up."
            self.push_screen(ConfirmScreen(question, yes="Leave", no="Stay"), answer)
            return
        self._pop_to_menu()

    def _pop_to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    # -- daily challenge and statistics (tui/screens/daily.py, stats.py) -----------------
    def today(self) -> date:
        """The player's local date (in `tz` when given): it picks the day's daily."""
        return self.fixed_today or datetime.now(self.tz).date()

    def action_daily(self) -> None:
        from dragonwood_tui.tui.screens.daily import DailyScreen

        self.push_screen(DailyScreen())

    def action_stats(self) -> None:
        from dragonwood_tui.tui.screens.stats import StatsScreen

        self.push_screen(StatsScreen())

    def open_daily(self, kind: str | None, day: str | None) -> None:
        """`dragonwood daily [--date D] [--game KIND]`: that game, or the Daily screen."""
        from dragonwood_tui.daily.deal import parse_date
        from dragonwood_tui.tui.screens.daily import DailyScreen

        chosen = parse_date(day) if day else None  # run_daily checked it
        if kind is None:
            self.push_screen(DailyScreen(chosen))
        else:
            self.play_daily(kind, chosen)

    def play_daily(self, kind: str, day: date | None = None) -> None:
        from dragonwood_tui.tui.screens.daily import play_daily

        play_daily(self, kind, day)

    def show_daily_result(self, attempt: Any) -> None:
        from dragonwood_tui.tui.screens.daily import show_result

        show_result(self, attempt)

    def end_of_game_note(self) -> tuple[str, Any]:
        """How the game on the table ranks among the player's games of its mode, and its
        daily attempt (None if it is not a daily), for the end-of-game screen."""
        from dragonwood_tui.tui.screens.daily import end_of_game_note

        return end_of_game_note(self.saves_folder, self.current_save)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Each command once: none the screen's own keys offer already (the menu's Continue),
        and Textual's own Keys only when ours is not there."""
        from dragonwood_tui.tui.commands import screen_commands

        seen = {name for name, _, _ in screen_commands(screen)}
        for command in self._system_commands(screen):
            if command.title not in seen:
                seen.add(command.title)
                yield command

    def _system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        from dragonwood_tui.games import game_kinds, game_title
        from dragonwood_tui.tui.games import get_ui

        yield SystemCommand("Campaign", "The solo campaign: a road of stages with stars", self.action_campaign)
        for kind in game_kinds():
            title = game_title(kind)
            label = get_ui(kind).menu_label or f"New {title}"
            yield SystemCommand(label, f"Set up a game of {title}", partial(self.action_new_game, kind))
        yield SystemCommand("Continue", "Resume the newest unfinished game", self.action_continue_game)
        yield SystemCommand("Daily challenge", "Today's Dragonwood and Dice Quest deals, the same for everyone", self.action_daily)
        yield SystemCommand("Statistics", "Your games, wins, scores and streaks, with plots", self.action_stats)
        yield SystemCommand("Saved games", "Resume, replay, rename, export or delete saves", self.action_saves)
        yield SystemCommand("Replays", "Watch a game again step by step", self.action_replays)
        yield SystemCommand("Rules", "The rules of every game", self.action_rules)
        yield SystemCommand("Settings", "Theme, computer players' pace, confirmations", self.action_settings)
        yield SystemCommand("Keys", "The keys of this screen", self.action_help)
        if len(self.screen_stack) > 1:
            yield SystemCommand("Main menu", "Leave this screen for the main menu", self.action_main_menu)
        yield from super().get_system_commands(screen)

    # -- saved games -------------------------------------------------------------------
    @property
    def saves_folder(self) -> Path:
        """The saves folder: `<data dir>/saves` (made on first use)."""
        from dragonwood_tui.storage.paths import saves_dir

        folder = saves_dir(create=False, data=self.data_dir)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # a data dir that is a file, read-only...: each action names the file and the cause
        return folder

    def list_saves(self) -> list[Any]:
        from dragonwood_tui.storage.saves_list import list_saves

        try:
            return list_saves(self.saves_folder)
        except OSError as exc:
            self.notify_error(f"{exc.filename or 'saves folder'}: {exc.strerror or exc}", "Saved games", once=True)
            return []

    def newest_unfinished(self) -> Any | None:
        for info in self.list_saves():
            if info.problem is None and not info.finished:
                return info
        return None

    def format_time(self, when: datetime) -> str:
        """A record's time in the player's time zone (`tz`, for tests), to the minute; `?` for
        a time the file holds but no clock can show (storage.times: never a crash)."""
        from dragonwood_tui.storage.times import format_time

        return format_time(when, self.tz)

    def describe_save(self, info: Any) -> str:
        """Two lines for a person: game, turn and last played; the players (plain text: the
        names come from files)."""
        from dragonwood_tui.storage.text import plain

        if info.problem is not None:
            return f"unreadable: {plain(info.problem, 60)}"
        title = game_title(info.game)
        if info.name:
            title = f"{plain(info.name, 24)} ({title})"
        names = plain(", ".join(s.name for s in info.seats), 44)
        return f"{title} · turn {info.turn} · {self.format_time(info.updated)}\n{names}"

    # -- games ---------------------------------------------------------------------------
    def new_seed(self) -> int:
        import secrets

        return secrets.randbits(62)

    def play_session(
        self,
        open_session: Callable[[], Any],
        title: str,
        failed: str = "",
        table: Callable[[Any], Screen | None] | None = None,
        replace: Screen | None = None,
    ) -> Any | None:
        """The one way a game opens for play: `open_session()` makes its
        `storage.session.GameSession` (a new save, or a saved one locked for this window), and
        its table opens (`table(session)`, else the game's own; replacing `replace`, e.g. the
        setup screen); the session closes when the table does. A save another window plays
        opens read-only, as a replay; any other failure is one notification (`failed` first)."""
        from dragonwood_tui.engine.game import GameError
        from dragonwood_tui.storage.records import RecordError
        from dragonwood_tui.storage.session import SaveInUse

        try:
            session = open_session()
        except SaveInUse as exc:  # another window plays it: watch it instead of writing it too
            self.notify(f"{exc}: opening it as a replay", title="Open elsewhere", markup=False, timeout=8)
            self.open_replay_save(Path(exc.path or "").stem)
            return None
        except (GameError, ValueError, RecordError, OSError) as exc:
            self.notify_error(f"{failed}{exc}", title)
            return None
        session.autosave.on_error = self._autosave_failed
        self.current_save = session.id
        screen = (table(session) if table is not None else None) or table_screen(session.client())
        if replace is not None and replace is self.screen:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self._sessions.append((session, screen))
        return session

    def start_game(
        self, kind: str, config: Any, seed: int | None, seats: Sequence[Any], replace: Screen | None = None
    ) -> None:
        """A new match, saved now and after every action, on its table screen."""
        from dragonwood_tui.storage.session import GameSession

        chosen = self.new_seed() if seed is None else seed
        self.play_session(
            lambda: GameSession.create(kind, config, seats, chosen, self.saves_folder),
            "New game", "cannot start the game: ", replace=replace,
        )

    def start_default_game(self, kind: str, seed: int | None) -> None:
        """`dragonwood new GAME`: the setup screen's defaults, started at once."""
        from dragonwood_tui.bots import default_bot
        from dragonwood_tui.games import get_game

        game = get_game(kind)
        players = game.default_players
        self.start_game(kind, game.default_config(players), seed, game.default_seats(players, default_bot(kind)))

    def _autosave_failed(self, exc: OSError) -> None:
        from dragonwood_tui.storage.autosave import SaveRefused

        where = f"{exc.filename}: " if exc.filename else ""
        if isinstance(exc, SaveRefused):  # the record is full: saving more would make it unloadable
            self.notify_error(f"{where}not saved: {exc.strerror}", "Autosave")
            return
        self.notify_error(f"{where}autosave failed ({exc.strerror or exc}); trying again after the next move", "Autosave")

    def resume(self, save_id: str | None) -> None:
        """Open a saved game where it stopped (the newest unfinished one when `save_id` is None)."""
        from dragonwood_tui.storage.session import GameSession

        if save_id is None and self.newest_unfinished() is None:
            self.notify("No unfinished game to continue: start a new one.", title="Continue")
            return
        self.play_session(
            lambda: GameSession.resume(save_id, self.saves_folder), "Cannot resume", table=self._resumed_table
        )

    def _resumed_table(self, session: Any) -> Screen | None:
        """A resumed campaign attempt's table, with its banner (None: any other game)."""
        from dragonwood_tui.campaign.attempts import parse_tag

        if parse_tag(session.notes) is None:
            return None
        from dragonwood_tui.tui.screens.campaign_play import session_of

        campaign = session_of(self)
        return campaign.resume_table(session.record, session.client(), session.id) if campaign else None

    def practice_from(self, record: Any, step: int) -> None:
        """A new game from a replay: its deal and first `step` actions, played on from there."""
        from dragonwood_tui.storage.session import GameSession

        self.play_session(
            lambda: GameSession.practice(record, step, self.saves_folder), "Practice", "cannot start the practice: "
        )

    # -- replays -------------------------------------------------------------------------
    def open_replay_record(self, record: Any, seat: int | None = None, title: str = "", cursor: Any = None) -> None:
        """The replay viewer on `record`, once checked as `dragonwood verify` checks it (actions,
        hashes, summary); `cursor`: already checked (`dragonwood replay` did it). A long record
        is checked in a worker behind a progress bar (screens.replay_loading)."""
        from dragonwood_tui.storage.records import RecordError, cursor_of
        from dragonwood_tui.tui.screens import replay_loading
        from dragonwood_tui.tui.screens.replay import ReplayScreen

        if seat is not None and not 0 <= seat < len(record.header.seats):
            self.notify_error(f"no seat {seat + 1} in this game: showing every hand", "Replay")
            seat = None
        if cursor is None and len(record.actions) >= replay_loading.WORKER_FROM:
            self.push_screen(replay_loading.ReplayLoadingScreen(record, seat, title))
            return
        if cursor is None:
            try:
                cursor = cursor_of(record, lines=True)  # the log's lines, in the same walk
            except RecordError as exc:
                self.notify_error(str(exc.at(title) if title and exc.path is None else exc), "Cannot replay")
                return
        self.push_screen(ReplayScreen(record, cursor, seat=seat, title=title))

    def open_replay_file(self, path: Path, seat: int | None = None, opened: tuple[Any, Any] | None = None) -> None:
        """`opened`: (record, cursor) of `path`, already read and checked (no second walk)."""
        from dragonwood_tui.engine.record import RecordError
        from dragonwood_tui.storage.files import read_record_file

        if opened is not None:
            self.open_replay_record(opened[0], seat, title=path.name, cursor=opened[1])
            return
        try:
            record = read_record_file(path)
        except RecordError as exc:
            self.notify_error(str(exc), "Cannot replay")
            return
        self.open_replay_record(record, seat, title=path.name)

    def open_replay_save(self, save_id: str, seat: int | None = None) -> None:
        from dragonwood_tui.engine.record import RecordError
        from dragonwood_tui.storage.saves import load_save

        try:
            record = load_save(save_id, self.saves_folder)
        except RecordError as exc:
            self.notify_error(str(exc), "Cannot replay")
            return
        self.open_replay_record(record, seat, title=save_id)


def table_screen(client: SeatClient[Any, Any]) -> Screen[Any]:
    """The table screen of `client`'s game, from the UI registry (it pops itself at the end)."""
    from dragonwood_tui.tui.games import get_ui

    return get_ui(client.kind).table_screen(client)


def game_title(kind: str) -> str:
    """A game's title for people; an unknown kind from a file is shown as plain text."""
    from dragonwood_tui.games import UnknownGame, game_title as registered_title
    from dragonwood_tui.storage.text import plain

    try:
        return registered_title(kind)
    except UnknownGame:
        return plain(kind or "?", 20)


def the_app(widget: Any) -> DragonwoodApp:
    """The app a screen or widget runs in, typed (instead of `self.app.x  # type: ignore`)."""
    return cast(DragonwoodApp, widget.app)


def make_app(
    *,
    data_dir: Path | str | None = None,
    config_dir: Path | str | None = None,
    start: Start | None = None,
    tz: tzinfo | None = None,
    settings: Settings | None = None,
) -> DragonwoodApp:
    """The app as the CLI runs it; tests pass a temporary data/config dir and a time zone."""
    return DragonwoodApp(
        data_dir=Path(data_dir) if data_dir is not None else None,
        config_dir=Path(config_dir) if config_dir is not None else None,
        start=start,
        tz=tz,
        settings=settings,
    )


def _run(app: DragonwoodApp) -> int:
    """Run in the terminal; put the terminal back as it was, also after Ctrl+C or a crash."""
    saved = None
    fd = None
    try:
        import termios

        if sys.stdin.isatty():
            fd = sys.stdin.fileno()
            saved = termios.tcgetattr(fd)
    except (ImportError, OSError):
        pass
    interrupted = False
    try:
        result = app.run()
    except KeyboardInterrupt:
        interrupted = True
        result = 130
    finally:
        if saved is not None and fd is not None:
            import termios

            try:
                termios.tcsetattr(fd, termios.TCSADRAIN, saved)
            except OSError:
                pass
    if interrupted and sys.stdout.isatty():
        # Leave the alternate screen, show the cursor, stop mouse reporting.
        sys.stdout.write("\x1b[?1000l\x1b[?1003l\x1b[?1006l\x1b[?1049l\x1b[?25h")
        sys.stdout.flush()
    if app.return_code:  # an unhandled exception: Textual printed it and set 1
        return app.return_code
    return result if isinstance(result, int) else 0


def _data_dir_from_env() -> Path | None:
    env = os.environ.get("DRAGONWOOD_DATA_DIR")
    return Path(env) if env else None


def run_app(args: Any) -> int:
    """`dragonwood` (the menu) or `dragonwood new GAME [--seed S]` (straight into a game)."""
    start = Start()
    if getattr(args, "command", None) == "new":
        start = Start(action="new", game=args.game, seed=args.seed)
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))


def run_resume(save_id: str | None = None) -> int:
    """`dragonwood resume [ID]`: the app, opened on that saved game (newest unfinished if None)."""
    return _run(make_app(data_dir=_data_dir_from_env(), start=Start(action="resume", save_id=save_id)))


def run_daily(args: Any) -> int:
    """`dragonwood daily [--date YYYY-MM-DD] [--game KIND]`: the day's game, or the Daily screen."""
    if args.date:
        from dragonwood_tui.daily.deal import NotADate, parse_date

        try:
            if parse_date(args.date) > datetime.now().date():
                raise NotADate(f"the daily of {args.date} is not out yet")
        except NotADate as exc:
            print(f"dragonwood daily: {exc}", file=sys.stderr)
            return 2
    start = Start(action="daily", game=args.game, date=args.date)
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))


def run_replay(path: str | Path, seat: int | None = None, opened: tuple[Any, Any] | None = None) -> int:
    """`dragonwood replay FILE [--seat N]`: the app, opened on the replay viewer; `opened` is the
    (record, cursor) the command has already checked, so the game is walked once."""
    start = Start(action="replay", path=Path(path), seat=seat, opened=opened)
    if opened is not None:
        import gc

        # The checked cursor (its snapshots and log lines) lives as long as the viewer: out of
        # the collector's full passes while the app starts (the viewer freezes it anyway).
        gc.freeze()
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))
