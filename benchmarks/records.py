"""Records: autosave, load, replay jumps, verify, and the saves list, on the real games.

    python benchmarks/records.py [--repeat N] [--json] [--dir DIR]

- autosave per action (target <= 0.3 ms median on a quiet disk, flat in game length, one fsync):
  every autosave of a game played to 20,000 actions (a 3-seat Dice Quest between random bots),
  as medians over the actions around 100, 2,000 and 20,000; each appends one line and fsyncs the
  file. Also: bytes written per action, and the same without the fsync (the CPU's share).
  `--dir` puts the files on another disk (default: a temporary folder).
- save + load of a 1,000-action record (target <= 5 ms): "save" is the autosave of the 1,000th
  action; "load" reads and decodes the file with every check short of re-playing. Also given:
  a full encode, and a resume (load + re-play).
- verify and open the replay viewer on a record at the limit (20,000 actions): one walk each.
- jump to any step of a 2,000-action record (target <= 20 ms): ReplayCursor.seek to 2,000
  random steps, and back(1) from random steps; plus the one-off cost of opening the cursor.
- verify a full 4-seat Dragonwood game (target <= 100 ms): read, decode and re-play
  saves/dragonwood-4-seats.json checking every action, hash and the summary (in process), and
  the whole `dragonwood verify` command as a fresh process.
- list 100 saves (finished 4-seat Dragonwood games): `play.saves.list_saves`.

Times are medians over --repeat runs unless marked max / p99.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import (
    cursor_of,
    decode_record,
    decode_record_layout,
    encode_record,
    new_record,
    replay_record,
)
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games import get_game
from dragonwood_tui.play import saves
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.play.autosave import Autosave
from dragonwood_tui.storage.files import read_record_file

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "saves" / "dragonwood-4-seats.json"


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _median(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def endless_config(game):
    """3 seats without the end rules of rules version 2 (idle rounds, no move left): the config of
    a version-1 record, the only way to a game of thousands of actions (still a legal record)."""
    return msgspec.structs.replace(game.default_config(3), idle_rounds=False, forced_loss=False)


def long_match(actions: int) -> Match:
    """A 3-seat Dice Quest between random bots, stopped after `actions` actions."""
    game = get_game("dice-quest")
    seats = [SeatSpec(f"Seat {i}", "random") for i in range(3)]
    for seed in range(1, 100):
        match = Match(game, endless_config(game), seed, seats, bot_factory=bot_factory(game.kind))
        match.play_bots(limit=actions)
        if len(match.actions) == actions:
            return match
    raise RuntimeError(f"no seed gives a game of {actions} actions")


def stalling_actions(actions: int) -> tuple[Match, list]:
    """A 3-seat Dice Quest whose seats mostly give up (random otherwise), without the end rules
    (`endless_config`): a legal game of `actions` actions."""
    game = get_game("dice-quest")
    seats = [SeatSpec(f"Seat {i}", "random") for i in range(3)]
    match = Match(game, endless_config(game), 1, seats)
    rng = Rng(5)
    while len(match.actions) < actions and not match.is_over():
        legal = game.legal_actions(match.state)
        give_up = [a for a in legal if type(a).__name__ == "GiveUp"]
        match.play(give_up[0] if give_up and rng.below(10) else legal[rng.below(len(legal))])
    return match, list(match.actions)


def bench_autosave(folder: Path, actions: int = 20_000) -> dict:
    """Time every autosave of one long game (the save alone, after each action), with and
    without the fsync."""
    base, played = stalling_actions(actions)
    out: dict = {}
    for label, fsync in (("with fsync", os.fsync), ("no fsync", lambda fd: None)):
        match = Match(base.game, base.config, base.seed, base.seats)
        path = folder / "auto.json"
        saver = Autosave(path).attach(match)
        saver.detach(match)  # saved by hand below, to time the save alone
        times: list[float] = []
        real = os.fsync
        os.fsync = fsync
        try:
            for action in played:
                match.play(action)
                t = time.perf_counter()
                saver.save(match)
                times.append(time.perf_counter() - t)
        finally:
            os.fsync = real
        assert saver.appends == len(times), "an autosave was not an append"
        size = path.stat().st_size
        n = len(times)
        around = {k: statistics.median(times[max(0, k - 100) : k + 100]) for k in (100, 2000, n - 100) if 0 < k <= n}
        out[label] = {
            "actions": n,
            "median_ms (all actions)": _ms(statistics.median(times)),
            "p99_ms": _ms(sorted(times)[int(n * 0.99)]),
            **{f"median_ms around action {k}": _ms(v) for k, v in around.items()},
            "file_bytes": size,
            "bytes_per_action": round(size / n, 1),
        }
        path.unlink()
    return out


def bench_limit(repeat: int, folder: Path) -> dict:
    """verify and the replay viewer's opening on a 20,000-action record."""
    from dragonwood_tui.storage.files import open_for_replay

    match = stalling_actions(20_000)[0]
    path = folder / "limit.json"
    Autosave(path).attach(match)
    runs = max(1, repeat // 25)
    verify = _median(lambda: replay_record(read_record_file(path)), runs)
    viewer = _median(lambda: open_for_replay(path), runs)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "dragonwood_tui", "verify", str(path)], check=True, capture_output=True)
    command = time.perf_counter() - t
    return {
        "actions": len(match.actions),
        "bytes": path.stat().st_size,
        "verify_ms (read, decode, one walk: actions, hashes, summary)": _ms(verify),
        "verify_command_ms (fresh process)": _ms(command),
        "open_viewer_ms (read, decode, one walk checking as verify + snapshots + log lines)": _ms(viewer),
    }


def bench_save_load(repeat: int, folder: Path) -> dict:
    match = long_match(1000)
    last = match.actions.pop()  # the autosave timed below is the one after this 1,000th action
    path = folder / "long.json"
    Autosave(path).attach(match)
    base = path.read_bytes()

    # Time the autosave of the 1,000th action alone (the file back to 999 actions each time).
    def one_save() -> float:
        path.write_bytes(base)
        match.actions.pop() if len(match.actions) == 1000 else None
        saver = Autosave(path, layout=decode_record_layout(base)[1])
        saver.attach(match, write=False)
        match.actions.append(last)
        t = time.perf_counter()
        saver.save(match)
        elapsed = time.perf_counter() - t
        assert saver.appends == 1
        saver.detach(match)
        return elapsed

    save = statistics.median(one_save() for _ in range(repeat))
    data = path.read_bytes()
    record = decode_record(data)
    load = _median(lambda: read_record_file(path), repeat)
    full_encode = _median(lambda: encode_record(record), repeat)
    resume = _median(lambda: saves.resume("long", folder, autosave=False), repeat)
    disk = _median(lambda: atomic_write(folder / "disk.json", data, private=True), repeat)
    return {
        "actions": len(match.actions),
        "bytes": len(data),
        "save_ms (autosave of the 1,000th action: append one line, fsync)": _ms(save),
        "load_ms (read + decode + checks)": _ms(load),
        "save_plus_load_ms": _ms(save + load),
        "full_encode_ms": _ms(full_encode),
        "disk_ms (atomic_write of the whole file: what a save cost before format version 2)": _ms(disk),
        "resume_ms (load + re-play + hash checks)": _ms(resume),
    }


def bench_jumps(repeat: int) -> dict:
    match = long_match(2000)
    record = new_record(match.game, match.config, match.seed, match.seats, match.actions)
    opened = _median(lambda: cursor_of(record), max(3, repeat // 10))
    cursor = cursor_of(record)
    rng = Rng(7)
    seeks, backs = [], []
    for _ in range(2000):
        target = rng.below(2001)
        t = time.perf_counter()
        cursor.seek(target)
        seeks.append(time.perf_counter() - t)
    for _ in range(500):
        cursor.seek(1 + rng.below(2000))
        t = time.perf_counter()
        cursor.back()
        backs.append(time.perf_counter() - t)
    seeks.sort()
    return {
        "actions": len(record.actions),
        "seek_ms median": _ms(statistics.median(seeks)),
        "seek_ms p99": _ms(seeks[int(len(seeks) * 0.99)]),
        "seek_ms max": _ms(seeks[-1]),
        "back_one_ms median": _ms(statistics.median(backs)),
        "back_one_ms max": _ms(max(backs)),
        "open_cursor_ms (re-play + snapshots, once)": _ms(opened),
    }


def bench_verify(repeat: int) -> dict:
    def verify() -> None:
        replay_record(read_record_file(SAMPLE))

    in_process = _median(verify, repeat)
    runs = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "dragonwood_tui", "verify", str(SAMPLE)], check=True, capture_output=True
        )
        runs.append(time.perf_counter() - t)
    record = read_record_file(SAMPLE)
    return {
        "actions": len(record.actions),
        "verify_ms (in process: read, decode, re-play, hashes, summary)": _ms(in_process),
        "verify_command_ms (fresh `python -m dragonwood_tui verify` process)": _ms(statistics.median(runs)),
    }


def bench_list(repeat: int, folder: Path) -> dict:
    data = SAMPLE.read_bytes()
    for i in range(100):
        (folder / f"dragonwood-{i:03d}.json").write_bytes(data)
    listed = _median(lambda: saves.list_saves(folder), repeat)
    assert len(saves.list_saves(folder)) == 100
    return {"saves": 100, "list_ms": _ms(listed)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dir", default=None, help="folder for the files (default: a temporary one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        a, b, c = Path(tmp, "a"), Path(tmp, "b"), Path(tmp, "c")
        a.mkdir()
        b.mkdir()
        c.mkdir()
        result = {
            "autosave_per_action": bench_autosave(c),
            "limit_20000": bench_limit(args.repeat, c),
            "save_load_1000": bench_save_load(args.repeat, a),
            "jumps_2000": bench_jumps(args.repeat),
            "verify_dragonwood_4_seats": bench_verify(args.repeat),
            "list_100_saves": bench_list(args.repeat, b),
        }
    if args.json:
        print(json.dumps(result))
    else:
        for section, figures in result.items():
            print(section)
            for key, value in figures.items():
                print(f"  {key}: {value}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
