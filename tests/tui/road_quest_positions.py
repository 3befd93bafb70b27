"""Seeded Road Quest positions for the table tests: matches stopped where a person decides.

The actions are stored in `road_quest_positions.json` (so snapshots move only when the rules
do, not when a computer player's strategy changes). `python -m tests.tui.road_quest_positions`
searches them again with `hard` players in every seat and rewrites the file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game

FILE = Path(__file__).with_name("road_quest_positions.json")
NAMES = ["You", "Ada", "Bram", "Cleo"]
KIND = "road-quest"


def seats(players: int, humans: int = 1) -> list[SeatSpec]:
    return [SeatSpec(NAMES[i]) if i < humans else SeatSpec(NAMES[i], "hard") for i in range(players)]


def load() -> dict[str, dict[str, Any]]:
    return json.loads(FILE.read_text(encoding="utf-8"))


def match(name: str) -> Match:
    p = load()[name]
    game = get_game(KIND)
    config = game.with_variants(game.default_config(p["players"]), p.get("variants", []))
    actions = msgspec.json.decode(json.dumps(p["actions"]).encode(), type=list[game.action_type])
    return Match(game, config, p["seed"], seats(p["players"], p.get("humans", 1)), actions, bot_factory(KIND))


def _play(players: int, seed: int, variants: list[str], stop, bot: str = "hard") -> list[Any] | None:
    game = get_game(KIND)
    state = game.new_game(game.with_variants(game.default_config(players), variants), seed)
    bots = [make_bot(KIND, bot, derive_seed(seed, "bot", i)) for i in range(players)]
    actions: list[Any] = []
    while True:
        if stop(game, state):
            return actions
        seat = game.to_move(state)
        if seat is None:
            return None
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state))
        game.apply(state, action)
        actions.append(action)


def _search() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}

    def find(name: str, players: int, stop, variants: list[str] | None = None, humans: int = 1, bot: str = "hard") -> None:
        for seed in range(1, 400):
            actions = _play(players, seed, variants or [], stop, bot)
            if actions is not None:
                out[name] = {
                    "players": players, "seed": seed, "humans": humans, "variants": variants or [],
                    "actions": json.loads(msgspec.json.encode(actions)),
                }
                return
        raise RuntimeError(f"no position {name}")

    def mine(phase: str, extra=lambda g, s: True):
        return lambda g, s: g.to_move(s) == 0 and s.phase == phase and extra(g, s)

    find("character", 3, mine("character"))
    find("draw", 3, mine("draw", lambda g, s: s.turn > 4 and any(p.roads for p in s.players)))
    find("creature", 3, mine("face", lambda g, s: g.cards.cards[s.players[0].pending[0]].kind == "creature" and s.players[0].roads))
    find("ambush", 2, mine("face", lambda g, s: g.cards.cards[s.players[0].pending[0]].kind == "ambush"))
    find("main", 3, mine("main", lambda g, s: s.turn > 6 and any(type(a).__name__ == "Attack" for a in g.legal_actions(s))))
    find("announce", 2, mine("main", lambda g, s: s.announce_due))
    find("call-out", 2, mine("draw", lambda g, s: bool(g.rules.callable(s))), bot="normal")
    find("discard", 2, mine("discard"))
    find("spoils", 2, mine("spoils"), ["duel"])
    find("hot-seat", 2, lambda g, s: g.to_move(s) == 1 and s.phase == "draw" and s.turn > 2, humans=2)
    find("over", 2, lambda g, s: g.is_over(s))
    find("four-seats", 4, mine("main", lambda g, s: s.turn > 8), ["battlefield"])
    return out


if __name__ == "__main__":
    FILE.write_text(json.dumps(_search(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
