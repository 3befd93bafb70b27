"""Why a file can't be read (`storage.regular.Unreadable`), in the language in effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.i18n import _, ngettext

if TYPE_CHECKING:
    from dragonwood_tui.storage.regular import Unreadable


def unreadable_said(exc: Unreadable) -> str:
    """The reason, its sizes written as the language writes numbers, a count of bytes with the
    noun's plural form («1 octet», «5 байт»)."""
    from dragonwood_tui.i18n.formats import format_number  # an error's sizes only: not on every start

    return exc.said(_, format_number, ngettext)
