"""`simulate`, `tournament` and `campaign simulate` over many games: bounded arguments, games
streamed (memory flat in --games), one progress bar for the three."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections import Counter

import pytest

from dragonwood_tui import headless
from dragonwood_tui.cli import main

HANG = 600  # seconds: only a hang reaches this, not a loaded machine


def _limited(code: str) -> subprocess.CompletedProcess[str]:
    """Run `code` in a child Python whose address space is capped at 1 GiB: a run that lists
    its games fails there with a MemoryError instead of filling the machine."""
    import resource

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=HANG, preexec_fn=cap
    )


COMMANDS = [
    ["simulate", "--seats", "random,random"],
    ["tournament", "--seats", "random,random"],
    ["campaign", "simulate", "--as", "best"],
]


@pytest.mark.skipif(os.name != "posix", reason="caps the child's memory with setrlimit")
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_absurd_games_are_refused_in_one_line(command):
    code = f"""
        import sys
        from dragonwood_tui.cli import main
        sys.exit(main({command + ["--games", "1000000000000"]!r}))
    """
    done = _limited(code)
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr.count("\n") == 1 and "--games must be at most 1,000,000,000" in done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_absurd_jobs_are_refused_in_one_line(command, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path))
    code = main(command + ["--games", "1", "--jobs", "100000"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "--jobs must be at most 64" in err


def test_no_more_processes_than_blocks(monkeypatch):
    import multiprocessing
    from types import SimpleNamespace

    made: list[int] = []

    class FakePool:  # runs the blocks here; only its size counts
        def __init__(self, jobs, initializer, initargs):
            made.append(jobs)
            self.work = initargs[0]

        def imap(self, run, parts):
            return map(self.work, parts)

        def terminate(self):
            pass

        def join(self):
            pass

    monkeypatch.setattr(multiprocessing, "get_context", lambda method: SimpleNamespace(Pool=FakePool))
    assert list(headless.run_blocks(lambda b: b, 1, 64, "games", False)) == [(0, 1)]
    assert made == []  # one block: no pool at all
    got = list(headless.run_blocks(lambda b: b, 3 * headless.BLOCK, 64, "games", False))
    assert len(got) == 3 and made == [3]  # 3 blocks: 3 processes, however many were asked for


STREAMED = """
    MAX_GAMES = 10**9  # the bound of --games
    {imports}

    class Enough(Exception):
        pass

    seen = []

    def tick(done, total):
        seen.append((done, total))
        if len(seen) == 3:
            raise Enough

    try:
        {call}
    except Enough:
        print(seen)
"""


@pytest.mark.skipif(os.name != "posix", reason="caps the child's memory with setrlimit")
@pytest.mark.parametrize(
    "imports, call, unit",
    [
        ("from dragonwood_tui.simulate import simulate",
         'simulate("dragonwood", ["random", "random"], MAX_GAMES, 1, progress=tick)', 1),
        ("from dragonwood_tui.simulate import simulate",
         'simulate("dragonwood", ["random", "random"], MAX_GAMES, 1, jobs=2, progress=tick)', 1),
        ("from dragonwood_tui.tournament import tournament",
         'tournament("dragonwood", ["random", "random"], 2 * MAX_GAMES, 1, progress=tick)', 2),
        ("from dragonwood_tui.campaign.loader import load_campaign\n"
         "    from dragonwood_tui.campaign.simulate import simulate_campaign",
         'simulate_campaign(load_campaign(), "random", MAX_GAMES, 1, progress=tick)', 0),
    ],
    ids=["simulate", "simulate --jobs 2", "tournament", "campaign simulate"],
)
def test_a_huge_run_is_streamed_block_by_block(imports, call, unit):
    """The first progress events of a run of a billion games come at once: the games (and
    their seeds) are made as they are played, never listed first."""
    done = _limited(STREAMED.format(imports=imports, call=call))
    assert done.returncode == 0, done.stderr[-2000:]
    seen = eval(done.stdout)
    total = seen[0][1]
    assert total >= 10**9
    assert [d for d, _ in seen] == [20, 40, 60] and all(t == total for _, t in seen)


@pytest.mark.skipif(os.name != "posix", reason="caps the child's memory with setrlimit")
def test_blocks_are_made_lazily():
    done = _limited("""
        from dragonwood_tui.headless import BLOCK, blocks
        parts = iter(blocks(10**15))
        print(next(parts) == (0, BLOCK) and next(parts) == (BLOCK, 2 * BLOCK))
    """)
    assert done.returncode == 0 and done.stdout == "True\n", done.stderr[-2000:]


def test_tournament_shares_are_counted_not_listed():
    """A run of any length holds a few counts per level: the interval from counts is the one
    from the list of per-deal shares."""
    from dragonwood_tui import tournament as tour

    shares = [0.0, 0.5, 1.0, 0.25, 0.5, 0.5, 1.0, 0.75, 0.0, 1 / 3] * 1000
    counts = Counter(shares)
    assert len(counts) == 6
    mean = sum(shares) / len(shares)
    var = sum((x - mean) ** 2 for x in shares) / (len(shares) - 1)
    half = 1.959964 * (var / len(shares)) ** 0.5
    got = tour.interval_of_counts(counts)
    assert got == pytest.approx((mean, mean - half, mean + half), abs=1e-12)
    assert tour.interval(shares) == got


def test_road_quest_figures_are_the_same_counted_by_value():
    from dragonwood_tui.games import get_game
    from dragonwood_tui.simulate import Repeated

    game = get_game("road-quest")
    rows = [
        {"rounds": 7.5, "end": "roads", "characters": ["a", "b"], "winners": [0], "first": 0},
        {"rounds": 9.0, "end": "life", "characters": ["b", "a"], "winners": [1], "first": 1},
        {"rounds": 7.5, "end": "roads", "characters": ["a", "b"], "winners": [0], "first": 0},
    ]
    counted = Repeated(Counter(json.dumps(r, sort_keys=True) for r in rows))
    assert len(counted) == 3 and rows[1] in counted
    assert game.summarize_stats(counted) == game.summarize_stats(rows)


@pytest.mark.skipif(os.name != "posix", reason="needs a pseudo-terminal")
def test_campaign_simulate_draws_the_bar_on_a_terminal_only(tmp_path):
    import pty

    cmd = [sys.executable, "-m", "dragonwood_tui", "--data-dir", str(tmp_path), "campaign", "simulate",
           "--as", "random", "--games", "2", "--json"]
    piped = subprocess.run(cmd, capture_output=True, timeout=HANG)
    assert piped.returncode == 0 and piped.stderr == b""  # not a terminal: no bar
    master, slave = pty.openpty()
    chunks: list[bytes] = []

    def drain() -> None:
        # read the terminal while the command runs: a bar redrawn by the clock writes more on a
        # slow machine, and a full pseudo-terminal would block the command for ever
        try:
            while chunk := os.read(master, 4096):
                chunks.append(chunk)
        except OSError:
            pass

    import threading

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=slave, timeout=HANG)
    os.close(slave)
    reader.join(timeout=HANG)
    os.close(master)
    seen = b"".join(chunks)
    assert done.returncode == 0
    assert json.loads(done.stdout) == json.loads(piped.stdout)  # standard output: the JSON only
    assert b"games" in seen  # the bar, on the terminal


def test_campaign_simulate_bots_think_by_budget_not_by_clock(monkeypatch):
    """`expert` stops a search at its time limit in the app; a simulation must not, or its stars
    would depend on the machine's load (as a tournament's do not)."""
    from dragonwood_tui.campaign import simulate as camp
    from dragonwood_tui.campaign.loader import load_campaign

    class Asked(Exception):  # the bot's first decision: no need to play the game
        pass

    from dragonwood_tui.bots import make_bot as real

    limits = []
    untimed = camp.make_untimed_bot

    def spy(kind, name, seed):
        bot = untimed(kind, name, seed)

        def choose(view, legal=None):
            limits.append((bot.name, bot.time_limit))
            raise Asked

        if name == "expert":
            bot.choose = choose
        return bot

    monkeypatch.setattr(camp, "make_untimed_bot", spy)
    stage = next(s for s in load_campaign().stages if s.game == "dragonwood")
    with pytest.raises(Asked):
        camp.play_stage(stage, "expert", 1, 0)
    assert real("dragonwood", "expert", 1).time_limit is not None  # the app's expert has a clock
    assert limits == [("expert", None)]  # the simulated one has none


def _children(pid: int) -> set[int]:
    """The live child processes of `pid` (Linux's /proc)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return {int(p) for p in f.read().split()}
    except OSError:
        return set()


def _alive(pid: int) -> bool:
    """Running (a zombie, or a pid gone, is not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.exists("/proc/self/task"), reason="reads the process tree from Linux's /proc")
@pytest.mark.parametrize("command", COMMANDS)
def test_sigterm_stops_the_pool_and_its_workers(command):
    """`kill` (SIGTERM) of a long command with --jobs 2 ends the command and its pool: the
    workers used to go on playing, orphaned, after the parent was gone."""
    import signal
    import time

    proc = subprocess.Popen(
        [sys.executable, "-m", "dragonwood_tui", *command, "--games", "1000000", "--jobs", "2"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    workers: set[int] = set()
    try:
        for _ in range(HANG * 100):  # until both workers run (a bound: only a hang reaches it)
            workers = _children(proc.pid)
            if len(workers) == 2 or proc.poll() is not None:
                break
            time.sleep(0.01)
        assert len(workers) == 2, (proc.poll(), workers)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=HANG) == headless.EXIT_TERMINATED
        assert [w for w in workers if _alive(w)] == []  # stopped and reaped by the parent before it ended
        assert proc.stderr is not None and "Traceback" not in proc.stderr.read()
    finally:
        for pid in [proc.pid, *workers]:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        proc.wait()
