"""Seeded positions for the game-table tests: matches stopped where a person must decide.

Each position is a game kind, seats, a seed and the actions that lead to it. The actions are
stored in `table_positions.json` (so the snapshots do not move when a computer player's
strategy changes, only when the rules do). `python -m tests.tui.table_positions` searches them
again with greedy / expert players in every seat and rewrites the file.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.walk import walk
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dragonwood.cards import VALUE

from . import positions

FILE = Path(__file__).with_name("table_positions.json")
PROMPTS = ("mushroom", "wound", "thunder-storm", "wind-storm", "hand-limit")
BOTS = {"dragonwood": "greedy", "dice-quest": "expert"}  # the players the positions were searched with


def seats(kind: str, players: int, humans: int = 1) -> list[SeatSpec]:
    return positions.seats(players, humans, BOTS[kind])


def load() -> dict[str, dict[str, Any]]:
    return positions.load(FILE)


def match(name: str) -> Match:
    """The match of position `name`, replayed to its last action (persons in the first seats)."""
    p = load()[name]
    config = get_game(p["kind"]).default_config(p["players"])
    return positions.match(p["kind"], config, p["seed"], seats(p["kind"], p["players"], p.get("humans", 1)), p["actions"])


# -- searching the positions again -------------------------------------------------------------
def _play(kind: str, players: int, seed: int, stop) -> list[Any] | None:
    """Bots in every seat from `seed` until `stop(game, state)`; the actions, or None."""
    return positions.play_until(kind, get_game(kind).default_config(players), seed, stop, BOTS[kind])


def _search() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}

    def keep(name: str, kind: str, players: int, seed: int, actions: list[Any], humans: int = 1) -> None:
        out[name] = {
            "kind": kind, "players": players, "seed": seed, "humans": humans,
            "actions": positions.stored(actions),
        }

    def seat0_phase(phase: str):
        return lambda g, s: g.to_move(s) == 0 and g.view(s, 0).phase == phase

    # a person's turn after the computer players opened: 3 seats
    for seed in range(1, 50):
        actions = _play("dragonwood", 3, seed, lambda g, s: g.to_move(s) == 0 and g.turn_number(s) >= 3)
        if actions:
            keep("dragonwood-turn", "dragonwood", 3, seed, actions)
            break
    def four_of_a_kind(g, s):  # four dice: chances in 1296ths, the Chances box's longest fractions
        v = g.view(s, 0)
        return (
            g.to_move(s) == 0 and v.phase == "turn" and len(v.landscape) == 5
            and max(Counter(VALUE[c] for c in v.hand).values(), default=0) >= 4
        )

    for seed in range(1, 400):
        actions = _play("dragonwood", 3, seed, four_of_a_kind)
        if actions:
            keep("dragonwood-four-of-a-kind", "dragonwood", 3, seed, actions)
            break
    for phase in PROMPTS:
        for players in (4, 3):
            found = None
            for seed in range(1, 300):
                actions = _play("dragonwood", players, seed, seat0_phase(phase))
                if actions is not None:
                    found = (players, seed, actions)
                    break
            if found:
                keep(f"dragonwood-{phase}", "dragonwood", found[0], found[1], found[2])
                break
    for cards in (10, 11):  # the hand limit with the most cards a hand can hold: all must show
        def full_hand(g, s, cards=cards):
            return seat0_phase("hand-limit")(g, s) and len(g.view(s, 0).hand) == cards

        for seed in range(1, 3000):
            actions = _play("dragonwood", 3, seed, full_hand)
            if actions is not None:
                keep(f"dragonwood-hand-limit-{cards}", "dragonwood", 3, seed, actions)
                break
    keep("dragonwood-over", "dragonwood", 4, 3, _play("dragonwood", 4, 3, lambda g, s: g.is_over(s)))
    keep("dragonwood-hot-seat", "dragonwood", 3, 11, [], humans=2)
    for seed in range(1, 50):
        actions = _play("dragonwood", 1, seed, lambda g, s: g.turn_number(s) >= 5 and g.to_move(s) == 0)
        if actions:
            keep("dragonwood-solo", "dragonwood", 1, seed, actions)
            break
    keep("dice-quest-solo", "dice-quest", 1, 4, [])
    for seed in range(1, 200):  # an army with all five powers: every one must show
        def all_powers(g, s):
            v = g.view(s, 0)
            return g.to_move(s) == 0 and len({c.power for c in v.seats[0].army}) >= 5 and len(v.line) >= 4

        actions = _play("dice-quest", 1, seed, all_powers)
        if actions is not None:
            keep("dice-quest-army", "dice-quest", 1, seed, actions)
            break
    keep("dice-quest-duel", "dice-quest", 2, 6, _play("dice-quest", 2, 6, lambda g, s: g.to_move(s) == 0 and g.turn_number(s) >= 5))
    won = lost = None
    for seed in range(1, 400):
        actions = _play("dice-quest", 1, seed, lambda g, s: g.is_over(s))
        status = _final_status("dice-quest", 1, seed, actions)
        if status == "won" and won is None:
            won = (seed, actions)
        if status == "lost" and (lost is None or len(actions) > len(lost[1])):
            lost = (seed, actions)  # the loss that came latest: an army to show
        if won and lost and len(lost[1]) >= 30:
            break
    keep("dice-quest-won", "dice-quest", 1, won[0], won[1])
    keep("dice-quest-lost", "dice-quest", 1, lost[0], lost[1])
    return out


def _final_status(kind: str, players: int, seed: int, actions: list[Any]) -> str:
    game = get_game(kind)
    return walk(game, game.default_config(players), seed, actions).status


if __name__ == "__main__":
    found = _search()
    FILE.write_text(json.dumps(found, indent=None, separators=(",", ":")) + "\n", encoding="utf-8")
    for name, p in found.items():
        print(f"{name}: {p['players']} seats, seed {p['seed']}, {len(p['actions'])} actions")
