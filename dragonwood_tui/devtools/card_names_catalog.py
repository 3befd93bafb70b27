"""Babel's extractor of the card names (babel.cfg maps it): every name in the games' own data,
so a new card is in the next extraction, as `pgettext("<kind> card", name)` messages with a
comment saying what it is ("Dragonwood: a creature, 3 VP").

The editions' names come from the source texts where they give them; the others were chosen
and say so in the catalog's translator comments (docs/i18n.md lists them). It reads the games,
so it lives here, above them; `i18n.card_names.card_name` (below the games) shows the names.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from importlib import resources
from typing import Any

from dragonwood_tui.i18n.card_names import COLOUR_CONTEXT, CONTEXTS


def _json(package: str, file: str) -> Any:
    return json.loads(resources.files(package).joinpath(file).read_text(encoding="utf-8"))


def game_card_names() -> Iterator[tuple[str, str, str]]:
    """(context, English name, what it is) of every card name in the games' data, once each."""
    from dragonwood_tui.games.dragonwood import cards as dw

    seen: set[tuple[str, str]] = set()

    def once(context: str, name: str, note: str) -> Iterator[tuple[str, str, str]]:
        if (context, name) not in seen:
            seen.add((context, name))
            yield context, name, note

    for colour in dw.COLOURS:
        yield from once(COLOUR_CONTEXT, colour, "Dragonwood: an adventurer card's colour (\"Green 7\")")
    yield from once(CONTEXTS["dragonwood"], "Lucky Ladybug", "Dragonwood: the adventurer deck's ladybug card")
    for name, _count, vp, *_ in dw.CREATURE_TABLE:
        yield from once(CONTEXTS["dragonwood"], name, f"Dragonwood: a creature, {vp} VP")
    for name, *_values, effect, _once in dw.ENHANCEMENT_TABLE:
        yield from once(CONTEXTS["dragonwood"], name, f"Dragonwood: an enhancement: {effect}")
    for name, effect in dw.EVENT_TABLE:
        yield from once(CONTEXTS["dragonwood"], name, f"Dragonwood: an event: {effect}")
    for card in _json("dragonwood_tui.games.dice_quest", "deck.json")["cards"]:
        yield from once(CONTEXTS["dice-quest"], card["name"],
                        f"Dice Quest: an enemy, beaten by {card['combination']}; power: {card['power']}")
    data = _json("dragonwood_tui.games.road_quest", "cards.json")
    for card in data["main"]:
        terrain = f", {card['terrain']}" if "terrain" in card else ""
        yield from once(CONTEXTS["road-quest"], card["name"], f"Road Quest: {card['kind']}{terrain}")
    for card in data["treasures"]:
        yield from once(CONTEXTS["road-quest"], card["name"], f"Road Quest: a treasure: {card['effect']}")
    for card in data["characters"]:
        yield from once(CONTEXTS["road-quest"], card["name"], "Road Quest: a character")


def extract(fileobj: object, keywords: object, comment_tags: object, options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor interface: the card names as `pgettext(context, name)` messages."""
    for context, name, note in game_card_names():
        yield 1, "pgettext", (context, name), [note]
