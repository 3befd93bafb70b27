"""`dragonwood review` uses the cores by default, draws no bar under --json, and Ctrl+C (SIGINT)
ends it cleanly: exit 130, one line, no traceback, its worker processes stopped, no cache (nor a
half-written one) beside the record."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.cli import _parser, main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from dragonwood_tui.headless import jobs_arg
from dragonwood_tui.storage.records import encode_record, new_record


def _record_file(folder: Path, kind: str = "road-quest", seats: int = 2, bot: str = "hard", seed: int = 4) -> Path:
    game = get_game(kind)
    config = game.default_config(seats)
    state = game.new_game(config, seed)
    bots = [make_untimed_bot(kind, bot, derive_seed(seed, "bot", i)) for i in range(seats)]
    actions = []
    while (seat := game.to_move(state)) is not None:
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    record = new_record(game, config, seed, [SeatSpec("Ann")] + [SeatSpec(f"Bot {i}", bot) for i in range(1, seats)], actions)
    path = folder / "game.json"
    path.write_bytes(encode_record(record))
    return path


def test_jobs_default_to_one_per_core():
    args = _parser("review").parse_args(["review", "game.json"])
    assert args.jobs is None and jobs_arg(args.jobs) == min(os.cpu_count() or 1, 64)


def test_no_bar_under_json(tmp_path, monkeypatch, capsys):
    import dragonwood_tui.progress as progress

    def no_bar(label):  # pragma: no cover - the test fails if it is drawn
        raise AssertionError("a progress bar under --json")

    monkeypatch.setattr(progress, "terminal_progress", no_bar)
    path = _record_file(tmp_path, "dice-quest", 1, "normal", 2)
    assert main(["review", str(path), "--json", "--jobs", "1"]) == 0
    assert capsys.readouterr().out.startswith("{")


def _children(pid: int) -> list[int]:
    """The live child processes of `pid` (Linux: /proc)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def _cpu_ticks(pid: int) -> int:
    """CPU time `pid` has used, in clock ticks (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])  # utime + stime


def _alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc to find the workers")
def test_ctrl_c_stops_the_workers_and_writes_no_cache(tmp_path):
    path = _record_file(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    run = subprocess.Popen([sys.executable, "-m", "dragonwood_tui", "review", str(path), "--jobs", "2"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 300  # generous: a loaded machine; the condition ends the wait
        # Ctrl+C in the middle of the work: both workers started and busy (past their imports:
        # a signal during the pool's start is another case), read from their CPU time
        while len(workers := _children(run.pid)) < 2 or min(_cpu_ticks(w) for w in workers) < 50:
            assert run.poll() is None, run.stderr.read() if run.stderr else ""
            assert time.monotonic() < deadline, "no busy workers in two minutes"
            time.sleep(0.01)
        run.send_signal(signal.SIGINT)
        _, err = run.communicate(timeout=120)
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    text = err.decode()
    assert run.returncode == 130, text
    assert "Traceback" not in text and text.strip().splitlines() == ["dragonwood review: cancelled"], text
    deadline = time.monotonic() + 30
    while any(_alive(w) for w in workers):
        assert time.monotonic() < deadline, "a worker outlived the review"
        time.sleep(0.01)
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # no cache, no temporary file


@pytest.mark.parametrize("lang,word", [("en", "analysis: estimated, exact at the end ("), ("fr", "estimée, exacte à la fin ("),
                                       ("ru", "оценочный, точный в конце (")])
def test_the_method_is_worded_in_the_language(tmp_path, lang, word):
    # solo Dice Quest: estimated, its last turns exact; --json keeps the English key
    path = _record_file(tmp_path, "dice-quest", 1, "expert", 3)
    run = subprocess.run([sys.executable, "-m", "dragonwood_tui", "--lang", lang, "review", str(path), "--jobs", "1"],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert word in run.stdout.splitlines()[1]
