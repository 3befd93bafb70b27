"""The Road Quest cards, treasures and characters: a JSON data file, validated on load.

`cards.json` beside this module holds the 80 main-deck cards (ids 0-79), the 20 treasures
(ids 80-99: one id space, so a hand can hold both, and the `battlefield` variant can shuffle
treasures into the main deck), the 6 characters and the tunable numbers. Every error names the
file and the card: a wrong count, an unknown terrain, kind, effect or trait, a road that names
an unknown terrain.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path

import msgspec

FORMAT = "road-quest-cards"
TERRAINS = ("forest", "mountain", "swamp", "plain")
TERRAIN_LETTER = {"forest": "F", "mountain": "M", "swamp": "S", "plain": "P"}  # shown by terrain_letter


def terrain_letter(terrain: str) -> str:
    """A terrain's letter in the player's language: F / F / Л for forest."""
    from dragonwood_tui.i18n import pgettext

    if terrain == "forest":
        # TRANSLATORS: a Road Quest terrain's letter beside its symbol (F: Forest): the terrain's initial in your language (the rules page names the four)
        return pgettext("road quest terrain letter", "F")
    if terrain == "mountain":
        return pgettext("road quest terrain letter", "M")
    if terrain == "swamp":
        return pgettext("road quest terrain letter", "S")
    if terrain == "plain":
        return pgettext("road quest terrain letter", "P")
    return TERRAIN_LETTER.get(terrain, "?")
TERRAIN_SYMBOL = {"forest": "♣", "mountain": "▲", "swamp": "≈", "plain": "·"}
KINDS = ("road", "creature", "ambush", "jack")
AMBUSH_EFFECTS = ("wound", "discard", "lose-road", "no-attack")
TREASURE_EFFECTS = ("invisibility", "life", "victory", "sword", "great-sword", "shield", "amulet")
TRAITS = ("wounds-minus-1", "terrain-plus-2", "mountain-ambush-immune", "peek", "camp-plus-2", "none")
# how many of each the spec's components list asks for
MAIN_COUNTS = {"road": 40, "creature": 20, "ambush": 16, "jack": 4}
TREASURE_COUNTS = {"invisibility": 4, "life": 5, "victory": 2, "sword": 3, "great-sword": 1, "shield": 2, "amulet": 3}
CHARACTER_COUNT = 6
#: the edition of the numbers cards.json holds. A game's config names the edition it is played
#: with (rules version 1's records have none: edition 1), and an earlier edition plays with the
#: numbers it had, listed below where they differ from cards.json, so old records replay exactly.
EDITION = 3
EARLIER_ATTACKS: dict[int, dict[str, int]] = {1: {"ranger": 4}}  # edition -> character -> attack
NUMBERS = (
    "life_card", "camp", "hand", "goal", "turn_limit", "sword", "great_sword", "amulet", "shield",
    "knight", "ranger", "bard_camp", "ambush_wound", "ambush_discard", "life_potion",
    "battlefield_life_card", "battlefield_life_potion",
)


class CardError(ValueError):
    """A card file that can't be used; the message names the file and the card."""


class Card(msgspec.Struct, frozen=True):
    """A main-deck card (kind road/creature/ambush/jack) or a treasure (kind "treasure")."""

    id: int
    kind: str
    name: str
    terrain: str = ""  # roads, creatures, ambushes
    combat: int = 0  # the number read when the card is turned over in a fight
    follows: tuple[str, ...] = ()  # roads: the terrains that may follow
    attack: int = 0  # creatures
    damage: int = 0  # creatures
    effect: str = ""  # ambushes and treasures
    crossroads: bool = False  # a road that any terrain may follow


class Character(msgspec.Struct, frozen=True):
    key: str
    name: str
    attack: int
    life_cards: int
    trait: str


class CardSet(msgspec.Struct, frozen=True):
    cards: tuple[Card, ...]  # index = id; main deck first, then the treasures
    characters: tuple[Character, ...]
    numbers: dict[str, int]

    @property
    def main_ids(self) -> list[int]:
        return [c.id for c in self.cards if c.kind != "treasure"]

    @property
    def treasure_ids(self) -> list[int]:
        return [c.id for c in self.cards if c.kind == "treasure"]

    def attack_in(self, edition: int, key: str) -> int:
        """The character's attack in a game of that edition of the numbers."""
        return EARLIER_ATTACKS.get(edition, {}).get(key, self.character(key).attack)

    def character(self, key: str) -> Character:
        for c in self.characters:
            if c.key == key:
                return c
        raise KeyError(key)


def _int(where: str, item: dict[str, object], field: str, low: int, high: int) -> int:
    value = item.get(field)
    if type(value) is not int or not low <= value <= high:
        raise CardError(f"{where}: {field} must be an integer {low}-{high}, not {value!r}")
    return value


def _terrain(where: str, value: object) -> str:
    if value not in TERRAINS:
        raise CardError(f"{where}: unknown terrain {value!r} (known: {', '.join(TERRAINS)})")
    return value


def _name(source: str, label: str, position: int, item: object) -> tuple[str, str]:
    where = f"{source}: {label} #{position + 1}"
    if not isinstance(item, dict):
        raise CardError(f"{where}: expected an object")
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardError(f"{where}: missing or empty name")
    return f"{where} ({name.strip()})", name.strip()


def _main_card(source: str, position: int, item: object) -> Card:
    where, name = _name(source, "card", position, item)
    assert isinstance(item, dict)
    allowed = {"id", "kind", "name", "terrain", "combat", "follows", "attack", "damage", "effect", "crossroads"}
    unknown = sorted(set(item) - allowed)
    if unknown:
        raise CardError(f"{where}: unknown field {unknown[0]!r}")
    if item.get("id", position) != position or type(item.get("id", position)) is not int:
        raise CardError(f"{where}: id must be {position} (ids are 0, 1, 2, ... in file order)")
    kind = item.get("kind")
    if kind not in KINDS:
        raise CardError(f"{where}: unknown kind {kind!r} (known: {', '.join(KINDS)})")
    combat = _int(where, item, "combat", 0, 3)
    if kind == "jack":
        return Card(position, kind, name, combat=combat)
    terrain = _terrain(where, item.get("terrain"))
    if kind == "road":
        follows = item.get("follows")
        if not isinstance(follows, list) or not follows:
            raise CardError(f"{where}: a road needs 'follows', the terrains that may follow it")
        for t in follows:
            if t not in TERRAINS:
                raise CardError(f"{where}: the road names an unknown terrain {t!r} (known: {', '.join(TERRAINS)})")
        crossroads = item.get("crossroads", False)
        if crossroads is not False and (crossroads is not True or sorted(follows) != sorted(TERRAINS)):
            raise CardError(f"{where}: a crossroads is followed by every terrain")
        return Card(position, kind, name, terrain, combat, follows=tuple(follows), crossroads=crossroads)
    if kind == "creature":
        attack = _int(where, item, "attack", 2, 8)
        damage = _int(where, item, "damage", 3, 10)
        return Card(position, kind, name, terrain, combat, attack=attack, damage=damage)
    effect = item.get("effect")
    if effect not in AMBUSH_EFFECTS:
        raise CardError(f"{where}: unknown effect {effect!r} (known: {', '.join(AMBUSH_EFFECTS)})")
    return Card(position, kind, name, terrain, combat, effect=effect)


def parse_cards(data: object, *, source: str = "cards.json") -> CardSet:
    """Validate decoded JSON and build the card set; CardError names the faulty card."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CardError(f"{source}: not a Road Quest card file (format {FORMAT!r} expected)")
    main, treasures, chars = data.get("main"), data.get("treasures"), data.get("characters")
    for label, raw in (("main", main), ("treasures", treasures), ("characters", chars)):
        if not isinstance(raw, list):
            raise CardError(f"{source}: expected a list under {label!r}")
    assert isinstance(main, list) and isinstance(treasures, list) and isinstance(chars, list)
    cards = [_main_card(source, i, item) for i, item in enumerate(main)]
    counts = Counter(c.kind for c in cards)
    for kind, wanted in MAIN_COUNTS.items():
        if counts[kind] != wanted:
            raise CardError(f"{source}: the main deck has {counts[kind]} {kind} cards, expected {wanted}")
    for kind, per in (("road", 10), ("creature", 5), ("ambush", 4)):
        for t in TERRAINS:
            n = sum(1 for c in cards if c.kind == kind and c.terrain == t)
            if n != per:
                raise CardError(f"{source}: {n} {t} {kind} cards, expected {per}")
    if sum(c.crossroads for c in cards) != len(TERRAINS):
        raise CardError(f"{source}: expected one crossroads per terrain")
    for t in TERRAINS:
        effects = sorted(c.effect for c in cards if c.kind == "ambush" and c.terrain == t)
        if effects != sorted(AMBUSH_EFFECTS):
            raise CardError(f"{source}: the {t} ambushes must have one of each effect, not {effects}")
    for i, item in enumerate(treasures):
        card_id = len(main) + i
        where, name = _name(source, "treasure", i, item)
        assert isinstance(item, dict)
        unknown = sorted(set(item) - {"id", "name", "effect"})
        if unknown:
            raise CardError(f"{where}: unknown field {unknown[0]!r}")
        if item.get("id", card_id) != card_id:
            raise CardError(f"{where}: id must be {card_id} (treasure ids follow the main deck's)")
        effect = item.get("effect")
        if effect not in TREASURE_EFFECTS:
            raise CardError(f"{where}: unknown effect {effect!r} (known: {', '.join(TREASURE_EFFECTS)})")
        cards.append(Card(card_id, "treasure", name, effect=effect))
    tcounts = Counter(c.effect for c in cards if c.kind == "treasure")
    for effect, wanted in TREASURE_COUNTS.items():
        if tcounts[effect] != wanted:
            raise CardError(f"{source}: {tcounts[effect]} {effect} treasures, expected {wanted}")
    characters = []
    for i, item in enumerate(chars):
        where, name = _name(source, "character", i, item)
        assert isinstance(item, dict)
        key = item.get("key")
        if not isinstance(key, str) or not key:
            raise CardError(f"{where}: missing key")
        trait = item.get("trait")
        if trait not in TRAITS:
            raise CardError(f"{where}: unknown trait {trait!r} (known: {', '.join(TRAITS)})")
        characters.append(
            Character(key, name, _int(where, item, "attack", 1, 12), _int(where, item, "life_cards", 1, 12), trait)
        )
    if len(characters) != CHARACTER_COUNT or len({c.key for c in characters}) != CHARACTER_COUNT:
        raise CardError(f"{source}: expected {CHARACTER_COUNT} characters with distinct keys, found {len(characters)}")
    numbers = data.get("numbers")
    if not isinstance(numbers, dict):
        raise CardError(f"{source}: expected the tunable numbers under 'numbers'")
    for key in NUMBERS:
        _int(f"{source}: numbers", numbers, key, 0, 1000)
    return CardSet(tuple(cards), tuple(characters), {k: numbers[k] for k in NUMBERS})


def load_cards(path: "str | Path") -> CardSet:
    p = Path(path)
    try:
        import json

        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CardError(f"{p}: cannot read the card file ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise CardError(f"{p}: not valid JSON ({exc})") from None
    return parse_cards(data, source=str(p))


@lru_cache(maxsize=1)
def standard_cards() -> CardSet:
    # beside this module, read as bytes and decoded by msgspec: `importlib.resources` and `json`
    # cost `dragonwood verify` more than the walk of a game
    data = msgspec.json.decode(Path(__file__).with_name("cards.json").read_bytes())
    return parse_cards(data, source="cards.json")
