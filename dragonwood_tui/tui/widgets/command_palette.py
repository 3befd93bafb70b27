"""Textual's command palette with its own words in the player's language.

The placeholder is a parameter (the app passes it translated); "No matches found" is written
inside Textual's `_start_no_matches_countdown`, so that method is Textual's (8.2.8, pinned) with
the words translated: kept in step with Textual when the pin moves."""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from dragonwood_tui.i18n import _


class Palette(CommandPalette):
    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def _show_no_matches() -> None:
            if search_value:  # (an empty search is discovery: nothing to say)
                self.query_one(CommandList).add_option(
                    Option(Align.center(Text(_("No matches found"), style="not bold")), disabled=True, id=self._NO_MATCHES)
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, _show_no_matches)
