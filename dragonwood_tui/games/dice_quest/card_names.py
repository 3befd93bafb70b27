"""Dice Quest's card names for the catalog (`DiceQuestGame.card_names`), from its deck file."""

from __future__ import annotations

from collections.abc import Iterator

CARD_CONTEXT = "dice-quest card"


def card_names() -> Iterator[tuple[str, str, str]]:
    """(context, English name, what it is) of every enemy of the standard deck."""
    import json
    from importlib import resources

    deck = json.loads(resources.files(__package__).joinpath("deck.json").read_text(encoding="utf-8"))
    for card in deck["cards"]:
        yield CARD_CONTEXT, card["name"], f"Dice Quest: an enemy, beaten by {card['combination']}; power: {card['power']}"
