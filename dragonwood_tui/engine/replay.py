"""A replay cursor over a game's actions, and the text transcript of a record.

Step N is the state after N actions (step 0: the deal). The cursor re-plays the game once
when it is made, checking every action (and the record's checkpoint hashes), and keeps a
clone of the state every `SNAPSHOT_EVERY` steps: a jump anywhere clones the snapshot at or
before the target and applies at most SNAPSHOT_EVERY - 1 actions, so its cost does not grow
with the length of the game. Snapshots are a cache; the actions are the truth.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from dragonwood_tui.engine.game import Game, IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.record import RecordError, action_name, apply_checked, resolve_game, start_state

SNAPSHOT_EVERY = 16


class ReplayCursor:
    """Walk a game step by step, forward and back, and jump to a step, a turn or the end."""

    def __init__(
        self,
        game: Game,
        config: Any,
        seed: int,
        actions: Sequence[Any],
        *,
        seats: int | None = None,
        checkpoints: Sequence[Any] = (),
        every: int = SNAPSHOT_EVERY,
    ) -> None:
        """Re-plays the game once (RecordError at the first refused action or differing
        checkpoint hash); the cursor then stands at step 0."""
        self.game = game
        self.actions = list(actions)
        self.every = every
        self.names: list[str] | None = None  # seat names, when made from a record
        expected = {c.step: c.hash for c in checkpoints}
        state = start_state(game, config, seed, seats)
        self.players = len(game.scores(state))
        self._snapshots = [game.clone(state)]
        self._turns = [game.turn_number(state)]  # turn in progress at each step
        self._movers: list[int | None] = []  # seat that made each action
        self._check(0, state, expected)
        for step, action in enumerate(self.actions, 1):
            self._movers.append(game.to_move(state))
            apply_checked(game, state, action, step)
            if step % every == 0:
                self._snapshots.append(game.clone(state))
            self._turns.append(game.turn_number(state))
            self._check(step, state, expected)
        self._final = state
        self._state = game.clone(self._snapshots[0])
        self._step = 0

    @classmethod
    def from_record(cls, record: Any, game: Game | None = None, *, every: int = SNAPSHOT_EVERY) -> ReplayCursor:
        game = game or resolve_game(record.kind)
        h = record.header
        # Hashes of another rules version can't match: then only the actions are checked.
        checkpoints = record.checkpoints if h.rules_version == game.rules_version else ()
        cursor = cls(game, h.config, h.seed, record.actions, seats=len(h.seats), checkpoints=checkpoints, every=every)
        cursor.names = [s.name for s in h.seats]
        return cursor

    @staticmethod
    def _check(step: int, state: Any, expected: dict[int, str]) -> None:
        want = expected.get(step)
        if want is not None and want != (got := state_hash(state)):
            raise RecordError(f"state hash differs at a checkpoint (record {want}, replay {got})", step=step)

    # -- where the cursor stands -----------------------------------------------------------
    @property
    def length(self) -> int:
        """Number of actions: the last step."""
        return len(self.actions)

    @property
    def step(self) -> int:
        return self._step

    @property
    def state(self) -> Any:
        """The full state at the current step. Read it, don't change it (clone it to play on)."""
        return self._state

    @property
    def turn(self) -> int:
        return self._turns[self._step]

    @property
    def at_start(self) -> bool:
        return self._step == 0

    @property
    def at_end(self) -> bool:
        return self._step == len(self.actions)

    def view(self, seat: int | None = None) -> Any:
        """What `seat` sees at the current step; None: everything (all hands)."""
        return self.game.view(self._state, seat)

    def turn_of(self, step: int) -> int:
        return self._turns[step]

    def mover(self, step: int) -> int | None:
        """The seat that made action number `step` (1-based)."""
        return self._movers[step - 1]

    def action(self, step: int) -> Any:
        """Action number `step` (1-based): the one that leads from step-1 to step."""
        return self.actions[step - 1]

    @property
    def last_action(self) -> Any | None:
        """The action that led to the current step (None at step 0)."""
        return self.actions[self._step - 1] if self._step else None

    @property
    def next_action(self) -> Any | None:
        return self.actions[self._step] if self._step < len(self.actions) else None

    @property
    def turns(self) -> range:
        """The turn numbers the game went through."""
        return range(self._turns[0], self._turns[-1] + 1)

    def _state_at(self, step: int) -> Any:
        """A fresh copy of the state at `step`, from the nearest snapshot."""
        if step == len(self.actions):
            return self.game.clone(self._final)
        base = step // self.every
        state = self.game.clone(self._snapshots[base])
        for action in self.actions[base * self.every : step]:
            self.game.apply(state, action)
        return state

    # -- moving ----------------------------------------------------------------------------
    def seek(self, step: int) -> int:
        """Stand at `step` (clamped to 0..length); returns it."""
        step = max(0, min(step, len(self.actions)))
        if step == self._step:
            return step
        if self._step < step < self._step + self.every and step != len(self.actions):
            state = self._state  # close ahead: keep going
            for action in self.actions[self._step : step]:
                self.game.apply(state, action)
        else:
            state = self._state_at(step)
        self._state, self._step = state, step
        return step

    def forward(self, n: int = 1) -> int:
        return self.seek(self._step + n)

    def back(self, n: int = 1) -> int:
        return self.seek(self._step - n)

    def to_start(self) -> int:
        return self.seek(0)

    def to_end(self) -> int:
        return self.seek(len(self.actions))

    def step_of_turn(self, turn: int) -> int:
        """The first step of `turn` (clamped to the game's turns)."""
        turns = self._turns
        if turn <= turns[0]:
            return 0
        if turn > turns[-1]:
            return len(self.actions)
        i = bisect_left(turns, turn)
        if turns[i] != turn or (i and turns[i - 1] > turn):  # turn numbers that jump or go back
            i = next((k for k, t in enumerate(turns) if t >= turn), len(turns) - 1)
        return i

    def seek_turn(self, turn: int) -> int:
        """Stand at the start of `turn` (the step where it begins)."""
        return self.seek(self.step_of_turn(turn))


# -- the transcript ---------------------------------------------------------------------------


def describer(game: Game, names: list[str]) -> tuple[Callable[[Any, Any], list[str]], bool]:
    """A function (state, action) -> lines that applies the action and tells what it did and
    caused (the game's `narrate`), and whether those lines name the players themselves."""
    return (lambda state, action: game.narrate(state, action, names)), True


def transcript(record: Any, game: Game | None = None) -> Iterator[str]:
    """The lines of a readable account of a record: who did what, with the results the game
    describes (dice, captures), turn by turn, then the final scores. Re-plays the record as it
    goes, each action checked (RecordError at a refused step; the hashes are `replay_record`'s
    business). Names come from the file: show the lines through `storage.text.plain`."""
    game = game or resolve_game(record.kind)
    h = record.header
    names = [s.name for s in h.seats]
    seats = ", ".join(
        f"{i + 1}. {s.name}" + (" (person)" if s.bot is None else f" (bot: {s.bot})") for i, s in enumerate(h.seats)
    )
    yield f"{game.kind} — {len(h.seats)} seat{'s' * (len(h.seats) != 1)}: {seats}"
    yield f"seed {h.seed} · rules version {h.rules_version} · {len(record.actions)} actions · saved {h.updated.strftime('%Y-%m-%d %H:%M UTC')}"
    if h.name:
        yield f"name: {h.name}"
    if h.notes:
        yield f"notes: {h.notes}"
    play, names_itself = describer(game, names)
    state = start_state(game, h.config, h.seed, len(h.seats))
    turn = None
    for step, action in enumerate(record.actions, 1):
        now_turn = game.turn_number(state)
        if now_turn != turn:
            turn = now_turn
            yield ""
            yield f"Turn {turn}"
        seat = game.to_move(state)
        try:
            lines = play(state, action)
        except IllegalAction as exc:
            raise RecordError(f"illegal action {action_name(action)}: {exc.reason}", step=step) from None
        except Exception as exc:  # untrusted action: see apply_checked
            raise RecordError(
                f"the game cannot apply action {action_name(action)} ({type(exc).__name__}: {exc})", step=step
            ) from None
        who = "" if names_itself or seat is None or seat >= len(names) else f"{names[seat]}: "
        first, *rest = lines or [""]
        yield f"{step:>5}  {who}{first}"
        for line in rest:
            yield f"       {line}"
    yield ""
    scores = game.scores(state)
    table = ", ".join(f"{names[i] if i < len(names) else i}: {s}" for i, s in enumerate(scores))
    if game.is_over(state):
        winners = game.winners(state)
        yield f"Final scores — {table}"
        if len(names) == 1:
            yield "The game is won." if winners else "The game is lost."
        else:
            won = ", ".join(names[w] for w in winners if w < len(names)) or "nobody"
            yield f"Winner{'s' * (len(winners) > 1)}: {won}"
    else:
        seat = game.to_move(state)
        who = names[seat] if seat is not None and seat < len(names) else "?"
        yield f"Game in progress (turn {game.turn_number(state)}, {who} to move) — scores {table}"
