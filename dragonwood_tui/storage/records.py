"""The record functions of `engine.record_*` and `engine.replay`, bound to the app's games and bots.

The engine names no game and no bot: its record functions are given the Game (or a resolver)
and the known computer players. This module gives them the registries (`games`, `bots`; a game
registered there `offered=False` is read here too), so the rest of the app calls them with a
record only:

    record = decode_record(data)        # engine.record_read.decode_record(data, resolve_game, known_bots=...)
    replay_record(record)               # one walk: every action, hash and the summary checked
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from dragonwood_tui.i18n import _, quoted
from dragonwood_tui.engine import record_build, record_check, record_format, record_read
from dragonwood_tui.engine.game import AnyGame
# the names callers import from here (`X as X`: re-exported)
from dragonwood_tui.engine.record_build import (
    check_header_values as check_header_values,
    new_challenge as new_challenge,
    new_record as new_record,
    now as now,
    summarize as summarize,
)
from dragonwood_tui.engine.record_check import Replayed as Replayed
from dragonwood_tui.engine.record_error import MAX_FILE_BYTES as MAX_FILE_BYTES, RecordError as RecordError
from dragonwood_tui.engine.record_format import (
    CHALLENGE_NAME as CHALLENGE_NAME,
    CHECKPOINT_EVERY as CHECKPOINT_EVERY,
    FORMAT_NAME as FORMAT_NAME,
    FORMAT_VERSION as FORMAT_VERSION,
    MAX_ACTIONS as MAX_ACTIONS,
    MAX_NAME as MAX_NAME,
    Checkpoint as Checkpoint,
    Progress as Progress,
    Summary as Summary,
    encode_challenge as encode_challenge,
    record_types as record_types,
)
from dragonwood_tui.engine.record_peek import (
    PEEK_BYTES as PEEK_BYTES,
    TAIL_BYTES as TAIL_BYTES,
    peek_header as peek_header,
)
from dragonwood_tui.engine.record_read import Layout as Layout
from dragonwood_tui.engine.walk import apply_checked as apply_checked, start_state as start_state

if TYPE_CHECKING:  # the replay cursor is imported when a replay opens (verify needs none)
    from dragonwood_tui.engine.replay import AnyCursor


def game_identity(record: Any) -> str:
    """The game a record holds, as a digest: what a person can't change without changing the
    game (the game kind, rules version, seed, config, seats and actions), not the save's name,
    notes or times. Two records are the same game (`play.saves.same_game`: an import of a
    game already saved is refused by it) when their identities are equal."""
    import hashlib

    import msgspec

    h = record.header
    what = msgspec.json.encode([record.kind, h.rules_version, h.seed, h.config, list(h.seats), record.actions])
    return hashlib.blake2b(what, digest_size=16, person=b"dw-game").hexdigest()


def playing_identity(record: Any) -> str:
    """One playing of a game, as a digest: its `game_identity` and when it was played (its
    start and last times). A copy of a save (`import --again`, a file copied under another
    name) has the same one, whatever its name and notes; the same deal played the same way at
    another time has another. The statistics count each playing once."""
    import hashlib

    import msgspec

    h = record.header
    what = msgspec.json.encode([game_identity(record), h.created, h.updated])
    return hashlib.blake2b(what, digest_size=16, person=b"dw-playing").hexdigest()


def resolve_game(kind: str) -> AnyGame:
    """The Game of a record's `game` field, or RecordError."""
    from dragonwood_tui.games import UnknownGame, game_kinds, get_game

    try:
        return get_game(kind)
    except UnknownGame:
        # Only the games offered: a game registered offered=False (tests) must not change what people read.
        raise RecordError(_("unknown game {kind} (known: {known})").format(kind=quoted(kind[:40]), known=", ".join(game_kinds()))) from None
    except (ImportError, AttributeError) as exc:
        raise RecordError(_("game {kind} is not available in this build ({problem})").format(kind=quoted(kind), problem=exc)) from None


def known_bots(kind: str) -> list[str]:
    from dragonwood_tui.bots import bot_names

    return bot_names(kind)


def decode_document(data: bytes, *, check: bool = True) -> Any:
    return record_read.decode_document(data, resolve_game, known_bots=known_bots, check=check)


def decode_record(data: bytes, *, check: bool = True) -> Any:
    return record_read.decode_record(data, resolve_game, known_bots=known_bots, check=check)


def decode_record_layout(data: bytes, *, check: bool = True) -> tuple[Any, Layout]:
    return record_read.decode_record_layout(data, resolve_game, known_bots=known_bots, check=check)


def check_structure(record: Any) -> None:
    record_check.check_structure(record, resolve_game(record.kind), known_bots(record.kind))


def encode_record(record: Any) -> bytes:
    return record_format.encode_record(record, resolve_game(record.kind))


def challenge_of(record: Any) -> Any:
    return record_build.challenge_of(record, resolve_game(record.kind))


def replay_record(record: Any, game: AnyGame | None = None, **checks: Any) -> Replayed:
    return record_check.replay_record(record, game or resolve_game(record.kind), **checks)


def cursor_of(record: Any, *, progress: Progress | None = None, lines: bool = False) -> AnyCursor:
    """A replay cursor over `record`, checked in its one walk as `verify` checks (actions,
    hashes, summary)."""
    from dragonwood_tui.engine.replay import ReplayCursor

    return ReplayCursor.from_record(record, resolve_game(record.kind), progress=progress, lines=lines)


def transcript(record: Any, *, progress: Progress | None = None, seat: int | None = None) -> list[str]:
    from dragonwood_tui.engine import replay as _replay

    return _replay.transcript(record, resolve_game(record.kind), progress=progress, seat=seat)
