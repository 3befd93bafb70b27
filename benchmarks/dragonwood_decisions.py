"""Dragonwood decision time of one bot level: every `choose` call of the first seat, timed.

    python benchmarks/dragonwood_decisions.py --seats hard,normal --games 200 --seed 1
    python benchmarks/dragonwood_decisions.py --seats expert --games 20 --seed 1

One process, one core; the view is built outside the timer (bots are handed no listed legal
actions, as in simulations). Prints, for wall-clock time and for the process's CPU time (which
a loaded machine inflates far less), the number of decisions and the mean, median, 95th and
99th percentile and maximum per decision in milliseconds (`--json` for one JSON object).
The `expert` is measured with its time limit off, i.e. at its full budget; for it the decisions
it searched and the worlds it dealt for each are counted too.
"""

from __future__ import annotations

import argparse
import json
import sys

from decisions import stats, time_decisions


def measure(seats: list[str], games: int, seed: int) -> dict:
    timed: list = []  # the first seat's bot of every game

    def full_budget(bots: list) -> None:
        if hasattr(bots[0], "time_limit"):
            bots[0].time_limit = None
        timed.append(bots[0])

    times = time_decisions("dragonwood", seats, games, seed, timed={0}, legal=False, setup=full_budget)
    result = {"seats": seats, "games": games, "seed": seed, "wall": stats(times["wall"]), "cpu": stats(times["cpu"])}
    searches = sum(getattr(b, "thought", 0) for b in timed)
    if searches:  # `expert`: how many decisions it searched, and the worlds it dealt for each
        dealt = sum(getattr(b, "dealt", 0) for b in timed)
        result["searches"] = {"decisions": searches, "mean_worlds": round(dealt / searches, 1)}
    return result


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
    if "searches" in result:
        r = result["searches"]
        print(f"  searched {r['decisions']} decisions, {r['mean_worlds']} worlds each on average")
    return 0


if __name__ == "__main__":
    sys.exit(main())
