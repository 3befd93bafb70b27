"""A seat-rotated Dragonwood tournament with the one-turn expected-value benchmark player
(`benchmarks/ev_bot.py`, seated as `ev`) among the app's levels.

    python benchmarks/ev_tournament.py --seats expert,ev --games 1000 --seed 1 [--jobs 1] [--json] [--out FILE]

The games are those of `dragonwood tournament` (the same deals, seatings, bot seeds, interval
over deals and table: `dragonwood_tui.tournament`); only the `ev` name is added to the bots'
registry first. With `--out`, the summary so far is written to FILE after every block of deals
(20), so a run stopped early still leaves its figures, over the deals played ("deals" says how
many).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import ev_bot  # noqa: E402
from dragonwood_tui import tournament as T  # noqa: E402


def summary(seats: list[str], seed: int, deal_rows: list[dict[str, Any]], seconds: float, jobs: int) -> dict[str, Any]:
    """`tournament()`'s summary of the deals in `deal_rows` (one dict per deal, as
    `tournament._deal_block` returns them), in the same shape."""
    from collections import Counter

    levels = list(dict.fromkeys(seats))
    shares: dict[str, Counter[float]] = {k: Counter() for k in levels}
    totals = {k: {"wins": 0.0, "games": 0, "score": 0, "t": 0.0, "decisions": 0, "hist": {}} for k in levels}
    for deal in deal_rows:
        for name, row in deal.items():
            tot = totals[name]
            shares[name][row["wins"] / row["games"]] += 1
            for key in ("wins", "games", "score", "t"):
                tot[key] += row[key]
            for b, c in row["hist"].items():
                tot["hist"][b] = tot["hist"].get(b, 0) + c
                tot["decisions"] += c
    rows = []
    for name in levels:
        tot = totals[name]
        mean, low, high = T.interval_of_counts(shares[name])
        decisions = tot["decisions"]
        games = tot["games"] or 1
        rows.append({
            "bot": name, "seats": seats.count(name), "games": tot["games"], "wins": round(tot["wins"], 4),
            "win_share": round(mean, 4), "win_share_ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(tot["score"] / games, 4), "decisions": decisions,
            "mean_decision_ms": round(1000 * tot["t"] / decisions, 3) if decisions else 0.0,
            "p95_decision_ms": round(1000 * T.percentile(tot["hist"], 0.95), 3),
        })
    n = len(seats)
    return {
        "game": "dragonwood", "seats": seats, "solo": n == 1, "variants": [], "deals": len(deal_rows),
        "games": len(deal_rows) * n, "seed": seed, "jobs": jobs, "seconds": round(seconds, 2),
        "fair_share": round(1 / n, 4) if n > 1 else None, "levels": rows,
    }


def run(seats: list[str], games: int, seed: int, jobs: int = 1, out: Path | None = None) -> dict[str, Any]:
    """Play the tournament; with `out`, write the summary so far after every block."""
    import time
    from contextlib import closing
    from functools import partial

    from dragonwood_tui.headless import run_blocks

    ev_bot.register()
    for name in set(seats):
        T.make_bot("dragonwood", name, 0)  # refuse an unknown name before any work
    deals = max(1, -(-games // len(seats)))
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    work = partial(T._deal_block, "dragonwood", seats, seed, [])
    with closing(run_blocks(work, deals, jobs, "deals", sys.stderr.isatty())) as results:
        for block in results:
            rows.extend(block)
            if out is not None:
                partial_result = summary(seats, seed, rows, time.perf_counter() - started, jobs)
                tmp = out.with_suffix(".tmp")
                tmp.write_text(json.dumps(partial_result, indent=1))
                tmp.replace(out)
    return summary(seats, seed, rows, time.perf_counter() - started, jobs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", required=True, help="comma separated: levels and ev, e.g. expert,ev")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--out", type=Path, help="write the summary so far here after every block of deals")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        result = run(seats, args.games, args.seed, args.jobs, args.out)
    except KeyError as e:  # an unknown name: the registry's one line
        print(f"ev_tournament: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else T.table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
