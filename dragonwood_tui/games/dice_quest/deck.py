"""The 42-card deck: loaded from a JSON data file and validated, with errors that name the card.

The standard deck ships as `deck.json` beside this module. Another file of the same shape can be
loaded with `load_deck(path)` (a user's own deck): `{"format": "dice-quest-deck", "version": 1,
"cards": [{"id": 0, "name": "...", "combination": "2 2", "power": "plus"}, ...]}`. Ids are the
stable integers 0..41 in file order; records and actions refer to cards by id.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import msgspec

from dragonwood_tui.games.dice_quest.combos import Combination, CombinationError, parse_combination

POWERS = ("plus", "minus", "shift", "reroll", "mirror")
DECK_SIZE = 42
DECK_FORMAT = "dice-quest-deck"


class Card(msgspec.Struct, frozen=True):
    """One enemy: its stable id, flavour name, combination to beat and the power it gives."""

    id: int
    name: str
    combination: Combination
    power: str

    @property
    def text(self) -> str:
        return self.combination.text

    @property
    def label(self) -> str:
        return self.combination.label


class DeckError(ValueError):
    """A deck file that can't be used; the message names the file and the card."""


def parse_deck(data: object, *, source: str = "deck", size: int = DECK_SIZE) -> list[Card]:
    """Validate decoded JSON and build the cards; raise DeckError naming the faulty card."""
    if isinstance(data, dict):
        if data.get("format", DECK_FORMAT) != DECK_FORMAT:
            raise DeckError(f"{source}: not a Dice Quest deck (format {data.get('format')!r})")
        raw = data.get("cards")
    else:
        raw = data
    if not isinstance(raw, list):
        raise DeckError(f"{source}: expected a list of cards under 'cards'")
    if len(raw) != size:
        raise DeckError(f"{source}: the deck has {len(raw)} cards, expected {size}")
    cards: list[Card] = []
    for position, item in enumerate(raw):
        where = f"{source}: card #{position + 1}"
        if not isinstance(item, dict):
            raise DeckError(f"{where}: expected an object with id, name, combination, power")
        name = item.get("name")
        if isinstance(name, str) and name.strip():
            where = f"{source}: card #{position + 1} ({name})"
        else:
            raise DeckError(f"{where}: missing or empty name")
        unknown = sorted(set(item) - {"id", "name", "combination", "power"})
        if unknown:
            raise DeckError(f"{where}: unknown field {unknown[0]!r}")
        card_id = item.get("id", position)
        if type(card_id) is not int or card_id != position:
            raise DeckError(f"{where}: id must be {position} (ids are 0, 1, 2, ... in file order)")
        power = item.get("power")
        if power not in POWERS:
            raise DeckError(f"{where}: unknown power {power!r} (known: {', '.join(POWERS)})")
        try:
            combination = parse_combination(item.get("combination"))
        except CombinationError as exc:
            raise DeckError(f"{where}: malformed combination: {exc}") from None
        cards.append(Card(card_id, name.strip(), combination, power))
    return cards


def load_deck(path: "str | Path", *, size: int = DECK_SIZE) -> list[Card]:
    """Load and validate a deck file; DeckError says what is wrong (file, card, field)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(f"{p}: cannot read the deck ({exc.strerror or exc})") from None
    try:
        import json

        data = json.loads(text)
    except ValueError as exc:
        raise DeckError(f"{p}: not valid JSON ({exc})") from None
    return parse_deck(data, source=str(p), size=size)


@lru_cache(maxsize=1)
def standard_deck() -> tuple[Card, ...]:
    """The deck shipped with the game (docs/rules.md lists it)."""
    # beside this module, read as bytes and decoded by msgspec: `importlib.resources` and `json`
    # cost `dragonwood verify` more than the walk of a game
    data = msgspec.json.decode(Path(__file__).with_name("deck.json").read_bytes())
    return tuple(parse_deck(data, source="deck.json"))
