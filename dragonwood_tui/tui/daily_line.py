"""The main menu's line under "Daily challenge": today's two games, played or not. A module of
its own (not the Daily screen's): the menu reads it without importing that screen's widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.daily.attempts import attempts, day_status
from dragonwood_tui.daily.deal import DAILY_GAMES, DAILY_KINDS

if TYPE_CHECKING:
    from dragonwood_tui.tui.host import AppHost


def today_line(app: AppHost) -> str:
    """The main menu's line under "Daily challenge": today's two games, played or not."""
    today = app.today()
    try:
        found = attempts(app.saves_folder, today)
    except OSError:
        return ""
    parts = []
    for kind in DAILY_KINDS:
        status = day_status(app.saves_folder, kind, today, found)
        counted = status.counted
        if counted is not None:
            state = "won" if 0 in counted.winners else "lost"
        elif status.in_progress is not None:
            state = "in progress"
        else:
            state = "not played"
        parts.append(f"{DAILY_GAMES[kind].title} {state}")
    return " · ".join(parts)
