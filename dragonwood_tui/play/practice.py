"""What marks a practice game from a replay (`GameSession.practice` writes it; the statistics
read it): apart from the session, so that reading a record's facts imports no match or autosave."""

from __future__ import annotations

from typing import Any

#: How a practice game from a replay starts its name and its notes (`GameSession.practice`).
PRACTICE_MARK = "Practice from step "


def is_practice(record: Any) -> bool:
    """A practice game from a replay, which counts for no statistics (nor, claiming no tag and no
    day, for the campaign or the daily): its name or its notes say so (either one: editing one
    leaves the other), or its config has new luck (only a practice has)."""
    from dragonwood_tui.storage.records import resolve_game

    h = record.header
    if h.name.startswith(PRACTICE_MARK) or h.notes.startswith(PRACTICE_MARK):
        return True
    return bool(resolve_game(record.kind).new_luck(h.config))
