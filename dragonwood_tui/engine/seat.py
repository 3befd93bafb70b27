"""A seat client: one seat's side of a match, all a table, a board, the coach or a bot may use.

`SeatClient[V, A]` is typed by the game's view and action: what the seat sees (`view`), what it
may do now (`legal`, empty when it is not its turn), `send(action)`, and the game's account of
what happened since it last looked (`events`: the match's narration, public facts only, the
same lines a resumed game and the replay show). It never hands out the match or the state, so
a screen can only show views and send actions. A table of several persons (hot seat) or with
computer players asks for the other seats' clients with `at(seat)`; they share the match.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from dragonwood_tui.engine.game import Game, IllegalAction
from dragonwood_tui.engine.match import Bot, Match

V = TypeVar("V")
A = TypeVar("A")


class NotYourTurn(IllegalAction):
    """An action sent by a seat that is not to move (or by a spectator)."""


class SeatClient(Generic[V, A]):
    def __init__(self, match: Match[Any, Any, A, V], seat: int | None) -> None:
        """`seat` None: a spectator, who sees everything and sends nothing. The client's log is
        the match's narration (a match made without `narrate=True` starts it now: one walk)."""
        self._match = match
        self.seat = seat
        self._seen = len(match.narrating())  # steps told: events() starts after what history() holds

    @classmethod
    def of_table(cls, match: Match[Any, Any, A, V]) -> SeatClient[V, A]:
        """A table's way in: the first person's client (the spectator's when computer players
        fill every seat); the other seats' come from its `at(seat)`."""
        persons = [i for i, seat in enumerate(match.seats) if seat.bot is None]
        return cls(match, persons[0] if persons else None)

    # -- who sits where (public) ------------------------------------------------------------
    @property
    def game(self) -> Game[Any, Any, A, V]:
        """The rules object, for what the game declares (its coach's words, its card list):
        pure and stateless, so reading it gives nothing away."""
        return self._match.game

    @property
    def kind(self) -> str:
        return self._match.game.kind

    @property
    def seed(self) -> int:
        return self._match.seed

    @property
    def names(self) -> list[str]:
        """The seats' names as given (from a file: show them through `storage.text.plain`)."""
        return list(self._match.names)

    @property
    def bots(self) -> list[str | None]:
        """Each seat's computer player (None: a person)."""
        return [seat.bot for seat in self._match.seats]

    @property
    def persons(self) -> list[int]:
        return [i for i, seat in enumerate(self._match.seats) if seat.bot is None]

    @property
    def steps(self) -> int:
        """Actions played so far."""
        return len(self._match.actions)

    def at(self, seat: int | None) -> SeatClient[V, A]:
        """The same match from `seat` (None: the spectator)."""
        return SeatClient(self._match, seat)

    # -- what the seat sees ------------------------------------------------------------------
    def view(self) -> V:
        match = self._match
        return match.game.view(match.state, self.seat)

    def to_move(self) -> int | None:
        return self._match.to_move()

    def is_over(self) -> bool:
        return self._match.is_over()

    def my_turn(self) -> bool:
        return self.seat is not None and self._match.to_move() == self.seat

    def scores(self) -> list[int]:
        return list(self._match.game.scores(self._match.state))

    def winners(self) -> list[int]:
        """The winning seats (asked once the game is over)."""
        return list(self._match.game.winners(self._match.state))

    def goal_facts(self) -> dict[str, Any]:
        """What campaign goals read of this seat's game (`Game.goal_facts`: public facts, e.g.
        captured creatures, army, life); the spectator's are seat 0's."""
        return dict(self._match.game.goal_facts(self._match.state, self.seat or 0))

    def legal(self) -> list[A]:
        """This seat's legal actions now ([] when it is not to move)."""
        if not self.my_turn():
            return []
        return self._match.game.legal_actions(self._match.state)

    # -- acting ------------------------------------------------------------------------------
    def send(self, action: A) -> None:
        """Play `action` for this seat: IllegalAction with the reason if the rules refuse it
        (NotYourTurn when the seat is not to move), and nothing changes."""
        if not self.my_turn():
            who = "a spectator" if self.seat is None else f"seat {self.seat + 1}"
            raise NotYourTurn(f"it is not the turn of {who}")
        self._match.play(action)

    def bot(self) -> Bot[V, A] | None:
        """The computer player at this seat (None: a person or a spectator). It decides from
        `view()` and `legal()` only."""
        if self.seat is None or self._match.seats[self.seat].bot is None:
            return None
        return self._match.bot(self.seat)

    # -- the log -----------------------------------------------------------------------------
    def history(self) -> list[list[str]]:
        """The account of every step so far: [0] the deal, [n] action n and what it caused."""
        lines = self._match.lines
        assert lines is not None
        return [list(step) for step in lines]

    def retold(self) -> list[list[str]]:
        """The account of every step told again in the language now in effect (`history` after
        a change of language: one walk of the match); nothing is left for `events`."""
        lines = self._match.retell()
        self._seen = len(lines)
        return [list(step) for step in lines]

    def events(self) -> list[str]:
        """The lines told since the last call (or since the client was made)."""
        lines = self._match.lines
        assert lines is not None
        new = [line for step in lines[self._seen :] for line in step]
        self._seen = len(lines)
        return new
