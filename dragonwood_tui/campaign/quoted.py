"""A name from a campaign file as an error line shows it: cut short, without control characters,
in the language's quotes (English 'x', French « x », Russian «x»), never Python's repr."""

from __future__ import annotations

from dragonwood_tui.i18n import quoted as language_quoted
from dragonwood_tui.storage.text import plain


def quoted(value: str) -> str:
    return language_quoted(plain(value, 40))
