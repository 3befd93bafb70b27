"""The whole game log in a scrollable overlay (the table's own log shows only its last lines,
two or three on a small terminal). Lines are plain Text: they hold player names."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.widgets.footer import Footer


class LogScreen(ModalScreen[None]):
    """`LogScreen(lines)`: every line, newest at the bottom, scrolled to the end."""

    DEFAULT_CSS = """
    LogScreen { align: center middle; }
    LogScreen > #log-frame {
        width: 100%; max-width: 110; height: 1fr; border: round $accent; background: $surface;
        padding: 0 1;
    }
    LogScreen #log-lines { height: 1fr; }
    """
    BINDINGS = [
        Binding("escape,h,q", "close", N_("Close"), id="log.close"),
        Binding("up", "scroll(-1)", N_("Scroll"), show=False, id="log.up"),
        Binding("down", "scroll(1)", "", show=False, id="log.down"),
        Binding("pageup", "scroll(-10)", "", show=False, id="log.page_up"),
        Binding("pagedown", "scroll(10)", "", show=False, id="log.page_down"),
        Binding("home", "ends(0)", "", show=False, id="log.home"),
        Binding("end", "ends(1)", "", show=False, id="log.end"),
    ]

    def __init__(self, lines: Sequence[str | Text]) -> None:
        super().__init__()
        self.lines = [line if isinstance(line, Text) else Text(line) for line in lines]

    def compose(self) -> ComposeResult:
        with Vertical(id="log-frame") as frame:
            frame.border_title = ngettext("Log · {n} line", "Log · {n} lines", len(self.lines)).format(n=len(self.lines))
            frame.border_subtitle = _("↑↓ PgUp PgDn scroll · esc close")
            with VerticalScroll(id="log-lines"):
                body = Text("\n").join(self.lines) if self.lines else Text(_("Nothing yet."), style="dim")
                yield Static(body, id="log-text")
        yield Footer()

    def on_mount(self) -> None:
        # at the newest line: after the first layout (before it, there is nothing to scroll)
        self.call_after_refresh(self.action_ends, 1)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, rows: int) -> None:
        self.query_one("#log-lines", VerticalScroll).scroll_relative(y=rows, animate=False)

    def action_ends(self, end: int) -> None:
        scroller = self.query_one("#log-lines", VerticalScroll)
        scroller.scroll_end(animate=False) if end else scroller.scroll_home(animate=False)
