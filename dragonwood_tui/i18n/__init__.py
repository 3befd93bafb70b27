"""The player's language: gettext messages, plural forms, numbers and dates.

One gettext domain, `dragonwood`; the catalogs are `dragonwood_tui/locale/<lang>/LC_MESSAGES/
dragonwood.po`, shipped compiled by Babel beside them as `dragonwood.mo` (see docs/i18n.md for
the commands that extract, update and compile them; `i18n.catalogs` reads them).
Code marks what a person reads:

    from dragonwood_tui.i18n import _, ngettext, N_
    _("No saved games in {folder}.").format(folder=folder)
    ngettext("{n} card", "{n} cards", n).format(n=n)

- `_` and `ngettext` translate now, in the language in effect (`set_language`); plural forms
  follow the language's own rule from its catalog (Russian: 1 карта, 2 карты, 5 карт).
- `N_` only marks a string for extraction (a constant at import time, a binding's
  description): it is translated with `_` where it is shown, so a change of language shows at once.
- `pgettext` / `npgettext` add a context when one English word means two things.
- Placeholders are named (`{folder}`), never glued sentences: a translator reorders them.

English is the source language and needs no catalog: until `set_language` picks another one
nothing is read and nothing else is imported. Pure Python: no Textual here.
"""

from __future__ import annotations

import gettext

SOURCE = "en"

#: the languages the app offers, each named in itself (a name a reader of it finds in a list)
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "ru": "Русский"}

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE


def _(message: str) -> str:
    """`message` in the language in effect."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of the message for the count `n`, by the language's plural rule."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks `message` for the catalog without translating it (translate it with `_` where shown)."""
    return message


def error_line(prog: object, message: object) -> str:
    """A command's error line, "dragonwood simulate: …", set as the language sets a colon (French:
    "dragonwood simulate : …", as argparse's own errors are in our catalog)."""
    # TRANSLATORS: a command's error line; {prog} is the command ("dragonwood simulate"), {message} the error
    return _("{prog}: {message}").format(prog=prog, message=message)


def quoted(name: object) -> str:
    """A name or value from a file or a command line, quoted as the language quotes it in an
    error line (English 'x', French « x », Russian «x»), never Python's repr."""
    # TRANSLATORS: a name as a file or a command line writes it, quoted (French « x » with narrow no-break spaces, Russian «x»)
    return _("'{name}'").format(name=name)


def os_reason(exc: OSError) -> str:
    """The reason of an OSError as a player reads it, chosen by errno (never by parsing the C
    library's English): «permission refusée», «доступ запрещён»; in English (or a language that
    lacks the message) the system's own text ("Permission denied"), and so for an errno the table
    (i18n/os_words.py) lacks: a rare one is better said in English than not at all."""
    from dragonwood_tui.i18n.os_words import errno_words

    words = errno_words(exc)
    said = None if words is None else _(words)
    return str(exc.strerror or exc) if said is None or said == words else said


def language() -> str:
    """The code of the language in effect ("en", "fr", "ru")."""
    return _language


def set_language(code: str) -> str:
    """Use `code` from now on (an unknown code, or a catalog that can't be read: English).
    Returns the language in effect."""
    global _translations, _language
    if code not in LANGUAGES or code == SOURCE:
        _translations, _language = gettext.NullTranslations(), SOURCE
    else:
        from dragonwood_tui.i18n.catalogs import load_catalog

        loaded = load_catalog(code)
        if loaded is None:
            _translations, _language = gettext.NullTranslations(), SOURCE
        else:
            _translations, _language = loaded, code
    from dragonwood_tui.i18n import current  # what the grammar reads (it may not import this module)

    current.translations, current.language = _translations, _language
    return _language
