"""Dragonwood's card names for the catalog (`DragonwoodGame.card_names`, which the Babel extractor
reads through the games registry), and its adventurer colours in the player's language."""

from __future__ import annotations

from collections.abc import Iterator

from dragonwood_tui.i18n import pgettext

CARD_CONTEXT = "dragonwood card"
COLOUR_CONTEXT = "dragonwood colour"


def colour_name(colour: str) -> str:
    """An adventurer colour ("green") in the player's language."""
    return pgettext(COLOUR_CONTEXT, colour)


def card_names() -> Iterator[tuple[str, str, str]]:
    """(context, English name, what it is) of the colours and of every card in the tables."""
    from dragonwood_tui.games.dragonwood import cards as dw

    for colour in dw.COLOURS:
        yield COLOUR_CONTEXT, colour, "Dragonwood: an adventurer card's colour (\"Green 7\")"
    yield CARD_CONTEXT, "Lucky Ladybug", "Dragonwood: the adventurer deck's ladybug card"
    for name, _count, vp, *_ in dw.CREATURE_TABLE:
        yield CARD_CONTEXT, name, f"Dragonwood: a creature, {vp} VP"
    for name, *_values, effect, _once in dw.ENHANCEMENT_TABLE:
        yield CARD_CONTEXT, name, f"Dragonwood: an enhancement: {effect}"
    for name, effect in dw.EVENT_TABLE:
        yield CARD_CONTEXT, name, f"Dragonwood: an event: {effect}"
