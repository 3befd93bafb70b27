"""`benchmarks/peer_speed.py` against a stand-in of the public simulator it measures (the real one
is not fetched by tests): the peer's own module layout (a `dragonwood/` folder imported as
`Dragonwood.X`, `Dragonwood.Dice` from `dice.py`, a `Game` module that sets logging up with a
file under ./data/logging), its games timed beside ours in one process, and a folder that is not
a checkout, or a peer whose imports are missing, said in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "peer_speed.py"

FILES = {
    "dragonwood/SharedRandom.py": """
import random
shared_random = random.Random()
def set_seed(seed=None):
    shared_random.seed(seed)
""",
    "dragonwood/dice.py": """
from Dragonwood.SharedRandom import shared_random
class Dice:
    def __init__(self, values):
        self.values = values
    def roll_n_dice(self, n):
        return sum(shared_random.choice(self.values) for _ in range(n))
""",
    "dragonwood/Deck.py": """
from Dragonwood.SharedRandom import shared_random
class Adventurer_Deck:
    def __init__(self, suits, values):
        self.cards = [(s, v) for s in range(suits) for v in range(values)]
        shared_random.shuffle(self.cards)
class Dragonwood_Deck:
    def __init__(self, creatures, enhancements):
        with open(creatures) as f:
            self.cards = f.read().split()
""",
    "dragonwood/Player.py": """
class Player:
    def __init__(self, risk_level, risk_adjustment, name, card_mask=[]):
        self.name, self.points = name, 0
""",
    "dragonwood/Game.py": """
import logging
import time
from Dragonwood.Dice import Dice
from Dragonwood.Player import Player
logging.basicConfig(filename=f'./data/logging/{time.strftime("%Y%m%d-%H%M%S")}.log', level=logging.DEBUG)
class Game:
    def __init__(self, adventurer_deck, dragonwood_deck, players, dice, shuffle_players=True):
        self.players, self.dice = players, dice
    def play(self, net=None, debug=False):
        if not debug:
            logging.disable()
        for turn in range(30):
            for p in self.players:
                p.points += self.dice.roll_n_dice(2) > 5
        return {"winner": max(self.players, key=lambda p: p.points).name}
""",
    "cards/creatures.csv": "name,points\nGrumpy Troll,4\n",
    "cards/enhancements.csv": "name,strike\nSilver Sword,10\n",
}


def _peer(root: Path, **changes: str) -> Path:
    for name, text in {**FILES, **changes}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _run(peer: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--peer", str(peer), *args],
        cwd=cwd, capture_output=True, text=True, timeout=300,
    )


def test_both_sides_timed_in_rounds(tmp_path: Path) -> None:
    peer = _peer(tmp_path / "peer")
    done = _run(peer, tmp_path, "--games", "3", "--rounds", "2", "--json")  # no ./data/logging here
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert len(result["rounds_games_per_cpu_second"]) == 2
    for row in result["rounds_games_per_cpu_second"]:
        assert row["peer"] > 0 and row["ours"] > 0
        assert abs(row["ratio"] - row["ours"] / row["peer"]) <= 0.01 + 0.01 * row["ratio"]  # rounded to 0.01
    assert result["ratio"]["min"] <= result["ratio"]["median"] <= result["ratio"]["max"]
    assert not (tmp_path / "data").exists()  # the peer's logging set-up wrote nothing
    text = _run(peer, tmp_path, "--games", "2", "--rounds", "1")
    assert text.returncode == 0 and "ratio ours/peer: median" in text.stdout


def test_a_folder_that_is_no_checkout_is_said_in_one_line(tmp_path: Path) -> None:
    done = _run(tmp_path, tmp_path, "--games", "1", "--rounds", "1")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and str(tmp_path) in done.stderr and "dragonwood/Game.py" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_missing_package_of_the_peer_is_named(tmp_path: Path) -> None:
    game = FILES["dragonwood/Game.py"].replace("import logging\n", "import logging\nimport shortuuid_missing_here\n")
    peer = _peer(tmp_path / "peer", **{"dragonwood/Game.py": game})
    done = _run(peer, tmp_path, "--games", "1", "--rounds", "1")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "shortuuid_missing_here" in done.stderr and "pip install" in done.stderr
