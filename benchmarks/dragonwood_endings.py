"""How Dragonwood games end under the rules variants and modifiers that move the end.

    python benchmarks/dragonwood_endings.py [--games N] [--seats 4] [--bot greedy]

For each config (standard, `long-deck`, `deck_passes=1`), plays N games between computer players
(seeds 1..N) and prints the share of games ending on both dragons, on the Adventurer deck and on
an empty forest, with a 95% confidence interval (normal approximation), and the mean game length.
"""

from __future__ import annotations

import argparse
import math
from collections import Counter

import msgspec

from dragonwood_tui.bots import make_bot
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.state import END_NAMES

CONFIGS = {"standard": {}, "long-deck": {"long_deck": True}, "deck_passes=1": {"deck_passes": 1}}


def play(config, seed: int, bot: str) -> tuple[int, int]:
    state = GAME.new_game(config, seed)
    bots = [make_bot("dragonwood", bot, seed * 10 + i) for i in range(config.players)]
    steps = 0
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        GAME.apply(state, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state)))
        steps += 1
    return state.end_reason, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args()
    for label, options in CONFIGS.items():
        config = msgspec.structs.replace(GAME.default_config(args.seats), **options)
        ends: Counter[int] = Counter()
        steps = 0
        for seed in range(1, args.games + 1):
            reason, n = play(config, seed, args.bot)
            ends[reason] += 1
            steps += n
        shares = []
        for reason in sorted(ends):
            p = ends[reason] / args.games
            half = 1.96 * math.sqrt(p * (1 - p) / args.games)
            shares.append(f"{END_NAMES[reason].split(' exhausted')[0]} {100 * p:.1f}% ±{100 * half:.1f}")
        print(f"{label:14} {args.seats} seats, {args.games} games: {', '.join(shares)}; {steps / args.games:.0f} actions/game")


if __name__ == "__main__":
    main()
