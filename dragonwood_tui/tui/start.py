"""What the app opens on top of the main menu (`dragonwood new`, `resume`, `replay`, `daily`).

Apart from `tui/sessions.py`, which opens it: the app is made with one before any game can
open, and the sessions module is imported only when a game, a replay or a daily opens.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple


class Start(NamedTuple):
    """What the app opens on top of the main menu. (A NamedTuple: made at every start-up, and a
    frozen dataclass costs six times as much to define.)"""

    action: str = "menu"  # "menu", "new", "resume" or "replay"
    game: str | None = None  # for "new"
    seed: int | None = None  # for "new"
    save_id: str | None = None  # for "resume" (None: the newest unfinished game)
    path: Path | None = None  # for "replay"
    seat: int | None = None  # for "replay": view from this seat (None: everything)
    date: str | None = None  # for "daily": the day, YYYY-MM-DD (None: today); `game` None: the Daily screen
    opened: tuple[Any, Any] | None = None  # for "replay": (record, cursor) already checked by the CLI
