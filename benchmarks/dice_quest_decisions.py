"""Expert Dice Quest decision time: every `choose` call of solo games, timed one by one.

    python benchmarks/dice_quest_decisions.py --games 200 --seed 1

Runs in a fresh process (cold caches count), one core. Prints the number of decisions and the
mean, median, 95th and 99th percentile and maximum time per decision, in milliseconds
(`--json` for one JSON object). Target: p95 <= 50 ms.
"""

from __future__ import annotations

import argparse
import json
import sys

from decisions import stats, time_decisions


def measure(games: int, seed: int, players: int = 1, bot: str = "expert") -> dict:
    times = time_decisions("dice-quest", [bot] * players, games, seed)["wall"]
    return {"bot": bot, "players": players, "games": games, "seed": seed, **stats(times)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=1)
    p.add_argument("--bot", default="expert")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    r = measure(args.games, args.seed, args.players, args.bot)
    if args.json:
        print(json.dumps(r))
    else:
        print(
            f"{r['bot']} ({r['players']} seat{'s' if r['players'] > 1 else ''}): {r['decisions']} decisions "
            f"in {r['games']} games from seed {r['seed']}: mean {r['mean_ms']} ms, p50 {r['p50_ms']} ms, "
            f"p95 {r['p95_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
