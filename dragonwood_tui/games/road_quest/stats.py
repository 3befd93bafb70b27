"""Balance figures over many finished games (the spec's targets, docs/rules.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from typing import Any


def summarize_stats(games: Collection[dict[str, Any]]) -> dict[str, Any]:
    """Median rounds; how games ended; per character the win share minus its fair share (in
    points: a character played in a game of n seats has a fair share 1/n of it); the first
    player's win share minus the fair share."""
    if not games:
        return {}
    rounds = sorted(g["rounds"] for g in games)
    played: Counter[str] = Counter()
    fair: dict[str, float] = dict.fromkeys(played, 0.0)
    won: dict[str, float] = {}
    first_won = first_fair = 0.0
    for g in games:
        n = len(g["characters"])
        share = 1 / len(g["winners"]) if g["winners"] else 0.0
        for seat, key in enumerate(g["characters"]):
            played[key] += 1
            fair[key] = fair.get(key, 0.0) + 1 / n
            if seat in g["winners"]:
                won[key] = won.get(key, 0.0) + share
        first_fair += 1 / n
        if g["first"] in g["winners"]:
            first_won += share
    return {
        "median_rounds": rounds[len(rounds) // 2],
        "ends": dict(sorted(Counter(g["end"] for g in games).items())),
        "character_edge_points": {
            k: round(100 * (won.get(k, 0.0) - fair.get(k, 0.0)) / played[k] * len(games) / len(games), 2) for k in sorted(played)
        },
        "first_player_edge_points": round(100 * (first_won - first_fair) / len(games), 2),
    }
