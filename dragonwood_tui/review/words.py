"""A review's words shown with a count: "13 best moves", "2 неточности" (the count and its noun
agree: one message with plural forms per class; `--json` and the cache keep the English keys)."""

from __future__ import annotations

from dragonwood_tui.i18n import ngettext


def class_count(cls: str, n: int) -> str:
    """`n` decisions of class `cls` in words; a class the app does not know (from a file) as "n cls"."""
    if cls == "best":
        text = ngettext("{n} best move", "{n} best moves", n)
    elif cls == "good":
        text = ngettext("{n} good move", "{n} good moves", n)
    elif cls == "inaccuracy":
        text = ngettext("{n} inaccuracy", "{n} inaccuracies", n)
    elif cls == "mistake":
        text = ngettext("{n} mistake", "{n} mistakes", n)
    elif cls == "blunder":
        text = ngettext("{n} blunder", "{n} blunders", n)
    else:
        return f"{n} {cls}"
    return text.format(n=n)
