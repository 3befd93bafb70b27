"""Game records: one JSON file per game — a header, every action, and state hashes at checkpoints.

The log is the truth: the seed, the config and the actions rebuild every state of the game.
State hashes at checkpoints (step 0, every `CHECKPOINT_EVERY` actions and the last step) catch
a tampered or diverging log at the step where it diverges. Snapshots are only a cache
(see `engine.replay`), never saved.

The file layout (docs/file-format.md) keeps the header on the first line, so a saves list reads
only that line, and one action per line, so a record reads (and diffs) well:

    {"game":"dragonwood","format":"dragonwood-tui-record","version":1,"header":{...},
    "actions":[
    {"type":"reload"},
    ...
    ],
    "checkpoints":[{"step":0,"hash":"..."},...]}

Each game gets its own record Struct (built from its config and action types) tagged by
`game`, so one JSON Schema covers every game. Everything that goes wrong while reading a
record, whatever the input, raises `RecordError` (one line: file, step, reason).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime, timezone
from typing import Annotated, Any, Literal, NamedTuple, Union

import msgspec

from dragonwood_tui import __version__
from dragonwood_tui.engine.game import Game, IllegalAction, SeatSpec
from dragonwood_tui.engine.hashing import state_hash

FORMAT_NAME = "dragonwood-tui-record"
CHALLENGE_NAME = "dragonwood-tui-challenge"
FORMAT_VERSION = 1  # version 0 was the prototype's flat draft; it is migrated on load
CHALLENGE_VERSION = 1
CHECKPOINT_EVERY = 32
MAX_FILE_BYTES = 16 * 1024 * 1024  # a real game is a few tens of KiB
MAX_ACTIONS = 20_000  # a long 4-seat Dragonwood game has a few hundred
MAX_SEATS = 8
MAX_NAME = 100  # a record's name and each seat's name, in characters
MAX_NOTES = 4_000

Status = Literal["playing", "finished"]
NonNegative = Annotated[int, msgspec.Meta(ge=0)]
MAX_SEED = 2**63 - 1  # msgspec checks integer bounds within int64
Seed = Annotated[int, msgspec.Meta(ge=0, le=MAX_SEED, description="seed of the game's PRNG")]
Timestamp = Annotated[datetime, msgspec.Meta(tz=True, description="RFC 3339 time, UTC")]


class RecordError(Exception):
    """A record or challenge that cannot be read or does not hold: one line for a person."""

    def __init__(self, reason: str, *, path: str | None = None, step: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = path
        self.step = step

    def __str__(self) -> str:
        parts = [p for p in (self.path, None if self.step is None else f"step {self.step}") if p]
        return ": ".join([*parts, self.reason])

    def at(self, path: object) -> RecordError:
        """The same error, naming the file (or save id) it came from."""
        return RecordError(self.reason, path=str(path), step=self.step)


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
    hash: Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{16}$")]


# -- the games a record can name ------------------------------------------------------------

_extra_games: dict[str, Game] = {}


def register_game(game: Game) -> None:
    """Make `game` readable in records besides the registry's games (tests, plugins)."""
    _extra_games[game.kind] = game


def resolve_game(kind: str) -> Game:
    """The Game of a record's `game` field, or RecordError."""
    game = _extra_games.get(kind)
    if game is not None:
        return game
    from dragonwood_tui.games import UnknownGame, game_kinds, get_game

    try:
        return get_game(kind)
    except UnknownGame:
        # Only the app's games: registered extras (tests) must not change what people read.
        raise RecordError(f"unknown game {kind[:40]!r} (known: {', '.join(game_kinds())})") from None
    except (ImportError, AttributeError) as exc:
        raise RecordError(f"game {kind!r} is not available in this build ({exc})") from None


# -- one record Struct per game -------------------------------------------------------------


class RecordTypes(NamedTuple):
    header: type
    record: type
    challenge: type
    tag_field: str  # the field naming an action's type ("type")
    decoder: msgspec.json.Decoder
    challenge_decoder: msgspec.json.Decoder


_types: dict[str, tuple[Game, RecordTypes]] = {}


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[^0-9a-zA-Z]+", kind) if part)


def _action_tag_field(action_type: Any) -> str:
    for t in getattr(action_type, "__args__", (action_type,)):
        config = getattr(t, "__struct_config__", None)
        if config is not None and config.tag_field:
            return config.tag_field
    return "type"


def record_types(game: Game) -> RecordTypes:
    """The header, record and challenge Structs of `game` (built once per game)."""
    cached = _types.get(game.kind)
    if cached is not None and cached[0] is game:
        return cached[1]
    name = _camel(game.kind)
    header = msgspec.defstruct(
        f"{name}Header",
        [
            ("app_version", Annotated[str, msgspec.Meta(max_length=64)]),
            ("rules_version", NonNegative),
            ("seed", Seed),
            ("config", game.config_type),
            ("seats", Annotated[list[SeatSpec], msgspec.Meta(min_length=1, max_length=MAX_SEATS)]),
            ("created", Timestamp),
            ("updated", Timestamp),
            ("summary", Summary),
            ("name", Annotated[str, msgspec.Meta(max_length=MAX_NAME)], ""),
            ("notes", Annotated[str, msgspec.Meta(max_length=MAX_NOTES)], ""),
        ],
        module=__name__,
        forbid_unknown_fields=True,
    )
    record = msgspec.defstruct(
        f"{name}Record",
        [
            ("format", Literal[FORMAT_NAME]),  # type: ignore[valid-type]
            ("version", Literal[FORMAT_VERSION]),  # type: ignore[valid-type]
            ("header", header),
            ("actions", Annotated[list[game.action_type], msgspec.Meta(max_length=MAX_ACTIONS)]),
            (
                "checkpoints",
                Annotated[list[Checkpoint], msgspec.Meta(min_length=1, max_length=MAX_ACTIONS + 1)],
            ),
        ],
        tag=game.kind,
        tag_field="game",
        module=__name__,
        namespace={"kind": game.kind, "__doc__": f"A {game.kind} game record."},
        forbid_unknown_fields=True,
    )
    challenge = msgspec.defstruct(
        f"{name}Challenge",
        [
            ("format", Literal[CHALLENGE_NAME]),  # type: ignore[valid-type]
            ("version", Literal[CHALLENGE_VERSION]),  # type: ignore[valid-type]
            ("app_version", Annotated[str, msgspec.Meta(max_length=64)]),
            ("rules_version", NonNegative),
            ("config", game.config_type),
            ("seed", Seed),
        ],
        tag=game.kind,
        tag_field="game",
        module=__name__,
        namespace={"kind": game.kind, "__doc__": f"A {game.kind} deal to play: no actions."},
        forbid_unknown_fields=True,
    )
    types = RecordTypes(
        header,
        record,
        challenge,
        _action_tag_field(game.action_type),
        msgspec.json.Decoder(record),
        msgspec.json.Decoder(challenge),
    )
    _types[game.kind] = (game, types)
    return types


# -- building records ------------------------------------------------------------------------


def now() -> datetime:
    """UTC time for `created` / `updated` (with microseconds: saves a second apart still sort)."""
    return datetime.now(timezone.utc)


def summarize(game: Game, state: Any, steps: int) -> Summary:
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


def record_from_state(
    game: Game,
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

    `checkpoints` are the regular ones (step 0 and every CHECKPOINT_EVERY steps); the hash of
    `state` is added as the last one when the last step is not already there.
    """
    check_header_values(seed, seats, name, notes)
    types = record_types(game)
    steps = len(actions)
    if not checkpoints or checkpoints[-1].step != steps:
        checkpoints = [*checkpoints, Checkpoint(steps, state_hash(state))]
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


def new_record(
    game: Game,
    config: Any,
    seed: int,
    seats: Sequence[SeatSpec],
    actions: Iterable[Any] = (),
    **header: Any,
) -> Any:
    """A record of `actions` played from the seed (replayed here: IllegalAction if one is refused)."""
    state = game.new_game(config, seed)
    actions = list(actions)
    checkpoints = [Checkpoint(0, state_hash(state))]
    for step, action in enumerate(actions, 1):
        game.apply(state, action)
        if step % CHECKPOINT_EVERY == 0:
            checkpoints.append(Checkpoint(step, state_hash(state)))
    return record_from_state(game, config, seed, seats, actions, state, checkpoints, **header)


def new_challenge(game: Game, config: Any, seed: int) -> Any:
    return record_types(game).challenge(
        format=CHALLENGE_NAME,
        version=CHALLENGE_VERSION,
        app_version=__version__,
        rules_version=game.rules_version,
        config=config,
        seed=seed,
    )


def challenge_of(record: Any) -> Any:
    """The spoiler-free share of a record: the same deal, no actions."""
    game = resolve_game(record.kind)
    h = record.header
    return msgspec.structs.replace(
        new_challenge(game, h.config, h.seed), rules_version=h.rules_version
    )


def json_schema(games: Sequence[Game]) -> dict[str, Any]:
    """The JSON Schema of records and challenges of `games` (docs/record-schema.json)."""
    records = tuple(record_types(g).record for g in games)
    challenges = tuple(record_types(g).challenge for g in games)
    (record_schema, challenge_schema), defs = msgspec.json.schema_components(
        [Union[records], Union[challenges]], ref_template="#/$defs/{name}"  # noqa: UP007
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "dragonwood-tui game record or challenge",
        "description": (
            f"A game record ({FORMAT_NAME!r}, format version {FORMAT_VERSION}) or a challenge "
            f"({CHALLENGE_NAME!r}, version {CHALLENGE_VERSION}), tagged by `game`. "
            "See docs/file-format.md."
        ),
        "anyOf": [record_schema, challenge_schema],
        "$defs": defs,
    }


# -- encoding --------------------------------------------------------------------------------

_encoder = msgspec.json.Encoder()
encode_action = _encoder.encode


def assemble(kind: str, header: Any, action_lines: Sequence[bytes], checkpoints: Any) -> bytes:
    """The bytes of a record from its parts; `action_lines` are `encode_action(a)` of each action.

    Autosave keeps the encoded lines of a game in progress, so that saving after an action only
    encodes that action.
    """
    head = b'{"game":%s,"format":"%s","version":%d,"header":%s,\n"actions":' % (
        _encoder.encode(kind),
        FORMAT_NAME.encode(),
        FORMAT_VERSION,
        _encoder.encode(header),
    )
    body = b"[\n" + b",\n".join(action_lines) + b"\n]" if action_lines else b"[]"
    return b"".join((head, body, b',\n"checkpoints":', _encoder.encode(checkpoints), b"}\n"))


def encode_record(record: Any) -> bytes:
    return assemble(
        record.kind, record.header, [encode_action(a) for a in record.actions], record.checkpoints
    )


def encode_challenge(challenge: Any) -> bytes:
    return _encoder.encode(challenge) + b"\n"


# -- decoding --------------------------------------------------------------------------------


class _Envelope(msgspec.Struct):
    """What every version of every document has: read first, to pick the right decoder."""

    game: Any = None
    format: Any = None
    version: Any = None


_envelope_decoder = msgspec.json.Decoder(_Envelope)

_ACTION_AT = re.compile(r"^(.*) - at `\$\.actions\[(\d+)\](.*)`$")


def _read_error(exc: Exception) -> RecordError:
    """A RecordError for a failure of msgspec's JSON parser."""
    if isinstance(exc, RecursionError):
        return RecordError("not a record: JSON nested too deeply")
    message = str(exc)
    if "truncated" in message:
        return RecordError("truncated file: the JSON ends early")
    if isinstance(exc, msgspec.ValidationError):
        if message.startswith("Expected `object`, got `") and " - at " not in message:
            got = message.split("got `")[-1].rstrip("`")
            kind = {"array": "an array", "str": "a string", "int": "a number", "float": "a number"}.get(got, got)
            return RecordError(f"wrong shape: a record is a JSON object, not {kind}")
        return RecordError(f"wrong shape: {message}")
    return RecordError(f"not JSON: {message}")


def _typed_error(exc: msgspec.ValidationError, tag_field: str) -> RecordError:
    message = str(exc)
    m = _ACTION_AT.match(message)
    if m is None:
        return RecordError(f"wrong shape: {message}")
    what, index, rest = m.group(1), int(m.group(2)), m.group(3)
    if rest == f".{tag_field}" and what.startswith("Invalid value "):
        value = what[len("Invalid value ") :]
        return RecordError(f"unknown action {value if len(value) <= 60 else value[:57] + '…'}", step=index + 1)
    return RecordError(f"bad action: {message}", step=index + 1)


def read_envelope(data: bytes) -> tuple[str, str, int]:
    """(format, game kind, version) of a document, checked; RecordError otherwise."""
    if not data.strip():
        raise RecordError("empty file")
    try:
        env = _envelope_decoder.decode(data)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    if env.format is None:
        raise RecordError('not a dragonwood-tui record: no "format" field')
    if env.format not in (FORMAT_NAME, CHALLENGE_NAME):
        shown = msgspec.json.encode(env.format).decode()
        raise RecordError(f"not a dragonwood-tui record: format is {shown[:60]}")
    current = FORMAT_VERSION if env.format == FORMAT_NAME else CHALLENGE_VERSION
    if type(env.version) is not int:
        raise RecordError('wrong shape: "version" must be an integer')
    if env.version > current:
        raise RecordError(
            f"format version {env.version} is newer than this app reads: it needs dragonwood-tui "
            f"supporting format version {env.version} (this one reads up to {current})"
        )
    if env.version < (0 if env.format == FORMAT_NAME else CHALLENGE_VERSION):
        raise RecordError(f"format version {env.version} does not exist")
    if not isinstance(env.game, str):
        raise RecordError('wrong shape: "game" must name a game')
    return env.format, env.game, env.version


def decode_document(data: bytes, *, check: bool = True) -> Any:
    """A record or a challenge from JSON bytes; RecordError for anything wrong with them.

    With `check`, a record's structure is checked too (`check_structure`); its actions are only
    re-played by `replay_record`. Older format versions are migrated (and re-played to
    compute what they lacked).
    """
    fmt, kind, version = read_envelope(data)
    game = resolve_game(kind)
    types = record_types(game)
    if fmt == CHALLENGE_NAME:
        try:
            challenge = types.challenge_decoder.decode(data)
        except (msgspec.DecodeError, RecursionError) as exc:
            raise _read_error(exc) from None
        _check_rules_version(game, challenge.rules_version)
        return challenge
    if version < FORMAT_VERSION:
        return _migrate(data, version, game, types)
    try:
        record = types.decoder.decode(data)
    except msgspec.ValidationError as exc:
        raise _typed_error(exc, types.tag_field) from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    if check:
        check_structure(record, game)
    return record


def decode_record(data: bytes, *, check: bool = True) -> Any:
    """Like `decode_document`, refusing a challenge."""
    document = decode_document(data, check=check)
    if not hasattr(document, "actions"):
        raise RecordError("this is a challenge (a deal to play), not a game record")
    return document


def _check_rules_version(game: Game, rules_version: int) -> None:
    if rules_version > game.rules_version:
        raise RecordError(
            f"recorded with {game.kind} rules version {rules_version}: it needs a newer "
            f"dragonwood-tui (this one plays rules version {game.rules_version})"
        )


def check_structure(record: Any, game: Game | None = None) -> None:
    """What a record must hold beyond its types, before any action is re-played."""
    game = game or resolve_game(record.kind)
    h = record.header
    _check_rules_version(game, h.rules_version)
    for i, seat in enumerate(h.seats):
        if len(seat.name) > MAX_NAME:
            raise RecordError(f"seat {i}: name longer than {MAX_NAME} characters")
        if seat.bot is not None:
            from dragonwood_tui.bots import bot_names

            known = bot_names(game.kind)
            if known and seat.bot not in known:
                raise RecordError(f"seat {i}: unknown bot {seat.bot[:40]!r} (known: {', '.join(known)})")
    steps = len(record.actions)
    if h.summary.steps != steps:
        raise RecordError(f"the summary says {h.summary.steps} actions, the record holds {steps}")
    previous = -1
    for c in record.checkpoints:
        if c.step <= previous:
            raise RecordError(f"checkpoints out of order at step {c.step}")
        if c.step > steps:
            raise RecordError(f"a checkpoint at step {c.step}, after the last action ({steps})")
        previous = c.step
    if previous != steps:
        raise RecordError(f"no checkpoint at the last step ({steps})")


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


_peek_decoder = msgspec.json.Decoder(RecordPeek)
PEEK_BYTES = 64 * 1024  # the first line of a record (its header) fits easily


def peek_header(prefix: bytes) -> RecordPeek | None:
    """The header of a current-version record from the first bytes of its file, or None.

    Records this module writes keep the header on their first line; for any other layout, or
    any doubt, None says: decode the whole file instead.
    """
    end = prefix.find(b"\n")
    if end < 0:
        return None
    line = prefix[:end].rstrip()
    if not line.endswith(b","):
        return None
    try:
        peek = _peek_decoder.decode(line[:-1] + b"}")
    except (msgspec.DecodeError, RecursionError):
        return None
    if peek.format != FORMAT_NAME or peek.version != FORMAT_VERSION:
        return None
    return peek


# -- re-playing ------------------------------------------------------------------------------


class Replayed(NamedTuple):
    state: Any  # after the last action
    checkpoints: list[Checkpoint]  # step 0, every CHECKPOINT_EVERY steps, the last step
    summary: Summary
    hashes_checked: bool  # False for a record of an older rules version: actions only


def start_state(game: Game, config: Any, seed: int, seats: int | None = None) -> Any:
    """`game.new_game(config, seed)` for a config read from a file: RecordError if refused."""
    try:
        state = game.new_game(config, seed)
        players = len(game.scores(state))
    except Exception as exc:  # untrusted config: whatever the game raises is the file's fault
        raise RecordError(f"the game refuses this config ({type(exc).__name__}: {exc})") from None
    if seats is not None and seats != players:
        raise RecordError(f"{seats} seat{'s' * (seats != 1)} for a {players}-player config")
    return state


def action_name(action: Any) -> str:
    config = getattr(type(action), "__struct_config__", None)
    return repr(config.tag) if config is not None and config.tag is not None else type(action).__name__


def apply_checked(game: Game, state: Any, action: Any, step: int) -> None:
    """`game.apply` on an action read from a file: RecordError naming the step if refused."""
    try:
        game.apply(state, action)
    except IllegalAction as exc:
        raise RecordError(f"illegal action {action_name(action)}: {exc.reason}", step=step) from None
    except Exception as exc:  # untrusted action: a game bug on odd input is still a bad record
        raise RecordError(
            f"the game cannot apply action {action_name(action)} ({type(exc).__name__}: {exc})",
            step=step,
        ) from None


def replay_record(
    record: Any,
    game: Game | None = None,
    *,
    check_summary: bool = True,
    check_hashes: bool = True,
    on_step: Callable[[int, Any], None] | None = None,
) -> Replayed:
    """Re-play a record from its seed, checking every action and every checkpoint hash.

    Raises RecordError naming the step where it fails. `check_summary=False` recomputes the
    summary (a cache for listings) instead of insisting on it; `check_hashes=False` only
    computes the hashes. `on_step(step, state)` is called
    after each action (and with step 0 before the first).
    """
    game = game or resolve_game(record.kind)
    h = record.header
    state = start_state(game, h.config, h.seed, len(h.seats))
    actions = record.actions
    last = len(actions)
    expected = {c.step: c.hash for c in record.checkpoints}
    hashes_checked = check_hashes and h.rules_version == game.rules_version
    computed: list[Checkpoint] = []

    def checkpoint(step: int) -> None:
        if step % CHECKPOINT_EVERY and step != last and step not in expected:
            return
        digest = state_hash(state)
        want = expected.get(step)
        if hashes_checked and want is not None and want != digest:
            raise RecordError(
                f"state hash differs at a checkpoint (record {want}, replay {digest})", step=step
            )
        if step % CHECKPOINT_EVERY == 0 or step == last:
            computed.append(Checkpoint(step, digest))

    checkpoint(0)
    if on_step is not None:
        on_step(0, state)
    for step, action in enumerate(actions, 1):
        apply_checked(game, state, action, step)
        checkpoint(step)
        if on_step is not None:
            on_step(step, state)
    summary = summarize(game, state, last)
    if check_summary and summary != h.summary:
        for field in Summary.__struct_fields__:
            said, got = getattr(h.summary, field), getattr(summary, field)
            if said != got:
                raise RecordError(f"the summary does not match the game: {field} is {said!r}, replay gives {got!r}")
    return Replayed(state, computed, summary, hashes_checked)


# -- migration of older format versions -------------------------------------------------------


class _V0Seat(msgspec.Struct):
    name: str
    bot: str | None = None


class _V0Record(msgspec.Struct):
    """Version 0, the prototype's flat draft: no header, no checkpoints, no summary."""

    game: str
    format: str
    version: int
    seed: Any
    config: Any
    players: list[_V0Seat]
    saved: Any
    actions: list[Any]


def _v0_to_v1(doc: _V0Record, game: Game) -> dict[str, Any]:
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


def _migrate(data: bytes, version: int, game: Game, types: RecordTypes) -> Any:
    try:
        doc = msgspec.json.decode(data, type=_V0Record)
    except msgspec.ValidationError as exc:
        raise RecordError(f"wrong shape for format version {version}: {exc}") from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise _read_error(exc) from None
    try:
        record = types.decoder.decode(_encoder.encode(_v0_to_v1(doc, game)))
    except msgspec.ValidationError as exc:
        raise _typed_error(exc, types.tag_field) from None
    check_structure(record, game)
    # The draft had no hashes to check: re-play to check the actions and compute them.
    replayed = replay_record(record, game, check_summary=False, check_hashes=False)
    record.header.summary = replayed.summary
    record.checkpoints = replayed.checkpoints
    return record
