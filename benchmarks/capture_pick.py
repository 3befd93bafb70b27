"""What the table's default capture costs: `hard`'s pick among the selected cards.

    python benchmarks/capture_pick.py [--games 10] [--json]

Plays heads-up games of `hard` against `hard`; at every turn decision, for every selection of 1
to 4 cards of the hand that allows a capture, times `dragonwood_pick.rank_captures` (hard's values
of the selection's captures, what the chances box computes at each redraw). Prints
the median, 95th percentile and maximum in milliseconds (the best of 3 runs of each call, so
that another process's time slice is not counted).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dragonwood_tui.bots import make_bot  # noqa: E402
from dragonwood_tui.bots.dragonwood_pick import rank_captures  # noqa: E402
from dragonwood_tui.games.dragonwood import GAME  # noqa: E402
from dragonwood_tui.games.dragonwood.view import capture_options  # noqa: E402


def measure(games: int) -> list[float]:
    times: list[float] = []
    for seed in range(games):
        s = GAME.new_game(GAME.default_config(2), 500 + seed)
        bots = [make_bot("dragonwood", "hard", seed * 10 + i) for i in range(2)]
        while not GAME.is_over(s):
            seat = GAME.to_move(s)
            view = GAME.view(s, seat)
            if view.phase == "turn":
                for k in range(1, 5):
                    for cards in combinations(sorted(view.hand), k):
                        options = capture_options(view, list(cards))
                        if not any(o.legal for o in options):
                            continue
                        best = float("inf")
                        for _ in range(3):
                            t0 = time.perf_counter()
                            rank_captures(view, list(cards), (), options)
                            best = min(best, time.perf_counter() - t0)
                        times.append(best * 1000)
            GAME.apply(s, bots[seat].choose(view, None))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    times = sorted(measure(args.games))
    result = {
        "selections": len(times),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 3),
        "max_ms": round(times[-1], 3),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['selections']} selections: median {result['median_ms']} ms, p95 {result['p95_ms']} ms, max {result['max_ms']} ms")


if __name__ == "__main__":
    main()
