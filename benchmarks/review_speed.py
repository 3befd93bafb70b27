"""The review's speed on 2 cores (docs/performance.md, "The review of play").

    python benchmarks/review_speed.py [--jobs 2] [--only road-quest|dragonwood|dice-quest]

Reviews, at the default analysis, seat 1 of: a 2-seat Road Quest game between `hard` bots (seed
1), a 4-seat Dragonwood game between `hard` bots (seed 1), and 20 solo Dice Quest games of
`expert` (seeds 1-20). Prints per game its decisions, the wall seconds with `--jobs` processes,
and the CPU seconds of the parent and its workers (the work, whatever the load); and the same
review in one process (`cpu_one_process`), the figure the optimisations change. The figures of
the review are printed too (accuracy, a hash of the decisions): an optimisation must not change
them.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.dirname(__file__))

from review import play_record  # noqa: E402

GAMES = {"road-quest": (["hard", "hard"], [1]), "dragonwood": (["hard"] * 4, [1]), "dice-quest": (["expert"], list(range(1, 21)))}


def _digest(review) -> str:
    import msgspec

    from dragonwood_tui.engine.blake import blake2b

    numbers = [(d.step, d.chance_played, d.chance_best, d.loss, d.se, d.cls) for d in review.decisions]
    return blake2b(msgspec.json.encode(numbers), digest_size=8).hexdigest()


def measure(kind: str, jobs: int) -> dict:
    from dragonwood_tui.review import run

    bots, seeds = GAMES[kind]
    out: dict = {"kind": kind, "seats": len(bots), "games": len(seeds), "jobs": jobs, "decisions": 0,
                 "wall": 0.0, "cpu": 0.0, "cpu_one_process": 0.0, "accuracy": [], "digest": []}
    for seed in seeds:
        record = play_record(kind, bots, seed)
        for j in (jobs, 1) if jobs > 1 else (1,):
            run._analysts.clear()
            before = os.times()
            start = time.perf_counter()
            review = run.review_record(record, 0, jobs=j)
            wall = time.perf_counter() - start
            after = os.times()
            cpu = (after.user - before.user) + (after.children_user - before.children_user)
            if j == jobs:
                out["wall"] += wall
                out["cpu"] += cpu
            if j == 1:
                out["cpu_one_process"] += cpu
        out["decisions"] += len(review.decisions)
        out["accuracy"].append(round(review.accuracy, 6))
        out["digest"].append(_digest(review))
    for key in ("wall", "cpu", "cpu_one_process"):
        out[key] = round(out[key] / len(seeds), 2)
    out["load_after"] = round(os.getloadavg()[0], 1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only")
    args = ap.parse_args()
    for kind in GAMES:
        if args.only and kind != args.only:
            continue
        print(json.dumps(measure(kind, args.jobs)), flush=True)


if __name__ == "__main__":
    main()
