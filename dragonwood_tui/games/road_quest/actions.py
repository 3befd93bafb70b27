"""Road Quest actions: one tagged union, one action for every choice of the player to move.

Cards are named by their ids (main deck 0-79, treasures 80-99; see cards.py), seats by number.
- `ChooseCharacter(character)`: at setup, each seat in turn picks a character by key.
- `Draw(source)`: the turn's first draw, "deck" or "discard" (its top card).
- Facing the first obstacle waiting: `Endure()` (an ambush), `Fight()`, `Dodge(treasure)`
  (invisibility), `Triumph(treasure)` (victory potion), `Defend(cards)` (one creature of the
  terrain strong enough, or two of any kind with `two-creatures-defend`).
- `LayRoad(card)`, `Announce()` ("Quest almost done!"), `CallOut(seat)` (an opponent who did not
  announce), `Attack(card, target, jack)` (jack: the id of a "Jack's Attack" played with it,
  or -1), `UseTreasure(card)` (drink or put on), `DropTreasure(card)`, `Camp()`,
  `Duel(target)` (variant), `Spoils(kind, card)` (the duel's winner takes "road", "item" (card:
  the worn piece), "life" or "draw"), `Discard(card)` (when the rules ask for discards),
  `EndTurn()`.
"""

from __future__ import annotations

import msgspec


class _A(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    pass


class ChooseCharacter(_A, frozen=True, tag="character"):
    character: str


class Draw(_A, frozen=True, tag="draw"):
    source: str = "deck"


class Endure(_A, frozen=True, tag="endure"):
    pass


class Fight(_A, frozen=True, tag="fight"):
    pass


class Dodge(_A, frozen=True, tag="dodge"):
    treasure: int


class Triumph(_A, frozen=True, tag="triumph"):
    treasure: int


class Defend(_A, frozen=True, tag="defend"):
    cards: tuple[int, ...]


class LayRoad(_A, frozen=True, tag="road"):
    card: int


class Announce(_A, frozen=True, tag="announce"):
    pass


class CallOut(_A, frozen=True, tag="call-out"):
    seat: int


class Attack(_A, frozen=True, tag="attack"):
    card: int
    target: int
    jack: int = -1


class UseTreasure(_A, frozen=True, tag="use"):
    card: int


class DropTreasure(_A, frozen=True, tag="drop"):
    card: int


class Camp(_A, frozen=True, tag="camp"):
    pass


class Duel(_A, frozen=True, tag="duel"):
    target: int


class Spoils(_A, frozen=True, tag="spoils"):
    kind: str
    card: int = -1


class Discard(_A, frozen=True, tag="discard"):
    card: int


class EndTurn(_A, frozen=True, tag="end-turn"):
    pass


Action = (
    ChooseCharacter | Draw | Endure | Fight | Dodge | Triumph | Defend | LayRoad | Announce | CallOut
    | Attack | UseTreasure | DropTreasure | Camp | Duel | Spoils | Discard | EndTurn
)
