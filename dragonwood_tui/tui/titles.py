"""A game's title as screens show it, also for a kind no game registers (it came from a file)."""

from __future__ import annotations


def game_title(kind: str) -> str:
    """A game's title for people; an unknown kind from a file is shown as plain text."""
    from dragonwood_tui.games import UnknownGame, game_title as registered_title
    from dragonwood_tui.storage.text import plain

    try:
        return registered_title(kind)
    except UnknownGame:
        return plain(kind or "?", 20)
