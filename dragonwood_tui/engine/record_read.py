"""Reading records: every version of a record or challenge decoded into the game's Structs
(`decode_record`, `decode_document`, `decode_record_layout` for a writer that appends), each
failure a `RecordError` naming the step and the reason; versions 1 and 0 migrated on the way.
The format: `record_format`; the checks after decoding: `record_check`."""

from __future__ import annotations

import re
from typing import Any, NamedTuple

import msgspec

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.i18n.json_problems import decode_problem, shape_problem, validation_problem
from dragonwood_tui.engine.game import AnyGame
from dragonwood_tui.engine.record_check import _check_rules_version, check_structure, replay_record
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.record_format import CHALLENGE_NAME, CHALLENGE_VERSION, CHECKPOINT_EVERY, Checkpoint, FORMAT_NAME, FORMAT_VERSION, KnownBots, MAX_ACTIONS, RecordTypes, Resolve, _encoder, encode_challenge, encode_record_v1, record_types
from dragonwood_tui.engine.record_strict import check_strict, parse_strict, unknown_key
from dragonwood_tui.engine.walk import luck_of


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
        return RecordError(_("wrong shape: {problem}").format(problem=validation_problem(exc)))
    return RecordError(decode_problem(exc))


def _action_error(what: str, rest: str, tag_field: str, step: int) -> RecordError:
    if rest == f".{tag_field}" and what.startswith("Invalid value "):
        value = what[len("Invalid value ") :]
        return RecordError(_("unknown action {action}").format(action=value if len(value) <= 60 else value[:57] + "…"), step=step)
    return RecordError(_("bad action: {problem} - at `{where}`").format(problem=shape_problem(what), where=rest.lstrip(".") or "action"), step=step)


def _typed_error(exc: msgspec.ValidationError, tag_field: str) -> RecordError:
    message = str(exc)
    m = _ACTION_AT.match(message)
    if m is None:
        return RecordError(_("wrong shape: {problem}").format(problem=validation_problem(exc)))
    what, index, rest = m.group(1), int(m.group(2)), m.group(3)
    if rest == f".{tag_field}" and what.startswith("Invalid value "):
        return _action_error(what, rest, tag_field, index + 1)
    return RecordError(_("bad action: {problem}").format(problem=validation_problem(exc)), step=index + 1)


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
        raise RecordError(ngettext("more than {n} action", "more than {n} actions", MAX_ACTIONS).format(n=format_number(MAX_ACTIONS)))
    try:
        head = types.head_decoder.decode(lines[0])
    except msgspec.ValidationError as exc:
        raise RecordError(_("wrong shape in the first line: {problem}").format(problem=validation_problem(exc))) from None
    except msgspec.DecodeError as exc:
        # TRANSLATORS: {problem} is what is wrong with its JSON ("not JSON: malformed at byte 5")
        raise RecordError(_("in the first line: {problem}").format(problem=decode_problem(exc))) from None
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
            raise RecordError(_("wrong shape: {problem}").format(problem=validation_problem(exc)), step=step) from None
        except msgspec.DecodeError as exc:
            if not raw.strip():
                raise RecordError(_("line {line}: blank line").format(line=step + 1), step=step) from None
            # TRANSLATORS: {problem} is what is wrong with the line's JSON ("not JSON: it ends early")
            raise RecordError(_("line {line}: {problem}").format(line=step + 1, problem=decode_problem(exc)), step=step) from None
        try:
            check_strict(raw, line, _encoder.encode(line))
        except RecordError as exc:
            raise RecordError(exc.reason, step=step) from None
        out.append(line)
    return out


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
        raise RecordError(_("wrong shape for format version 0: {problem}").format(problem=validation_problem(exc))) from None
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
