"""Start-up time: `dragonwood` to an interactive main menu, against a minimal Textual app.

    python benchmarks/startup.py [--runs N] [--saves K | --folder DIR] [--lang CODE] [--count-instructions]

Each run starts a fresh Python process in a pseudo-terminal of 80x24 (as in a person's
terminal: the real Linux driver, real output) and measures the wall time until that process
has exited. The process runs either `dragonwood_tui.cli.main` (the `dragonwood` command: the
main menu, reading the saves index of a data folder holding K saved games) or a minimal Textual
app (one Label). In both, the same hook quits right after the first frame that follows the
app's Ready event, i.e. once the first screen is mounted, drawn and taking keys. Runs of the
two alternate, so a busy machine slows both alike. Prints medians, minimums and their ratio.

With `--lang fr` the two are `dragonwood` in English and in that language instead (the issue's
budget: at most 5% slower); the language's catalog is the compiled one the package ships.

With `--count-instructions` each child runs under `valgrind --tool=callgrind` instead (in the
same pseudo-terminal) and the instructions it executed are counted: a figure that a busy machine
does not move (to about 0.1%), where CPU time moves by 10-30% on a shared one. Each run takes
about 30 s. One caveat: under valgrind the child runs some 30 times slower, and two things the
app starts after its first frame can get part of their work in before it exits: the menu's
thread that reads the saves (up to 25 M instructions on a year's folder), and, when a busy
machine slows valgrind so that more than a second passes between the menu's mount and the exit,
the housekeeping thread the app starts a second after mounting (about 26 M). Neither is part of
the start-up (in the timed runs neither shows): take the fewest of a few runs (`--runs 3`), on a
machine that is not overloaded. `--folder DIR` starts on that data folder (a lived-in one:
`python -m dragonwood_tui.devtools.make_lived_in DIR`) instead of K saves.
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from pty_run import run_in_terminal  # a sibling: benchmarks run as scripts from this folder

CHILD = r"""
import sys
import textual.app as _textual_app

_ready = _textual_app.App._ready


async def _ready_then_quit(self):
    await _ready(self)
    self.call_after_refresh(self.exit)  # after the first frame is drawn


_textual_app.App._ready = _ready_then_quit

if sys.argv[1] == "minimal":
    from textual.app import App
    from textual.widgets import Label

    class Minimal(App):
        def compose(self):
            yield Label("Hello")

    Minimal().run()
else:
    from dragonwood_tui.cli import main

    sys.exit(main(["--data-dir", sys.argv[2]]))
"""


def run_once(which: str, data_dir: Path, env: dict[str, str]) -> float:
    return run_in_terminal([sys.executable, "-c", CHILD, which, str(data_dir)], env, which)


def count_instructions(which: str, data_dir: Path, env: dict[str, str]) -> int:
    """Instructions the child executed, counted by valgrind's callgrind (all its threads)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run_in_terminal(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}.%p", sys.executable, "-c", CHILD, which,
             str(data_dir)],
            env, which,
        )
        total = 0
        for name in glob.glob(f"{out}.*"):
            with open(name) as f:
                total += next(int(line.split()[1]) for line in f if line.startswith(("summary:", "totals:")))
        return total


def make_saves(data_dir: Path, count: int) -> None:
    """`count` saved games (half finished) made by computer players, for a realistic index."""
    if count <= 0:
        return
    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.games import get_game
    from dragonwood_tui.play.saves import start_save

    folder = data_dir / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    game = get_game("dragonwood")
    for i in range(count):
        seats = [SeatSpec("You", "greedy"), SeatSpec("Ada", "greedy"), SeatSpec("Bram", "greedy")]
        match = Match(game, game.default_config(3), 1000 + i, seats, bot_factory=bot_factory(game.kind))
        _, autosave = start_save(match, folder)
        autosave.detach(match)  # one write at the end, not one per action
        match.play_bots(limit=None if i % 2 else 40)
        autosave.save(match)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=None, help="runs of each (default: 15; 1 when counting)")
    parser.add_argument("--saves", type=int, default=20, help="saved games in the data folder")
    parser.add_argument("--folder", type=Path, default=None, help="start on this data folder (no saves made)")
    parser.add_argument("--lang", default=None, help="compare English with this language instead of a minimal app")
    parser.add_argument("--count-instructions", action="store_true", help="count instructions with valgrind instead")
    args = parser.parse_args()
    if args.runs is None:
        args.runs = 1 if args.count_instructions else 15
    if args.lang:
        compare_languages(args)
        return
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = args.folder or Path(tmp) / "data"
        if args.folder is None:
            make_saves(data_dir, args.saves)
        env = dict(os.environ)
        env.update(
            TERM="xterm-256color",
            # a given folder's own settings (as lived_in.py), else none
            DRAGONWOOD_CONFIG_DIR=str((args.folder or Path(tmp)) / "config"),
            DRAGONWOOD_DATA_DIR=str(data_dir),
        )
        env.pop("TEXTUAL", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app's modules are compiled once
        if args.count_instructions:
            report_instructions(data_dir, env, args.runs)
            return
        times: dict[str, list[float]] = {"minimal": [], "dragonwood": []}
        run_once("minimal", data_dir, env)  # warm the OS file cache for both
        run_once("dragonwood", data_dir, env)
        for _ in range(args.runs):
            for which in ("minimal", "dragonwood"):
                times[which].append(run_once(which, data_dir, env))
    med = {k: statistics.median(v) for k, v in times.items()}
    low = {k: min(v) for k, v in times.items()}
    for k in ("minimal", "dragonwood"):
        print(f"{k:>10}: median {med[k] * 1000:6.0f} ms, min {low[k] * 1000:6.0f} ms  ({args.runs} runs)")
    print(f"ratio dragonwood / minimal: median {med['dragonwood'] / med['minimal']:.2f}, "
          f"min {low['dragonwood'] / low['minimal']:.2f} (target <= 1.5)")


def report_instructions(data_dir: Path, env: dict[str, str], runs: int) -> None:
    if shutil.which("valgrind") is None:
        raise SystemExit("--count-instructions needs valgrind (apt-get install valgrind)")
    counts: dict[str, list[int]] = {"minimal": [], "dragonwood": []}
    for _ in range(runs):
        for which in counts:
            counts[which].append(count_instructions(which, data_dir, env))
    for k, v in counts.items():
        print(f"{k:>10}: {min(v) / 1e9:.3f} G instructions" + (f" (max {max(v) / 1e9:.3f}, {runs} runs)" if runs > 1 else ""))
    print(f"ratio dragonwood / minimal: {min(counts['dragonwood']) / min(counts['minimal']):.3f} "
          f"(fewest of each; the menu's budget on a lived-in folder: <= 1.2)")


def compare_languages(args: argparse.Namespace) -> None:
    other = f"dragonwood ({args.lang})"
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        make_saves(data_dir, args.saves)
        env = dict(os.environ)
        env.update(
            TERM="xterm-256color",
            DRAGONWOOD_CONFIG_DIR=str(Path(tmp) / "config"),
            DRAGONWOOD_DATA_DIR=str(data_dir),
        )
        env.pop("TEXTUAL", None)
        envs = {"dragonwood (en)": {**env, "DRAGONWOOD_LANG": "en"}, other: {**env, "DRAGONWOOD_LANG": args.lang}}
        run_once("dragonwood", data_dir, envs["dragonwood (en)"])  # warm the OS file cache
        run_once("dragonwood", data_dir, envs[other])
        times: dict[str, list[float]] = {k: [] for k in envs}
        for _ in range(args.runs):
            for which, which_env in envs.items():
                times[which].append(run_once("dragonwood", data_dir, which_env))
    med = {k: statistics.median(v) for k, v in times.items()}
    low = {k: min(v) for k, v in times.items()}
    for k in envs:
        print(f"{k:>16}: median {med[k] * 1000:6.0f} ms, min {low[k] * 1000:6.0f} ms  ({args.runs} runs)")
    base = "dragonwood (en)"
    print(f"ratio {other} / English: median {med[other] / med[base]:.3f}, min {low[other] / low[base]:.3f} (target <= 1.05)")


if __name__ == "__main__":
    main()
