"""Games per CPU-second of `dragonwood simulate`, one core, with the spread over rounds.

    python benchmarks/simulate_cpu.py --game dragonwood --seats greedy,greedy,greedy,greedy
    python benchmarks/simulate_cpu.py --game dice-quest --seats expert --games 40
    python benchmarks/simulate_cpu.py --game road-quest --seats hard,hard --games 100

Each game is played in this process exactly as `simulate` plays it (its `_game_block`, one game
a block) and timed by the process's CPU time (`time.process_time`), which a machine loaded by
other work inflates far less than the wall clock. `--rounds` batches of `--games` games, seeds
following on; each round's games per CPU-second, then their median, least and most.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from dragonwood_tui.simulate import _game_block


def ours(kind: str, seats: Sequence[str], variants: list[str] | None = None) -> Callable[[int], float]:
    """A function playing our game of `seed` as `simulate` does; it returns its CPU seconds."""
    bots = list(seats)

    def one(seed: int) -> float:
        t = time.process_time()
        _game_block(kind, bots, seed, variants, (0, 1))
        return time.process_time() - t

    return one


def rate(seconds: Sequence[float]) -> float:
    """Games per CPU-second of games timed `seconds` each."""
    total = sum(seconds)
    return len(seconds) / total if total > 0 else float("inf")


def spread(values: Sequence[float]) -> dict[str, float]:
    """The median, least and most of a figure over rounds."""
    return {"median": round(statistics.median(values), 2), "min": round(min(values), 2), "max": round(max(values), 2)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="dragonwood")
    p.add_argument("--seats", default="greedy,greedy,greedy,greedy")
    p.add_argument("--variant", action="append", default=None)
    p.add_argument("--games", type=int, default=200, help="games per round")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.games < 1 or args.rounds < 1:
        print("simulate_cpu: --games and --rounds must be at least 1", file=sys.stderr)
        return 2
    seats = [s.strip() for s in args.seats.split(",")]
    play = ours(args.game, seats, args.variant)
    play(args.seed)  # warm-up: imports and tables, outside every round
    rounds = []
    for r in range(args.rounds):
        first = args.seed + r * args.games
        rounds.append(rate([play(first + g) for g in range(args.games)]))
    result = {
        "game": args.game, "seats": seats, "games_per_round": args.games, "rounds": args.rounds,
        "seed": args.seed, "games_per_cpu_second": [round(x, 2) for x in rounds], "spread": spread(rounds),
    }
    if args.json:
        print(json.dumps(result))
        return 0
    s = result["spread"]
    print(f"{args.game} {','.join(seats)}: {args.rounds} rounds of {args.games} games from seed {args.seed}")
    print(f"  games per CPU-second: median {s['median']}, {s['min']}-{s['max']} "
          f"(rounds: {', '.join(str(x) for x in result['games_per_cpu_second'])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
