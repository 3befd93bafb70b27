"""Game records: one file per game — a header, every action, and state hashes at checkpoints.

The log is the truth: the seed, the config and the actions rebuild every state of the game.
State hashes at checkpoints (step 0 and every `CHECKPOINT_EVERY` actions) catch a tampered or
diverging log at the step where it diverges. Snapshots are only a cache (see `engine.replay`),
never saved.

Format version 2 (docs/file-format.md) is append-only, one JSON object per line: the header
first (with step 0), then one line per action, carrying the checkpoint hash when one falls due
and the summary of the game after it. Saving after an action appends one line; a saves list
reads the first and the last line; a torn last line (a write cut short) is dropped on load:

    {"game":"<kind>","format":"dragonwood-tui-record","version":2,"header":{...},"hash":"...","summary":{...},"updated":"..."}
    {"action":{"type":"..."},"summary":{...},"updated":"..."}
    ...
    {"action":{"type":"..."},"hash":"...","summary":{...},"updated":"..."}

Versions 1 (one JSON object) and 0 (the prototype's draft) are still read. In memory a record
is one Struct per game (header with the summary, actions, checkpoints), whatever the version.

The engine names no game and no bot: functions that read a record are given the `Game` (or a
`resolve(kind) -> Game`) and the known bot names by their callers (`storage.records` binds
them to the registries). Everything that goes wrong while reading a record, whatever the
input, raises `RecordError` (one line: file, step, reason; `record_error`).

The records' code, by what it does: this module holds the format (its limits, the Structs of
each game's records) and writes it; `record_build` makes records and challenges,
`record_read` decodes every version (and migrates the older ones), `record_peek` reads a
header alone (for listings), `record_check` checks a record's structure and re-plays it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from datetime import datetime, timezone
from typing import Annotated, Any, Literal, NamedTuple, Union

import msgspec

from dragonwood_tui.engine.game import AnyGame, SeatSpec


FORMAT_NAME = "dragonwood-tui-record"
CHALLENGE_NAME = "dragonwood-tui-challenge"
FORMAT_VERSION = 2  # 2: one line per action; 1: one JSON object; 0: the prototype's draft
CHALLENGE_VERSION = 1
CHECKPOINT_EVERY = 32
MAX_ACTIONS = 20_000  # a long game of four seats has a few hundred
MAX_SEATS = 8
MAX_NAME = 100  # a record's name and each seat's name, in characters
MAX_NOTES = 4_000
# Times a record may hold (UTC, both included): anything else is refused, so no reader meets
# a date it can't convert to local time or to a timestamp.
MIN_TIME = datetime(1970, 1, 1, tzinfo=timezone.utc)
MAX_TIME = datetime(9998, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc)
PROGRESS_EVERY = 256  # steps between two calls of a progress callback

Status = Literal["playing", "finished"]
NonNegative = Annotated[int, msgspec.Meta(ge=0)]
MAX_SEED = 2**63 - 1  # msgspec checks integer bounds within int64
Seed = Annotated[int, msgspec.Meta(ge=0, le=MAX_SEED, description="seed of the game's PRNG")]
Timestamp = Annotated[datetime, msgspec.Meta(tz=True, description="RFC 3339 time, 1970 to 9998 UTC")]
Hash = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{16}$")]
RulesVersion = Annotated[int, msgspec.Meta(description="1 to the game's current rules version")]

Resolve = Callable[[str], AnyGame]  # a record's `game` field -> its Game, or RecordError
KnownBots = Callable[[str], Collection[str]]  # game kind -> names of its computer players
Progress = Callable[[int, int], None]  # (steps done, steps in all)


class Summary(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where the game stands after the last action: what a saves list shows."""

    status: Status
    steps: NonNegative  # number of actions
    turn: NonNegative  # GAME.turn_number after the last action
    to_move: NonNegative | None  # seat to decide next; None when the game is over
    scores: list[int]
    winners: list[NonNegative]  # empty while the game runs


class Checkpoint(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The hash of the state after `step` actions (engine.hashing.state_hash)."""

    step: NonNegative
    hash: Hash


# -- one set of record Structs per game -------------------------------------------------------


class RecordTypes(NamedTuple):
    header: Any  # the header in memory (and in version 1)
    record: Any  # a record in memory (and a version-1 file)
    challenge: type
    line_header: Any  # version 2: the header of the first line (no summary, no time)
    head_line: Any  # version 2: the first line
    action_line: Any  # version 2: every other line
    tag_field: str  # the field naming an action's type ("type")
    decoder: msgspec.json.Decoder[Any]  # Any: the Structs above are built at run time
    challenge_decoder: msgspec.json.Decoder[Any]
    head_decoder: msgspec.json.Decoder[Any]
    lines_decoder: msgspec.json.Decoder[Any]  # a JSON array of action lines
    line_decoder: msgspec.json.Decoder[Any]


_types: dict[str, tuple[AnyGame, RecordTypes]] = {}


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[^0-9a-zA-Z]+", kind) if part)


def _action_tag_field(action_type: Any) -> str:
    for t in getattr(action_type, "__args__", (action_type,)):
        config: msgspec.structs.StructConfig | None = getattr(t, "__struct_config__", None)
        if config is not None and config.tag_field:
            return config.tag_field
    return "type"


def _header_fields(game: AnyGame, *, per_line: bool) -> list[tuple[Any, ...]]:
    fields: list[tuple[Any, ...]] = [
        ("app_version", Annotated[str, msgspec.Meta(max_length=64)]),
        ("rules_version", RulesVersion),
        ("seed", Seed),
        ("config", game.config_type),
        ("seats", Annotated[list[SeatSpec], msgspec.Meta(min_length=1, max_length=MAX_SEATS)]),
        ("created", Timestamp),
    ]
    if not per_line:  # version 1 keeps these in the header; version 2 on every line
        fields += [("updated", Timestamp), ("summary", Summary)]
    return fields + [
        ("name", Annotated[str, msgspec.Meta(max_length=MAX_NAME)], ""),
        ("notes", Annotated[str, msgspec.Meta(max_length=MAX_NOTES)], ""),
    ]


def record_types(game: AnyGame) -> RecordTypes:
    """The record Structs of `game` (built once per game)."""
    cached = _types.get(game.kind)
    if cached is not None and cached[0] is game:
        return cached[1]
    name = _camel(game.kind)
    kind = game.kind
    header = msgspec.defstruct(f"{name}Header", _header_fields(game, per_line=False), module=__name__, forbid_unknown_fields=True)
    record = msgspec.defstruct(
        f"{name}Record",
        [
            ("format", Literal[FORMAT_NAME]),
            ("version", Annotated[int, msgspec.Meta(ge=1, le=FORMAT_VERSION)]),
            ("header", header),
            ("actions", Annotated[list[game.action_type], msgspec.Meta(max_length=MAX_ACTIONS)]),  # type: ignore[name-defined]  # msgspec takes a type built at run time; mypy reads only static types
            (
                "checkpoints",
                Annotated[list[Checkpoint], msgspec.Meta(min_length=1, max_length=MAX_ACTIONS + 1)],
            ),
        ],
        namespace={"kind": game.kind, "__doc__": f"A {game.kind} game record (format version 1)."},
        tag=kind,
        tag_field="game",
        module=__name__,
        forbid_unknown_fields=True,
    )
    line_header = msgspec.defstruct(f"{name}LineHeader", _header_fields(game, per_line=True), module=__name__, forbid_unknown_fields=True)
    # Version 2: what a line says of the game after its step (the summary and time on the last
    # line at least: the app writes them on every line, as any line may be the last).
    after = [("hash", Union[Hash, None], None), ("summary", Union[Summary, None], None), ("updated", Union[Timestamp, None], None)]
    head_line = msgspec.defstruct(
        f"{name}HeadLine",
        [
            ("format", Literal[FORMAT_NAME]),
            ("version", Literal[2]),
            ("header", line_header),
            *after,
        ],
        namespace={"__doc__": f"Format version 2, first line of a {game.kind} record: the header, step 0."},
        omit_defaults=True,
        tag=kind,
        tag_field="game",
        module=__name__,
        forbid_unknown_fields=True,
    )
    action_line = msgspec.defstruct(
        f"{name}ActionLine",
        [("action", game.action_type), *after],
        namespace={"__doc__": f"Format version 2, every line after the first of a {game.kind} record: one action."},
        omit_defaults=True,
        module=__name__,
        forbid_unknown_fields=True,
    )
    challenge = msgspec.defstruct(
        f"{name}Challenge",
        [
            ("format", Literal[CHALLENGE_NAME]),
            ("version", Literal[CHALLENGE_VERSION]),
            ("app_version", Annotated[str, msgspec.Meta(max_length=64)]),
            ("rules_version", RulesVersion),
            ("config", game.config_type),
            ("seed", Seed),
        ],
        namespace={"kind": game.kind, "__doc__": f"A {game.kind} deal to play: no actions."},
        tag=kind,
        tag_field="game",
        module=__name__,
        forbid_unknown_fields=True,
    )
    types = RecordTypes(
        header,
        record,
        challenge,
        line_header,
        head_line,
        action_line,
        _action_tag_field(game.action_type),
        msgspec.json.Decoder(record),
        msgspec.json.Decoder(challenge),
        msgspec.json.Decoder(head_line),
        msgspec.json.Decoder(list[action_line]),  # type: ignore[valid-type]  # the same: a Struct made by defstruct
        msgspec.json.Decoder(action_line),
    )
    _types[game.kind] = (game, types)
    return types


# -- encoding (format version 2) --------------------------------------------------------------

_encoder = msgspec.json.Encoder()
encode_action = _encoder.encode


def encode_head_line(game: AnyGame, header: Any, hash: str | None, summary: Summary | None, updated: datetime | None) -> bytes:
    """The first line of a record; `header` is the in-memory header (its summary and time are
    only written when given: the first line is also the last one of a game with no action)."""
    types = record_types(game)
    head = types.head_line(
        format=FORMAT_NAME,
        version=2,
        header=types.line_header(**{f: getattr(header, f) for f in types.line_header.__struct_fields__}),
        hash=hash,
        summary=summary,
        updated=updated,
    )
    return _encoder.encode(head) + b"\n"


def encode_action_line(game: AnyGame, action: Any, hash: str | None, summary: Summary | None, updated: datetime | None) -> bytes:
    """One action's line: its checkpoint hash when one falls due, the summary and time after it."""
    return _encoder.encode(record_types(game).action_line(action, hash, summary, updated)) + b"\n"


def encode_record(record: Any, game: AnyGame) -> bytes:
    """The bytes of a whole record (format version 2): the summary and time on the last line."""
    h = record.header
    hashes = {c.step: c.hash for c in record.checkpoints}
    last = len(record.actions)
    parts = [encode_head_line(game, h, hashes.get(0), *((h.summary, h.updated) if last == 0 else (None, None)))]
    for step, action in enumerate(record.actions, 1):
        at_end = step == last
        parts.append(
            encode_action_line(game, action, hashes.get(step), h.summary if at_end else None, h.updated if at_end else None)
        )
    return b"".join(parts)


def encode_challenge(challenge: Any) -> bytes:
    return _encoder.encode(challenge) + b"\n"


def encode_record_v1(record: Any) -> bytes:
    """A version-1 record as this app's version 1 wrote it (to recognise such files cheaply)."""
    head = b'{"game":%s,"format":"%s","version":1,"header":%s,\n"actions":' % (
        _encoder.encode(record.kind),
        FORMAT_NAME.encode(),
        _encoder.encode(record.header),
    )
    lines = [encode_action(a) for a in record.actions]
    body = b"[\n" + b",\n".join(lines) + b"\n]" if lines else b"[]"
    return b"".join((head, body, b',\n"checkpoints":', _encoder.encode(record.checkpoints), b"}\n"))
