"""The colours of the visual language, read from the app's theme (never fixed in a widget).

`palette(node)` gives a `Palette` of Rich styles for the theme in use: frames per card family,
the selected and targeted states, badges, the five suits. Each colour is a theme variable a
theme may set in its `variables` (`card-power`, `suit-green`...); a theme that does not gets a
default made from its own colours ($secondary, $accent, $error...) and, for the suits, a shade
that reads on its background (darker on a light theme). Shapes and symbols carry every meaning,
so a monochrome terminal (NO_COLOR) loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rich.style import Style
from textual.color import Color
from textual.dom import DOMNode

from dragonwood_tui.tui.theme import SUIT_VARIABLES

# the theme's own colours the defaults are made from, when the app has not said (no app running)
FALLBACK: Final = {
    "primary": "#5FAF5F",
    "secondary": "#3A7D44",
    "accent": "#E0B040",
    "warning": "#E0A030",
    "error": "#D05050",
    "success": "#5FAF5F",
    "foreground": "#E6E2D3",
    "background": "#121812",
    "panel": "#26332A",
}

# suit colours: for a dark background, for a light one (a theme may set suit-<name> itself)
SUITS_ON_DARK: Final = ("#4cc76b", "#f26b6b", "#c38df5", "#6aa9ff", "#f5a04a")
SUITS_ON_LIGHT: Final = ("#1d7a3a", "#b8322a", "#7a3db0", "#1f5bb8", "#a85400")

# card-<role>: (the theme colour it defaults to, how much of it over the background)
ROLE_DEFAULTS: Final = {
    "card-ordinary": ("foreground", 0.55),
    "card-power": ("primary", 1.0),
    "card-event": ("warning", 1.0),
    "card-boss": ("error", 1.0),
    "card-empty": ("foreground", 0.25),
    "card-selected": ("accent", 1.0),
    "card-targeted": ("accent", 1.0),
    "card-badge": ("accent", 1.0),
    "card-muted": ("foreground", 0.6),
    "card-good": ("success", 1.0),
    "card-bad": ("error", 1.0),
}


@dataclass(frozen=True)
class Palette:
    """Rich styles for the visual language (card_face draws with them)."""

    text: Style
    muted: Style
    ordinary: Style
    power: Style
    event: Style
    boss: Style
    empty: Style
    selected: Style
    targeted: Style
    badge: Style
    good: Style
    bad: Style
    suits: tuple[Style, ...]
    dark: bool

    def family(self, family: str) -> Style:
        """The frame style of a card family ("ordinary", "power", "event", "boss", "empty")."""
        return {
            "power": self.power,
            "event": self.event,
            "boss": self.boss,
            "empty": self.empty,
        }.get(family, self.ordinary)

    def suit(self, suit: int) -> Style:
        """The style of suit 0-4 (bold, in its colour); any other number: bold text."""
        return self.suits[suit] if 0 <= suit < len(self.suits) else self.text


def _colour(value: str, background: Color) -> Color | None:
    """A theme value as a colour: "#rrggbb", a name, or "<colour> 40%" (over the background)."""
    parts = value.split()
    try:
        colour = Color.parse(parts[0])
    except Exception:  # a value that is not a colour ("auto 87%"): the default instead
        return None
    if len(parts) > 1 and parts[1].endswith("%"):
        try:
            colour = background.blend(colour, float(parts[1][:-1]) / 100)
        except ValueError:
            return None
    return colour


def make_palette(variables: dict[str, str]) -> Palette:
    """The palette of a theme's CSS variables (`App.theme_variables`)."""

    def base(name: str) -> Color:
        return _colour(variables.get(name, ""), black) or Color.parse(FALLBACK[name])

    black = Color(0, 0, 0)
    background = base("background")
    dark = background.brightness < 0.5

    def role(name: str) -> Color:
        given = variables.get(name)
        colour = _colour(given, background) if given else None
        if colour is not None:
            return colour
        source, amount = ROLE_DEFAULTS[name]
        return background.blend(base(source), amount)

    def style(colour: Color, bold: bool = False) -> Style:
        return Style(color=colour.rich_color, bold=bold)

    suits = []
    for i, name in enumerate(SUIT_VARIABLES):
        given = variables.get(name)
        colour = _colour(given, background) if given else None
        if colour is None:
            colour = Color.parse((SUITS_ON_DARK if dark else SUITS_ON_LIGHT)[i])
        suits.append(style(colour, bold=True))
    return Palette(
        text=style(base("foreground"), bold=True),
        muted=style(role("card-muted")),
        ordinary=style(role("card-ordinary")),
        power=style(role("card-power")),
        event=style(role("card-event")),
        boss=style(role("card-boss"), bold=True),
        empty=style(role("card-empty")),
        selected=style(role("card-selected"), bold=True),
        targeted=style(role("card-targeted"), bold=True),
        badge=style(role("card-badge"), bold=True),
        good=style(role("card-good"), bold=True),
        bad=style(role("card-bad"), bold=True),
        suits=tuple(suits),
        dark=dark,
    )


_cache: dict[tuple[tuple[str, str], ...], Palette] = {}


def palette(node: DOMNode | None = None) -> Palette:
    """The palette of the theme the app of `node` shows now (no app: the Dragonwood theme's)."""
    variables: dict[str, str] = {}
    if node is not None:
        try:
            variables = node.app.theme_variables
        except Exception:  # no app running (a renderable drawn alone): the defaults
            variables = {}
    key = tuple(
        (name, variables.get(name, ""))
        for name in (*FALLBACK, *ROLE_DEFAULTS, *SUIT_VARIABLES)
    )
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = make_palette(variables)
    return found
