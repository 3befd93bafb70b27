"""`dragonwood simulate`: headless games between computer players, for strength and speed.

Runs on one core in one process. The games are seeded `seed, seed+1, ...`; each seat's bot
gets its own stream derived from the game seed, so a run is reproducible anywhere.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game

DEFAULT_SEATS = {"dragonwood": "greedy,greedy,greedy,greedy", "dice-quest": "expert"}


def simulate(
    game_kind: str, bots: list[str], games: int, seed: int, variants: list[str] | None = None
) -> dict[str, Any]:
    """Play `games` games and return the summary that `--json` prints."""
    game = get_game(game_kind)
    n = len(bots)
    config = game.default_config(n)
    if variants:
        config = game.with_variants(config, variants)
    wins = [0.0] * n
    score_sum = [0] * n
    solo_won = 0
    solo_won_score = 0
    actions_total = 0
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        state = game.new_game(config, game_seed)
        players = [make_bot(game_kind, b, derive_seed(game_seed, "bot", i)) for i, b in enumerate(bots)]
        to_move, legal, apply, view = game.to_move, game.legal_actions, game.apply, game.view
        seat = to_move(state)
        while seat is not None:
            apply(state, players[seat].choose(view(state, seat), legal(state)))
            actions_total += 1
            seat = to_move(state)
        scores = game.scores(state)
        winners = game.winners(state)
        for w in winners:
            wins[w] += 1 / len(winners)  # a shared win is shared
        for i in range(n):
            score_sum[i] += scores[i]
        if n == 1 and winners:
            solo_won += 1
            solo_won_score += scores[0]
    seconds = time.perf_counter() - started
    result: dict[str, Any] = {
        "game": game_kind,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "actions": actions_total,
        "seats": [
            {
                "bot": bots[i],
                "wins": round(wins[i], 4),
                "win_share": round(wins[i] / games, 4) if games else 0.0,
                "mean_score": round(score_sum[i] / games, 4) if games else 0.0,
            }
            for i in range(n)
        ],
    }
    if n == 1:
        result["win_rate"] = round(solo_won / games, 4) if games else 0.0
        result["mean_score"] = round(score_sum[0] / games, 4) if games else 0.0
        result["mean_score_won"] = round(solo_won_score / solo_won, 4) if solo_won else None
    return result


def _table(result: dict[str, Any]) -> str:
    lines = [
        f"{result['game']}: {result['games']} games from seed {result['seed']} in "
        f"{result['seconds']:.2f} s ({result['games_per_second']} games/s)",
        f"{'seat':>4}  {'bot':<10} {'wins':>9} {'win share':>9} {'mean score':>10}",
    ]
    for i, s in enumerate(result["seats"]):
        lines.append(
            f"{i:>4}  {s['bot']:<10} {s['wins']:>9g} {s['win_share']:>9.1%} {s['mean_score']:>10.2f}"
        )
    if "win_rate" in result:
        won = result["mean_score_won"]
        lines.append(
            f"solo: win rate {result['win_rate']:.1%}, mean score {result['mean_score']:.2f}, "
            f"mean score of won games {won if won is None else format(won, '.2f')}"
        )
    return "\n".join(lines)


def run_simulate(args: argparse.Namespace) -> int:
    from dragonwood_tui.bots import UnknownBot

    seats = (args.seats or DEFAULT_SEATS[args.game]).split(",")
    bots = [s.strip() for s in seats if s.strip()]
    if args.games < 1:
        print("dragonwood simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        result = simulate(args.game, bots, args.games, args.seed, args.variant)
    except (UnknownBot, ValueError) as exc:
        print(f"dragonwood simulate: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else _table(result))
    return 0
