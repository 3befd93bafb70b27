"""How long multiplayer Dice Quest games last with the idle-round rule, against its bound.

    python benchmarks/dice_quest_lengths.py [--games N] [--bot random]

For 2, 3 and 4 seats, plays N games between computer players (seeds 0..N-1) and prints the
median and longest game in actions, the bound `GAME.action_bound(config)` (never reached), and
how many enemies idle rounds removed (median).
"""

from __future__ import annotations

import argparse
import statistics

from dragonwood_tui.bots import make_bot
from dragonwood_tui.games.dice_quest import GAME


def play(players: int, seed: int, bot: str) -> tuple[int, int]:
    config = GAME.default_config(players)
    state = GAME.new_game(config, seed)
    bots = [make_bot("dice-quest", bot, seed * 7 + i) for i in range(players)]
    steps = 0
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        GAME.apply(state, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state)))
        steps += 1
    return steps, len(state.gone)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--bot", default="random")
    args = parser.parse_args()
    for players in (2, 3, 4):
        runs = [play(players, seed, args.bot) for seed in range(args.games)]
        lengths = [n for n, _ in runs]
        gone = [g for _, g in runs]
        bound = GAME.action_bound(GAME.default_config(players))
        print(
            f"{players} seats, {args.games} games ({args.bot}): median {statistics.median(lengths):.0f} actions, "
            f"longest {max(lengths)}, bound {bound}; enemies removed by idle rounds: median {statistics.median(gone):.0f}"
        )


if __name__ == "__main__":
    main()
