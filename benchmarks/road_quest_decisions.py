"""Road Quest decision time: every `choose` call of the chosen bot, timed one by one.

    python benchmarks/road_quest_decisions.py --games 300 --players 2 --bot hard --seed 1

One core, one process. The seat under test plays every seat. Prints the number of decisions and
the mean, median, 95th and 99th percentile and maximum time per decision, in milliseconds
(`--json` for one JSON object). Target: p95 <= 20 ms for `hard`.
"""

from __future__ import annotations

import argparse
import json
import time

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game


def measure(games: int, seed: int, players: int, bot: str) -> dict:
    game = get_game("road-quest")
    config = game.default_config(players)
    times: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        s = seed + g
        state = game.new_game(config, s)
        bots = [make_bot("road-quest", bot, derive_seed(s, "bot", i)) for i in range(players)]
        while not game.is_over(state):
            seat = game.to_move(state)
            view, legal = game.view(state, seat), game.legal_actions(state)
            t0 = clock()
            action = bots[seat].choose(view, legal)
            times.append(clock() - t0)
            game.apply(state, action)
    times.sort()
    n = len(times)

    def pct(q: float) -> float:
        return round(times[min(n - 1, int(q * n))] * 1000, 3)

    return {
        "bot": bot, "players": players, "games": games, "seed": seed, "decisions": n,
        "mean_ms": round(sum(times) / n * 1000, 3), "median_ms": pct(0.5), "p95_ms": pct(0.95),
        "p99_ms": pct(0.99), "max_ms": round(times[-1] * 1000, 3),
    }


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
              f"mean {r['mean_ms']} ms, median {r['median_ms']}, p95 {r['p95_ms']}, p99 {r['p99_ms']}, max {r['max_ms']}")


if __name__ == "__main__":
    main()
