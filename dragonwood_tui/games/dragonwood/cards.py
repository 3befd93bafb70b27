"""Dragonwood card data: both decks, as flat tables indexed by card id.

Every card has one integer id, unique across both decks, so "where is card 87" has one answer:

- Adventurer deck, ids 0-63: ``colour * 12 + (value - 1)`` for the 60 coloured cards (colours in
  the order green, red, purple, blue, orange; values 1-12), then the 4 Lucky Ladybugs (60-63).
- Dragonwood deck, ids 64-105: 29 creatures (64-92), 9 enhancements (93-101), 4 events (102-105),
  in the order of the tables in the spec.

The tables (``KIND``, ``VP``, ``VALUES``...) are plain tuples indexed by id: the rules and the bots
read them in their inner loops.
"""

from __future__ import annotations

from typing import Literal

from dragonwood_tui.i18n import N_, _, pgettext

# -- adventurer deck -------------------------------------------------------------------------
COLOURS = ("green", "red", "purple", "blue", "orange")
# One letter per colour, so colour never carries meaning alone in the interface.
COLOUR_LETTERS = ("G", "R", "P", "Bl", "O")  # Bl: "B" is also the landscape's card B
ADVENTURER_COUNT = 64
LADYBUG_FIRST = 60  # ids 60..63 are the Lucky Ladybugs
LADYBUGS = (60, 61, 62, 63)


def adventurer_id(colour: int, value: int) -> int:
    """The id of the adventurer card of `colour` (0-4) and `value` (1-12)."""
    return colour * 12 + value - 1


# colour index and value of each adventurer id (-1 / 0 for ladybugs)
COLOUR = tuple(c // 12 if c < LADYBUG_FIRST else -1 for c in range(ADVENTURER_COUNT))
VALUE = tuple(c % 12 + 1 if c < LADYBUG_FIRST else 0 for c in range(ADVENTURER_COUNT))

# -- Dragonwood deck -------------------------------------------------------------------------
CREATURE, ENHANCEMENT, EVENT = 0, 1, 2

# methods: index into VALUES rows
STRIKE, STOMP, SCREAM = 0, 1, 2
METHODS: tuple[Literal["strike", "stomp", "scream"], ...] = ("strike", "stomp", "scream")
METHOD_INDEX = {"strike": STRIKE, "stomp": STOMP, "scream": SCREAM}

#: (name, count, VP, strike, stomp, scream)
CREATURE_TABLE = (
    ("Spooky Spiders", 4, 1, 3, 3, 4),
    ("Crazy Bats", 4, 1, 4, 3, 3),
    ("Giggling Goblin", 2, 2, 7, 5, 5),
    ("Fire Ants", 2, 2, 7, 4, 6),
    ("Wasps' Nest", 2, 2, 5, 6, 7),
    ("Hungry Bear", 2, 3, 7, 6, 9),
    ("Pack of Wolves", 2, 3, 6, 7, 9),
    ("Fierce Jaguar", 2, 3, 8, 6, 8),
    ("Wild Boar", 2, 3, 8, 7, 7),
    ("Grumpy Troll", 1, 4, 9, 11, 9),
    ("Gigantic Python", 1, 4, 11, 8, 10),
    ("Secret Shadow", 1, 4, 10, 8, 11),
    ("Angry Ogre", 1, 5, 12, 9, 14),
    ("Gooey Glob", 1, 5, 14, 9, 10),
    ("Blue Dragon", 1, 6, 13, 10, 13),
    ("Orange Dragon", 1, 7, 15, 11, 12),
)

#: (name, strike, stomp, scream, effect, one_time); an effect is a message (`effect_text` shows it)
ENHANCEMENT_TABLE = (
    ("Lucky Mushroom", 7, 5, 7, N_("after rolling, may re-roll one die, once per capture attempt"), False),
    ("Ghost Disguise", 8, 7, 10, N_("+2 to every Scream"), False),
    ("Silver Sword", 10, 6, 7, N_("+2 to every Strike"), False),
    ("Bucket of Spinach", 7, 10, 8, N_("+2 to every Stomp"), False),
    ("Cloak of Darkness", 11, 9, 11, N_("+2 to every capture attempt"), False),
    ("Magical Unicorn", 8, 6, 8, N_("+1 to every capture attempt"), False),
    ("Friendly Bunny", 4, 4, 4, N_("roll 1 extra die in one attempt"), True),
    ("Lightning Bolt", 7, 5, 7, N_("+4 to one attempt"), True),
    (
        "Charmed Potion",
        5,
        4,
        5,
        N_("counts as one Adventurer card of any value and colour in one attempt (it adds its die)"),
        True,
    ),
)

#: (name, effect); an effect is a message (`effect_text` shows it)
EVENT_TABLE = (
    ("Sunny Day", N_("each player draws 2 Adventurer cards")),
    ("Thunder Storm", N_("each player discards 1 Adventurer card of their choice")),
    (
        "Wind Storm",
        N_("each player passes 1 card of their choice to the player on their right"),
    ),
    ("Quicksand", N_("every enhancement in the landscape goes to the discard; the landscape is refilled")),
)

DW_FIRST = ADVENTURER_COUNT  # 64
CARD_COUNT = 106

_names: list[str] = []
_kind: list[int] = []
_vp: list[int] = []
_values: list[tuple[int, int, int]] = []
_effects: list[str] = []
for _name, _count, _vp_value, _st, _sp, _sc in CREATURE_TABLE:
    for _copy in range(_count):
        _names.append(_name)
        _kind.append(CREATURE)
        _vp.append(_vp_value)
        _values.append((_st, _sp, _sc))
        _effects.append("")
for _name, _st, _sp, _sc, _effect, _once in ENHANCEMENT_TABLE:
    _names.append(_name)
    _kind.append(ENHANCEMENT)
    _vp.append(0)
    _values.append((_st, _sp, _sc))
    _effects.append(_effect)
for _name, _effect in EVENT_TABLE:
    _names.append(_name)
    _kind.append(EVENT)
    _vp.append(0)
    _values.append((0, 0, 0))
    _effects.append(_effect)

DW_IDS = tuple(range(DW_FIRST, DW_FIRST + len(_names)))
assert len(DW_IDS) == 42

# tables over all 106 ids (adventurer entries are placeholders)
KIND = (-1,) * ADVENTURER_COUNT + tuple(_kind)
VP = (0,) * ADVENTURER_COUNT + tuple(_vp)
#: VALUES[method][card]: the value to reach with that method (0 for non-capturable cards)
VALUES = tuple(
    (0,) * ADVENTURER_COUNT + tuple(v[m] for v in _values) for m in (STRIKE, STOMP, SCREAM)
)
EFFECT = ("",) * ADVENTURER_COUNT + tuple(_effects)


def effect_text(card: int) -> str:
    """What an enhancement or an event does, in the player's language ("" for other cards)."""
    return _(EFFECT[card]) if EFFECT[card] else ""


def _dw(name: str) -> int:
    return DW_FIRST + _names.index(name)


CREATURES = tuple(c for c in DW_IDS if KIND[c] == CREATURE)
ENHANCEMENTS = tuple(c for c in DW_IDS if KIND[c] == ENHANCEMENT)

BLUE_DRAGON = _dw("Blue Dragon")
ORANGE_DRAGON = _dw("Orange Dragon")
DRAGONS = (BLUE_DRAGON, ORANGE_DRAGON)

LUCKY_MUSHROOM = _dw("Lucky Mushroom")
GHOST_DISGUISE = _dw("Ghost Disguise")
SILVER_SWORD = _dw("Silver Sword")
BUCKET_OF_SPINACH = _dw("Bucket of Spinach")
CLOAK_OF_DARKNESS = _dw("Cloak of Darkness")
MAGICAL_UNICORN = _dw("Magical Unicorn")
FRIENDLY_BUNNY = _dw("Friendly Bunny")
LIGHTNING_BOLT = _dw("Lightning Bolt")
CHARMED_POTION = _dw("Charmed Potion")
ONE_TIME = (FRIENDLY_BUNNY, LIGHTNING_BOLT, CHARMED_POTION)
IS_ONE_TIME = tuple(c in ONE_TIME for c in range(CARD_COUNT))

SUNNY_DAY = _dw("Sunny Day")
THUNDER_STORM = _dw("Thunder Storm")
WIND_STORM = _dw("Wind Storm")
QUICKSAND = _dw("Quicksand")

#: PERMANENT_BONUS[method][card]: what a permanent enhancement adds to an attempt by that method
_bonus = [[0] * CARD_COUNT for _ in METHODS]
for _m in (STRIKE, STOMP, SCREAM):
    _bonus[_m][CLOAK_OF_DARKNESS] = 2
    _bonus[_m][MAGICAL_UNICORN] = 1
_bonus[STRIKE][SILVER_SWORD] = 2
_bonus[STOMP][BUCKET_OF_SPINACH] = 2
_bonus[SCREAM][GHOST_DISGUISE] = 2
PERMANENT_BONUS = tuple(tuple(row) for row in _bonus)
LIGHTNING_BONUS = 4

#: cards removed unseen from the Dragonwood deck at setup, by number of players (solo: as 2)
REMOVED_AT_SETUP = {1: 12, 2: 12, 3: 10, 4: 8}
HAND_LIMIT = 9
LANDSCAPE_SIZE = 5
MAX_DICE = 6
DIE_FACES = (1, 2, 2, 3, 3, 4)


def name(card: int) -> str:
    """A person's name for any card: "Green 7", "Lucky Ladybug", "Fire Ants"."""
    if card < LADYBUG_FIRST:
        return f"{COLOURS[COLOUR[card]].capitalize()} {VALUE[card]}"
    if card < DW_FIRST:
        return "Lucky Ladybug"
    return _names[card - DW_FIRST]


def colour_letter(colour: int) -> str:
    """An adventurer colour's letter in the player's language: G / V / З for green."""
    if colour == 0:
        # TRANSLATORS: the letter of the green adventurer cards ("G7": Green 7): the colour's initial in your language (the rules page names the five)
        return pgettext("dragonwood colour letter", "G")
    if colour == 1:
        return pgettext("dragonwood colour letter", "R")
    if colour == 2:
        return pgettext("dragonwood colour letter", "P")
    if colour == 3:
        return pgettext("dragonwood colour letter", "Bl")
    return pgettext("dragonwood colour letter", "O")


def label(card: int) -> str:
    """A short label: "G7" for adventurer cards ("V7", "Зе7": the colour's initial in the
    player's language), the name for Dragonwood cards."""
    if card < LADYBUG_FIRST:
        return f"{colour_letter(COLOUR[card])}{VALUE[card]}"
    return name(card)
