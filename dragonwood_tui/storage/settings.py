"""The player's settings (theme, motion, bot pace, confirmations, key remaps, language), kept between runs.

They live in the user config directory (`storage.paths.settings_path`, overridable with the
environment variable `DRAGONWOOD_CONFIG_DIR`). Loading is tolerant: a missing file gives the defaults; a
corrupt file, or one field of the wrong type, gives the defaults for what can't be read plus
a warning for the app to show, and never stops the app from starting.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.i18n import LANGUAGES, N_, error_line
from dragonwood_tui.storage import paths
from dragonwood_tui.storage.regular import Unreadable, read_regular

SETTINGS_FILE = "settings.json"
# the app's own default theme, named after the product (not after a game); saved settings name it
PRODUCT_THEME = "dragonwood"
MAX_SETTINGS_BYTES = 64 * 1024  # a real settings file is a few hundred bytes

# Seconds between two computer players' moves, by pace name.
BOT_PACES: dict[str, float] = {"instant": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}


class Settings(msgspec.Struct, kw_only=True):
    theme: str = PRODUCT_THEME
    bot_pace: str = "normal"  # a key of BOT_PACES
    motion: bool = True  # dice tumble, a capture and a wound flash (never under NO_COLOR / TERM=dumb)
    confirm_delete: bool = True  # ask before deleting a saved game
    confirm_leave: bool = False  # ask before leaving a game in progress (it is autosaved anyway)
    pass_screen: bool = True  # hide hands between two people's turns at a hot-seat table
    keymap: dict[str, str] = {}  # binding id -> keys, as Textual's App.set_keymap takes
    language: str = ""  # "en", "fr", "ru"; "" = automatic (--lang, $DRAGONWOOD_LANG, the locale)

    @property
    def bot_delay(self) -> float:
        return BOT_PACES.get(self.bot_pace, BOT_PACES["normal"])


class SettingsWarning:
    """What could not be read in a settings file, worded when shown (`str()`): the file names the
    language, so the words wait for the language finally chosen."""

    def __init__(self, path: Path, message: str, *, problem: Unreadable | None = None, names: list[str] | None = None) -> None:
        self.path, self.message, self.problem, self.names = path, message, problem, names or []

    def __str__(self) -> str:
        from dragonwood_tui.i18n import _, ngettext
        from dragonwood_tui.i18n.unreadable import unreadable_said

        if self.problem is not None:
            said = _(self.message).format(problem=unreadable_said(self.problem))
        elif self.names:
            # the names are the file's keys ("bot_pace"): shown as written, they are what to fix
            said = ngettext(
                "ignored invalid setting: {names}", "ignored invalid settings: {names}", len(self.names)
            ).format(names=", ".join(self.names))
        else:
            said = _(self.message)
        return error_line(self.path, said)


# TRANSLATORS: {problem} is why a settings file could not be read ("not a regular file (a FIFO)")
_UNREADABLE = N_("{problem}; using the defaults")
_WRONG_SHAPE = N_("settings file has the wrong shape; using the defaults")
_NOT_JSON = N_("settings file is not valid JSON; using the defaults")
_TOO_DEEP = N_("settings file is nested too deeply; using the defaults")


def settings_path(config_dir: Path | None = None) -> Path:
    """`settings.json` in `config_dir`, else in the user config directory (storage.paths)."""
    if config_dir is not None:
        return config_dir / SETTINGS_FILE
    return paths.settings_path()


def load_settings(path: Path) -> tuple[Settings, SettingsWarning | None]:
    """The settings in `path` and a warning for the player when some could not be read (worded
    when shown: `str(warning)`, in the language then in effect).

    Nothing in the file can stop the app from starting: a FIFO is not opened, a huge file not
    read, and a value nested a thousand levels deep is refused by its field's type (each field
    is decoded from its raw JSON with the type it must have, never as an arbitrary tree)."""
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES, what="a settings file")
    except Unreadable as exc:
        return Settings(), None if exc.missing else SettingsWarning(path, _UNREADABLE, problem=exc)
    try:
        data = msgspec.json.decode(raw, type=dict[str, msgspec.Raw])
    except msgspec.ValidationError:
        return Settings(), SettingsWarning(path, _WRONG_SHAPE)
    except msgspec.DecodeError:
        return Settings(), SettingsWarning(path, _NOT_JSON)
    except RecursionError:
        return Settings(), SettingsWarning(path, _TOO_DEEP)
    # Field by field, so one bad value costs only that value.
    fields: dict[str, Any] = {}
    bad: list[str] = []
    types = {f.name: f.type for f in msgspec.structs.fields(Settings)}
    for name, kind in types.items():
        if name not in data:
            continue
        try:
            fields[name] = msgspec.json.decode(data[name], type=kind)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            bad.append(name)
    settings = Settings(**fields)
    if settings.bot_pace not in BOT_PACES:
        bad.append("bot_pace")
        settings.bot_pace = Settings().bot_pace
    if settings.language and settings.language not in LANGUAGES:
        bad.append("language")
        settings.language = ""
    warning = None
    if bad:
        warning = SettingsWarning(path, "", names=bad)
    return settings, warning


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically (storage.atomic): a crash leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    from dragonwood_tui.storage.atomic import atomic_write  # only here: every command reads the settings

    atomic_write(path, msgspec.json.format(msgspec.json.encode(settings), indent=2))
