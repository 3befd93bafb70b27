"""Card names in the player's language.

The games' data name every card in English (`games/dragonwood/cards.py`'s tables,
`games/dice_quest/deck.json`, `games/road_quest/cards.json`), and records hold card ids, never
names: a name is translated only where it is shown, `card_name(kind, name)`, with the context
"<kind> card" (the same English word can name cards of two games: Manticore).

The Babel extractor that puts those names in the catalog reads the games' data, so it is above
the games: `devtools/card_names_catalog.py` (this module is below them, the games call it).
"""

from __future__ import annotations

from dragonwood_tui.i18n import pgettext

#: the catalog context of each game's card names
CONTEXTS = {"dragonwood": "dragonwood card", "dice-quest": "dice-quest card", "road-quest": "road-quest card"}
COLOUR_CONTEXT = "dragonwood colour"


def card_name(kind: str, name: str) -> str:
    """The name of a card of `kind` ("Fire Ants") as the player's language names it."""
    context = CONTEXTS.get(kind)
    return name if context is None else pgettext(context, name)


def colour_name(colour: str) -> str:
    """A Dragonwood adventurer colour ("green") in the player's language."""
    return pgettext(COLOUR_CONTEXT, colour)
