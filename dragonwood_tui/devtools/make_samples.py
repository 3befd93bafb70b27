"""Write the sample records of `saves/`: `python -m dragonwood_tui.devtools.make_samples saves/`.

Each game declares its samples (`Game.sample_games`: file, seats, what the game must show, name).
Computer players play every seat, from fixed seeds, with fixed timestamps, so running it again
gives the same files (until the rules or the bots change: then run it again, and the tests
that replay the samples check the new ones).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NamedTuple

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import AnyMatch, Match
from dragonwood_tui.storage.records import encode_record, new_record
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.storage.atomic import atomic_write

CREATED = datetime(2025, 6, 1, 18, 0, tzinfo=timezone.utc)
UPDATED = datetime(2025, 6, 1, 18, 25, tzinfo=timezone.utc)


class Sample(NamedTuple):
    """A sample record to write: the game's kind and its declaration (`Game.sample_games`)."""

    kind: str
    file: str
    seats: list[SeatSpec]
    wanted: Callable[[Any, Any], bool]
    name: str
    first_seed: int = 1


def samples() -> list[Sample]:
    """Every registered game's sample records (`Game.sample_games`), in the registry's order."""
    return [Sample(kind, s.file, [SeatSpec(n, bot) for n, bot in s.seats], s.wanted, s.name)
            for kind in game_kinds() for s in get_game(kind).sample_games]


def play(kind: str, seats: list[SeatSpec], seed: int) -> AnyMatch:
    """A whole game between the seats' computer players."""
    game = get_game(kind)
    match = Match(game, game.default_config(len(seats)), seed, seats, bot_factory=bot_factory(kind))
    match.play_bots()
    if not match.is_over():
        raise RuntimeError(f"{kind} seed {seed}: the bots stopped before the end")
    return match


def build(sample: Sample) -> Any:
    """The record of the first seed (from `first_seed`) whose game is what the sample wants."""
    for seed in range(sample.first_seed, sample.first_seed + 1000):
        match = play(sample.kind, sample.seats, seed)
        if sample.wanted(match.game, match.state):
            return new_record(
                match.game, match.config, seed, match.seats, match.actions,
                created=CREATED, updated=UPDATED, name=sample.name,
            )
    raise RuntimeError(f"no seed gives {sample.file}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m dragonwood_tui.devtools.make_samples FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    for sample in samples():
        record = build(sample)
        atomic_write(folder / sample.file, encode_record(record))
        s = record.header.summary
        print(f"{folder / sample.file}: seed {record.header.seed}, {s.steps} actions, {s.status}, scores {s.scores}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
