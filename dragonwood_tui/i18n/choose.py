"""Which language to use, in this order:

1. the settings' `language` (chosen on the settings screen; "" = automatic),
2. `dragonwood --lang CODE`,
3. the environment variable `DRAGONWOOD_LANG`,
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


def choose_language(setting: str | None, cli: str | None, environ: Mapping[str, str]) -> str:
    """The language to use, from the settings, `--lang`, `DRAGONWOOD_LANG`, the locale."""
    for candidate in (setting, cli, environ.get(ENV)):
        code = normalize(candidate)
        if code is not None:
            return code
    return system_language(environ)


def remember_cli(value: str | None) -> str | None:
    """Keep this process's `--lang` (the CLI calls it once); returns it."""
    global _cli
    _cli = value
    return value


def cli_language() -> str | None:
    return _cli


def current_choice(setting: str | None, environ: Mapping[str, str]) -> str:
    """`choose_language` with this process's `--lang`: what the app uses when the setting changes."""
    return choose_language(setting, _cli, environ)
