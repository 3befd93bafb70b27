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
import time

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game


def measure(games: int, seed: int, players: int = 1, bot: str = "expert") -> dict:
    game = get_game("dice-quest")
    config = game.default_config(players)
    times: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        s = seed + g
        state = game.new_game(config, s)
        bots = [make_bot("dice-quest", bot, derive_seed(s, "bot", i)) for i in range(players)]
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
        "bot": bot,
        "players": players,
        "games": games,
        "seed": seed,
        "decisions": n,
        "mean_ms": round(sum(times) / n * 1000, 3),
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": round(times[-1] * 1000, 3),
    }


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
