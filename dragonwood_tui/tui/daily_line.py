"""The main menu's line under "Daily challenge": today's two games, played or not. A module of
its own (not the Daily screen's): the menu reads it without importing that screen's widgets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dragonwood_tui.daily.attempts import attempts, day_status
from dragonwood_tui.daily.deal import daily_games, daily_kinds
from dragonwood_tui.i18n import _

if TYPE_CHECKING:
    from dragonwood_tui.storage.saves_list import SaveInfo
    from dragonwood_tui.tui.host import AppHost


def today_line(app: AppHost, infos: Sequence[SaveInfo] | None = None) -> str:
    """The main menu's line under "Daily challenge": today's two games, played or not
    (`infos`: the saves as the menu just listed them, not listed again)."""
    today = app.today()
    try:
        # every day's attempts, not today's only: `attempts` keeps them with this listing, and
        # the Daily screen opened next finds them there instead of parsing the year's notes
        found = [a for a in attempts(app.saves_folder, None, infos) if a.day == today]
    except OSError:
        return ""
    parts = []
    for kind in daily_kinds():
        status = day_status(app.saves_folder, kind, today, found)
        counted = status.counted
        if counted is not None:
            state = _("{game} won") if 0 in counted.winners else _("{game} lost")
        elif status.in_progress is not None:
            state = _("{game} in progress")
        else:
            state = _("{game} not played")
        parts.append(state.format(game=daily_games()[kind].title))
    return " · ".join(parts)
