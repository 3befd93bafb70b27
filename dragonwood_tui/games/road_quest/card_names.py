"""Road Quest's card names for the catalog (`RoadQuestGame.card_names`), from its cards file."""

from __future__ import annotations

from collections.abc import Iterator

CARD_CONTEXT = "road-quest card"


def card_names() -> Iterator[tuple[str, str, str]]:
    """(context, English name, what it is) of every main, treasure and character card."""
    import json
    from importlib import resources

    data = json.loads(resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8"))
    for card in data["main"]:
        terrain = f", {card['terrain']}" if "terrain" in card else ""
        yield CARD_CONTEXT, card["name"], f"Road Quest: {card['kind']}{terrain}"
    for card in data["treasures"]:
        yield CARD_CONTEXT, card["name"], f"Road Quest: a treasure: {card['effect']}"
    for card in data["characters"]:
        yield CARD_CONTEXT, card["name"], "Road Quest: a character"
