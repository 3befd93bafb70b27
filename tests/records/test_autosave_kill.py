"""A process killed (SIGKILL) at any moment of its autosaves leaves a complete, loadable save.

Autosave appends one line per action (format version 2): a kill inside a write leaves at worst
a torn last line, which the loader drops; the child resumes by appending to the same file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from toy_game import GAME, ToyConfig, play_game

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import replay_record
from dragonwood_tui.play import saves
from dragonwood_tui.storage.atomic import is_temp_file
from dragonwood_tui.play.autosave import Autosave
from dragonwood_tui.storage.files import read_limited
from dragonwood_tui.storage.records import decode_record_layout

CONFIG = ToyConfig(2, 1500)  # about 3,500 actions: the child never reaches the end
SEED = 99

# The child resumes the save and plays on with a player that depends only on the state, so
# every run continues the same game: what is on disk must be a prefix of `play_game`.
CHILD = """
import sys
from pathlib import Path
from toy_game import GAME, policy
from dragonwood_tui.games import register_game
from dragonwood_tui.play import saves
register_game(GAME.kind, "toy_game", offered=False)
match = saves.resume("game", Path(sys.argv[1])).match
print("ready", flush=True)
while not match.is_over():
    match.play(policy(match.state, GAME.legal_actions(match.state)))
"""

# Delays after the child is ready, in seconds: from "at once" to several dozen saves.
DELAYS = [0.0, 0.003, 0.011, 0.002, 0.027, 0.006, 0.041, 0.001, 0.017, 0.009, 0.033, 0.004, 0.022, 0.013, 0.05]


def test_sigkill_during_autosaves_always_leaves_a_prefix_of_the_game(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    path = saves.save_path("game", folder)
    Autosave(path).attach(Match(GAME, CONFIG, SEED, [SeatSpec("A"), SeatSpec("B")]))
    reference = play_game(CONFIG, SEED)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(__file__).parent), *sys.path]))
    saved = 0
    kills_mid_write = 0
    for delay in DELAYS:
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
        ready = child.stdout.readline()
        assert ready == b"ready\n", child.stderr.read().decode()
        time.sleep(delay)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        assert child.returncode == -signal.SIGKILL
        assert not any(is_temp_file(p.name) for p in folder.iterdir())  # appends: no temporary files
        record, layout = decode_record_layout(read_limited(path))  # loads...
        assert layout.version == 2
        kills_mid_write += layout.torn > 0
        replay_record(record)  # ...holds (every action, hash and the summary)...
        n = len(record.actions)
        assert record.actions == reference[:n]  # ...and is a prefix of the game
        assert n >= saved  # never loses what an earlier save held
        saved = n
    assert saved > 20, "the child never got to save"
    # Leftover temporary files of killed writes are not saves.
    assert [i.id for i in saves.list_saves(folder)] == ["game"]
    print(f"{len(DELAYS)} kills, {kills_mid_write} left a torn last line, {saved} actions saved")
