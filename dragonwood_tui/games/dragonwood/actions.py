"""Dragonwood actions: one frozen msgspec Struct per decision, in one tagged union `Action`.

Encoded as JSON objects with a "type" tag, e.g.
``{"type": "capture", "target": 78, "method": "stomp", "cards": [2, 14], "one_time": [100]}``.
Card ids are those of `cards.py`. Every choice a player makes is an action, mid-turn ones included:

- `Reload`: the turn's action "draw 1 Adventurer card".
- `Capture`: the turn's action "try to capture `target` (a landscape card) by `method` with
  `cards` (Adventurer cards from hand, at least one) spending the one-time enhancements
  `one_time` (Friendly Bunny, Lightning Bolt, Charmed Potion)".
- `MushroomReroll(die)` / `DeclineMushroom`: after a roll that falls short, a player with the
  Lucky Mushroom re-rolls die number `die` (0-based index into the dice) or keeps the roll.
- `WoundDiscard(card)`: after a failed capture, the card discarded from hand.
- `HandLimitDiscard(card)`: one card discarded while a hand holds more than 9.
- `ThunderStormDiscard(card)`: the card discarded in a Thunder Storm.
- `WindStormPass(card)`: the card passed to the right in a Wind Storm (in solo: discarded, then
  the player draws 1).
"""

from __future__ import annotations

from typing import Literal, Union

import msgspec

Method = Literal["strike", "stomp", "scream"]


class _Action(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    pass


class Reload(_Action, frozen=True, tag="reload"):
    pass


class Capture(_Action, frozen=True, tag="capture"):
    target: int
    method: Method
    cards: tuple[int, ...]
    one_time: tuple[int, ...] = ()


class MushroomReroll(_Action, frozen=True, tag="mushroom-reroll"):
    die: int


class DeclineMushroom(_Action, frozen=True, tag="decline-mushroom"):
    pass


class WoundDiscard(_Action, frozen=True, tag="wound-discard"):
    card: int


class HandLimitDiscard(_Action, frozen=True, tag="hand-limit-discard"):
    card: int


class ThunderStormDiscard(_Action, frozen=True, tag="thunder-storm-discard"):
    card: int


class WindStormPass(_Action, frozen=True, tag="wind-storm-pass"):
    card: int


Action = Union[
    Reload,
    Capture,
    MushroomReroll,
    DeclineMushroom,
    WoundDiscard,
    HandLimitDiscard,
    ThunderStormDiscard,
    WindStormPass,
]

#: the card-choice actions, by the decision they answer
CARD_CHOICES = (WoundDiscard, HandLimitDiscard, ThunderStormDiscard, WindStormPass)
