"""The engine's blake2b (taken without loading OpenSSL) is hashlib's: same digests, so every
state hash, daily seed and check code stays what it was."""

from __future__ import annotations

import hashlib

from hypothesis import given, strategies as st

from dragonwood_tui.engine.blake import blake2b


@given(st.binary(max_size=300), st.integers(min_value=1, max_value=64))
def test_same_digest_as_hashlib(data: bytes, size: int) -> None:
    assert blake2b(data, digest_size=size).hexdigest() == hashlib.blake2b(data, digest_size=size).hexdigest()


def test_a_known_daily_seed_is_unchanged() -> None:
    from dragonwood_tui.daily.deal import daily_seed
    from datetime import date

    expected = int.from_bytes(hashlib.blake2b(b"dragonwood-daily:2026-12-02:dragonwood", digest_size=8).digest(), "big")
    assert daily_seed(date(2026, 12, 2), "dragonwood") == expected & (2**63 - 1)
