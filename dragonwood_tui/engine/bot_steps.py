"""What headless play calls at every step (part of `engine.game.Game`, kept apart for the
engine's line budget): the view a computer player decides from, and the rules' step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

S = TypeVar("S")  # state
A = TypeVar("A")  # action
V = TypeVar("V")  # view


class BotSteps(Generic[S, A, V]):
    def to_move(self, state: S) -> int | None:
        raise NotImplementedError  # every game's own (`Game.to_move`, abstract there)

    def apply(self, state: S, action: A) -> None:
        raise NotImplementedError  # every game's own (`Game.apply`, abstract there)

    def view(self, state: S, seat: int | None) -> V:
        raise NotImplementedError  # every game's own (`Game.view`, abstract there)

    def bot_view(self, state: S, seat: int) -> V:
        """What a computer player of `seat` sees, read-only and valid until the next action:
        a game may share the state's lists instead of copying them (headless play asks at
        every step)."""
        return self.view(state, seat)

    def bot_steps(self) -> tuple[Callable[[S], int | None], Callable[[S, A], int | None], Callable[[S, int], V]]:
        """`to_move`, `step` and `bot_view`, the calls of headless play (`headless.play`):
        `step(state, action)` applies `action` as `apply` does and returns `to_move(state)`
        after it (one call a step where there were two). A game may hand its rules' own
        functions, which behave exactly as its methods. Default: the methods."""
        apply, to_move = self.apply, self.to_move

        def step(state: S, action: A) -> int | None:
            apply(state, action)
            return to_move(state)

        return to_move, step, self.bot_view
