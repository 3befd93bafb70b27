"""Dice Quest actions: one tagged union, one action for every decision of the player to move.

Die indices are 0-4, positions in `state.dice`. Card ids are the deck's stable ids.
- `Reroll(dice)`: spend a free re-roll on the chosen dice (any non-empty subset).
- `UsePower(card, dice, direction)`: spend an army card on chosen dice: plus, minus, shift and
  mirror take exactly one die; reroll takes any non-empty subset; shift needs `direction` +1 or -1
  (0 for every other power).
- `Beat(card)`: take an enemy of the quest line that the dice beat; the turn ends.
- `GiveUp()`: end the turn without beating an enemy (solo: the game is lost).
"""

from __future__ import annotations

import msgspec


class Reroll(msgspec.Struct, frozen=True, tag="reroll", tag_field="type"):
    dice: tuple[int, ...]


class UsePower(msgspec.Struct, frozen=True, tag="power", tag_field="type"):
    card: int
    dice: tuple[int, ...]
    direction: int = 0


class Beat(msgspec.Struct, frozen=True, tag="beat", tag_field="type"):
    card: int


class GiveUp(msgspec.Struct, frozen=True, tag="give-up", tag_field="type"):
    pass


Action = Reroll | UsePower | Beat | GiveUp
