"""Walking a game from its seed: the one loop that re-plays a list of actions.

Record building, checking and replays, the replay cursor, the transcript, autosave, a match
made with its actions and the tables' and replay viewer's logs (`narration`) all walk a game
through `walk`, so an action read from a file is always applied the same checked way: a refused
config or action is a RecordError naming the step, whatever the game raises.

New luck (`engine.game.NewLuck`, carried in the config: `Game.new_luck(config)`) is honoured
here too: once the state has `step` actions, `walk` reseeds it (`reseed_at`) before anyone sees
that step, so every walker meets the same new future at the same step. Code that applies a
record's actions itself (the replay cursor's jumps, a live match) calls `reseed_at` after each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from dragonwood_tui.i18n import N_, _, ngettext, quoted
from dragonwood_tui.engine.game import Game, IllegalAction
from dragonwood_tui.engine.gc_pause import gc_paused
from dragonwood_tui.engine.record_error import RecordError

# (step, state, result): after action number `step` (1-based), or with step 0 after the deal.
OnStep = Callable[[int, Any, Any], None]
# (step, state, action): before action number `step` is applied.
Before = Callable[[int, Any, Any], None]
# A config's new luck, as `luck_of` reads it: step -> seed (empty: none).
Luck = Mapping[int, int]

C = TypeVar("C")  # the game's config, state and action types (engine.game.Game's parameters)
S = TypeVar("S")
A = TypeVar("A")


def _problem(exc: Exception) -> str:
    """A game's refusal as it words it (a ValueError, in the player's language); anything else
    raised is named with its type (a defect to report, not a wording)."""
    text = str(exc)
    return text if isinstance(exc, ValueError) and text else f"{type(exc).__name__}: {text}"


def start_state(game: Game[C, S, Any, Any], config: C, seed: int, seats: int | None = None) -> S:
    """`game.new_game(config, seed)` for a config read from a file: RecordError if refused."""
    try:
        state = game.new_game(config, seed)
        players = len(game.scores(state))
    except Exception as exc:  # untrusted config: whatever the game raises is the file's fault
        raise RecordError(_("the game refuses this config ({problem})").format(problem=_problem(exc))) from None
    if seats is not None and seats != players:
        raise RecordError(ngettext("{n} seat for a {players}-player config", "{n} seats for a {players}-player config", seats).format(n=seats, players=players))
    return state


def action_name(action: Any) -> str:
    config = getattr(type(action), "__struct_config__", None)
    return quoted(config.tag) if config is not None and config.tag is not None else type(action).__name__


def apply_checked(
    game: Game[Any, S, A, Any], state: S, action: A, step: int, play: Callable[[S, A], Any] | None = None
) -> Any:
    """`game.apply` (or `play(state, action)`) on an action read from a file: RecordError naming
    the step if refused. Returns what `play` returns."""
    try:
        if play is None:
            game.apply(state, action)
            return None
        return play(state, action)
    except IllegalAction as exc:
        raise RecordError(_("illegal action {action}: {reason}").format(action=action_name(action), reason=exc.reason), step=step) from None
    except RecordError:
        raise
    except Exception as exc:  # untrusted action: a game bug on odd input is still a bad record
        raise RecordError(
            _("the game cannot apply action {action} ({problem})").format(action=action_name(action), problem=f"{type(exc).__name__}: {exc}"),
            step=step,
        ) from None


#: The line a narration adds at the step where new luck starts (`reseed_at`).
NEW_LUCK_LINE = N_("New luck from here: the cards nobody has seen are shuffled again, and the dice roll anew.")


def reseed_at(game: Game[Any, S, Any, Any], state: S, luck: Luck, step: int) -> bool:
    """Reseed `state` (which has `step` actions) if new luck starts at this step; True if it
    did. RecordError naming the step when the game cannot (a config read from a file asked)."""
    seed = luck.get(step) if luck else None
    if seed is None:
        return False
    try:
        done = game.reseed(state, seed)
    except Exception as exc:  # untrusted config: whatever the game raises is the file's fault
        raise RecordError(_("the game cannot play on with new luck ({problem})").format(problem=f"{type(exc).__name__}: {exc}"), step=step) from None
    if not done:
        raise RecordError(_("{game} cannot play on with new luck at this step").format(game=game.title), step=step)
    return True


def with_luck_line(lines: list[str], luck: Luck, step: int) -> list[str]:
    """A step's narration, with `NEW_LUCK_LINE` added at a step where new luck starts."""
    return [*lines, _(NEW_LUCK_LINE)] if luck and step in luck else lines


def luck_of(game: Game[C, Any, Any, Any], config: C) -> dict[int, int]:
    """The config's new luck, step -> seed, for a config read from a file: RecordError when the
    game refuses it or its steps do not increase."""
    try:
        lucks = game.new_luck(config)
    except Exception as exc:
        raise RecordError(_("the game refuses this config's new luck ({problem})").format(problem=_problem(exc))) from None
    out: dict[int, int] = {}
    for luck in lucks:
        if out and luck.step <= max(out):
            raise RecordError(_("new luck at step {step} after new luck at step {before}: steps must increase").format(step=luck.step, before=max(out)))
        out[luck.step] = luck.seed
    return out


def walk(
    game: Game[C, S, A, Any],
    config: C,
    seed: int,
    actions: Iterable[A],
    on_step: OnStep | None = None,
    *,
    seats: int | None = None,
    play: Callable[[S, A], Any] | None = None,
    before: Before | None = None,
    state: S | None = None,
) -> S:
    """Re-play `actions` from the deal of (config, seed), each one checked; returns the last state.

    `on_step(step, state, result)` is called after the deal (step 0, result None) and after each
    action, `before(step, state, action)` before each action. `play(state, action)` applies an
    action instead of `game.apply` (a narration that applies and returns lines: its result is
    passed to `on_step`). `seats` checks the config's number of players. `state`: start from
    this state (at step 0) instead of dealing. The state is mutated in place: clone it in
    `on_step` to keep it. The config's new luck reseeds the state at its step, before `on_step`.
    """
    if state is None:
        state = start_state(game, config, seed, seats)
    luck = luck_of(game, config)
    with gc_paused():  # linear in the number of actions, whatever on_step keeps (gc_pause.py)
        reseed_at(game, state, luck, 0)
        if on_step is not None:
            on_step(0, state, None)
        for step, action in enumerate(actions, 1):
            if before is not None:
                before(step, state, action)
            result = apply_checked(game, state, action, step, play)
            if luck:
                reseed_at(game, state, luck, step)
            if on_step is not None:
                on_step(step, state, result)
    return state


def narration(
    game: Game[C, S, A, Any], config: C, seed: int, actions: Iterable[A], names: Sequence[str], *, state: S | None = None
) -> list[list[str]]:
    """The lines of each step, in one walk: [0] the deal's (`deal_lines`), [n] what action n did
    and caused (`narrate`), with `NEW_LUCK_LINE` at the step where new luck starts. `state`:
    walk this dealt state (as `walk`), not a new deal."""
    out: list[list[str]] = []
    luck = luck_of(game, config)

    def on_step(step: int, state: S, narrated: list[str] | None) -> None:
        lines = game.deal_lines(state, names) if narrated is None else narrated
        out.append(with_luck_line(lines, luck, step))

    walk(game, config, seed, actions, on_step, play=lambda state, action: game.narrate(state, action, names), state=state)
    return out
