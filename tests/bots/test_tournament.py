"""The tournament: seat rotation, intervals checked by hand, the same figures for any --jobs."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest

from dragonwood_tui import headless, tournament as tour
from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.simulate import simulate


def test_interval_against_a_hand_computation():
    shares = [0.75, 0.5, 0.25, 0.5, 1.0]
    # mean 0.6; squared deviations sum to 0.325; s^2 = 0.325 / 4; half = 1.96 s / sqrt(5)
    mean, low, high = tour.interval(shares)
    half = 1.959964 * math.sqrt(0.325 / 4) / math.sqrt(5)
    assert mean == pytest.approx(0.6)
    assert (low, high) == (pytest.approx(0.6 - half), pytest.approx(0.6 + half))
    assert half == pytest.approx(0.249847, abs=1e-6)
    assert tour.interval([1.0, 1.0]) == (1.0, 1.0, 1.0)


def test_rotations_put_every_seat_everywhere():
    rot = tour.rotations(["hard", "normal", "normal", "normal"])
    assert [r.index("hard") for r in rot] == [0, 3, 2, 1]
    assert all(sorted(r) == ["hard", "normal", "normal", "normal"] for r in rot)


def test_tournament_figures_recomputed_by_hand():
    seats = ["normal", "easy"]
    result = tour.tournament("dragonwood", seats, 10, 40)
    assert result["deals"] == 5 and result["games"] == 10
    # replay every game of every deal as documented and count by hand
    per_deal = {"normal": [], "easy": []}
    scores = {"normal": 0, "easy": 0}
    for d in range(5):
        wins = {"normal": 0.0, "easy": 0.0}
        for r, seating in enumerate(tour.rotations(seats)):
            s = GAME.new_game(GAME.default_config(2), 40 + d)
            bots = [make_bot("dragonwood", b, derive_seed(40 + d, "bot", r, p)) for p, b in enumerate(seating)]
            while not s.over:
                seat = GAME.to_move(s)
                GAME.apply(s, bots[seat].choose(GAME.view(s, seat), None))
            won = GAME.winners(s)
            for p, b in enumerate(seating):
                scores[b] += GAME.scores(s)[p]
                if p in won:
                    wins[b] += 1 / len(won)
        for b in wins:
            per_deal[b].append(wins[b] / 2)
    for row in result["levels"]:
        x = per_deal[row["bot"]]
        mean = sum(x) / 5
        sd = math.sqrt(sum((v - mean) ** 2 for v in x) / 4)
        assert row["games"] == 10
        assert row["win_share"] == round(mean, 4)
        assert row["win_share_ci95"][0] == round(max(0.0, mean - 1.959964 * sd / math.sqrt(5)), 4)
        assert row["mean_score"] == round(scores[row["bot"]] / 10, 4)
        assert row["decisions"] > 0 and row["p95_decision_ms"] > 0


def _figures(result):
    drop = {"seconds", "jobs", "games_per_second"}
    out = {k: v for k, v in result.items() if k not in drop}
    if "levels" in out:
        out["levels"] = [
            {k: v for k, v in row.items() if "decision_ms" not in k} for row in out["levels"]
        ]
    return out


def test_same_figures_for_any_jobs(monkeypatch):
    monkeypatch.setattr(headless, "BLOCK", 2)  # several blocks even in a short run
    assert len(list(headless.blocks(6))) == 3
    seats = ["hard", "normal", "easy"]
    one = tour.tournament("dragonwood", seats, 18, 5, jobs=1)
    two = tour.tournament("dragonwood", seats, 18, 5, jobs=2)
    three = tour.tournament("dragonwood", seats, 18, 5, jobs=3)
    assert _figures(one) == _figures(two) == _figures(three)
    a = simulate("dragonwood", ["normal", "baseline"], 12, 9, jobs=1)
    b = simulate("dragonwood", ["normal", "baseline"], 12, 9, jobs=2)
    assert _figures(a) == _figures(b)


def test_expert_gives_the_same_figures_for_any_jobs(monkeypatch):
    # its memoised tables (card sets, hand values) differ between processes: the figures must not
    from dragonwood_tui.bots.dragonwood_expert import ExpertBot

    monkeypatch.setattr(headless, "BLOCK", 1)
    monkeypatch.setattr(ExpertBot.__init__, "__defaults__", (2, None, None, True))  # 2 worlds
    one = tour.tournament("dragonwood", ["expert", "hard"], 4, 3, jobs=1)
    two = tour.tournament("dragonwood", ["expert", "hard"], 4, 3, jobs=2)
    assert _figures(one) == _figures(two)
    assert one["levels"][0]["decisions"] > 0


def test_solo_tournament_is_against_the_automated_opponent():
    result = tour.tournament("dragonwood", ["normal"], 6, 1)
    assert result["solo"] and result["deals"] == 6 and result["fair_share"] is None
    direct = simulate("dragonwood", ["normal"], 6, 1)
    assert result["levels"][0]["mean_score"] != 0
    assert 0 <= result["levels"][0]["win_share"] <= 1 and direct["games"] == 6


HANG = 600  # seconds: a child process this slow is hanging, not waiting for a core


def _cli(*args: str, shell_tail: str = "") -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "dragonwood_tui", *args]
    if shell_tail:
        line = " ".join(cmd) + " " + shell_tail
        return subprocess.run(line, shell=True, capture_output=True, text=True, timeout=HANG)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=HANG)


def test_cli_json_is_one_object_and_a_closed_pipe_is_quiet():
    done = _cli("tournament", "--seats", "normal,easy", "--games", "4", "--json")
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout)["levels"][0]["bot"] == "normal"
    for command in ("tournament", "simulate"):
        done = _cli(command, "--seats", "normal,easy", "--games", "60", shell_tail="| head -1")
        assert done.returncode == 0 and done.stdout.count("\n") == 1
        assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


def test_cli_refuses_bad_seats_in_one_line():
    done = _cli("tournament", "--seats", "hard,nobody", "--games", "2")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "nobody" in done.stderr
    done = _cli("tournament", "--seats", "hard,hard,hard,hard,hard", "--games", "2")
    assert done.returncode == 2 and "Traceback" not in done.stderr


@pytest.mark.skipif(os.name != "posix", reason="needs a pseudo-terminal")
def test_progress_bar_only_on_a_terminal_stderr():
    import pty

    master, slave = pty.openpty()
    cmd = [sys.executable, "-m", "dragonwood_tui", "tournament", "--seats", "normal,easy",
           "--games", "40", "--json"]
    # the timeout only catches a hang: a starved process on a loaded machine may take minutes
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=slave, timeout=HANG)
    os.close(slave)
    seen = b""
    try:
        while True:
            chunk = os.read(master, 4096)
            if not chunk:
                break
            seen += chunk
    except OSError:
        pass
    os.close(master)
    assert done.returncode == 0
    assert json.loads(done.stdout)["games"] == 40  # standard output: the JSON only
    assert b"deals" in seen  # the bar, on the terminal


def test_the_plot_script_draws_every_result(tmp_path):
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[2] / "benchmarks" / "plot_win_shares.py"
    spec = importlib.util.spec_from_file_location("plot_win_shares", path)
    plot = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plot)
    results = [tour.tournament("dragonwood", ["normal", "easy"], 4, 1), tour.tournament("dragonwood", ["easy"], 3, 1)]
    files = []
    for i, r in enumerate(results):
        files.append(tmp_path / f"{i}.json")
        files[-1].write_text(json.dumps(r))
    out = tmp_path / "plot.svg"
    assert plot.main([str(f) for f in files] + ["--out", str(out)]) == 0
    svg = out.read_text()
    assert svg.startswith("<svg") and "normal vs easy" in svg and "easy, solo" in svg
    assert svg.count("<rect") == 1 + len(results)  # the background and one bar per result
