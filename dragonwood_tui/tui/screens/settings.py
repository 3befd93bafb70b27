"""Settings: theme, motion, computer players' pace, confirmations. Saved at every change."""

from __future__ import annotations

from typing import Any

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Select, Static

from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.i18n import LANGUAGES, N_, _
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.storage.settings import BOT_PACES
from dragonwood_tui.tui.widgets.tick_box import TickBox
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.theme import THEME_LABELS

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

PACE_LABELS = {
    "instant": N_("instant (no pause)"),
    "fast": N_("fast"),
    "normal": N_("normal"),
    "slow": N_("slow"),
}  # shown with _()

def pace_label(pace: str, seconds: float) -> str:
    """A pace as the dropdown offers it: its word and its pause ("fast (0.5 s)"); no pause, its
    word alone ("instant (no pause)": "(0 s)" after it said the same twice)."""
    if not seconds:
        return _(PACE_LABELS[pace])
    return _("{pace} ({seconds} s)").format(pace=_(PACE_LABELS[pace]), seconds=format_number(seconds, 1 if seconds % 1 else 0))


# (setting, label): the yes/no settings, as tick boxes
SWITCHES: list[tuple[str, str]] = [
    ("motion", N_("Motion: dice tumble, captures and wounds flash")),
    ("confirm_delete", N_("Ask before deleting a saved game")),
    ("confirm_leave", N_("Ask before leaving a game in progress")),
    ("pass_screen", N_("Hide hands between two people's turns (hot seat)")),
]


def theme_choices(available: list[str]) -> list[tuple[str, str]]:
    """(label, name): the app's own themes first, by their labels, then Textual's by name."""
    own = [(_(label), name) for name, label in THEME_LABELS.items() if name in available]
    return own + [(name, name) for name in sorted(available) if name not in THEME_LABELS]


def home_relative(path: Path) -> str:
    """`path` with the home folder written `~` (shorter, and the same on every machine in tests)."""
    try:
        return str(Path("~") / path.resolve().relative_to(Path.home().resolve()))
    except (ValueError, RuntimeError, OSError):
        return str(path)


def _saved_in(path: str) -> list[str | tuple[str, str]]:
    # a player's words: what happens to the choices and where they live (the file's keymap, for
    # whoever edits it, is in docs/file-format.md)
    before, _mark, after = _("Your choices apply at once and are kept for next time (in {file}).").partition("{file}")
    return [before, (path, "italic"), after]


def language_options() -> list[tuple[str, str]]:
    """The language choices: automatic (naming what it gives now), then each language in itself."""
    import os

    from dragonwood_tui.i18n.choose import current_choice

    automatic = _("Automatic ({language})").format(language=LANGUAGES[current_choice(None, os.environ)])
    return [(automatic, ""), *((name, code) for code, name in LANGUAGES.items())]


def language_source_line(code: str, source: str) -> str:
    """Which choice decided the language shown (i18n.choose's order), in that language."""
    from dragonwood_tui.i18n import choose

    words = {
        choose.CLI: N_("{language} now: chosen by --lang on the command line (it comes before this setting at start)."),
        choose.VARIABLE: N_("{language} now: chosen by DRAGONWOOD_LANG (it comes before this setting at start)."),
        choose.SETTING: N_("{language} now: chosen by this setting."),
        choose.LOCALE: N_("{language} now: chosen by the system's locale."),
        choose.DEFAULT: N_("{language} now: nothing names another language."),
    }
    return _(words[source]).format(language=LANGUAGES.get(code, code))


class SettingsScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Settings")

    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="settings.back"),
    ]

    def _label(self, words: str) -> Label:
        """A dropdown's label, as wide as the longest of the three and two cells more: the
        dropdowns stand in one column, none touching its label in any language."""
        from rich.cells import cell_len

        longest = max(cell_len(_(w)) for w in ("Theme", "Computer players' pace", "Language"))
        label = Label(words, classes="setting-label")
        label.styles.width = longest + 2
        return label

    def compose(self) -> ComposeResult:
        settings = host(self).settings
        themes = list(self.app.available_themes)
        with VerticalScroll(id="settings-box"):
            yield Static(Text(_("Settings"), style="bold"), classes="screen-title")
            with Horizontal(classes="setting-row"):
                yield self._label(_("Theme"))
                yield Select(
                    theme_choices(themes),
                    value=settings.theme if settings.theme in themes else Select.NULL,
                    allow_blank=False,
                    compact=True,
                    id="theme",
                )
            with Horizontal(classes="setting-row"):
                yield self._label(_("Computer players' pace"))
                yield Select(
                    [(pace_label(p, s), p) for p, s in BOT_PACES.items()],
                    value=settings.bot_pace,
                    allow_blank=False,
                    compact=True,
                    id="bot_pace",
                )
            with Horizontal(classes="setting-row"):
                yield self._label(_("Language"))
                yield Select(language_options(), value=settings.language if settings.language in LANGUAGES else "",
                             allow_blank=False, compact=True, id="language")
            yield Static(Text(self._language_source()), classes="dim setting-note", id="language-source")
            for field, label in SWITCHES:
                yield TickBox(_(label), getattr(settings, field), compact=True, id=field, classes="setting-tick")
            with Vertical(classes="setting-note"):
                yield Static(
                    Text.assemble(
                        *_saved_in(home_relative(host(self).settings_file)),
                    ),
                    classes="dim",
                )
        yield Footer()

    def _language_source(self) -> str:
        import os

        from dragonwood_tui.i18n import language
        from dragonwood_tui.i18n.choose import current_source

        app = host(self)
        return language_source_line(language(), current_source(app.settings.language, os.environ, app.language_chosen_here))

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if event.value is Select.NULL or event.select.id is None:
            return
        if getattr(host(self).settings, event.select.id, None) == str(event.value):
            return  # no change (a list drawn again after a change of language says its value)
        host(self).update_settings(**{event.select.id: str(event.value)})

    def on_checkbox_changed(self, event: TickBox.Changed) -> None:
        event.stop()
        if event.checkbox.id:
            host(self).update_settings(**{event.checkbox.id: event.value})

    def on_mount(self) -> None:
        self.query_one("#theme", Select).focus()
        # follows the app's theme (the command palette's theme picker changes it too); by the
        # app's signal, left when the screen closes (a `watch` of the app's theme kept every
        # closed settings screen in memory until the next change of theme)
        self.show_theme(self.app.theme)
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        host(self).language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        self.app.theme_changed_signal.unsubscribe(self)
        host(self).language_signal.unsubscribe(self)

    def _theme_changed(self, theme: Any) -> None:
        self.show_theme(theme.name)

    def _language_changed(self, code: str) -> None:
        self.call_later(self._redraw_words)

    async def _redraw_words(self) -> None:
        """This screen's words in the language just chosen, the focus kept on the choice."""
        await self.recompose()
        self.query_one("#language", Select).focus()

    def show_theme(self, theme: str) -> None:
        """Follow a theme chosen elsewhere (the command palette's theme picker)."""
        select = self.query_one("#theme", Select)
        if theme in self.app.available_themes and select.value != theme:
            select.value = theme

    def action_close(self) -> None:
        self.dismiss(None)
