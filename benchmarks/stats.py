"""Statistics: the player's record computed from N finished records, without and with the cache.

    python benchmarks/stats.py [--games N] [--repeat R]

The records are N/2 three-seat Dragonwood games between greedy bots and N/2 solo Dice Quests by
the expert bot, saved in a temporary saves folder. "cold" re-plays every record (no cache, or
the first run); "cached" reads the cache and only stats the files; "one new game" is the cost
after a game ends (the end-of-game rank line): one record re-played, the rest from the cache.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_build import new_record
from dragonwood_tui.storage.records import encode_record
from dragonwood_tui.games import get_game
from dragonwood_tui.stats import cache_path, compute


def write_games(folder: Path, n: int) -> None:
    for i in range(n):
        kind, seats = (("dragonwood", ["greedy"] * 3) if i % 2 == 0 else ("dice-quest", ["expert"]))
        game = get_game(kind)
        config = game.default_config(len(seats))
        specs = [SeatSpec(f"P{s}", b) for s, b in enumerate(seats)]
        match = Match(game, config, 1000 + i, specs, bot_factory=bot_factory(kind))
        match.play_bots()
        record = new_record(game, config, 1000 + i, specs, match.actions)
        (folder / f"g{i:04d}.json").write_bytes(encode_record(record))


def timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "saves"
        folder.mkdir()
        write_games(folder, args.games)
        cold = [timed(lambda: compute(folder, use_cache=False)) for _ in range(args.repeat)]
        compute(folder)
        cached = [timed(lambda: compute(folder)) for _ in range(args.repeat)]
        new = []
        for r in range(args.repeat):
            (folder / f"g{r:04d}.json").touch()  # a changed file: re-played, the others from the cache
            new.append(timed(lambda: compute(folder)))
        print(f"{args.games} records, cache {cache_path(folder).stat().st_size} bytes")
        for name, xs in (("cold (re-play all)", cold), ("cached", cached), ("one changed record", new)):
            print(f"{name:20s} median {statistics.median(xs):8.1f} ms   max {max(xs):8.1f} ms")


if __name__ == "__main__":
    main()
