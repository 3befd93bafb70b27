"""Helpers shared by the records tests (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

from pathlib import Path

from toy_game import GAME, ToyConfig, play_game

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.record_format import encode_record_v1
from dragonwood_tui.storage.records import encode_record, new_record

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]


def toy_record(players: int = 2, rounds: int = 6, seed: int = 5, limit: int | None = None, **header):
    config = ToyConfig(players, rounds)
    seats = [SeatSpec(f"P{i}") for i in range(players)]
    return new_record(GAME, config, seed, seats, play_game(config, seed, limit), **header)


def toy_bytes(**kw) -> bytes:
    return encode_record(toy_record(**kw))


def as_v1(record):
    """`record` as format version 1 holds it (a hash at the last step too)."""
    from dragonwood_tui.engine.hashing import state_hash
    from dragonwood_tui.storage.records import Checkpoint, replay_record

    replayed = replay_record(record, check_summary=False)
    n = len(record.actions)
    record.version = 1
    record.checkpoints = replayed.checkpoints + ([Checkpoint(n, state_hash(replayed.state))] if n % 32 else [])
    return record


def toy_v1_bytes(**kw) -> bytes:
    """A record in format version 1 (one JSON object), as the app wrote them before version 2."""
    return encode_record_v1(as_v1(toy_record(**kw)))


def v2_lines(data: bytes) -> list:
    """The lines of a version-2 record, each parsed (to edit one and `v2_bytes` them back)."""
    import msgspec

    return [msgspec.json.decode(line) for line in data.splitlines()]


def v2_bytes(lines: list) -> bytes:
    import msgspec

    return b"".join(msgspec.json.encode(line) + b"\n" for line in lines)


def folder_snapshot(folder: Path) -> dict[str, bytes]:
    """Every file in `folder` with its bytes: to check that nothing changed."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}
