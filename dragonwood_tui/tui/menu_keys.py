"""The main menu's own entries (around the games' "New ..." entries), as data: the menu draws
them and the UI registry refuses a game's menu key that one of them already has."""

from __future__ import annotations

MenuEntry = tuple[str, str, str, str, str]  # option id, key, label, short label for the footer, app action

BEFORE_GAMES: tuple[MenuEntry, ...] = (
    ("campaign", "m", "Campaign", "Campaign", "campaign"),
    ("continue", "c", "Continue", "Continue", "continue_game"),
)
AFTER_GAMES: tuple[MenuEntry, ...] = (
    ("daily", "y", "Daily challenge", "Daily", "daily"),
    ("saves", "s", "Saved games", "Saves", "saves"),
    ("replays", "p", "Replays", "Replays", "replays"),
    ("stats", "t", "Statistics", "Stats", "stats"),
    ("rules", "r", "Rules", "Rules", "rules"),
    ("settings", "o", "Settings", "Settings", "settings"),
    ("quit", "q", "Quit", "Quit", "quit"),
)


def own_keys() -> frozenset[str]:
    """The keys the main menu uses for itself."""
    return frozenset(key for _, key, *_ in BEFORE_GAMES + AFTER_GAMES)
