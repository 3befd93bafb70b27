"""Helpers shared by the records tests (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

from pathlib import Path

from toy_game import GAME, ToyConfig, play_game

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.record import encode_record, new_record

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]


def toy_record(players: int = 2, rounds: int = 6, seed: int = 5, limit: int | None = None, **header):
    config = ToyConfig(players, rounds)
    seats = [SeatSpec(f"P{i}") for i in range(players)]
    return new_record(GAME, config, seed, seats, play_game(config, seed, limit), **header)


def toy_bytes(**kw) -> bytes:
    return encode_record(toy_record(**kw))


def folder_snapshot(folder: Path) -> dict[str, bytes]:
    """Every file in `folder` with its bytes: to check that nothing changed."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}
