"""A replay cursor over a game's actions, and the text transcript of a record.

Step N is the state after N actions (step 0: the deal). The cursor re-plays the game once
when it is made, checking every action (and the record's checkpoint hashes), and keeps a
clone of the state every `SNAPSHOT_EVERY` steps: a jump anywhere clones the snapshot at or
before the target and applies at most SNAPSHOT_EVERY - 1 actions, so its cost does not grow
with the length of the game. Snapshots are a cache; the actions are the truth.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from datetime import timezone
from typing import Any, Generic, TypeVar

from dragonwood_tui.engine.game import AnyGame, Game
from dragonwood_tui.engine.hashing import history_fields
from dragonwood_tui.engine.record_build import summarize
from dragonwood_tui.engine.record_check import hash_checker, progress_step, verify_summary
from dragonwood_tui.engine.record_format import Progress
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.levels import level_name
from dragonwood_tui.engine.walk import NEW_LUCK_LINE, luck_of, reseed_at, walk, with_luck_line

SNAPSHOT_EVERY = 16

C = TypeVar("C")  # the game's config, state, action and view, as `Game[C, S, A, V]`
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


class ReplayCursor(Generic[C, S, A, V]):
    """Walk a game step by step, forward and back, and jump to a step, a turn or the end."""

    def __init__(
        self,
        game: Game[C, S, A, V],
        config: C,
        seed: int,
        actions: Sequence[A],
        *,
        seats: int | None = None,
        every: int = SNAPSHOT_EVERY,
        check: Callable[[int, S], None] | None = None,
        progress: Progress | None = None,
        narrate: Callable[[S, A], list[str]] | None = None,
    ) -> None:
        """Re-plays the game once (RecordError at the first refused action, or whatever
        `check(step, state)` raises); the cursor then stands at step 0. With `narrate(state,
        action) -> lines` (applies the action), `lines[n]` keeps what action n did and caused."""
        self.game = game
        self.actions = list(actions)
        self.every = every
        self.names: list[str] | None = None  # seat names, when made from a record
        self._snapshots: list[tuple[S, tuple[int, ...]]] = []
        self._turns: list[int] = []  # turn in progress at each step
        self._movers: list[int | None] = []  # seat that made each action
        self.luck = luck_of(game, config)  # new luck: `walk` and every jump reseed at its step
        self.lines: list[list[str]] | None = [with_luck_line([], self.luck, 0)] if narrate is not None else None
        tick = progress_step(progress, len(self.actions))

        def before(step: int, state: S, action: A) -> None:
            self._movers.append(game.to_move(state))

        def on_step(step: int, state: S, result: Any) -> None:
            if step % every == 0:
                self._snapshots.append(self._snapshot(state))
            self._turns.append(game.turn_number(state))
            if check is not None:
                check(step, state)
            if self.lines is not None and step:
                self.lines.append(with_luck_line(result, self.luck, step))
            if tick is not None:
                tick(step)

        state = walk(game, config, seed, self.actions, on_step, seats=seats, before=before, play=narrate)
        self.players = len(game.scores(state))
        self._final = state
        self._state = self._restore(self._snapshots[0])
        self._step = 0

    @classmethod
    def from_record(
        cls,
        record: Any,
        game: AnyGame,
        *,
        every: int = SNAPSHOT_EVERY,
        check_summary: bool = True,
        progress: Progress | None = None,
        lines: bool = False,
    ) -> AnyCursor:
        """A cursor over `record`, checked as `verify` checks it, in the same one walk: every
        action, the checkpoint hashes (of the same rules version) and, with `check_summary`,
        the summary. `lines`: keep each step's transcript lines (`lines[n]`)."""
        h = record.header
        names = [s.name for s in h.seats]
        check = hash_checker(record, game)[0]
        narrate = describer(game, names)[0] if lines else None
        cursor: AnyCursor = cls(
            game, h.config, h.seed, record.actions, seats=len(h.seats), every=every, check=check,
            progress=progress, narrate=narrate,
        )
        cursor.names = names
        if check_summary:
            verify_summary(record, summarize(game, cursor._final, len(record.actions)))
        return cursor

    # -- where the cursor stands -----------------------------------------------------------
    @property
    def length(self) -> int:
        """Number of actions: the last step."""
        return len(self.actions)

    @property
    def step(self) -> int:
        return self._step

    @property
    def state(self) -> S:
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

    def view(self, seat: int | None = None) -> V:
        """What `seat` sees at the current step; None: everything (all hands)."""
        return self.game.view(self._state, seat)

    def turn_of(self, step: int) -> int:
        return self._turns[step]

    def mover(self, step: int) -> int | None:
        """The seat that made action number `step` (1-based)."""
        return self._movers[step - 1]

    def action(self, step: int) -> A:
        """Action number `step` (1-based): the one that leads from step-1 to step."""
        return self.actions[step - 1]

    @property
    def last_action(self) -> A | None:
        """The action that led to the current step (None at step 0)."""
        return self.actions[self._step - 1] if self._step else None

    @property
    def next_action(self) -> A | None:
        return self.actions[self._step] if self._step < len(self.actions) else None

    @property
    def turns(self) -> range:
        """The turn numbers the game went through."""
        return range(self._turns[0], self._turns[-1] + 1)

    # -- snapshots: a state's history fields are kept once, not in every snapshot --------------
    # A state may declare history fields (`hash_exclude`: append-only lists of what happened,
    # such as Dice Quest's log). Copied into every snapshot they would make opening a replay
    # quadratic in its length; a snapshot instead keeps their lengths, and a restored state
    # takes that prefix of the walked state's lists (append-only: the prefix is what they were).
    def _snapshot(self, state: S) -> tuple[S, tuple[int, ...]]:
        fields = history_fields(type(state))
        if not fields:
            return self.game.clone(state), ()
        kept = [getattr(state, f) for f in fields]
        for f in fields:
            setattr(state, f, [])
        try:
            snapshot = self.game.clone(state)
        finally:
            for f, value in zip(fields, kept):
                setattr(state, f, value)
        return snapshot, tuple(len(value) for value in kept)

    def _restore(self, snapshot: tuple[S, tuple[int, ...]]) -> S:
        base, lengths = snapshot
        state = self.game.clone(base)
        for f, n in zip(history_fields(type(base)), lengths):
            setattr(state, f, getattr(self._final, f)[:n])
        return state

    def _state_at(self, step: int) -> S:
        """A fresh copy of the state at `step`, from the nearest snapshot."""
        if step == len(self.actions):
            return self.game.clone(self._final)
        base = step // self.every
        state = self._restore(self._snapshots[base])
        self._apply(state, base * self.every, step)
        return state

    def _apply(self, state: S, start: int, stop: int) -> None:
        """Play actions `start + 1` to `stop` on `state` (at step `start`), reseeding where the
        config's new luck starts (the snapshot at `start` already has it)."""
        game, luck = self.game, self.luck
        for step, action in enumerate(self.actions[start:stop], start + 1):
            game.apply(state, action)
            if luck:
                reseed_at(game, state, luck, step)

    # -- moving ----------------------------------------------------------------------------
    def seek(self, step: int) -> int:
        """Stand at `step` (clamped to 0..length); returns it."""
        step = max(0, min(step, len(self.actions)))
        if step == self._step:
            return step
        if self._step < step < self._step + self.every and step != len(self.actions):
            state = self._state  # close ahead: keep going
            self._apply(state, self._step, step)
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


#: a cursor over a record of any game (the game is known from the record at run time)
AnyCursor = ReplayCursor[Any, Any, Any, Any]


def describer(game: AnyGame, names: list[str]) -> tuple[Callable[[Any, Any], list[str]], bool]:
    """A function (state, action) -> lines that applies the action and tells what it did and
    caused (the game's `narrate`), and whether those lines name the players themselves."""
    return (lambda state, action: game.narrate(state, action, names)), True


def transcript(record: Any, game: AnyGame, *, progress: Progress | None = None, seat: int | None = None) -> list[str]:
    """The lines of a readable account of a record: who did what, with the results the game
    describes (dice, captures), turn by turn, then the final scores. Made in one walk that
    checks the record as `verify` does (every action, hash and the summary: RecordError), so
    nothing of a bad record is shown. Names come from the file: show the lines through
    `storage.text.plain`.

    With `seat` (0-based), what that seat saw: the public account (the narration tells no
    hidden card) and, whenever it changes, what its own view adds (`Game.seat_lines`: its
    hand, the others' hand sizes); no seed, which would give away the deck order."""
    h = record.header
    names = [s.name for s in h.seats]
    seats = ", ".join(
        _("{n}. {name} (person)").format(n=i + 1, name=s.name) if s.bot is None
        else _("{n}. {name} (bot: {bot})").format(n=i + 1, name=s.name, bot=level_name(s.bot))
        for i, s in enumerate(h.seats)
    )
    out = [ngettext("{game} — {n} seat: {seats}", "{game} — {n} seats: {seats}", len(h.seats)).format(
        game=game.kind, n=len(h.seats), seats=seats)]
    facts = [] if seat is not None else [_("seed {seed}").format(seed=h.seed)]
    facts += [
        _("rules version {version}").format(version=h.rules_version),
        ngettext("{n} action", "{n} actions", len(record.actions)).format(n=len(record.actions)),
        _("saved {time}").format(time=h.updated.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")),
    ]
    out.append(" · ".join(facts))
    if seat is not None:
        out.append(_("seen by seat {n} ({name}): only what that seat saw (no seed, no hidden card)").format(n=seat + 1, name=names[seat]))
    if h.name:
        out.append(_("name: {name}").format(name=h.name))
    if h.notes:
        out.append(_("notes: {notes}").format(notes=h.notes))
    play, names_itself = describer(game, names)
    luck = luck_of(game, h.config)
    check = hash_checker(record, game)[0]
    tick = progress_step(progress, len(record.actions))
    turn: list[int | None] = [None]
    who = [""]

    def before(step: int, state: Any, action: Any) -> None:
        now_turn = game.turn_number(state)
        if now_turn != turn[0]:
            turn[0] = now_turn
            out.extend(("", _("Turn {turn}").format(turn=now_turn)))
            if seat is not None and step > 1:
                show_seen(game.seat_lines(state, seat, names))
        mover = game.to_move(state)
        who[0] = "" if names_itself or mover is None or mover >= len(names) else f"{names[mover]}: "

    seen: list[list[str]] = [[]]  # what the seat's view adds, after the step before
    shown: list[list[str]] = [[]]  # ... as last printed

    def show_seen(lines: list[str]) -> None:
        if lines != shown[0]:
            out.extend(f"       » {line}" for line in lines)
            shown[0] = lines


    def on_step(step: int, state: Any, lines: Any) -> None:
        check(step, state)
        if tick is not None:
            tick(step)
        if step:
            first, *rest = with_luck_line(lines or [""], luck, step)
            out.append(f"{step:>5}  {who[0]}{first}")
            out.extend(f"       {line}" for line in rest)
        elif 0 in luck:
            out.append("       " + _(NEW_LUCK_LINE))
        if seat is not None:  # the deal, and when the seat's own hand (the first line) changed
            now_seen = game.seat_lines(state, seat, names)
            if not step or now_seen[:1] != seen[0][:1]:
                show_seen(now_seen)
            seen[0] = now_seen

    state = walk(game, h.config, h.seed, record.actions, on_step, seats=len(h.seats), play=play, before=before)
    verify_summary(record, summarize(game, state, len(record.actions)))
    out.append("")
    scores = game.scores(state)
    table = ", ".join(_("{name}: {score}").format(name=names[i] if i < len(names) else i, score=s) for i, s in enumerate(scores))
    if game.is_over(state):
        winners = game.winners(state)
        out.append(_("Final scores — {table}").format(table=table))
        if len(names) == 1:
            out.append(_("The game is won.") if winners else _("The game is lost."))
        else:
            won = ", ".join(names[w] for w in winners if w < len(names)) or _("nobody")
            out.append(ngettext("Winner: {names}", "Winners: {names}", max(1, len(winners))).format(names=won))
    else:
        seat = game.to_move(state)
        mover = names[seat] if seat is not None and seat < len(names) else "?"
        out.append(_("Game in progress (turn {turn}, to move: {who}) — scores {table}").format(
            turn=game.turn_number(state), who=mover, table=table))
    return out
