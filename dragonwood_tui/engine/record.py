"""Game records: one file per game — a header, every action, and state hashes at checkpoints.

The log is the truth: the seed, the config and the actions rebuild every state of the game.
State hashes at checkpoints (step 0 and every `CHECKPOINT_EVERY` actions) catch a tampered or
diverging log at the step where it diverges. Snapshots are only a cache (see `engine.replay`),
never saved.

Format version 2 (docs/file-format.md) is append-only, one JSON object per line: the header
first (with step 0), then one line per action, carrying the checkpoint hash when one falls due
and the summary of the game after it. Saving after an action appends one line; a saves list
reads the first and the last line; a torn last line (a write cut short) is dropped on load:

    {"game":"dragonwood","format":"dragonwood-tui-record","version":2,"header":{...},"hash":"...","summary":{...},"updated":"..."}
    {"action":{"type":"reload"},"summary":{...},"updated":"..."}
    ...
    {"action":{"type":"reload"},"hash":"...","summary":{...},"updated":"..."}

Versions 1 (one JSON object) and 0 (the prototype's draft) are still read. In memory a record
is one Struct per game (header with the summary, actions, checkpoints), whatever the version.

The engine names no game and no bot: functions that read a record are given the `Game` (or a
`resolve(kind) -> Game`) and the known bot names by their callers (`storage.records` binds
them to the registries). Everything that goes wrong while reading a record, whatever the
input, raises `RecordError` (one line: file, step, reason).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Sequence
from datetime import datetime, timezone
from typing import Annotated, Any, Literal, NamedTuple, Union

import msgspec

from dragonwood_tui import __version__
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.engine.game import AnyGame, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.record_error import MAX_FILE_BYTES, RecordError
from dragonwood_tui.engine.record_strict import check_strict, parse_strict, unknown_key
from dragonwood_tui.engine.walk import action_name, apply_checked, luck_of, start_state, walk

__all__ = [
    "MAX_FILE_BYTES", "RecordError", "action_name", "apply_checked", "start_state",  # re-exported: older imports
]

FORMAT_NAME = "dragonwood-tui-record"
CHALLENGE_NAME = "dragonwood-tui-challenge"
FORMAT_VERSION = 2  # 2: one line per action; 1: one JSON object; 0: the prototype's draft
CHALLENGE_VERSION = 1
CHECKPOINT_EVERY = 32
MAX_ACTIONS = 20_000  # a long 4-seat Dragonwood game has a few hundred
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


# -- decoding --------------------------------------------------------------------------------


class _Envelope(msgspec.Struct):
    """What every version of every document has: read first, to pick the right decoder."""

    game: Any = None
    format: Any = None
    version: Any = None


_envelope_decoder = msgspec.json.Decoder(_Envelope)

_ACTION_AT = re.compile(r"^(.*) - at `\$\.actions\[(\d+)\](.*)`$")
_LINE_AT = re.compile(r"^(.*) - at `\$(?:\[(\d+)\])?(.*)`$")


class Layout(NamedTuple):
    """How a record file is laid out, for a writer that appends to it."""

    version: int  # the format version of the file
    length: int  # bytes of its complete lines (version 2): where the next line goes
    torn: int  # bytes of a torn last line dropped on load (0: none)


def _read_error(exc: Exception) -> RecordError:
    """A RecordError for a failure of msgspec's JSON parser."""
    if isinstance(exc, RecursionError):
        return RecordError(_("not a record: JSON nested too deeply"))
    message = str(exc)
    if "truncated" in message:
        return RecordError(_("truncated file: the JSON ends early"))
    if isinstance(exc, msgspec.ValidationError):
        if message.startswith("Expected `object`, got `") and " - at " not in message:
            got = message.split("got `")[-1].rstrip("`")
            kind = {"array": _("an array"), "str": _("a string"), "int": _("a number"), "float": _("a number")}.get(got, got)
            return RecordError(_("wrong shape: a record is a JSON object, not {kind}").format(kind=kind))
        return RecordError(_("wrong shape: {problem}").format(problem=message))
    return RecordError(_("not JSON: {problem}").format(problem=message))


def _action_error(what: str, rest: str, tag_field: str, step: int) -> RecordError:
    if rest == f".{tag_field}" and what.startswith("Invalid value "):
        value = what[len("Invalid value ") :]
        return RecordError(_("unknown action {action}").format(action=value if len(value) <= 60 else value[:57] + "…"), step=step)
    return RecordError(_("bad action: {problem} - at `{where}`").format(problem=what, where=rest.lstrip(".") or "action"), step=step)


def _typed_error(exc: msgspec.ValidationError, tag_field: str) -> RecordError:
    message = str(exc)
    m = _ACTION_AT.match(message)
    if m is None:
        return RecordError(_("wrong shape: {problem}").format(problem=message))
    what, index, rest = m.group(1), int(m.group(2)), m.group(3)
    if rest == f".{tag_field}" and what.startswith("Invalid value "):
        return _action_error(what, rest, tag_field, index + 1)
    return RecordError(_("bad action: {problem}").format(problem=message), step=index + 1)


def read_envelope(data: bytes) -> tuple[str, str, int]:
    """(format, game kind, version) of a document, checked; RecordError otherwise."""
    if not data.strip():
        raise RecordError(_("empty file"))
    first = data
    if data.startswith(b"{") and b"\n" in data:
        # Version 2 (and any later) is JSON lines: the first line alone is the envelope.
        # Versions 0 and 1 are one JSON value, spread over lines: then the whole file is.
        line = data[: data.index(b"\n")]
        try:
            _envelope_decoder.decode(line)
            first = line
        except (msgspec.DecodeError, RecursionError):
            pass
    try:
        env = _envelope_decoder.decode(first)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    if env.format is None:
        raise RecordError(_('not a dragonwood-tui record: no "format" field'))
    if env.format not in (FORMAT_NAME, CHALLENGE_NAME):
        shown = msgspec.json.encode(env.format).decode()
        raise RecordError(_("not a dragonwood-tui record: format is {format}").format(format=shown[:60]))
    current = FORMAT_VERSION if env.format == FORMAT_NAME else CHALLENGE_VERSION
    if type(env.version) is not int:
        raise RecordError(_('wrong shape: "version" must be an integer'))
    if env.version > current:
        raise RecordError(
            _("format version {version} is newer than this app reads: it needs dragonwood-tui "
              "supporting format version {version} (this one reads up to {current})").format(version=env.version, current=current)
        )
    if env.version < (0 if env.format == FORMAT_NAME else CHALLENGE_VERSION):
        raise RecordError(_("format version {version} does not exist").format(version=env.version))
    if not isinstance(env.game, str):
        raise RecordError(_('wrong shape: "game" must name a game'))
    return env.format, env.game, env.version


def decode_document(
    data: bytes, resolve: Resolve, *, known_bots: KnownBots | None = None, check: bool = True
) -> Any:
    """A record or a challenge from its bytes; RecordError for anything wrong with them.

    With `check`, a record's structure is checked too (`check_structure`); its actions are only
    re-played by `replay_record`. Older format versions are migrated (version 0 is re-played
    to compute what it lacked).
    """
    return _decode(data, resolve, known_bots, check)[0]


def decode_record(
    data: bytes, resolve: Resolve, *, known_bots: KnownBots | None = None, check: bool = True
) -> Any:
    """Like `decode_document`, refusing a challenge."""
    return decode_record_layout(data, resolve, known_bots=known_bots, check=check)[0]


def decode_record_layout(
    data: bytes, resolve: Resolve, *, known_bots: KnownBots | None = None, check: bool = True
) -> tuple[Any, Layout]:
    """(record, how its file is laid out): for a writer that goes on appending to the file."""
    document, layout = _decode(data, resolve, known_bots, check)
    if layout is None:
        raise RecordError(_("this is a challenge (a deal to play), not a game record"))
    return document, layout


def _decode(data: bytes, resolve: Resolve, known_bots: KnownBots | None, check: bool) -> tuple[Any, Layout | None]:
    try:
        fmt, kind, version = read_envelope(data)
        game = resolve(kind)
        types = record_types(game)
        if fmt == CHALLENGE_NAME:
            try:
                challenge = types.challenge_decoder.decode(data)
            except msgspec.DecodeError as exc:
                raise _read_error(exc) from None
            check_strict(data, challenge, encode_challenge(challenge))
            _check_rules_version(game, challenge.rules_version)
            last_luck = max(luck_of(game, challenge.config), default=0)
            if last_luck:
                raise RecordError(_("new luck at step {step} in a challenge, which has no actions").format(step=last_luck))
            return challenge, None
        if version == 0:
            return _migrate(data, game, types, known_bots), Layout(0, len(data), 0)
        if version == 1:
            try:
                record = types.decoder.decode(data)
            except msgspec.ValidationError as exc:
                raise _typed_error(exc, types.tag_field) from None
            except msgspec.DecodeError as exc:
                raise _read_error(exc) from None
            check_strict(data, record, encode_record_v1(record))
            layout = Layout(1, len(data), 0)
        else:
            record, layout = _decode_lines(data, types)
        if check:
            check_structure(record, game, None if known_bots is None else known_bots(kind), version=version)
        record.version = FORMAT_VERSION
        return record, layout
    except RecursionError:  # a last resort: every parser above has its own depth limit
        raise RecordError(_("not a record: JSON nested too deeply")) from None


def _decode_lines(data: bytes, types: RecordTypes) -> tuple[Any, Layout]:
    """A version-2 record: the first line, then one line per action; a torn last line (no
    newline at its end: a write cut short) is dropped."""
    end = data.rfind(b"\n") + 1
    torn = len(data) - end
    if end == 0:
        raise RecordError(_("truncated file: the first line (the header) is incomplete"))
    lines = data[: end - 1].split(b"\n")
    if len(lines) - 1 > MAX_ACTIONS:
        raise RecordError(_("more than {n} actions").format(n=format_number(MAX_ACTIONS)))
    try:
        head = types.head_decoder.decode(lines[0])
    except msgspec.ValidationError as exc:
        raise RecordError(_("wrong shape in the first line: {problem}").format(problem=exc)) from None
    except msgspec.DecodeError as exc:
        raise RecordError(_("the first line is not JSON: {problem}").format(problem=exc)) from None
    check_strict(lines[0], head, _encoder.encode(head))
    body = lines[1:]
    action_lines = _decode_action_lines(body, types) if body else []
    hashes = [Checkpoint(0, head.hash)] if head.hash is not None else []
    for step, line in enumerate(action_lines, 1):
        if line.hash is not None:
            hashes.append(Checkpoint(step, line.hash))
        if line.summary is not None and line.summary.steps != step:
            raise RecordError(ngettext("the summary says {n} action on the line of action {step}", "the summary says {n} actions on the line of action {step}",
                                      line.summary.steps).format(n=line.summary.steps, step=step), step=step)
    last = action_lines[-1] if action_lines else head
    if last.summary is None or last.updated is None:
        raise RecordError(_("the last line has no summary and time (`summary`, `updated`)"), step=len(action_lines))
    if not hashes:
        raise RecordError(_("no checkpoint hash at all (the first line has one)"))
    lh = head.header
    header = types.header(
        app_version=lh.app_version,
        rules_version=lh.rules_version,
        seed=lh.seed,
        config=lh.config,
        seats=lh.seats,
        created=lh.created,
        updated=last.updated,
        summary=last.summary,
        name=lh.name,
        notes=lh.notes,
    )
    record = types.record(
        format=FORMAT_NAME, version=2, header=header, actions=[a.action for a in action_lines], checkpoints=hashes
    )
    return record, Layout(2, end, torn)


def _decode_action_lines(body: list[bytes], types: RecordTypes) -> list[Any]:
    # Fast path: the lines as one JSON array in one call, then each decoded line encoded again
    # must give its line back (the canonical bytes: each line one object, no duplicate key, no
    # unknown field). Anything else takes the slow path, line by line, for a precise error.
    decoded: list[Any] | None
    try:
        decoded = types.lines_decoder.decode(b"[" + b",".join(body) + b"]")
    except (msgspec.DecodeError, RecursionError):
        decoded = None
    if decoded is not None and len(decoded) == len(body):
        encode = _encoder.encode
        if all(encode(line) == raw for line, raw in zip(decoded, body)):
            return decoded
    out = []
    for step, raw in enumerate(body, 1):
        try:
            line = types.line_decoder.decode(raw)
        except msgspec.ValidationError as exc:
            m = _LINE_AT.match(str(exc))
            rest = m.group(3) if m else ""
            if m and rest.startswith(".action"):
                raise _action_error(m.group(1), rest[len(".action") :], types.tag_field, step) from None
            raise RecordError(_("wrong shape: {problem}").format(problem=exc), step=step) from None
        except msgspec.DecodeError as exc:
            if not raw.strip():
                raise RecordError(_("line {line}: blank line").format(line=step + 1), step=step) from None
            raise RecordError(_("line {line}: not JSON ({problem})").format(line=step + 1, problem=_read_error(exc).reason), step=step) from None
        try:
            check_strict(raw, line, _encoder.encode(line))
        except RecordError as exc:
            raise RecordError(exc.reason, step=step) from None
        out.append(line)
    return out


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
            raise RecordError(_("seat {seat}: name longer than {n} characters").format(seat=i, n=MAX_NAME))
        if seat.bot is not None and known_bots and seat.bot not in known_bots:
            raise RecordError(_("seat {seat}: unknown bot {bot} (known: {known})").format(seat=i, bot=repr(seat.bot[:40]), known=", ".join(known_bots)))
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


# -- the header alone, for listings ---------------------------------------------------------


class HeaderPeek(msgspec.Struct):
    """A record's header as a saves list needs it: the config stays undecoded."""

    app_version: str
    rules_version: int
    seed: int
    config: msgspec.Raw
    seats: list[SeatSpec]
    created: Timestamp
    updated: Timestamp
    summary: Summary
    name: str = ""
    notes: str = ""


class RecordPeek(msgspec.Struct):
    game: str
    format: str
    version: int
    header: HeaderPeek


class _LineHeaderPeek(msgspec.Struct, forbid_unknown_fields=True):
    app_version: str
    rules_version: int
    seed: int
    config: msgspec.Raw
    seats: list[SeatSpec]
    created: Timestamp
    name: str = ""
    notes: str = ""


class _HeadLinePeek(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    game: str
    format: str
    version: int
    header: _LineHeaderPeek
    hash: str | None = None
    summary: Summary | None = None
    updated: Timestamp | None = None


class _ActionLinePeek(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    action: msgspec.Raw
    hash: str | None = None
    summary: Summary | None = None
    updated: Timestamp | None = None


_head_peek_decoder = msgspec.json.Decoder(_HeadLinePeek)
_line_peek_decoder = msgspec.json.Decoder(_ActionLinePeek)
PEEK_BYTES = 64 * 1024  # the first line of a record (its header) fits easily
TAIL_BYTES = 8 * 1024  # so does its last line


def peek_header(prefix: bytes, tail: bytes | None = None) -> RecordPeek | None:
    """The header and summary of a version-2 record from the first bytes of its file and its
    last bytes (`tail`; None: the prefix is the whole file), or None.

    Only lines exactly as this app writes them are read here; for any other layout, or any
    doubt, None says: decode the whole file instead (which is what decides).
    """
    end = prefix.find(b"\n")
    if end < 0:
        return None
    try:
        head = _head_peek_decoder.decode(prefix[:end])
        if _encoder.encode(head) != prefix[:end] or head.format != FORMAT_NAME or head.version != 2:
            return None
        last_line = _last_line(prefix if tail is None else tail)
        if last_line is None:
            return None
        if last_line == prefix[:end]:
            last: Any = head
        else:
            last = _line_peek_decoder.decode(last_line)
            if _encoder.encode(last) != last_line:
                return None
    except (msgspec.DecodeError, RecursionError):
        return None
    if last.summary is None or last.updated is None:
        return None
    h = head.header
    try:
        for field, value in (("created", h.created), ("updated", last.updated)):
            _check_time(field, value)
    except RecordError:
        return None
    return RecordPeek(
        head.game,
        head.format,
        head.version,
        HeaderPeek(
            h.app_version, h.rules_version, h.seed, h.config, h.seats, h.created, last.updated, last.summary, h.name, h.notes
        ),
    )


def _last_line(data: bytes) -> bytes | None:
    """The last complete line of `data` (the end of a file), or None when it holds none."""
    end = data.rfind(b"\n")
    if end < 0:
        return None
    start = data.rfind(b"\n", 0, end) + 1
    if start == 0 and len(data) >= TAIL_BYTES:
        return None  # the line may start before the tail
    return data[start:end]


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


# -- migration of older format versions -------------------------------------------------------


class _V0Seat(msgspec.Struct):
    name: str
    bot: str | None = None


class _V0Record(msgspec.Struct, forbid_unknown_fields=True):
    """Version 0, the prototype's flat draft: no header, no checkpoints, no summary."""

    game: str
    format: str
    version: int
    seed: Any
    config: Any
    players: list[_V0Seat]
    saved: Any
    actions: list[Any]


def _v0_to_v1(doc: _V0Record) -> dict[str, Any]:
    steps = len(doc.actions)
    return {
        "game": doc.game,
        "format": FORMAT_NAME,
        "version": 1,
        "header": {
            "app_version": "0 (draft)",
            "rules_version": 1,  # the draft predates rules versions: the first one
            "seed": doc.seed,
            "config": doc.config,
            "seats": [{"name": p.name, "bot": p.bot} for p in doc.players],
            "created": doc.saved,
            "updated": doc.saved,
            # Filled in by re-playing, below: version 0 had neither.
            "summary": {"status": "playing", "steps": steps, "turn": 0, "to_move": None, "scores": [], "winners": []},
        },
        "actions": doc.actions,
        "checkpoints": [{"step": steps, "hash": "0" * 16}],
    }


def _migrate(data: bytes, game: AnyGame, types: RecordTypes, known_bots: KnownBots | None) -> Any:
    try:
        doc = msgspec.json.decode(data, type=_V0Record)
    except msgspec.ValidationError as exc:
        raise RecordError(_("wrong shape for format version 0: {problem}").format(problem=exc)) from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    parsed = parse_strict(data)  # duplicate keys (and, below, unknown fields in what it holds)
    try:
        record = types.decoder.decode(_encoder.encode(_v0_to_v1(doc)))
    except msgspec.ValidationError as exc:
        raise _typed_error(exc, types.tag_field) from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    for key, value in (("actions", record.actions), ("config", record.header.config), ("players", record.header.seats)):
        where = unknown_key(parsed.get(key), value, f"$.{key}")
        if where is not None:
            raise RecordError(_("unknown field `{where}`").format(where=where))
    check_structure(record, game, None if known_bots is None else known_bots(game.kind), version=1)
    # The draft had no hashes to check: re-play to check the actions and compute them.
    replayed = replay_record(record, game, check_summary=False, check_hashes=False)
    record.header.summary = replayed.summary
    record.checkpoints = [c for c in replayed.checkpoints if c.step % CHECKPOINT_EVERY == 0]
    record.version = FORMAT_VERSION
    return record
