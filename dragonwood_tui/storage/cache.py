"""Caches beside the saves (campaign progress, statistics): never the truth, never trusted far.

A cache keeps what re-playing each record proved, so that a record unchanged since is not
re-played. Anyone can edit the file, so nothing in it is believed on its word:

- it is decoded strictly, as typed Structs with constraints (`load`): a value of the wrong
  type, out of range or an unknown key and the whole cache is dropped (every record is
  re-played), never a crash further on;
- each entry is tied to the bytes of its record: it holds the blake2b digest of the record
  file (`file_digest`) and a seal (`seal`) over the entry's file name, size, time, digest and
  outcome. An entry whose seal does not match is an edited entry: its record is re-played.
  A record whose size or time changed is read and hashed: the same bytes keep their outcome
  (a copy, a `touch`), other bytes are re-played.

The seal is a checksum against edits and damage, not a signature: the code that writes it is
public. It keeps a hand-edited cache from giving stars or wins no record proves; what the
records themselves prove is checked by re-playing them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.files import Unreadable, read_regular

DIGEST_BYTES = 16
Digest = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$")]
Size = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
TimeNs = Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]
_PERSON = b"dragonwood-cach"  # blake2b's personalisation (at most 16 bytes): a seal is no file digest
UNREAD = "0" * (2 * DIGEST_BYTES)  # the digest of an entry whose file could not be read (no real digest)

T = TypeVar("T")


def file_digest(data: bytes) -> str:
    """The digest of a record file's bytes, as an entry holds it."""
    return blake2b(data, digest_size=DIGEST_BYTES).hexdigest()


def seal(*parts: Any) -> str:
    """The seal of an entry: a digest of its parts (msgspec-encodable values), in order."""
    return blake2b(msgspec.json.encode(parts), digest_size=DIGEST_BYTES, person=_PERSON).hexdigest()


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


def read_and_digest(path: Path, limit: int) -> tuple[bytes | None, str, str]:
    """(a record file's bytes, their digest, "") for hashing and re-playing, or (None, UNREAD,
    why it can't be read)."""
    try:
        data = read_regular(path, limit)
    except Unreadable as exc:
        return None, UNREAD, exc.reason
    return data, file_digest(data), ""


def sealed_entries(raw: dict[str, msgspec.Raw], type: type[T], keep: Callable[[str, T], bool]) -> dict[str, T]:
    """Each entry of a cache decoded on its own as `type` (one bad entry costs one re-play,
    not all), kept when `keep(name, entry)` says its seal and contents hold."""
    entries: dict[str, T] = {}
    for name, data in raw.items():
        try:
            entry = msgspec.json.decode(data, type=type)
        except (msgspec.DecodeError, RecursionError):
            continue  # this one is re-played
        if keep(name, entry):
            entries[name] = entry
    return entries
