"""Checking records: a decoded record's structure against its game (rules version, seats, times,
checkpoints), and re-playing it (`replay_record`: every action legal, every hash and the summary
as recorded)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import datetime, timezone
from typing import Any, NamedTuple

from dragonwood_tui.i18n import _, ngettext, quoted
from dragonwood_tui.engine.game import AnyGame
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.record_build import summarize
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.record_format import CHECKPOINT_EVERY, Checkpoint, FORMAT_VERSION, MAX_NAME, MAX_TIME, MIN_TIME, PROGRESS_EVERY, Progress, Summary
from dragonwood_tui.engine.walk import luck_of, walk


def _check_rules_version(game: AnyGame, rules_version: int) -> None:
    if rules_version > game.rules_version:
        raise RecordError(
            _("recorded with {game} rules version {version}: it needs a newer "
              "dragonwood-tui (this one plays rules version {current})").format(game=game.kind, version=rules_version, current=game.rules_version)
        )
    if rules_version < 1:
        raise RecordError(
            _("{game} rules version {version} never existed (versions are 1 to {current})").format(game=game.kind, version=rules_version, current=game.rules_version)
        )


def _check_time(field: str, value: datetime) -> None:
    try:
        inside = MIN_TIME <= value.astimezone(timezone.utc) <= MAX_TIME
    except (OverflowError, ValueError):
        inside = False
    if not inside:
        raise RecordError(_("`{field}` is out of range ({value}): a time is 1970 to 9998 UTC").format(field=field, value=value.isoformat()))


def check_structure(
    record: Any, game: AnyGame, known_bots: Collection[str] | None = None, *, version: int = FORMAT_VERSION
) -> None:
    """What a record must hold beyond its types, before any action is re-played. `known_bots`:
    the computer players a seat may name (None: any)."""
    h = record.header
    _check_rules_version(game, h.rules_version)
    _check_time("created", h.created)
    _check_time("updated", h.updated)
    for i, seat in enumerate(h.seats):
        if len(seat.name) > MAX_NAME:
            raise RecordError(ngettext("seat {seat}: name longer than {n} character", "seat {seat}: name longer than {n} characters", MAX_NAME).format(seat=i, n=MAX_NAME))
        if seat.bot is not None and known_bots and seat.bot not in known_bots:
            raise RecordError(_("seat {seat}: unknown bot {bot} (known: {known})").format(seat=i, bot=quoted(seat.bot[:40]), known=", ".join(known_bots)))
    steps = len(record.actions)
    if h.summary.steps != steps:
        raise RecordError(ngettext("the summary says {n} action, the record holds {steps}", "the summary says {n} actions, the record holds {steps}",
                                   h.summary.steps).format(n=h.summary.steps, steps=steps))
    last_luck = max(luck_of(game, h.config), default=0)
    if last_luck > steps:
        raise RecordError(_("new luck at step {step}, after the last action ({steps})").format(step=last_luck, steps=steps))
    previous = -1
    for c in record.checkpoints:
        if c.step <= previous:
            raise RecordError(_("checkpoints out of order at step {step}").format(step=c.step))
        if c.step > steps:
            raise RecordError(_("a checkpoint at step {step}, after the last action ({steps})").format(step=c.step, steps=steps))
        previous = c.step
    if version == 1 and previous != steps:  # version 2 keeps only the regular ones
        raise RecordError(_("no checkpoint at the last step ({steps})").format(steps=steps))


# -- re-playing ------------------------------------------------------------------------------


class Replayed(NamedTuple):
    state: Any  # after the last action
    checkpoints: list[Checkpoint]  # step 0 and every CHECKPOINT_EVERY steps
    summary: Summary
    hashes_checked: bool  # False for a record of an older rules version: actions only


def hash_checker(record: Any, game: AnyGame, *, check_hashes: bool = True) -> tuple[Callable[[int, Any], None], list[Checkpoint], bool]:
    """(check(step, state), the checkpoints it computes, whether it compares hashes): call
    `check` at every step of a walk over `record`; it hashes the states at the record's
    checkpoints, every CHECKPOINT_EVERY steps and at the last step, and compares them with the
    record's (unless the record is of another rules version, whose hashes can't match)."""
    last = len(record.actions)
    expected = {c.step: c.hash for c in record.checkpoints}
    compare = check_hashes and record.header.rules_version == game.rules_version
    computed: list[Checkpoint] = []

    def check(step: int, state: Any) -> None:
        if step % CHECKPOINT_EVERY and step != last and step not in expected:
            return
        digest = state_hash(state)
        want = expected.get(step)
        if compare and want is not None and want != digest:
            raise RecordError(_("state hash differs at a checkpoint (record {want}, replay {got})").format(want=want, got=digest), step=step)
        if step % CHECKPOINT_EVERY == 0:
            computed.append(Checkpoint(step, digest))

    return check, computed, compare


def verify_summary(record: Any, summary: Summary) -> None:
    """RecordError when the record's summary is not the game's (`summary`, from re-playing)."""
    said = record.header.summary
    if summary != said:
        for field in Summary.__struct_fields__:
            a, b = getattr(said, field), getattr(summary, field)
            if a != b:
                raise RecordError(_("the summary does not match the game: {field} is {recorded}, replay gives {replayed}").format(field=field, recorded=repr(a), replayed=repr(b)))


def progress_step(progress: Progress | None, total: int) -> Callable[[int], None] | None:
    """A per-step function calling `progress(done, total)` every PROGRESS_EVERY steps and at the end."""
    if progress is None:
        return None

    def tick(step: int) -> None:
        if step and step % PROGRESS_EVERY == 0 or step == total:
            progress(step, total)

    return tick


def replay_record(
    record: Any,
    game: AnyGame,
    *,
    check_summary: bool = True,
    check_hashes: bool = True,
    progress: Progress | None = None,
) -> Replayed:
    """Re-play a record from its seed (one walk), checking every action and checkpoint hash.

    Raises RecordError naming the step where it fails. `check_summary=False` recomputes the
    summary (a cache for listings) instead of insisting on it; `check_hashes=False` only
    computes the hashes. `progress(done, total)` is called every PROGRESS_EVERY steps.
    """
    h = record.header
    check, computed, compared = hash_checker(record, game, check_hashes=check_hashes)
    tick = progress_step(progress, len(record.actions))

    def on_step(step: int, state: Any, _: Any) -> None:
        check(step, state)
        if tick is not None:
            tick(step)

    state = walk(game, h.config, h.seed, record.actions, on_step, seats=len(h.seats))
    summary = summarize(game, state, len(record.actions))
    if check_summary:
        verify_summary(record, summary)
    return Replayed(state, computed, summary, compared)
