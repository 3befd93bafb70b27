"""Dragonwood 4-seat games per CPU-second against a public simulator, in the same process.

    python benchmarks/peer_speed.py --peer /tmp/DragonWoodAI --games 200 --rounds 7

The peer is rodmonic/DragonWoodAI (public Python; nothing is fetched here, docs/performance.md
says how to bring it): its `Game.play` with four of its own deterministic rule players
(`Player(0, 0, ...)`, debug off), against our engine with four `greedy` players played as
`dragonwood simulate --game dragonwood --seats greedy,greedy,greedy,greedy` plays them (its
`_game_block`). Rounds alternate, the side that starts alternating too, so both see the same
load; each game is timed by the process's CPU time. For each round: both sides' games per
CPU-second and their ratio (ours / peer); then the median, least and most over rounds.

The peer's timed part is its `Game(...)` (shuffles, deals) and `play()`; reading its card files
into decks is done before the timer (our engine has its cards as tables already).
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.util
import json
import logging
import sys
import time
from collections.abc import Callable
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

from simulate_cpu import ours, rate, spread

SEATS = 4
#: the peer's own game set-up (its experiments' configuration)
SUITS, VALUES, DICE = 5, 12, [1, 2, 2, 3, 3, 4]
NEEDS = "shortuuid neat-python"  # what the peer's game loop imports, beyond the standard library


class PeerTrouble(Exception):
    """The peer cannot be loaded: the message says why and what to do."""


class _PeerFinder(importlib.abc.MetaPathFinder):
    """`Dragonwood.X` from the peer's folder `dragonwood/`, file names matched without case
    (its modules import `Dragonwood.Dice` from `dice.py`)."""

    def __init__(self, folder: Path) -> None:
        self.files = {p.stem.lower(): p for p in folder.glob("*.py")}

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        package, _, leaf = name.partition(".")
        if package != "Dragonwood" or not leaf:
            return None
        file = self.files.get(leaf.lower())
        return None if file is None else importlib.util.spec_from_file_location(name, file)


def load_peer(root: Path) -> dict[str, Any]:
    """The peer's classes, imported from the checkout `root`."""
    folder = root / "dragonwood"
    if not (folder / "Game.py").is_file():
        raise PeerTrouble(f"{root}: no dragonwood/Game.py here (a checkout of rodmonic/DragonWoodAI?)")
    for file in ("creatures.csv", "enhancements.csv"):
        if not (root / "cards" / file).is_file():
            raise PeerTrouble(f"{root}: no cards/{file} here")
    # its Game module sets logging up with a file under ./data/logging: a handler already on the
    # root logger makes that a no-op (and its play() disables logging when debug is off)
    root_logger = logging.getLogger()
    if not root_logger.handlers:
        root_logger.addHandler(logging.NullHandler())
    package = ModuleType("Dragonwood")
    package.__path__ = []  # a package: its modules come from the finder
    sys.modules["Dragonwood"] = package
    sys.meta_path.insert(0, _PeerFinder(folder))
    try:
        import Dragonwood.Deck as deck  # type: ignore[import-not-found]
        import Dragonwood.Dice as dice  # type: ignore[import-not-found]
        import Dragonwood.Game as game  # type: ignore[import-not-found]
        import Dragonwood.Player as player  # type: ignore[import-not-found]
        import Dragonwood.SharedRandom as shared  # type: ignore[import-not-found]
    except ModuleNotFoundError as e:
        raise PeerTrouble(f"the peer needs {e.name}: pip install {NEEDS}") from None
    return {"deck": deck, "dice": dice, "game": game, "player": player, "shared": shared, "root": root}


def peer(p: dict[str, Any]) -> Callable[[int], float]:
    """A function playing the peer's 4-seat game of `seed`; it returns its CPU seconds."""
    deck, dice, game, player, shared = p["deck"], p["dice"], p["game"], p["player"], p["shared"]
    creatures = str(p["root"] / "cards" / "creatures.csv")
    enhancements = str(p["root"] / "cards" / "enhancements.csv")

    def one(seed: int) -> float:
        shared.set_seed(seed)
        adventurers = deck.Adventurer_Deck(SUITS, VALUES)
        dragonwood = deck.Dragonwood_Deck(creatures, enhancements)
        players = [player.Player(0, 0, f"player {k}", []) for k in range(SEATS)]
        t = time.process_time()
        game.Game(adventurers, dragonwood, players, dice.Dice(DICE), False).play()
        return time.process_time() - t

    return one


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--peer", required=True, type=Path, help="a checkout of rodmonic/DragonWoodAI")
    p.add_argument("--games", type=int, default=200, help="games per side per round")
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.games < 1 or args.rounds < 1:
        print("peer_speed: --games and --rounds must be at least 1", file=sys.stderr)
        return 2
    try:
        theirs = peer(load_peer(args.peer))
    except PeerTrouble as e:
        print(f"peer_speed: {e}", file=sys.stderr)
        return 2
    mine = ours("dragonwood", ["greedy"] * SEATS)
    theirs(args.seed), mine(args.seed)  # warm-up: imports and tables, outside every round
    rows = []
    for r in range(args.rounds):
        seeds = range(args.seed + r * args.games, args.seed + (r + 1) * args.games)
        sides = [("peer", theirs), ("ours", mine)]
        if r % 2:
            sides.reverse()  # each side goes first every other round
        got = {name: rate([play(s) for s in seeds]) for name, play in sides}
        rows.append({"peer": got["peer"], "ours": got["ours"], "ratio": got["ours"] / got["peer"]})
    result = {
        "games_per_round": args.games, "rounds": args.rounds, "seed": args.seed,
        "rounds_games_per_cpu_second": [{k: round(v, 2) for k, v in row.items()} for row in rows],
        **{k: spread([row[k] for row in rows]) for k in ("peer", "ours", "ratio")},
    }
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"Dragonwood, 4 seats: {args.rounds} rounds of {args.games} games a side from seed {args.seed}, "
          "games per CPU-second")
    for i, row in enumerate(result["rounds_games_per_cpu_second"]):
        print(f"  round {i + 1}: peer {row['peer']}, ours {row['ours']}, ratio {row['ratio']}")
    for k, what in (("peer", "peer (DragonWoodAI)"), ("ours", "ours (greedy)"), ("ratio", "ratio ours/peer")):
        s = result[k]
        print(f"  {what}: median {s['median']}, {s['min']}-{s['max']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
