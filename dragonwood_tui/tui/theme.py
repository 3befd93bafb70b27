"""The app's own theme (the settings offer every built-in Textual theme too)."""

from __future__ import annotations

from textual.theme import Theme

# A forest theme; every built-in Textual theme stays available in the settings.
DRAGONWOOD_THEME = Theme(
    name="dragonwood",
    primary="#5FAF5F",
    secondary="#3A7D44",
    accent="#E0B040",
    warning="#E0A030",
    error="#D05050",
    success="#5FAF5F",
    foreground="#E6E2D3",
    background="#121812",
    surface="#1A221A",
    panel="#26332A",
    dark=True,
)
