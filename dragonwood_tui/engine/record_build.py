"""Building records: a new record or challenge from a game's config, seed, seats and actions, its
summary and regular checkpoints, and the checks of what a person may write in one (seed, seats,
name, notes). The format itself: `record_format`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timezone
from typing import Any, Union

import msgspec

from dragonwood_tui import __version__
from dragonwood_tui.engine.game import AnyGame, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.record_format import CHALLENGE_NAME, CHALLENGE_VERSION, CHECKPOINT_EVERY, Checkpoint, FORMAT_NAME, FORMAT_VERSION, MAX_ACTIONS, MAX_NAME, MAX_NOTES, MAX_SEATS, MAX_SEED, Summary, record_types
from dragonwood_tui.engine.walk import walk


# -- building records ------------------------------------------------------------------------


def now() -> datetime:
    """UTC time for `created` / `updated` (with microseconds: saves a second apart still sort)."""
    return datetime.now(timezone.utc)


def summarize(game: AnyGame, state: Any, steps: int) -> Summary:
    over = game.is_over(state)
    return Summary(
        status="finished" if over else "playing",
        steps=steps,
        turn=game.turn_number(state),
        to_move=game.to_move(state),
        scores=list(game.scores(state)),
        winners=list(game.winners(state)) if over else [],
    )


def check_header_values(seed: int, seats: Sequence[SeatSpec], name: str = "", notes: str = "") -> None:
    """ValueError when a record with these values could not be read back (the app should limit
    its inputs to these bounds: seeds 0 to 2**63 - 1, names up to MAX_NAME characters...)."""
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a seed is 0 to {MAX_SEED}, not {seed}")
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError(f"a game has 1 to {MAX_SEATS} seats, not {len(seats)}")
    for i, seat in enumerate(seats):
        if len(seat.name) > MAX_NAME:
            raise ValueError(f"seat {i}: a name is at most {MAX_NAME} characters")
    if len(name) > MAX_NAME:
        raise ValueError(f"a game's name is at most {MAX_NAME} characters")
    if len(notes) > MAX_NOTES:
        raise ValueError(f"notes are at most {MAX_NOTES} characters")


def check_actions_count(steps: int) -> None:
    """ValueError when a record of `steps` actions could not be read back (MAX_ACTIONS)."""
    if steps > MAX_ACTIONS:
        raise ValueError(f"a record holds at most {MAX_ACTIONS:,} actions; this game has {steps:,}")


def record_from_state(
    game: AnyGame,
    config: Any,
    seed: int,
    seats: Sequence[SeatSpec],
    actions: list[Any],
    state: Any,
    checkpoints: list[Checkpoint],
    *,
    created: datetime | None = None,
    updated: datetime | None = None,
    name: str = "",
    notes: str = "",
) -> Any:
    """A record of a game whose current `state` and checkpoints are already known.

    `checkpoints` are the regular ones (step 0 and every CHECKPOINT_EVERY steps), the ones a
    record of format version 2 holds.
    """
    check_header_values(seed, seats, name, notes)
    check_actions_count(len(actions))
    types = record_types(game)
    steps = len(actions)
    stamp = now()
    header = types.header(
        app_version=__version__,
        rules_version=game.rules_version,
        seed=seed,
        config=config,
        seats=list(seats),
        created=created or stamp,
        updated=updated or stamp,
        summary=summarize(game, state, steps),
        name=name,
        notes=notes,
    )
    return types.record(
        format=FORMAT_NAME, version=FORMAT_VERSION, header=header, actions=actions, checkpoints=checkpoints
    )


def regular_checkpoints(game: AnyGame, config: Any, seed: int, actions: Sequence[Any]) -> tuple[Any, list[Checkpoint]]:
    """(the state after `actions`, the checkpoints at step 0 and every CHECKPOINT_EVERY steps),
    walking the game once (IllegalAction-free actions: RecordError otherwise)."""
    checkpoints: list[Checkpoint] = []

    def on_step(step: int, state: Any, _: Any) -> None:
        if step % CHECKPOINT_EVERY == 0:
            checkpoints.append(Checkpoint(step, state_hash(state)))

    return walk(game, config, seed, actions, on_step), checkpoints


def new_record(
    game: AnyGame,
    config: Any,
    seed: int,
    seats: Sequence[SeatSpec],
    actions: Iterable[Any] = (),
    **header: Any,
) -> Any:
    """A record of `actions` played from the seed (re-played here: RecordError if one is refused)."""
    actions = list(actions)
    state, checkpoints = regular_checkpoints(game, config, seed, actions)
    return record_from_state(game, config, seed, seats, actions, state, checkpoints, **header)


def new_challenge(game: AnyGame, config: Any, seed: int) -> Any:
    return record_types(game).challenge(
        format=CHALLENGE_NAME,
        version=CHALLENGE_VERSION,
        app_version=__version__,
        rules_version=game.rules_version,
        config=config,
        seed=seed,
    )


def challenge_of(record: Any, game: AnyGame) -> Any:
    """The spoiler-free share of a record: the same deal, no actions (and so no new luck after
    the deal: a practice's later new luck is no part of its deal)."""
    h = record.header
    config = game.with_new_luck(h.config, [luck for luck in game.new_luck(h.config) if luck.step == 0])
    return msgspec.structs.replace(new_challenge(game, config, h.seed), rules_version=h.rules_version)


def json_schema(games: Sequence[AnyGame]) -> dict[str, Any]:
    """The JSON Schema of records and challenges of `games` (docs/record-schema.json): the
    lines of a version-2 record, a version-1 record, a challenge."""
    kinds = [record_types(g) for g in games]
    heads = tuple(t.head_line for t in kinds)
    records = tuple(t.record for t in kinds)
    challenges = tuple(t.challenge for t in kinds)
    lines = [t.action_line for t in kinds]
    schemas, defs = msgspec.json.schema_components(
        [Union[heads], *lines, Union[records], Union[challenges]], ref_template="#/$defs/{name}"  # noqa: UP007
    )
    head_schema, *line_schemas = schemas[: 1 + len(lines)]
    record_schema, challenge_schema = schemas[1 + len(lines) :]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "dragonwood-tui game record (one line of it) or challenge",
        "description": (
            f"A line of a game record ({FORMAT_NAME!r}, format version {FORMAT_VERSION}: JSON lines, "
            "the first line the header, every other line one action of the game the first line names), "
            f"a whole record of format version 1, or a challenge ({CHALLENGE_NAME!r}, version "
            f"{CHALLENGE_VERSION}). See docs/file-format.md."
        ),
        "anyOf": [head_schema, *line_schemas, record_schema, challenge_schema],
        "$defs": defs,
    }
