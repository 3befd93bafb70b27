"""The one symbol table of the three games: one symbol per idea, the same in every game.

Colour never carries a meaning alone: a suit has a symbol (and a letter), a state has a shape.
Every symbol is one cell wide in a terminal and in the fonts the snapshots use (DejaVu Sans
Mono), except the two-cell `ONE_TIME`. See docs/look.md for what each one means.
"""

from __future__ import annotations

from typing import Final

# -- suits: the five adventurer colours (letter, symbol, theme variable) --------------------------
SUIT_NAMES: Final = ("green", "red", "purple", "blue", "orange")
SUIT_LETTERS: Final = ("G", "R", "P", "Bl", "O")
SUIT_SYMBOLS: Final = ("✿", "♦", "♠", "●", "✹")  # leaf, gem, spade, drop, flame
WILD: Final = "◉"  # no colour and every colour: the Lucky Ladybug, a wild card

# -- the three capture methods ------------------------------------------------------------------
METHOD_SYMBOLS: Final = {"strike": "†", "stomp": "▼", "scream": "≋"}  # sword, foot, sound waves
METHOD_ORDER: Final = ("strike", "stomp", "scream")

# -- what a card is worth, what it does ---------------------------------------------------------
POINTS: Final = "★"  # victory points, points of any kind (VP, score)
LIFE: Final = "♥"
POWER: Final = "✦"  # an effect, a power, an enhancement
ONE_TIME: Final = "1×"  # used once, then discarded
PERMANENT: Final = "∞"  # counts every time
EVENT: Final = "☄"  # something that happens to everyone at once
BOSS: Final = "♛"  # the strongest card of a deck: a dragon, a boss enemy
DIE: Final = "⚂"
PAWN: Final = "♟"  # where a player stands on a road or a track
FACE_DOWN: Final = "▒"  # cards lying face down (a pile that is out of play)
DIE_FACES: Final = ("⚀", "⚁", "⚂", "⚃", "⚄", "⚅")

# -- states (drawn by shape; see card_face.FRAMES) ------------------------------------------------
SELECTED: Final = "✓"
TARGETED: Final = "◆"
CURSOR: Final = "▴"
SUCCESS: Final = "✓"
FAILURE: Final = "✗"


def suit_symbol(suit: int) -> str:
    """The symbol of suit `suit` (0-4), or the wild card's for any other number."""
    return SUIT_SYMBOLS[suit] if 0 <= suit < len(SUIT_SYMBOLS) else WILD


def method_symbol(method: str) -> str:
    return METHOD_SYMBOLS.get(method, "?")


def die_face(value: int) -> str:
    """⚀..⚅ for 1..6; the number itself for any other value."""
    return DIE_FACES[value - 1] if 1 <= value <= 6 else str(value)
