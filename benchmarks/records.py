"""Records: save + load, replay jumps, verify, and the saves list, on the real games.

    python benchmarks/records.py [--repeat N] [--json]

- save + load of a 1,000-action record (target <= 5 ms): the first 1,000 actions of a 3-seat
  Dice Quest between random bots (no real Dragonwood game is that long). "save" is what an
  autosave does after an action (encode the new action, assemble the file, atomic write with
  its two fsyncs); "load" reads and decodes the file with every check short of re-playing.
  Also given: the same without the disk, a full encode, and a resume (load + re-play).
- jump to any step of a 2,000-action record (target <= 20 ms): ReplayCursor.seek to 2,000
  random steps, and back(1) from random steps; plus the one-off cost of opening the cursor.
- verify a full 4-seat Dragonwood game (target <= 100 ms): read, decode and re-play
  saves/dragonwood-4-seats.json checking every action, hash and the summary (in process), and
  the whole `dragonwood verify` command as a fresh process.
- list 100 saves (finished 4-seat Dragonwood games): `storage.saves.list_saves`.

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

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record import decode_record, encode_record, new_record, replay_record
from dragonwood_tui.engine.replay import ReplayCursor
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games import get_game
from dragonwood_tui.storage import saves
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.autosave import Autosave
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


def long_match(actions: int) -> Match:
    """A 3-seat Dice Quest between random bots, stopped after `actions` actions."""
    game = get_game("dice-quest")
    seats = [SeatSpec(f"Seat {i}", "random") for i in range(3)]
    for seed in range(1, 100):
        match = Match(game, game.default_config(3), seed, seats, bot_factory=bot_factory(game.kind))
        match.play_bots(limit=actions)
        if len(match.actions) == actions:
            return match
    raise RuntimeError(f"no seed gives a game of {actions} actions")


def bench_save_load(repeat: int, folder: Path) -> dict:
    match = long_match(1000)
    last = match.actions.pop()  # the autosave below is the one after this 1,000th action
    path = folder / "long.json"
    saver = Autosave(path).attach(match)
    record = decode_record(path.read_bytes())

    # Time the autosave of the 1,000th action alone: append, encode, write.
    def one_save() -> float:
        match.actions.append(last)
        t = time.perf_counter()
        saver.save(match)
        elapsed = time.perf_counter() - t
        match.actions.pop()
        saver._rebuild(match)
        return elapsed

    save = statistics.median(one_save() for _ in range(repeat))

    def encode_only() -> float:
        match.actions.append(last)
        t = time.perf_counter()
        saver.encode(match)
        elapsed = time.perf_counter() - t
        match.actions.pop()
        saver._rebuild(match)
        return elapsed

    encode_incremental = statistics.median(encode_only() for _ in range(repeat))
    match.actions.append(last)
    saver.save(match)
    data = path.read_bytes()
    load = _median(lambda: read_record_file(path), repeat)
    decode = _median(lambda: decode_record(data), repeat)
    full_encode = _median(lambda: encode_record(record), repeat)
    resume = _median(lambda: saves.resume("long", folder, autosave=False), repeat)
    disk = _median(lambda: atomic_write(folder / "disk.json", data, private=True), repeat)
    return {
        "actions": len(match.actions),
        "bytes": len(data),
        "save_ms (autosave of one action, atomic write with fsync)": _ms(save),
        "load_ms (read + decode + checks)": _ms(load),
        "save_plus_load_ms": _ms(save + load),
        "in_memory_ms (incremental encode + decode)": _ms(encode_incremental + decode),
        "full_encode_ms": _ms(full_encode),
        "disk_ms (atomic_write of these bytes alone: the disk's share of a save)": _ms(disk),
        "resume_ms (load + re-play + hash checks)": _ms(resume),
    }


def bench_jumps(repeat: int) -> dict:
    match = long_match(2000)
    record = new_record(match.game, match.config, match.seed, match.seats, match.actions)
    opened = _median(lambda: ReplayCursor.from_record(record), max(3, repeat // 10))
    cursor = ReplayCursor.from_record(record)
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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        a, b = Path(tmp, "a"), Path(tmp, "b")
        a.mkdir()
        b.mkdir()
        result = {
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
