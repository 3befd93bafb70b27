"""The main menu's own entries (around the games' "New ..." entries), as data: the menu draws
them and the UI registry refuses a game's menu key that one of them already has."""

from __future__ import annotations
from dragonwood_tui.i18n import N_

# option id, key, label, short label for the footer, app action (the labels marked: shown with _())
MenuEntry = tuple[str, str, str, str, str]

BEFORE_GAMES: tuple[MenuEntry, ...] = (
    ("campaign", "m", N_("Campaign"), N_("Campaign"), "campaign"),
    ("continue", "c", N_("Continue"), N_("Continue"), "continue_game"),
)
AFTER_GAMES: tuple[MenuEntry, ...] = (
    ("daily", "y", N_("Daily challenge"), N_("Daily"), "daily"),
    ("saves", "s", N_("Saved games"), N_("Saves"), "saves"),
    ("replays", "p", N_("Replays"), N_("Replays"), "replays"),
    ("stats", "t", N_("Statistics"), N_("Stats"), "stats"),
    ("practice", "x", N_("Practice"), N_("Practice"), "practice"),
    ("rules", "r", N_("Rules"), N_("Rules"), "rules"),
    ("settings", "o", N_("Settings"), N_("Settings"), "settings"),
    ("quit", "q", N_("Quit"), N_("Quit"), "quit"),
)


def own_keys() -> frozenset[str]:
    """The keys the main menu uses for itself."""
    return frozenset(key for _, key, *_ in BEFORE_GAMES + AFTER_GAMES)
