"""State hashes: a short digest of the canonical msgpack encoding of a state.

States are msgspec Structs holding only lists, ints, strings and nested Structs (no sets,
no dicts with unordered keys), so the encoding, and the hash, is the same everywhere.

A state type may name fields that are history, not state, in a class variable
`hash_exclude: ClassVar[tuple[str, ...]]` (a log of what happened, which grows every action
and decides nothing of what comes next): the hash then covers the other fields, in order, so
it stays small and cheap however long the game.
"""

from __future__ import annotations

from typing import Any

import msgspec

from dragonwood_tui.engine.blake import blake2b

_encoder = msgspec.msgpack.Encoder()
_hashed_fields: dict[type, tuple[str, ...] | None] = {}


def history_fields(cls: type) -> tuple[str, ...]:
    """The state type's declared history fields (`hash_exclude`, a class variable): append-only
    lists of what happened, left out of the hash and kept once by the replay cursor."""
    fields: tuple[str, ...] = getattr(cls, "hash_exclude", ())
    return fields


def _fields(cls: type[msgspec.Struct]) -> tuple[str, ...] | None:
    """The fields of `cls` the hash covers, or None for the whole state."""
    try:
        return _hashed_fields[cls]
    except KeyError:
        pass
    exclude = history_fields(cls)
    fields = None
    if exclude:
        fields = tuple(f for f in cls.__struct_fields__ if f not in exclude)
    _hashed_fields[cls] = fields
    return fields


def state_hash(state: Any) -> str:
    """16 hex digits identifying a state exactly (blake2b-64 of its msgpack encoding)."""
    fields = _fields(type(state))
    value = state if fields is None else [getattr(state, f) for f in fields]
    return blake2b(_encoder.encode(value), digest_size=8).hexdigest()
