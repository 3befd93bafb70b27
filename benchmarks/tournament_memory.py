"""Peak resident memory of every process of a tournament, as the games go by.

    python benchmarks/tournament_memory.py --seats expert,hard --games 2000 --jobs 2 --seed 1
    python benchmarks/tournament_memory.py --seats expert,hard --games 500 --jobs 2 --every 100

Runs `dragonwood tournament` in this process (the same pool of worker processes as the command)
and, after every `--every` games, prints each process's peak resident set so far (VmHWM of
/proc/PID/status: the kernel's own high-water mark, so no peak between two readings is missed).
A cache that grows with the games shows as a peak that keeps climbing; bounded caches give a
plateau. Linux only (it reads /proc). `--json`: one JSON object at the end.

`--one-process` plays the deals one by one in this process (`tournament._deal_block`, which
older versions have too: the way to measure a version from before the pool helper).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonwood_tui.tournament import tournament  # noqa: E402


def peak_mib(pid: int) -> float | None:
    """VmHWM of a process in MiB (None once it has gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def _one_process(game: str, seats: list[str], games: int, seed: int, tick) -> dict:
    import time

    from dragonwood_tui import tournament as tour

    deals = max(1, -(-games // len(seats)))
    wins: dict[str, float] = dict.fromkeys(seats, 0.0)
    started = time.perf_counter()
    for d in range(deals):
        for deal in tour._deal_block(game, seats, seed, [], (d, d + 1)):
            for name, row in deal.items():
                wins[name] += row["wins"]
        tick(d + 1, deals)
    played = deals * len(seats)
    return {
        "games": played, "seconds": round(time.perf_counter() - started, 2),
        "levels": [{"bot": k, "win_share": round(w / (played * seats.count(k)), 4)} for k, w in wins.items()],
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="dragonwood")
    p.add_argument("--seats", default="expert,hard")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--every", type=int, default=0, help="games between readings (default: a tenth)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--one-process", action="store_true", help="play the deals here, one by one")
    args = p.parse_args(argv)
    if not Path("/proc/self/status").exists():
        print("tournament_memory: needs Linux's /proc", file=sys.stderr)
        return 2
    seats = args.seats.split(",")
    every = args.every or max(1, args.games // 10)
    peaks: dict[int, float] = {}  # pid -> peak MiB (the workers, and this process: "main")
    readings: list[dict] = []
    next_reading = [every]

    def read(done_games: int) -> None:
        pids = [c.pid for c in multiprocessing.active_children() if c.pid]
        for pid in [os.getpid(), *pids]:
            mib = peak_mib(pid)
            if mib is not None:
                peaks[pid] = max(peaks.get(pid, 0.0), mib)
        row = {"games": done_games, "peak_mib": {("main" if pid == os.getpid() else str(pid)): round(m, 1) for pid, m in peaks.items()}}
        readings.append(row)
        if not args.json:
            shown = ", ".join(f"{k} {v:.1f}" for k, v in row["peak_mib"].items())
            print(f"{done_games:>7} games: peak RSS (MiB) {shown}", flush=True)

    def tick(done: int, total: int) -> None:  # done and total count deals
        games = done * len(seats)
        if games >= next_reading[0] or done == total:
            next_reading[0] = games + every
            read(min(games, total * len(seats)))

    if args.one_process:
        result = _one_process(args.game, seats, args.games, args.seed, tick)
    else:
        result = tournament(args.game, seats, args.games, args.seed, jobs=args.jobs, progress=tick)
    worst = max(peaks.values())
    summary = {
        "command": " ".join(["python benchmarks/tournament_memory.py", *(argv if argv is not None else sys.argv[1:])]),
        "game": args.game, "seats": seats, "games": result["games"], "jobs": args.jobs, "seed": args.seed,
        "peak_mib_per_process": readings[-1]["peak_mib"], "worst_mib": round(worst, 1),
        "readings": readings, "seconds": result["seconds"],
        "win_shares": {r["bot"]: r["win_share"] for r in result["levels"]},
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"worst peak: {worst:.1f} MiB over {result['games']} games in {result['seconds']:.0f} s; "
              f"win shares {summary['win_shares']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
