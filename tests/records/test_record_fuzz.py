"""Fuzz: thousands of mutated records through every reader; nothing but RecordError comes out."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from records_helpers import FIXTURES, toy_bytes, toy_v1_bytes

from dragonwood_tui.storage.records import cursor_of
from dragonwood_tui.storage.records import (
    CHALLENGE_NAME,
    FORMAT_NAME,
    RecordError,
    challenge_of,
    decode_document,
    decode_record,
    encode_challenge,
    peek_header,
    replay_record,
)
from dragonwood_tui.engine.replay import ReplayCursor
from dragonwood_tui.storage.records import transcript
from dragonwood_tui.engine.rng import Rng


def _bases() -> list[bytes]:
    long_game = toy_bytes(rounds=200, seed=3, limit=40)  # crosses the step-32 checkpoint
    return [
        toy_bytes(rounds=5, seed=1),
        long_game,
        toy_bytes(players=3, rounds=4, seed=2, name="n", notes="x"),
        encode_challenge(challenge_of(decode_record(long_game))),
        (FIXTURES / "toy-v0.json").read_bytes(),
        toy_v1_bytes(rounds=200, seed=3, limit=40),
    ]


BASES = _bases()


def read_everything(data: bytes) -> None:
    """Every way the app reads a file; only RecordError may come out."""
    peek = peek_header(data[:65536], data[-8192:])
    assert peek is None or peek.format == FORMAT_NAME
    try:
        document = decode_document(data)
    except RecordError:
        return
    if not hasattr(document, "actions"):
        return
    try:
        replay_record(document)
    except RecordError:
        pass
    try:
        cursor = cursor_of(document)
    except RecordError:
        return
    cursor.to_end()
    cursor.seek(cursor.length // 2)
    cursor.view(0)
    for _ in transcript(document):
        pass


FUZZ = settings(
    max_examples=2000,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(st.sampled_from(range(len(BASES))), st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), min_size=1, max_size=6))
def test_byte_flips(base, flips):
    data = bytearray(BASES[base])
    for where, byte in flips:
        data[int(where * len(data))] = byte
    read_everything(bytes(data))


@settings(FUZZ, max_examples=600)
@given(st.sampled_from(range(len(BASES))), st.floats(0, 1), st.binary(max_size=8))
def test_truncations_and_splices(base, where, splice):
    data = BASES[base]
    cut = int(where * len(data))
    read_everything(data[:cut])
    read_everything(data[:cut] + splice + data[cut:])


WORDS = [
    "draw", "roll", "play", "pass", "toy", "dragonwood", "dice-quest", FORMAT_NAME, CHALLENGE_NAME,
    "2025-01-01T00:00:00Z", "0" * 16, "playing", "finished", "high", "low", "\x1b[2J", "[b]x[/b]", "",
]
KEYS = ["type", "cards", "bet", "side", "stake", "step", "hash", "name", "bot", "players", "rounds", "game", "version"]
NUMBERS = [0, 1, -1, 2, 5, 31, 32, 33, 2**31, 2**63 - 1, 2**63, 2**64, -(2**63) - 1, 10**30]


def _value(rng: Rng, depth: int = 0) -> Any:
    """A random JSON value, biased towards what records hold (drawn from `rng`: hypothesis
    picks the seeds; drawing each value through hypothesis strategies was 10x slower)."""
    kind = rng.below(10 if depth < 2 else 8)
    if kind == 0:
        return None
    if kind == 1:
        return rng.below(2) == 1
    if kind == 2:
        return rng.choice(NUMBERS)
    if kind == 3:
        return rng.below(80) - 10
    if kind == 4:
        return (rng.below(2001) - 1000) / 7
    if kind == 5:
        return "".join(chr(rng.choice([rng.below(128), 0x1B, 0x202E, 0xE9, 0x1F600])) for _ in range(rng.below(8)))
    if kind in (6, 7):
        return rng.choice(WORDS)
    if kind == 8:
        return [_value(rng, depth + 1) for _ in range(rng.below(4))]
    return {rng.choice(KEYS): _value(rng, depth + 1) for _ in range(rng.below(4))}


def _mutate(doc: Any, rng: Rng) -> Any:
    """Replace, delete, duplicate or add one value somewhere in `doc`."""
    parent, key = None, None
    node = doc
    while isinstance(node, (dict, list)) and node and rng.below(5):
        parent = node
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.below(len(node))
        node = node[key]
    op = rng.below(4)
    if parent is None:
        return _value(rng) if op == 0 else doc
    if op == 0:
        parent[key] = _value(rng)
    elif op == 1:
        del parent[key]
    elif op == 2 and isinstance(parent, list):
        parent.insert(key, parent[key])
    elif isinstance(parent, dict):
        parent[rng.choice(KEYS)] = _value(rng)
    else:
        parent.append(_value(rng))
    return doc


@settings(FUZZ, max_examples=3000)
@given(st.sampled_from(range(len(BASES))), st.integers(1, 3), st.integers(0, 2**63 - 1))
def test_json_value_mutations(base, count, seed):
    data = BASES[base]
    lines = data.count(b"\n") > 1 and data.startswith(b'{"game"') and b'"version":2' in data[:200]
    # A version-2 record is JSON lines: mutate the list of its lines' values.
    doc = [msgspec.json.decode(line) for line in data.splitlines()] if lines else msgspec.json.decode(data)
    rng = Rng(seed)
    for _ in range(count):
        doc = _mutate(doc, rng)
    if lines and isinstance(doc, list):
        read_everything(b"".join(msgspec.json.encode(line) + b"\n" for line in doc))
    else:
        read_everything(msgspec.json.encode(doc))


def test_the_fuzz_bases_are_valid_so_mutations_start_from_real_records():
    for data in BASES:
        document = decode_document(data)
        if hasattr(document, "actions"):
            replay_record(document, check_summary=not data.startswith(b"{\n"))
