"""The three ways to capture in a few words, beside the last attempt on a wide table (160×50):
the space between the dice and the players stood empty, and the methods are what a new player
looks up most. Words only: the symbols are the ones the cards and the chances show."""

from __future__ import annotations

from rich.text import Text

from dragonwood_tui.i18n import _
from dragonwood_tui.tui.games.dragonwood.card import METHOD_TITLES
from dragonwood_tui.tui.widgets.symbols import method_symbol


def how_to_capture_text() -> Text:
    t = Text(_("One die per card: reach the number"), style="bold")
    ways = {
        "strike": _("a run, 3 4 5"),
        "stomp": _("one value, 7 7 7"),
        "scream": _("one colour"),
    }
    width = max(len(_(title)) for title in METHOD_TITLES.values())
    for method, words in ways.items():
        t.append(f"\n{method_symbol(method)} ")
        t.append(_(METHOD_TITLES[method]).ljust(width), style="bold")
        t.append(f" {words}")
    return t
