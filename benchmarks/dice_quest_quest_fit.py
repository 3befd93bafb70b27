"""Fits solo Dice Quest's estimated chance of beating the rest of the quest
(bots/dice_quest_quest.py: `WEIGHTS`; docs/ai.md, "Solo Dice Quest: the whole quest").

    python benchmarks/dice_quest_quest_fit.py GAMES SEED OUT.json [--jobs 2]

Plays solo games seated by `expert`, `normal` and `random` in turn (seeds SEED, SEED+1, ...).
After every enemy beaten it records where the turn ended (the quest line left, the army, the
unseen deck: `features`) and whether `expert`, playing on from there, beats the quest: the game's
own result in an `expert` game, else one game played on by `expert` from that point (the deck's
order there is one the seat could not see: a sample of its view). Then fits the logistic by
Newton's method and prints the weights, their covariance (the inverse of the log-likelihood's
Hessian at the fit on every position: what the review's standard error of an estimated chance
reads, `dice_quest_quest.COVARIANCE`), the log-loss and a calibration table of the fit (tenths).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from dragonwood_tui.bots import make_untimed_bot  # noqa: E402
from dragonwood_tui.bots.dice_quest_quest import features  # noqa: E402
from dragonwood_tui.engine.rng import derive_seed  # noqa: E402
from dragonwood_tui.games import get_game  # noqa: E402
from dragonwood_tui.games.dice_quest.actions import Beat  # noqa: E402
from dragonwood_tui.games.dice_quest.solver import army_counts, combo_of  # noqa: E402

LEVELS = ("expert", "normal", "random")


def _expert_wins(game, state, seed: int) -> float:
    bot = make_untimed_bot(game.kind, "expert", seed)
    while game.to_move(state) is not None:
        game.apply(state, bot.choose(game.bot_view(state, 0), game.legal_actions(state)))
    return 1.0 if 0 in game.winners(state) else 0.0


def play(seed: int) -> list[tuple[list[float], float]]:
    game = get_game("dice-quest")
    level = LEVELS[seed % len(LEVELS)]
    state = game.new_game(game.default_config(1), seed)
    bot = make_untimed_bot(game.kind, level, derive_seed(seed, "bot", 0))
    cards = game.cards
    pending: list[list[float]] = []
    rows: list[tuple[list[float], float]] = []
    while game.to_move(state) is not None:
        action = bot.choose(game.bot_view(state, 0), game.legal_actions(state))
        if isinstance(action, Beat):
            line = [combo_of(cards[c]) for c in state.line if c != action.card]
            army = list(army_counts(cards[c] for c in state.players[0].army))
            army[["plus", "minus", "shift", "reroll", "mirror"].index(cards[action.card].power)] += 1
            unseen = [combo_of(cards[c]) for c in state.deck]
            f = features(line, army, unseen)
            game.apply(state, action)
            if not line and not unseen:
                continue  # won: exactly 1, nothing to fit
            if level == "expert":
                pending.append(f)
            else:
                rows.append((f, _expert_wins(game, game.clone(state), derive_seed(seed, "on", len(rows)))))
            continue
        game.apply(state, action)
    won = 1.0 if 0 in game.winners(state) else 0.0
    rows.extend((f, won) for f in pending)
    return rows


def fit(rows, iters: int = 30, ridge: float = 1e-6):
    n = len(rows[0][0])
    w = [0.0] * n
    for _ in range(iters):
        g = [0.0] * n
        H = [[0.0] * n for _ in range(n)]
        for x, t in rows:
            z = sum(a * b for a, b in zip(w, x))
            p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            for i in range(n):
                g[i] += (p - t) * x[i]
                for j in range(n):
                    H[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(n):
            H[i][i] += ridge
        A = [H[i][:] + [g[i]] for i in range(n)]
        for i in range(n):
            piv = max(range(i, n), key=lambda r: abs(A[r][i]))
            A[i], A[piv] = A[piv], A[i]
            for r in range(n):
                if r != i:
                    f = A[r][i] / A[i][i]
                    A[r] = [a - f * b for a, b in zip(A[r], A[i])]
        w = [w[i] - A[i][n] / A[i][i] for i in range(n)]
    return w


def covariance(w, rows, ridge: float = 1e-6):
    """The inverse of the Hessian of the negative log-likelihood at `w` (the weights' covariance
    for a maximum-likelihood fit), by Gauss-Jordan elimination."""
    n = len(w)
    H = [[0.0] * n for _ in range(n)]
    for x, _t in rows:
        p = predict(w, x)
        for i in range(n):
            for j in range(n):
                H[i][j] += p * (1 - p) * x[i] * x[j]
    for i in range(n):
        H[i][i] += ridge
    A = [H[i][:] + [1.0 if j == i else 0.0 for j in range(n)] for i in range(n)]
    for i in range(n):
        piv = max(range(i, n), key=lambda r: abs(A[r][i]))
        A[i], A[piv] = A[piv], A[i]
        d = A[i][i]
        A[i] = [a / d for a in A[i]]
        for r in range(n):
            if r != i:
                f = A[r][i]
                A[r] = [a - f * b for a, b in zip(A[r], A[i])]
    return [row[n:] for row in A]


def predict(w, x):
    z = sum(a * b for a, b in zip(w, x))
    return 1 / (1 + math.exp(-max(-30, min(30, z))))


def table(w, rows):
    bins: dict[int, list[tuple[float, float]]] = {}
    for x, t in rows:
        p = predict(w, x)
        bins.setdefault(min(9, int(p * 10)), []).append((p, t))
    out = []
    for b in sorted(bins):
        ps = bins[b]
        mean = sum(p for p, _ in ps) / len(ps)
        won = sum(t for _, t in ps) / len(ps)
        out.append({"bin": b / 10, "n": len(ps), "claimed": round(mean, 3), "won": round(won, 3)})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("out")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    with Pool(args.jobs) as pool:
        rows = [r for part in pool.map(play, seeds, chunksize=4) for r in part]
    half = len(rows) // 2  # fit on the even rows, check on the odd
    train, test = rows[0::2], rows[1::2]
    w = fit(train)
    ll = -sum(t * math.log(max(1e-9, predict(w, x))) + (1 - t) * math.log(max(1e-9, 1 - predict(w, x))) for x, t in test) / len(test)
    w_all = fit(rows)
    cov = covariance(w_all, rows)
    result = {"games": args.games, "seed": args.seed, "rows": len(rows), "weights": [round(v, 4) for v in w_all],
              "covariance": [[float(f"{v:.6g}") for v in row] for row in cov],
              "test_log_loss": round(ll, 4), "test_calibration": table(w, test)}
    print(json.dumps(result, indent=1))
    with open(args.out, "w") as f:
        json.dump(result, f, indent=1)
    del half


if __name__ == "__main__":
    main()
