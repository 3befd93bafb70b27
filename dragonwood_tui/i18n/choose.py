"""Which language to use, the most explicit choice first (the convention of command-line tools):

1. `dragonwood --lang CODE` (this run),
2. the environment variable `DRAGONWOOD_LANG` (this shell),
3. the settings' `language` (chosen on the settings screen, kept; "" = automatic),
4. the system locale: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty
   (the POSIX order: "ru_RU.UTF-8" is Russian; "C", "POSIX" or a language the app does not
   offer is English),
5. English.

An unknown code at steps 1-3 is skipped (the next step decides), so a typo never leaves the
player without a language.
"""

from __future__ import annotations

from collections.abc import Mapping

from dragonwood_tui.i18n import LANGUAGES, SOURCE

ENV = "DRAGONWOOD_LANG"
_cli: str | None = None  # this process's `--lang`, for the app to choose again when the setting changes
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def normalize(value: str | None) -> str | None:
    """The offered language a locale or code names ("fr", "fr_CA.UTF-8", "ru-RU", "RU"), or None."""
    if not value:
        return None
    code = value.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0].lower()
    return code if code in LANGUAGES else None


def system_language(environ: Mapping[str, str]) -> str:
    """The language of the system locale (English when it names none the app offers)."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name)
        if value:
            return normalize(value) or SOURCE
    return SOURCE


# Which step decided (`language_source`): what the settings screen tells the player.
CLI, VARIABLE, SETTING, LOCALE, DEFAULT = "cli", "variable", "setting", "locale", "default"


def language_source(setting: str | None, cli: str | None, environ: Mapping[str, str], chosen_now: bool = False) -> tuple[str, str]:
    """(language, the step that decided it). `chosen_now`: the setting was just changed on the
    settings screen, in this run: the player's latest choice, it wins over --lang and the
    variable until the app closes (a choice that changed nothing on screen would look broken)."""
    steps = ((SETTING, setting), (CLI, cli), (VARIABLE, environ.get(ENV))) if chosen_now and normalize(setting) \
        else ((CLI, cli), (VARIABLE, environ.get(ENV)), (SETTING, setting))
    for source, candidate in steps:
        code = normalize(candidate)
        if code is not None:
            return code, source
    for name in LOCALE_VARIABLES:
        if environ.get(name):
            return system_language(environ), LOCALE
    return SOURCE, DEFAULT


def choose_language(setting: str | None, cli: str | None, environ: Mapping[str, str]) -> str:
    """The language to use, from `--lang`, `DRAGONWOOD_LANG`, the settings, the locale."""
    return language_source(setting, cli, environ)[0]


def remember_cli(value: str | None) -> str | None:
    """Keep this process's `--lang` (the CLI calls it once); returns it."""
    global _cli
    _cli = value
    return value


def cli_language() -> str | None:
    return _cli


def current_choice(setting: str | None, environ: Mapping[str, str], chosen_now: bool = False) -> str:
    """`choose_language` with this process's `--lang`: what the app uses when the setting changes."""
    return language_source(setting, _cli, environ, chosen_now)[0]


def current_source(setting: str | None, environ: Mapping[str, str], chosen_now: bool = False) -> str:
    """The step that decided `current_choice`."""
    return language_source(setting, _cli, environ, chosen_now)[1]
