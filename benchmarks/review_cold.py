"""A review in a fresh process, as a player runs it: `dragonwood review FILE` (default --jobs).

    python benchmarks/review_cold.py [--kind dice-quest] [--seats 1] [--bots expert] [--seeds 1-5]
                                     [--tree DIR ...] [--runs 2] [--count-instructions]
    python benchmarks/review_cold.py --records saves/dice-quest-solo-won.json saves/dice-quest-solo-lost.json

Plays each seed's game between `--bots` (one level, or one per seat, comma-separated) in this
process, writes it to a temporary folder, then times `dragonwood review FILE --json` in a new
Python process per run, with the cache removed before each run: the wall seconds and the CPU
seconds of that process and its workers (user + system), start-up and imports included. Each
`--tree` is a checkout of the project (default: this one): its package is the one imported, so
two trees can be compared run for run, alternated (a busy machine slows both alike). Prints one
JSON row per tree and seed: the medians of the runs, and the review's accuracy (the same in
both trees when an optimisation changes no figure). `--records`: these record files instead of
played games (each copied to the temporary folder: its review's cache is not written beside it).

`--count-instructions`: each run under `valgrind --tool=callgrind` instead, the instructions
counted (a figure a busy machine does not move; some 30 times slower).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

RUN = "import sys; sys.path.insert(0, sys.argv[1]); from dragonwood_tui.cli import main; sys.exit(main(sys.argv[2:]))"


def _seeds(text: str) -> list[int]:
    if "-" in text:
        a, b = text.split("-")
        return list(range(int(a), int(b) + 1))
    return [int(s) for s in text.split(",")]


def _one(tree: Path, record: Path, count: bool) -> dict:
    cache = record.with_name(record.name + ".review.json")
    cache.unlink(missing_ok=True)
    command = [sys.executable, "-c", RUN, str(tree), "review", str(record), "--json"]
    out: dict = {}
    if count:
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "callgrind.out"
            done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={log}", "--trace-children=yes",
                                   *command], capture_output=True, text=True, check=True)
            found = re.findall(r"Collected\s*:\s*(\d+)", done.stderr)
            out["instructions"] = sum(int(n) for n in found)
            out["stdout"] = done.stdout
        return out
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    out["wall"] = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    out["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    out["stdout"] = done.stdout
    return out


def main() -> None:
    from review import play_record  # benchmarks/review.py

    from dragonwood_tui.storage.records import encode_record

    ap = argparse.ArgumentParser()
    ap.add_argument("--kind", default="dice-quest")
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--bots", default="expert")
    ap.add_argument("--seeds", default="1-5")
    ap.add_argument("--tree", action="append", type=Path)
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--count-instructions", action="store_true")
    ap.add_argument("--records", nargs="+", type=Path)
    args = ap.parse_args()
    trees = [t.resolve() for t in (args.tree or [HERE.parent])]
    levels = args.bots.split(",")
    bots = levels * args.seats if len(levels) == 1 else levels
    with tempfile.TemporaryDirectory() as folder:
        if args.records:
            jobs = []
            for path in args.records:
                record = Path(folder) / path.name
                record.write_bytes(path.read_bytes())
                jobs.append((path.name, record))
        else:
            jobs = []
            for seed in _seeds(args.seeds):
                record = Path(folder) / f"{args.kind}-{seed}.json"
                record.write_bytes(encode_record(play_record(args.kind, bots, seed)))
                jobs.append((seed, record))
        for seed, record in jobs:
            rows: dict[Path, list[dict]] = {t: [] for t in trees}
            for _ in range(args.runs):
                for tree in trees:  # alternated
                    rows[tree].append(_one(tree, record, args.count_instructions))
            for tree in trees:
                runs = rows[tree]
                review = json.loads(runs[-1]["stdout"])
                row = {"tree": str(tree), "kind": review["game"], "bots": bots if not args.records else None,
                       "seed": seed, "decisions": len(review["decisions"]), "accuracy": round(review["accuracy"], 6)}
                for key in ("wall", "cpu", "instructions"):
                    if key in runs[0]:
                        row[key] = round(statistics.median(r[key] for r in runs), 3)
                row["load"] = round(os.getloadavg()[0], 1)
                print(json.dumps(row), flush=True)

if __name__ == "__main__":
    main()
