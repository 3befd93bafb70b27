"""Dragonwood decision time of one bot level: every `choose` call of the first seat, timed.

    python benchmarks/dragonwood_decisions.py --seats hard,normal --games 200 --seed 1
    python benchmarks/dragonwood_decisions.py --seats expert --games 20 --seed 1

One process, one core; the view is built outside the timer (bots are handed no listed legal
actions, as in simulations). Prints, for wall-clock time and for the process's CPU time (which
a loaded machine inflates far less), the number of decisions and the mean, median, 95th and
99th percentile and maximum per decision in milliseconds (`--json` for one JSON object).
The `expert` is measured with its time limit off, i.e. at its full budget.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game


def _stats(times: list[float]) -> dict:
    times = sorted(times)
    n = len(times)
    if not n:
        return {"decisions": 0}
    pick = lambda q: round(1000 * times[min(n - 1, int(q * n))], 3)  # noqa: E731
    return {
        "decisions": n,
        "mean_ms": round(1000 * sum(times) / n, 3),
        "p50_ms": pick(0.5),
        "p95_ms": pick(0.95),
        "p99_ms": pick(0.99),
        "max_ms": round(1000 * times[-1], 3),
    }


def measure(seats: list[str], games: int, seed: int) -> dict:
    game = get_game("dragonwood")
    config = game.default_config(len(seats))
    wall: list[float] = []
    cpu: list[float] = []
    for g in range(games):
        s = seed + g
        state = game.new_game(config, s)
        bots = [make_bot("dragonwood", b, derive_seed(s, "bot", i)) for i, b in enumerate(seats)]
        if hasattr(bots[0], "time_limit"):
            bots[0].time_limit = None
        while not game.is_over(state):
            seat = game.to_move(state)
            view = game.view(state, seat)
            if seat == 0:
                w0, c0 = time.perf_counter(), time.process_time()
                action = bots[0].choose(view, None)
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
            else:
                action = bots[seat].choose(view, None)
            game.apply(state, action)
    return {"seats": seats, "games": games, "seed": seed, "wall": _stats(wall), "cpu": _stats(cpu)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seats", default="hard,normal", help="the first seat's level is timed")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    result = measure([s.strip() for s in args.seats.split(",")], args.games, args.seed)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{result['seats'][0]} in {','.join(result['seats'])}: {args.games} games from seed {args.seed}")
    for clock in ("wall", "cpu"):
        r = result[clock]
        print(
            f"  {clock:>4}: {r['decisions']} decisions, mean {r['mean_ms']} ms, median {r['p50_ms']}, "
            f"p95 {r['p95_ms']}, p99 {r['p99_ms']}, max {r['max_ms']} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
