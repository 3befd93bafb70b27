"""Seeded Road Quest positions for the table tests: matches stopped where a person decides.

The actions are stored in `road_quest_positions.json` (so snapshots move only when the rules
do, not when a computer player's strategy changes). `python -m tests.tui.road_quest_positions`
searches them again with `hard` players in every seat and rewrites the file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game

from . import positions

FILE = Path(__file__).with_name("road_quest_positions.json")
KIND = "road-quest"


def seats(players: int, humans: int = 1):
    return positions.seats(players, humans, "hard")


def load() -> dict[str, dict[str, Any]]:
    return positions.load(FILE)


def _config(players: int, variants: list[str]) -> Any:
    game = get_game(KIND)
    return game.with_variants(game.default_config(players), variants)


def match(name: str) -> Match:
    p = load()[name]
    config = _config(p["players"], p.get("variants", []))
    return positions.match(KIND, config, p["seed"], seats(p["players"], p.get("humans", 1)), p["actions"])


def _camp_would_come_first(g, s) -> bool:
    """A road laid at full life, and camping the first choice in the order of kinds alone (the
    table's order before plain losses went last)."""
    p = s.players[0]
    kinds = {type(a).__name__ for a in g.legal_actions(s)}
    earlier = {"CallOut", "LayRoad", "Announce", "Attack", "Duel", "UseTreasure"}
    return s.laid and p.life == p.max_life and "Camp" in kinds and not kinds & earlier


def _search() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}

    def find(name: str, players: int, stop, variants: list[str] | None = None, humans: int = 1, bot: str = "hard") -> None:
        for seed in range(1, 400):
            actions = positions.play_until(KIND, _config(players, variants or []), seed, stop, bot)
            if actions is not None:
                out[name] = {
                    "players": players, "seed": seed, "humans": humans, "variants": variants or [],
                    "actions": positions.stored(actions),
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
    find("camp-at-full-life", 2, mine("main", _camp_would_come_first))
    find("four-seats", 4, mine("main", lambda g, s: s.turn > 8), ["battlefield"])
    return out


if __name__ == "__main__":
    FILE.write_text(json.dumps(_search(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
