"""The budgets of a lived-in data folder (a year of play), measured in one run, as ratios.

    python benchmarks/lived_in.py [--days 365] [--folder DIR] [--runs 7] [--only NAMES]

Writes the folder with `python -m dragonwood_tui.devtools.make_lived_in` (or uses `--folder`,
one written before), then measures, each against its budget (docs/performance.md):

- startup: `dragonwood` to an interactive main menu on the folder, against a minimal Textual
  app, in an 80x24 pseudo-terminal (benchmarks/startup.py's child), wall and CPU time of the
  process; and the modules of the project the menu imported (`-X importtime`).
- verify: `dragonwood verify FILE` (the longest save) against `python -c "import msgspec"`, CPU.
- screens: the Statistics screen, the Saves list, the Campaign map and the Daily calendar,
  each opened from the main menu with its caches written, until drawn and idle (Textual's
  headless driver): median of `--runs`. First the openings of a session (a new process each
  run: the app started on the folder, the menu on screen 0.3 s as a person reads it, then the
  screen's key), and the same with the key pressed as the menu shows ("at once", told apart:
  the app's warm-up after the menu's first frame may not have run); then the openings again in one
  app (it keeps the Statistics and the Saved games screens, and the modules are loaded).
- rebuild: the statistics and campaign caches rebuilt from nothing, with all the saves and
  with half of them: time per file at both sizes.
- replay: opening a 20,000-action record in the replay viewer's cursor (read, decoded, checked
  and walked, with its snapshots), against its first 2,000 actions: time per action at both.

`--only startup,verify,screens,rebuild,replay` runs a part. Run it with `nice -n 10` on a
shared machine: every figure that compares is a ratio of two runs made minutes apart.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pty_run import run_in_terminal  # a sibling: benchmarks run as scripts from this folder
from startup import CHILD

PARTS = ("startup", "verify", "screens", "rebuild", "replay")
MENU_BUDGET, VERIFY_BUDGET, SCREEN_BUDGET_MS, LINEAR_BUDGET = 1.2, 1.5, 150.0, 1.5


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER BUDGET"


# -- start-up ----------------------------------------------------------------------------------


def _importtime_child(log: Path) -> str:
    return f"import os, sys\nfd = os.open({str(log)!r}, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)\nos.dup2(fd, 2)\n" + CHILD


def imports_of_menu(folder: Path, env: dict[str, str]) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "importtime.txt"
        # -X importtime logs every import to stderr; the child sends its stderr to `log` first
        # thing (the interpreter's own start-up before that imports nothing of the project)
        run_in_terminal([sys.executable, "-X", "importtime", "-c", _importtime_child(log), "dragonwood", str(folder)],
                        env, "importtime")
        text = log.read_text()
    return [m.group(1) for line in text.splitlines() if (m := re.search(r"\|\s*(dragonwood_tui[\w.]*)\s*$", line))]


def startup_part(folder: Path, env: dict[str, str], runs: int) -> None:
    def once(which: str) -> tuple[float, float]:
        cpu = children_cpu()
        wall = run_in_terminal([sys.executable, "-c", CHILD, which, str(folder)], env, which)
        return wall, children_cpu() - cpu

    once("minimal")
    once("dragonwood")  # warm the OS file cache for both
    times: dict[str, list[tuple[float, float]]] = {"minimal": [], "dragonwood": []}
    for _ in range(runs):
        for which in times:
            times[which].append(once(which))
    wall = {k: statistics.median(w for w, _ in v) for k, v in times.items()}
    cpu = {k: statistics.median(c for _, c in v) for k, v in times.items()}
    for k in times:
        print(f"  {k:>10}: wall median {wall[k] * 1000:6.0f} ms, CPU median {cpu[k] * 1000:6.0f} ms ({runs} runs)")
    rw, rc = wall["dragonwood"] / wall["minimal"], cpu["dragonwood"] / cpu["minimal"]
    print(f"  start-up ratio (budget <= {MENU_BUDGET}): wall {rw:.2f}, CPU {rc:.2f}  {verdict(max(rw, rc) <= MENU_BUDGET)}")
    mods = sorted(set(imports_of_menu(folder, env)))
    heavy = [m for m in mods if any(m == h or m.startswith(h if h.endswith(".") else h + ".") for h in HEAVY)]
    print(f"  the menu imported {len(mods)} modules of the project; of a game's rules, bots, records, "
          f"statistics, campaign or daily: {len(heavy)}")
    print("    " + " ".join(mods))


HEAVY = ("dragonwood_tui.games.", "dragonwood_tui.bots.",  # (a name, or a prefix ending in ".")
         "dragonwood_tui.engine.record_format", "dragonwood_tui.engine.record_build", "dragonwood_tui.engine.record_read",
         "dragonwood_tui.engine.record_check", "dragonwood_tui.engine.record_peek", "dragonwood_tui.engine.replay",
         "dragonwood_tui.stats", "dragonwood_tui.campaign", "dragonwood_tui.daily")


# -- verify ------------------------------------------------------------------------------------


def longest_save(folder: Path) -> Path:
    return max((folder / "saves").glob("*.json"), key=lambda p: p.stat().st_size)


def verify_part(folder: Path, env: dict[str, str], runs: int) -> None:
    target = longest_save(folder)
    commands = {
        "import msgspec": [sys.executable, "-c", "import msgspec"],
        "dragonwood verify": [sys.executable, "-m", "dragonwood_tui", "verify", str(target)],
    }

    def once(argv: list[str]) -> float:
        cpu = children_cpu()
        subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
        return children_cpu() - cpu

    for argv in commands.values():
        once(argv)
    cpu: dict[str, list[float]] = {k: [] for k in commands}
    for _ in range(runs):
        for k, argv in commands.items():
            cpu[k].append(once(argv))
    med = {k: statistics.median(v) for k, v in cpu.items()}
    for k, v in med.items():
        print(f"  {k:>17}: CPU median {v * 1000:6.0f} ms ({runs} runs)")
    ratio = med["dragonwood verify"] / med["import msgspec"]
    print(f"  verify {target.name} ({target.stat().st_size:,} bytes) / import msgspec (budget <= {VERIFY_BUDGET}): "
          f"CPU {ratio:.2f}  {verdict(ratio <= VERIFY_BUDGET)}")


# -- the four screens --------------------------------------------------------------------------


# The first opening of a screen in a session, as a player gets it: a new process starts the app
# on the folder (its caches on disk), the menu stays on screen MENU_READ_S (a person reads it;
# the app's warm-up runs then), then the screen's key; timed until it is drawn and idle.
FIRST_CHILD = r"""
import asyncio, sys, time
from datetime import timezone
from pathlib import Path

from dragonwood_tui.devtools.make_lived_in import LAST_DAY
from dragonwood_tui.tui.app import make_app

from textual.screen import Screen
from textual.widgets import Footer, Static

folder, which, delay = Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])


class Empty(Screen[None]):
    def compose(self):
        yield Static("nothing")
        yield Footer()


async def first() -> None:
    app = make_app(data_dir=folder, config_dir=folder / "config", tz=timezone.utc)
    app.fixed_today = LAST_DAY
    opens = {"stats": app.action_stats, "saves": app.action_saves, "daily": app.action_daily, "campaign": app.action_campaign,
             "empty": lambda: app.push_screen(Empty())}
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        if delay:
            await asyncio.sleep(delay)
            await pilot.pause()
        menu = app.screen
        t, c = time.perf_counter(), time.process_time()
        opens[which]()
        while app.screen is menu or not app.screen.is_mounted:
            await asyncio.sleep(0)
        await pilot.pause()
        print((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000)


asyncio.run(first())
"""
MENU_READ_S = 0.3
FIRSTS = (("empty", "(empty screen)"), ("stats", "Statistics"), ("saves", "Saved games"), ("campaign", "Campaign map"), ("daily", "Daily calendar"))


def first_opening(folder: Path, which: str, delay: float, env: dict[str, str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of `which`'s first opening in a new process."""
    out = subprocess.run([sys.executable, "-c", FIRST_CHILD, str(folder), which, str(delay)], env=env, capture_output=True, text=True, check=True)
    wall, cpu = out.stdout.split()[-2:]
    return float(wall), float(cpu)


def screens_part(folder: Path, runs: int, env: dict[str, str]) -> None:
    from datetime import timezone

    from dragonwood_tui.devtools.make_lived_in import LAST_DAY
    from dragonwood_tui.tui.app import make_app

    async def measure() -> dict[str, list[float]]:
        app = make_app(data_dir=folder, config_dir=folder / "config", tz=timezone.utc)
        app.fixed_today = LAST_DAY
        from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen
        from dragonwood_tui.tui.screens.daily import DailyScreen
        from dragonwood_tui.tui.screens.saves import SavesScreen
        from dragonwood_tui.tui.screens.stats import StatsScreen

        from textual.screen import Screen
        from textual.widgets import Footer, Static

        class Empty(Screen[None]):
            """The reference: a screen with a line of text and the footer, nothing read."""

            def compose(self) -> Any:
                yield Static("nothing")
                yield Footer()

        opens: dict[str, tuple[Callable[[], None], type]] = {
            "(empty screen)": (lambda: app.push_screen(Empty()), Empty),
            "Statistics": (app.action_stats, StatsScreen),
            "Saved games": (app.action_saves, SavesScreen),
            "Campaign map": (app.action_campaign, CampaignMapScreen),
            "Daily calendar": (app.action_daily, DailyScreen),
        }
        times: dict[str, list[float]] = {k: [] for k in opens}
        cpu: dict[str, list[float]] = {k: [] for k in opens}
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            for r in range(runs + 1):  # the first round loads the modules and writes the caches
                for name, (open_screen, cls) in opens.items():
                    t, c = time.perf_counter(), time.process_time()
                    open_screen()
                    while not isinstance(app.screen, cls) or not app.screen.is_mounted:
                        await asyncio.sleep(0)
                    await pilot.pause()  # drawn, and idle
                    if r:
                        times[name].append((time.perf_counter() - t) * 1000)
                        cpu[name].append((time.process_time() - c) * 1000)
                    app.pop_screen()
                    await pilot.pause()
        return times, cpu

    times, cpu = asyncio.run(measure())
    for which, label in FIRSTS:
        for delay, when in ((MENU_READ_S, "first"), (0.0, "first, at once")):
            runs_ = [first_opening(folder, which, delay, env) for _ in range(runs)]
            times[f"{label}, {when}"] = [w for w, _c in runs_]
            cpu[f"{label}, {when}"] = [c for _w, c in runs_]
    for name, xs in times.items():
        med, cmed = statistics.median(xs), statistics.median(cpu[name])
        figures = f"wall median {med:6.1f} ms, min {min(xs):6.1f} ms; CPU median {cmed:6.1f} ms"
        if name.startswith("("):
            print(f"  {name:>15}: {figures}  (the reference: Textual's own cost)")
            continue
        if name.endswith("at once"):
            print(f"  {name:>15}: {figures}  (a key pressed as the menu shows: the warm-up may not have run)")
            continue
        print(f"  {name:>15}: {figures}  (budget <= {SCREEN_BUDGET_MS:.0f} ms) {verdict(med <= SCREEN_BUDGET_MS)}")


# -- rebuilding the caches ---------------------------------------------------------------------


def rebuild_part(folder: Path) -> None:
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.campaign.progress import scan
    from dragonwood_tui.stats import collect

    campaign = load_campaign(None)
    files = sorted((folder / "saves").glob("*.json"))
    with tempfile.TemporaryDirectory() as tmp:
        # copies without their caches beside them: every file is read again
        sizes: dict[str, tuple[Path, int]] = {}
        for label, chosen in (("half", files[::2]), ("all", files)):  # every other file: the same mix
            saves = Path(tmp) / label / "saves"
            saves.mkdir(parents=True)
            for path in chosen:
                shutil.copy2(path, saves / path.name)
            sizes[label] = (saves, len(chosen))
        rows: dict[str, dict[str, float]] = {"statistics": {}, "campaign": {}}
        for label, (saves, count) in sizes.items():
            gc.collect()
            t = time.perf_counter()
            collect(saves, None)
            rows["statistics"][label] = (time.perf_counter() - t) / count
            t = time.perf_counter()
            scan(campaign, saves, write_cache=False)
            rows["campaign"][label] = (time.perf_counter() - t) / count
    for cache, per in rows.items():
        ratio = per["all"] / per["half"]
        print(f"  {cache:>10} cache rebuilt: {per['half'] * 1000:.2f} ms per file at {sizes['half'][1]} files, "
              f"{per['all'] * 1000:.2f} at {sizes['all'][1]}: ratio {ratio:.2f} (budget <= {LINEAR_BUDGET}) "
              f"{verdict(ratio <= LINEAR_BUDGET)}")


# -- opening a long replay ---------------------------------------------------------------------


def long_record(actions: int) -> Any:
    """A real game of `actions` actions: a 2-seat Dice Quest under rules version 1's end rule
    (no idle-round rule: the game lasts while nobody beats an enemy), between two players who
    spend their free re-rolls and then give up their turn. Re-rolls roll real dice."""
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.dice_quest.actions import GiveUp, Reroll
    from dragonwood_tui.games.dice_quest.config import DiceQuestConfig
    from dragonwood_tui.storage.records import new_record

    game = get_game("dice-quest")
    config = DiceQuestConfig(players=2, idle_rounds=False, forced_loss=True)
    state = game.new_game(config, 2026)
    done: list[Any] = []
    while len(done) < actions:
        legal = game.legal_actions(state)
        reroll = next((a for a in legal if isinstance(a, Reroll) and len(a.dice) == len(state.dice)), None)
        action = reroll if reroll is not None else next(a for a in legal if isinstance(a, GiveUp))
        game.apply(state, action)
        done.append(action)
    seats = [SeatSpec("You"), SeatSpec("Ada")]
    return new_record(game, config, 2026, seats, done, name=f"{actions:,} actions")


def replay_part(runs: int) -> None:
    from dragonwood_tui.games import get_game
    from dragonwood_tui.storage.files import open_for_replay
    from dragonwood_tui.storage.records import encode_record, new_record

    big = 20_000
    record = long_record(big)
    per: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (2_000, big):
            h = record.header
            part = record if n == big else new_record(get_game(record.kind), h.config, h.seed, h.seats, record.actions[:n])
            path = Path(tmp) / f"long-{n}.json"
            path.write_bytes(encode_record(part))
            xs = []
            for _ in range(runs):
                t = time.perf_counter()
                _, cursor = open_for_replay(path)
                xs.append(time.perf_counter() - t)
                del cursor
            per[n] = min(xs) / n
            print(f"  replay of {n:>6,} actions ({path.stat().st_size:,} bytes): opened in min {min(xs) * 1000:7.1f} ms, "
                  f"{per[n] * 1e6:.1f} µs per action")
    ratio = per[big] / per[2_000]
    print(f"  per-action cost at 20,000 / at 2,000 (budget <= {LINEAR_BUDGET}): {ratio:.2f}  {verdict(ratio <= LINEAR_BUDGET)}")


# -- the run -----------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--folder", type=Path, help="a folder written by make_lived_in (default: a new one)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", default=",".join(PARTS))
    args = parser.parse_args()
    parts = [p for p in args.only.split(",") if p]
    unknown = set(parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown part(s): {', '.join(sorted(unknown))} (parts: {', '.join(PARTS)})")
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.folder
        if folder is None:
            folder = Path(tmp) / "data"
            t = time.perf_counter()
            from dragonwood_tui.devtools.make_lived_in import generate

            counts = generate(folder, args.days)
            print(f"lived-in folder, {args.days} days: " + ", ".join(f"{v} {k}" for k, v in counts.items())
                  + f", written in {time.perf_counter() - t:.1f} s")
        env = dict(os.environ)
        env.update(TERM="xterm-256color", DRAGONWOOD_CONFIG_DIR=str(folder / "config"), DRAGONWOOD_DATA_DIR=str(folder))
        env.pop("TEXTUAL", None)
        # measure an installed app: with PYTHONDONTWRITEBYTECODE every run compiles the project's
        # modules again (no .pyc), which a player's installation never does (20-60 ms of each start)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        print(f"load average {os.getloadavg()[0]:.1f}")
        for part in parts:
            print(f"{part}:")
            if part == "startup":
                startup_part(folder, env, args.runs)
            elif part == "verify":
                verify_part(folder, env, args.runs)
            elif part == "screens":
                screens_part(folder, args.runs, env)
            elif part == "rebuild":
                rebuild_part(folder)
            elif part == "replay":
                replay_part(max(3, args.runs // 2))
        print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
