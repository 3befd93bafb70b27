"""Fits the multiplayer Dice Quest review's evaluation of the race (bots/dice_quest_review.py, games/dice_quest/horizon.py, docs/ai.md).

    python benchmarks/dice_quest_eval_fit.py GAMES SEED OUT.json

Plays 2-seat Dice Quest games (`normal` against `random`, `normal` and `expert`, seat-rotated),
records at the start of every turn each seat's score (army + spent cards) and army, and the
cards still to beat (deck + quest line), and the game's result for that seat (1 win, 1/k shared,
0 loss); then fits the logistic P(seat wins) = 1 / (1 + exp(-z)),
z = (a * score lead + b * army lead) / sqrt(cards left + d), d on a grid (Newton's method, the
fit of benchmarks/road_quest_eval_fit.py), and prints the coefficients and the log-loss.
"""
import json, math, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..")); sys.path.insert(0, os.path.dirname(__file__))
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from road_quest_eval_fit import fit


def play(seed: int, bots: list[str]) -> list[tuple[list[float], float]]:
    game = get_game("dice-quest")
    s = game.new_game(game.default_config(2), seed)
    players = [make_untimed_bot("dice-quest", b, derive_seed(seed, "bot", i)) for i, b in enumerate(bots)]
    snaps = []
    last_turn = -1
    while (seat := game.to_move(s)) is not None:
        if s.turn != last_turn:
            last_turn = s.turn
            snaps.append((game.scores(s), [len(p.army) for p in s.players], len(s.deck) + len(s.line)))
        a = players[seat].choose(game.bot_view(s, seat), game.legal_actions(s))
        game.apply(s, a)
    win = game.winners(s)
    rows = []
    for score, army, left in snaps:
        for me in (0, 1):
            o = 1 - me
            rows.append(([score[me] - score[o], army[me] - army[o], 0, left], (1.0 / len(win)) if me in win else 0.0))
    return rows


if __name__ == "__main__":
    games, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rows = []
    for g in range(games):
        level = ("random", "normal", "expert")[g % 3]
        bots = ["normal", "normal"]; bots[g % 2] = level
        rows += play(seed + g, bots)
    base = -sum(math.log(0.5) for _ in rows) / len(rows)
    results = {}
    for use in ((0, 1), (0,)):
        for d in (1, 4, 16, 64):
            w, ll = fit(rows, d, use)
            results[(use, d)] = (w, ll)
            print(use, d, [round(v, 3) for v in w], round(ll, 4), "constant", round(base, 4), flush=True)
    json.dump({"games": games, "seed": seed, "rows": len(rows), "logloss_half": base,
               "fits": [{"features": list(u), "d": d, "w": w, "logloss": ll} for (u, d), (w, ll) in results.items()]},
              open(out, "w"), indent=1)
