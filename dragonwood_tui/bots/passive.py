"""A player who only reloads or passes: the slowest a person may play a game, for measuring how
long a campaign stage lasts (`campaign.lengths`). Never offered in the app: it is not in the
bots registry, and no opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import msgspec

A = TypeVar("A", bound=msgspec.Struct)  # any game's actions (tagged Structs): it plays every game


def _tag(action: msgspec.Struct) -> str:
    return str(type(action).__struct_config__.tag)


class PassiveBot:
    """Reloads or passes whenever it may: never captures, beats, lays or sends anything."""

    def __init__(self, kind: str) -> None:
        from dragonwood_tui.games import get_game

        # the game's passive moves, by the action's tag, in order of preference; a decision
        # with none of them (a discard, a character) takes the first legal action
        self.passes = get_game(kind).passive_moves

    def choose(self, view: object, legal: Sequence[A]) -> A:
        tags = [_tag(a) for a in legal]
        for wanted in self.passes:
            if wanted in tags:
                return legal[tags.index(wanted)]
        return legal[0]
