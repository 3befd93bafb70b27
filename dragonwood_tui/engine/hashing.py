"""State hashes: a short digest of the canonical msgpack encoding of a state.

States are msgspec Structs holding only lists, ints, strings and nested Structs (no sets,
no dicts with unordered keys), so the encoding, and the hash, is the same everywhere.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

_encoder = msgspec.msgpack.Encoder()


def state_hash(state: Any) -> str:
    """16 hex digits identifying a state exactly (blake2b-64 of its msgpack encoding)."""
    return hashlib.blake2b(_encoder.encode(state), digest_size=8).hexdigest()
