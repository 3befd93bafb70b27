"""`dragonwood replay FILE` on a long record: the wall time until the replay viewer is up.

    python benchmarks/replay_command.py [--runs N] [--actions A] [--before DIR]

Each run starts a fresh process in an 80x24 pseudo-terminal (stdout a terminal, so the command
opens the app) running `dragonwood replay FILE` on a record of A actions (default 20,000, the
record limit: a 3-seat Dice Quest whose seats mostly give up, as benchmarks/records.py makes);
a hook quits the app right after the first frame that follows the ReplayScreen's mount. With
`--before DIR` (a checkout of another version, e.g. `git archive <commit> | tar -x -C DIR`),
runs of that version (imported from DIR) and of this one alternate, so a busy machine slows
both alike. Prints medians and minimums; then, in this process, the stages the command goes
through (read, the check walk the command used to make before the app's, the viewer's walk).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from pty_run import run_in_terminal  # a sibling: benchmarks run as scripts from this folder

HERE = Path(__file__).resolve().parent

CHILD = r"""
import sys
from dragonwood_tui.tui.screens import replay

_mount = replay.ReplayScreen.on_mount


def _mount_then_quit(self):
    _mount(self)
    self.app.call_after_refresh(self.app.exit)  # after the first frame of the viewer


replay.ReplayScreen.on_mount = _mount_then_quit
from dragonwood_tui.cli import main

sys.exit(main(["replay", sys.argv[1]]))
"""


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(record: Path, env: dict[str, str], tree: Path | None) -> tuple[float, float]:
    """(wall, CPU) seconds of one run; the CPU time (user + system of the child) depends less
    on how busy the machine is."""
    child_env = dict(env)
    if tree is not None:
        child_env["PYTHONPATH"] = str(tree)
    cpu = _children_cpu()
    elapsed = run_in_terminal([sys.executable, "-c", CHILD, str(record)], child_env)
    return elapsed, _children_cpu() - cpu


def make_record(path: Path, actions: int) -> None:
    sys.path.insert(0, str(HERE))
    from records import stalling_actions  # the benchmark's legal long game

    from dragonwood_tui.play.autosave import Autosave

    match = stalling_actions(actions)[0]
    Autosave(path).attach(match)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--before", type=Path, default=None, help="a checkout of the version to compare with")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        record = Path(tmp) / "long.json"
        make_record(record, args.actions)
        env = dict(os.environ)
        env.update(TERM="xterm-256color", DRAGONWOOD_CONFIG_DIR=str(Path(tmp) / "config"), DRAGONWOOD_DATA_DIR=str(Path(tmp) / "data"))
        env.pop("TEXTUAL", None)
        versions: dict[str, Path | None] = {"this": None}
        if args.before is not None:
            versions = {"before": args.before.resolve(), "this": None}
        times: dict[str, list[float]] = {k: [] for k in versions}
        cpus: dict[str, list[float]] = {k: [] for k in versions}
        for _ in range(args.runs):
            for name, tree in versions.items():
                wall, cpu = run_once(record, env, tree)
                times[name].append(wall)
                cpus[name].append(cpu)
        stages = time_stages(record, args.runs)
    print(f"dragonwood replay FILE, {args.actions:,} actions, until the viewer's first frame ({args.runs} runs each):")
    for name, values in times.items():
        print(f"  {name:>6} wall: median {statistics.median(values):6.2f} s, min {min(values):6.2f} s  {[round(v, 2) for v in values]}")
        cpu = cpus[name]
        print(f"  {name:>6} CPU:  median {statistics.median(cpu):6.2f} s, min {min(cpu):6.2f} s  {[round(v, 2) for v in cpu]}")
    print("in process, median / min:")
    for name, values in stages.items():
        print(f"  {name}: {statistics.median(values):.2f} / {min(values):.2f} s")


def time_stages(record: Path, runs: int) -> dict[str, list[float]]:
    """read + decode; the check walk without the viewer's keepings (`replay_record`: what the
    command did before the app walked again); the viewer's walk (`cursor_of(lines=True)`: now
    the only one)."""
    from dragonwood_tui.storage.files import read_record_file
    from dragonwood_tui.storage.records import cursor_of, replay_record

    out: dict[str, list[float]] = {"read and decode": [], "check walk (removed)": [], "viewer walk (kept)": []}
    for _ in range(runs):
        t = time.perf_counter()
        loaded = read_record_file(record)
        out["read and decode"].append(time.perf_counter() - t)
        t = time.perf_counter()
        replay_record(loaded)
        out["check walk (removed)"].append(time.perf_counter() - t)
        t = time.perf_counter()
        cursor_of(loaded, lines=True)
        out["viewer walk (kept)"].append(time.perf_counter() - t)
    return out


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
