"""The app's own themes: a forest dark one (the default), a light one and a high-contrast one.

The settings offer these first, then every built-in Textual theme. Each sets the colours Textual
derives the rest from; the variables below fix what derivation would get wrong for that theme
(the footer's key colour, the cursor in lists). The dark theme's colours must not change: every
snapshot of the app is drawn with them.
"""

from __future__ import annotations

from typing import Final

from textual.theme import Theme

from dragonwood_tui.storage.settings import PRODUCT_THEME
from dragonwood_tui.i18n import N_

# the card palette's theme variables (widgets/palette.py): the five suits (cards.COLOURS order)
# and the card roles; the light and high-contrast themes set their own, the dark one (and any
# Textual theme) leaves them to the palette's defaults. (Named here, not in the palette: the
# app's start-up imports no widget of a table.)
SUIT_VARIABLES: Final = ("suit-green", "suit-red", "suit-purple", "suit-blue", "suit-orange")

# A forest at night: the default, and the theme every snapshot is drawn in.
DRAGONWOOD_THEME = Theme(
    name=PRODUCT_THEME,
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

# A forest by day: ink on parchment. Every colour the theme defines keeps at least 4.5:1 against
# the background (WCAG AA; 3.75:1 and up on the panel colour): the accent is a dark amber.
MEADOW_THEME = Theme(
    name="dragonwood-light",
    primary="#2D6A34",
    secondary="#6B4E16",
    accent="#8A4B00",
    warning="#8F5200",
    error="#A8231C",
    success="#2D6A34",
    foreground="#1E261E",
    background="#F3EEDC",
    surface="#E9E2CA",
    panel="#D9CFAF",
    dark=False,
    variables={
        "footer-key-foreground": "#2D6A34",
        "footer-description-foreground": "#1E261E",
        "block-cursor-text-style": "bold",
        "input-selection-background": "#2D6A34 35%",
        # darker shades of the suits: each at least 4.5:1 on the parchment
        **dict(zip(SUIT_VARIABLES, ("#1C7434", "#B3261E", "#7A3DB8", "#1F5FBF", "#9A4A00"))),
        "card-muted": "#4F574C",  # a card's small print: 6.5:1 (the default, 60% ink, is fainter)
    },
)

# Black and white with pure, saturated signals, for low vision and washed-out screens: every
# colour the theme defines reads at 7:1 or more on the black (WCAG AAA); the cursor is white.
CONTRAST_THEME = Theme(
    name="dragonwood-contrast",
    primary="#FFD800",
    secondary="#00E0FF",
    accent="#FFD800",
    warning="#FFB000",
    error="#FF6060",
    success="#40FF60",
    foreground="#FFFFFF",
    background="#000000",
    surface="#000000",
    panel="#202020",
    boost="#FFFFFF10",
    dark=True,
    variables={
        "text-muted": "#D0D0D0",
        "footer-key-foreground": "#FFD800",
        "footer-description-foreground": "#FFFFFF",
        "footer-background": "#202020",
        "block-cursor-background": "#FFFFFF",
        "block-cursor-foreground": "#000000",
        "block-cursor-text-style": "bold",
        "border": "#FFFFFF",
        **dict(zip(SUIT_VARIABLES, ("#40FF60", "#FF7070", "#E0A8FF", "#80C0FF", "#FFB347"))),
        "card-ordinary": "#E0E0E0",  # card frames near white, not 55% grey
        "card-muted": "#D0D0D0",
        "card-empty": "#8C8C8C",  # an empty slot: still 6.2:1
    },
)

#: the app's themes, in the order the settings offer them (the default first)
APP_THEMES: tuple[Theme, ...] = (DRAGONWOOD_THEME, MEADOW_THEME, CONTRAST_THEME)

#: what the settings call them (translated where shown)
THEME_LABELS: dict[str, str] = {
    # TRANSLATORS: a colour theme of the settings; Dragonwood is the product's name
    PRODUCT_THEME: N_("Dragonwood (dark)"),
    # TRANSLATORS: a colour theme of the settings: greens on a light background
    "dragonwood-light": N_("Meadow (light)"),
    "dragonwood-contrast": N_("High contrast"),
}
