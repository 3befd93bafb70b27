"""Road Quest decision time: every `choose` call of the chosen bot, timed one by one.

    python benchmarks/road_quest_decisions.py --games 300 --players 2 --bot hard --seed 1
    python benchmarks/road_quest_decisions.py --games 10 --players 4 --bot expert --seed 1

One core, one process. The seat under test plays every seat. Prints the number of decisions and
the mean, median, 95th and 99th percentile and maximum time per decision, in milliseconds, in
wall-clock time and in the process's CPU time (which a loaded machine inflates far less; `--json`
for one JSON object). A bot with a time limit (`expert`) is measured at its full budget, the limit
off. Targets: p95 <= 20 ms for `hard`, <= 1 s for `expert`.
"""

from __future__ import annotations

import argparse
import json

from decisions import stats, time_decisions


def full_budget(bots: list) -> None:
    for b in bots:
        if hasattr(b, "time_limit"):
            b.time_limit = None


def measure(games: int, seed: int, players: int, bot: str) -> dict:
    times = time_decisions("road-quest", [bot] * players, games, seed, setup=full_budget)
    return {"bot": bot, "players": players, "games": games, "seed": seed, **stats(times["wall"]), "cpu": stats(times["cpu"])}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bot", default="hard")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    r = measure(a.games, a.seed, a.players, a.bot)
    if a.json:
        print(json.dumps(r))
    else:
        print(f"{r['bot']} ({r['players']} seats): {r['decisions']} decisions in {r['games']} games; "
              f"mean {r['mean_ms']} ms, median {r['p50_ms']}, p95 {r['p95_ms']}, p99 {r['p99_ms']}, max {r['max_ms']}")
        c = r["cpu"]
        print(f"  CPU time: mean {c['mean_ms']} ms, median {c['p50_ms']}, p95 {c['p95_ms']}, p99 {c['p99_ms']}, max {c['max_ms']}")


if __name__ == "__main__":
    main()
