"""What a game says of the options of a reviewed decision (part of `engine.game.Game`, kept apart
for the engine's line budget): each option alone in words, its language-free facts, and why the
best one beats the played one (docs/review.md, "Why the better option is better")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Generic, TypeVar

S = TypeVar("S")  # state
A = TypeVar("A")  # action
V = TypeVar("V")  # view


class OptionWords(Generic[S, A, V]):
    def describe(self, state: S, action: A, names: Sequence[str] | None = None) -> str:
        raise NotImplementedError  # every game's own (`Game.describe`, abstract there)

    def option_words(self, state: S, action: A, names: Sequence[str] | None = None) -> str:
        """One option of a decision in words, that option alone as the seat chose it (the
        review's "Played:" and "Best:"): nothing of the luck it met nor of what followed it (the
        next turn). The default is `describe`; a game whose `describe` tells results overrides."""
        return self.describe(state, action, names)

    def option_facts(self, view: V, action: A) -> dict[str, Any]:
        """What the review keeps of one option to say why one is better than another, read from
        the deciding seat's `view` only, language-free: ints, floats, short strings (card names
        as the game's data names them) and short lists of ints, keys in lower case. The default,
        {}, leaves the reason to the figures ("wins more often: 62% against 48% over N worlds")."""
        return {}

    def option_reason(self, played: Mapping[str, Any], best: Mapping[str, Any], names: Sequence[str] | None = None) -> str | None:
        """The concrete difference between the played option and the best one, in the player's
        language, from their `option_facts` (read from a file: any key may be missing or of
        another type). None: no nameable difference (the review says its figures alone)."""
        return None
