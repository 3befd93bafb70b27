"""What a screen may ask of the app: the `AppHost` protocol, and `host(widget)` to reach it typed.

Screens, widgets and game tables import this module, never `tui/app.py` (which imports them):
the app satisfies the protocol (`tui/app.py` checks it for mypy), the way games open is
`AppHost.sessions` (`tui/sessions.py`). Everything else a screen does with the app is Textual's
own (`self.app.push_screen`, `self.app.size`...). Names used only in annotations (the
settings, `Sessions`) are imported for the type checker alone: importing this module costs
nothing at start-up, and `tui/sessions.py`, which imports it, makes no circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.app import App

if TYPE_CHECKING:
    from datetime import date, datetime
    from pathlib import Path

    from textual.dom import DOMNode
    from textual.signal import Signal

    from dragonwood_tui.storage.settings import Settings
    from dragonwood_tui.tui.sessions import Sessions


class AppHost(Protocol):
    """The app as screens see it."""

    settings: Settings  # read it; change it with `update_settings` (saved, theme applied)
    #: published with the new language's code when it changes: screens showing words redraw them
    language_signal: Signal[str]
    #: the settings screen changed the language in this run (it then wins over --lang: i18n.choose)
    language_chosen_here: bool

    @property
    def settings_file(self) -> Path: ...

    @property
    def saves_folder(self) -> Path:
        """`<data dir>/saves`, made on first use (a failure shows in each action on it)."""
        ...

    @property
    def motion(self) -> bool:
        """Whether tables animate (the motion setting, unless NO_COLOR, TERM=dumb, tests...)."""
        ...

    @property
    def bot_delay(self) -> float:
        """Seconds between two computer players' moves (the pace setting)."""
        ...

    @property
    def sessions(self) -> Sessions:
        """Opening games, replays, dailies and the campaign (tui/sessions.py)."""
        ...

    def update_settings(self, **changes: Any) -> None: ...

    def notify_error(self, message: str, title: str | None = None, *, once: bool = False) -> None: ...

    def expire_notice(self, message: str) -> None: ...

    def today(self) -> date: ...

    def format_time(self, when: datetime) -> str: ...

    def format_day(self, when: datetime, clock: bool = False) -> str: ...

    def action_main_menu(self) -> None: ...


def host(node: DOMNode | App[Any]) -> AppHost:
    """The app `node` (a screen or widget, or the app itself) runs in, as an `AppHost`."""
    return cast("AppHost", node if isinstance(node, App) else node.app)
