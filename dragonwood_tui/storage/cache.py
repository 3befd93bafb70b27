"""Caches beside the saves (campaign progress, statistics): never the truth, never trusted far.

A cache keeps what re-playing each record proved, so that a record unchanged since is not
re-played. Anyone can edit the file, so nothing in it is believed on its word:

- the file is sealed as a whole (`store_sealed`): it holds its body's bytes and a digest of
  them (blake2b with our own personalisation). A body whose digest is not the seal is an edited
  or damaged cache: `load_sealed` drops it, and every record is re-played (a rebuild, linear in
  the files). Checking the seal is one hash of the body's bytes, not a decoding, re-encoding
  and hashing of every entry (a year of saves: 1,500 entries per cache, at each opening of the
  Statistics screen);
- a sealed body is then decoded strictly, as typed Structs with constraints: a value of the
  wrong type, out of range or an unknown key and the whole cache is dropped, never a crash
  further on; each cache then checks that its entries make sense (`_plausible`);
- each entry is tied to the bytes of its record: it holds the blake2b digest of the record
  file (`file_digest`). A record whose size or time changed is read and hashed: the same bytes
  keep their outcome (a copy, a `touch`), other bytes are re-played.

The seal is a checksum against edits and damage, not a signature: the code that writes it is
public, and anyone can seal a file again (`seal`). So every field of a sealed body is still
checked against its meaning, whatever the seal says: the field types below carry what the
decoding itself checks (chances within 0..1, counts not negative, days shaped as dates, text
without control characters; JSON has no NaN nor infinity, and msgspec refuses a number out of
a float's range), and each reader's `check` (`load_sealed(..., check=)`) what needs the
registries or other fields (a game kind known, a day that is a real date, a seat within the
game's seats, a class the loss gives), once per distinct value where a year of saves repeats
them. A body that fails is dropped, as an edited one: rebuilt, never believed, never shown,
never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.storage.text import SAFE_TEXT as SAFE_TEXT  # re-exported: the field types of every cache

DIGEST_BYTES = 16
Digest = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$")]
Size = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
TimeNs = Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]
# What the app writes, as field types: checked by the decoding (a constraint, no Python loop).
Count = Annotated[int, msgspec.Meta(ge=0, le=2**31)]
Chance = Annotated[float, msgspec.Meta(ge=0.0, le=1.0)]  # finite: JSON has no NaN nor infinity
DayText = Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]  # a real date: `real_day`
# Text the app writes itself (a title, a method's name): no C0/C1 control, no bidirectional or
# invisible formatting character, no lone surrogate (what storage.text.plain would escape).
SafeText = Annotated[str, msgspec.Meta(max_length=400, pattern=SAFE_TEXT)]
_PERSON = b"dragonwood-cach"  # blake2b's personalisation (at most 16 bytes): a seal is no file digest
UNREAD = "0" * (2 * DIGEST_BYTES)  # the digest of an entry whose file could not be read (no real digest)

T = TypeVar("T")


def file_digest(data: bytes) -> str:
    """The digest of a record file's bytes, as an entry holds it."""
    return blake2b(data, digest_size=DIGEST_BYTES).hexdigest()


def seal(body: bytes) -> str:
    """The seal of a cache's body: a digest of its bytes (not a record file's digest: another
    personalisation)."""
    return blake2b(body, digest_size=DIGEST_BYTES, person=_PERSON).hexdigest()


class _Sealed(msgspec.Struct, forbid_unknown_fields=True):
    """A sealed cache file as read: the seal, and the body's bytes as they are in the file."""

    seal: str
    body: msgspec.Raw


def load(path: Path | None, type: type[T], limit: int) -> T | None:
    """The cache at `path` decoded as `type`, or None when it is missing, unreadable, not
    valid JSON, or holds anything `type` does not allow."""
    if path is None:
        return None
    try:
        return msgspec.json.decode(read_regular(path, limit, what="a cache"), type=type)
    except (Unreadable, OSError, msgspec.DecodeError, RecursionError, ValueError):
        return None


def store(path: Path, cache: Any) -> None:
    """Write a cache atomically; a cache that can't be written is only slower next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, msgspec.json.encode(cache))
    except OSError:
        pass


def load_sealed(path: Path, type: type[T], limit: int, check: Callable[[T], bool] | None = None) -> T | None:
    """The body of the sealed cache at `path` decoded as `type`, or None when the file is
    missing or unreadable, its body is not what was sealed (edited, damaged), the body holds
    anything `type` does not allow, or `check(body)` says it makes no sense (a seal proves no
    meaning: anyone can seal a file again)."""
    sealed = load(path, _Sealed, limit)
    if sealed is None or sealed.seal != seal(bytes(sealed.body)):
        return None
    try:
        body = msgspec.json.decode(sealed.body, type=type)
        return body if check is None or check(body) else None
    except (msgspec.DecodeError, RecursionError, ValueError, TypeError, KeyError, IndexError, OverflowError):
        return None


def real_day(text: str | None) -> bool:
    """`text` is a real calendar date written as the app writes one ("2026-02-30" is not)."""
    if text is None:
        return False
    try:
        return date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def known_kind(kind: str) -> bool:
    """`kind` is a game of the games registry (offered or known to records)."""
    from dragonwood_tui.games import is_known

    return is_known(kind)


def store_sealed(path: Path, body: Any) -> None:
    """Write `body` as a sealed cache, atomically; a cache that can't be written is only slower
    next time."""
    data = msgspec.json.encode(body)
    store(path, msgspec.Raw(b'{"seal":' + msgspec.json.encode(seal(data)) + b',"body":' + data + b"}"))


def read_and_digest(path: Path, limit: int) -> tuple[bytes | None, str, str]:
    """(a record file's bytes, their digest, "") for hashing and re-playing, or (None, UNREAD,
    why it can't be read)."""
    try:
        data = read_regular(path, limit)
    except Unreadable as exc:
        return None, UNREAD, exc.reason
    return data, file_digest(data), ""
