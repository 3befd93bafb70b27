"""The Textual app: its screens, key bindings, settings, theme and system commands.

`make_app(...)` builds the app for the CLI and the tests alike (`tui/run.py` runs it in the
terminal). The app holds no game logic and opens no game itself: `self.sessions`
(`tui/sessions.py`, made when first used) opens games, replays, dailies and campaign stages. Screens reach the app
through `tui/host.py`'s `AppHost` protocol, never this module. Screens other than the main
menu are imported when first opened, so the menu appears fast.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from datetime import date, datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.signal import Signal

from dragonwood_tui.i18n import N_, _, language, set_language
from dragonwood_tui.i18n.choose import current_choice
from dragonwood_tui.storage.settings import PRODUCT_THEME, Settings, load_settings, save_settings, settings_path
from dragonwood_tui.tui.one_shot import once
from dragonwood_tui.tui import no_break_wrap, terminal_guard
from dragonwood_tui.tui.keyboard_layout import LayoutKeys
from dragonwood_tui.tui.start import Start
from dragonwood_tui.tui.theme import APP_THEMES
from dragonwood_tui.tui.widgets.motion import motion_allowed
from dragonwood_tui.i18n import os_reason

if TYPE_CHECKING:
    from textual.command import Provider

    from dragonwood_tui.tui.host import AppHost
    from dragonwood_tui.tui.sessions import Sessions

__all__ = ["DragonwoodApp", "Start", "make_app"]  # Start: the tests and tui/run.py make one

def _game_commands() -> type[Provider]:
    """The palette's commands of the screen in front: imported when the palette first opens."""
    from dragonwood_tui.tui.commands import GameCommands

    return GameCommands


terminal_guard.install()  # no control character from a file reaches the terminal, whatever shows it
no_break_wrap.install()  # "41 %" and "Tour :" never split at the end of a line


class DragonwoodApp(App[int]):
    TITLE = "Dragonwood"
    # app-wide classes; and the main menu's own file, as Textual loads no CSS_PATH of the
    # default screen (every other screen brings its own)
    CSS_PATH = ["app.tcss", "screens/main_menu.tcss"]
    COMMANDS = App.COMMANDS | {_game_commands}

    BINDINGS = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True, id="app.quit"),
        # Ctrl+C quits too (games are autosaved after every action), even inside an input; in a
        # browser tab it is the browser's copy key, and ends nothing (`on_event`)
        Binding("ctrl+c", "quit", N_("Quit"), show=False, priority=True, id="app.quit_ctrl_c"),
        Binding("f1,question_mark", "help", N_("Help"), tooltip=N_("Keys of this screen"), id="app.help"),
        Binding(
            "ctrl+p", "command_palette", N_("Commands"), show=False, priority=True,
            tooltip=N_("All commands, searchable by name"), id="app.command_palette",
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
        # its own copy: a change made in the app (the theme picker, Settings) never reaches an
        # object the caller keeps (tests share one Settings between apps)
        self.settings = copy.deepcopy(settings)
        self.language_chosen_here = False  # the settings screen changed the language in this run
        self.settings_warning = warning
        self.start = start or Start()
        self.tz = tz  # None: the machine's local time zone
        self.fixed_today: date | None = None  # tests: the day the Daily screen calls today
        self._sessions: Sessions | None = None  # made when first used: the menu opens none
        self._save_settings_on_change = save_settings_on_change
        for theme in APP_THEMES:
            self.register_theme(theme)
        self._start_theme()
        # motion (dice tumbling, a capture's and a wound's flash): off under NO_COLOR, TERM=dumb or
        # TEXTUAL_ANIMATIONS=none, and in a headless app (tests) unless a test sets this True
        self._motion_env = motion_allowed()
        self.motion_when_headless = False
        self.apply_language()
        self.language_signal: Signal[str] = Signal(self, "language")
        # keys by their place in a Cyrillic layout (tui/keyboard_layout.py)
        self.layout_keys = LayoutKeys(cyrillic=language() == "ru")

    # -- life cycle --------------------------------------------------------------------
    def get_default_screen(self) -> Screen[Any]:
        from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

        return MainMenuScreen()

    def _start_theme(self) -> None:
        """The settings' theme, in place before any style is parsed. (Set as Textual sets a
        theme, at mount, it parsed and applied every style sheet a second time: a tenth of
        the start-up's CPU.) What `App._watch_theme` does, but the styles' refresh."""
        name = self.settings.theme if self.settings.theme in self.available_themes else PRODUCT_THEME
        self.set_reactive(App.theme, name)
        dark = self.current_theme.dark
        classes = {c: False for c in self.classes if c.startswith("-theme-")}
        self.update_classes({**classes, f"-theme-{name}": True, "-dark-mode": dark, "-light-mode": not dark}, update=False)
        self._refresh_truecolor_filter(self.ansi_theme)
        self.stylesheet.set_variables(self.get_css_variables())

    def on_mount(self) -> None:
        if self.settings.keymap:
            self.set_keymap(dict(self.settings.keymap))
        if self.settings_warning:
            self.notify_error(str(self.settings_warning), title=_("Settings"))  # worded now: in the language chosen
        # housekeeping, out of the way of start-up: a second later, in a thread (it reads whole folders)
        once(
            self, 1.0, lambda: self.run_worker(self._clean_stale_temp_files, thread=True, group="housekeeping", exit_on_error=False)
        )
        # each game session stays open while its table is on the screen stack
        self.screen_change_signal.subscribe(self, self._close_left_sessions)
        if self.start.action != "menu":
            self.sessions.open_start(self.start)

    @property
    def sessions(self) -> Sessions:
        """The game sessions (tui/sessions.py), made on first use: the menu needs none."""
        if self._sessions is None:
            from dragonwood_tui.tui.sessions import Sessions

            self._sessions = Sessions(self)
        return self._sessions

    def _close_left_sessions(self, screen: Screen[Any]) -> None:
        if self._sessions is not None:
            self._sessions.close_left(screen)

    def _clean_stale_temp_files(self) -> None:
        """Temporary files of writes killed long ago (saves, settings): ours only, by name."""
        from dragonwood_tui.storage.housekeeping import clean_stale_temp_files  # light: no records, no games

        try:
            clean_stale_temp_files(self.saves_folder, self.settings_file.parent)
        except OSError:
            pass  # only housekeeping: the next start tries again

    def on_unmount(self) -> None:
        if self._sessions is not None:
            self._sessions.close_all()

    def notify_error(self, message: str, title: str | None = None, *, once: bool = False) -> None:
        """Errors from files and players are shown as notifications, as plain text. `once`:
        not again while the same one shows (a data folder that is a file fails every look at
        the saves alike; the menu alone looks twice: its Continue and daily lines)."""
        from dragonwood_tui.storage.text import plain

        message = "\n".join(plain(line, 500) for line in message.split("\n"))  # it may quote a file
        if once and any(n.message == message for n in self._notifications):
            return
        self.notify(message, title=_("Error") if title is None else title, severity="error", markup=False, timeout=8)

    def expire_notice(self, message: str) -> None:
        """A notice still on show with these words goes as the next one comes (a table's
        notices replace one another; Textual keeps no public list of them)."""
        for shown in self._notifications:
            if shown.message == message:
                shown.timeout = 0

    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        """The palette's Screenshot and the `screenshot` action: written at once in the
        downloads folder (made when missing), a notification naming the file, or the folder and
        why not (tui/screenshot.py); Textual's own says only "Failed to save screenshot"."""
        from dragonwood_tui.tui.screenshot import save_screenshot

        written = save_screenshot(self, filename, path, time_format)
        return None if written is None else str(written)

    # -- settings ----------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.settings, name, value)
        if "theme" in changes and changes["theme"] in self.available_themes:
            self.theme = changes["theme"]
        if "language" in changes:
            self.language_chosen_here = True
            code = self.apply_language()
            self.layout_keys.cyrillic = code == "ru"
            self.refresh_bindings()
            self.language_signal.publish(code)  # screens showing words redraw them
        if self._save_settings_on_change:
            try:
                save_settings(self.settings, self.settings_file)
            except OSError as exc:
                self.notify_error(
                    _("{file}: cannot save settings ({reason})").format(file=self.settings_file, reason=os_reason(exc)),
                    _("Settings"),
                )

    def apply_language(self) -> str:
        """Use the language --lang, $DRAGONWOOD_LANG, the settings or the locale name (i18n.choose)."""
        import os

        return set_language(current_choice(self.settings.language, os.environ, self.language_chosen_here))

    # -- keys in the player's layout -----------------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and event.key == "ctrl+c" and self.is_web:
            # in a browser tab (`dragonwood serve`) Ctrl+C is the copy key: it ends nothing
            self.notify(_("Ctrl+C does not end a game in the browser: Ctrl+Q quits (your games are saved)."),
                        title=_("Quit"), markup=False)
            return
        if isinstance(event, events.Key) and not event.is_forwarded:
            read, changed = self.layout_keys.read(event, self.focused)
            if changed:
                self.refresh_bindings()  # the footer shows the letters of the layout now typed
            assert isinstance(read, events.Key)
            event = read
        await super().on_event(event)

    def get_key_display(self, binding: Binding) -> str:
        shown = None if binding.key_display else self.layout_keys.display(binding.key)
        return shown if shown is not None else super().get_key_display(binding)

    def watch_theme(self, theme: str) -> None:
        # The theme picker of the command palette changes it too: remember it.
        if getattr(self, "settings", None) is not None and self.settings.theme != theme:
            self.update_settings(theme=theme)

    @property
    def motion(self) -> bool:
        """Whether tables animate now: the setting, the terminal and the environment allow it."""
        if not (self.settings.motion and self._motion_env) or self.animation_level == "none":
            return False
        return self.motion_when_headless or not self.is_headless

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

        session = self.sessions.campaign()
        if session is not None:
            self.push_screen(CampaignMapScreen(session))

    def action_continue_game(self) -> None:
        self.sessions.resume(None)

    def action_saves(self) -> None:
        self._push_saves("saves")

    def action_replays(self) -> None:
        self._push_saves("replays")

    def _push_saves(self, mode: str) -> None:
        from dragonwood_tui.tui.screens.saves import SavesScreen

        # Built once and kept (as the statistics): opened again, it reads the saves list and
        # redraws only when it changed (`SavesScreen.on_screen_resume`). Already open below
        # another screen: a new one.
        if not self.is_screen_installed(mode):
            self.install_screen(SavesScreen(mode=mode), mode)
        kept = self.get_screen(mode)
        self.push_screen(SavesScreen(mode=mode) if kept in self.screen_stack else kept)

    def action_rules(self) -> None:
        from dragonwood_tui.tui.screens.rules import RulesScreen

        name = f"rules-{language()}"  # the pages are in the language: one screen per language
        if not self.is_screen_installed(name):  # rendered once, kept for the next time
            self.install_screen(RulesScreen(), name)
        self.push_screen(name)

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

            question = _("Leave this game for the menu? It is saved: Continue picks it up.")
            self.push_screen(ConfirmScreen(question, yes=_("Leave"), no=_("Stay")), answer)
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

    def action_practice(self) -> None:
        from dragonwood_tui.tui.screens.practice import PracticeScreen

        self.push_screen(PracticeScreen())

    def action_stats(self) -> None:
        from dragonwood_tui.tui.screens.stats import StatsScreen

        # Built once and kept (as the rules): opened again, it reads the caches and redraws only
        # what changed (`StatsScreen.on_screen_resume`). Already open below another screen: a new one.
        if not self.is_screen_installed("stats"):
            self.install_screen(StatsScreen(), "stats")
        kept = self.get_screen("stats")
        self.push_screen(StatsScreen() if kept in self.screen_stack else kept)

    def action_command_palette(self) -> None:
        """Textual's palette, its words in the player's language (tui/widgets/command_palette.py)."""
        from dragonwood_tui.tui.widgets.command_palette import Palette

        if self.use_command_palette and not self.screen.has_class("--textual-command-palette"):  # (Palette.is_open)
            self.push_screen(Palette(id="--command-palette", placeholder=_("Search for commands…")))

    def search_themes(self) -> None:
        from dragonwood_tui.tui.widgets.command_palette import Palette
        from textual.theme import ThemeProvider

        self.push_screen(Palette(providers=[ThemeProvider], placeholder=_("Search for themes…")))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's navigation (tui/commands.py), then Textual's own; each command once."""
        from dragonwood_tui.tui.commands import system_commands

        return system_commands(self, screen, super().get_system_commands(screen))

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

    def format_time(self, when: datetime) -> str:
        """A record's time in the player's time zone (`tz`, for tests), to the minute, as the
        language writes a short date and time ("6/12/25, 3:20 PM", "12/06/2025 15:20"); `?`
        for a time the file holds but no clock can show (storage.times: never a crash)."""
        from dragonwood_tui.storage.times import shown_time

        return shown_time(when, self.tz)

    def format_day(self, when: datetime, clock: bool = False) -> str:
        """The day of a record's time in words, as the menu and Statistics write it ("Dec 7",
        "7 déc.", the year only when it is not this year's); with `clock`, the time of day too
        ("Dec 7 at 5:18 PM"); `?` for a time no clock can show."""
        from dragonwood_tui.i18n.formats import format_clock, format_day
        from dragonwood_tui.storage.times import UNKNOWN, local_time

        local = local_time(when, self.tz)
        if local is None:
            return UNKNOWN
        day = format_day(local.date(), self.today())
        # TRANSLATORS: when a saved game was last played: "Dec 7 at 5:18 PM"
        return _("{day} at {time}").format(day=day, time=format_clock(local)) if clock else day


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


if TYPE_CHECKING:

    def _the_app_is_a_host(app: DragonwoodApp) -> AppHost:
        return app  # mypy checks here that the app gives the screens all `AppHost` promises
