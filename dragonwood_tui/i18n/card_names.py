"""Card names in the player's language.

The games' data name every card in English, and records hold card ids, never names: a name is
translated only where it is shown, `card_name(kind, name)`, with the catalog context the game
declares (`Game.card_context`, by default "<kind> card": the same English word can name cards of
two games, Manticore). A game's class declares it when it is defined (`declare_context`, called
by `engine.game.Game`), so this module reads no game and imports nothing above it.

The names reach the catalog through the games' own declarations (`Game.card_names`), which the
Babel extractor `games.card_catalog.extract` reads for every registered game.
"""

from __future__ import annotations

from dragonwood_tui.i18n import pgettext

# game kind -> the catalog context of its card names, as its `Game` class declares it
_CONTEXTS: dict[str, str] = {}


def default_context(kind: str) -> str:
    """The context of a game's card names when it declares none."""
    return f"{kind} card"


def declare_context(kind: str, context: str) -> None:
    """The catalog context of `kind`'s card names (its `Game` class declares it when defined)."""
    _CONTEXTS[kind] = context


def card_name(kind: str, name: str) -> str:
    """The name of a card of `kind` ("Fire Ants") as the player's language names it."""
    return pgettext(_CONTEXTS.get(kind) or default_context(kind), name)
