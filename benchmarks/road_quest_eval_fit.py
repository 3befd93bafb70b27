"""Fits the Road Quest review's evaluation of the race (bots/road_quest_review.py, games/road_quest/horizon.py, docs/ai.md).

    python benchmarks/road_quest_eval_fit.py GAMES SEED OUT.json

Plays 2-seat Road Quest games of `hard` against `random`, `normal` and `hard` (seat-rotated),
records at the start of every turn each seat's roads, life short of 12 (`hard`'s danger zone)
and obstacles waiting, and the game's
result for that seat (1 win, 1/k shared, 0 loss); then fits by Newton's method the logistic
P(seat wins) = 1 / (1 + exp(-z)), z = (a * roads lead + b * danger lead + c * waiting lead) / sqrt(roads left + d)
(roads left: the goal less the leader's roads, d tried on a grid), and prints the coefficients and the
fit's log-loss against the constant's.
"""
import json, math, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game

GOAL = 8
DANGER = 12  # `hard` counts each life point more below 12 (life_cost)


def play(seed: int, bots: list[str]) -> list[tuple[list[float], float]]:
    game = get_game("road-quest")
    s = game.new_game(game.default_config(2), seed)
    players = [make_untimed_bot("road-quest", b, derive_seed(seed, "bot", i)) for i, b in enumerate(bots)]
    snaps = []
    last_turn = -1
    while (seat := game.to_move(s)) is not None:
        if s.turn != last_turn and s.phase == "draw":
            last_turn = s.turn
            snaps.append([(len(p.roads), p.life, len(p.pending), p.alive) for p in s.players])
        a = players[seat].choose(game.bot_view(s, seat), game.legal_actions(s))
        game.apply(s, a)
    win = game.winners(s)
    rows = []
    for snap in snaps:
        for me in (0, 1):
            o = 1 - me
            if not (snap[me][3] and snap[o][3]):
                continue
            left = GOAL - max(snap[0][0], snap[1][0])
            danger = [max(0, DANGER - snap[k][1]) for k in (me, o)]  # life short of DANGER
            feats = [snap[me][0] - snap[o][0], danger[1] - danger[0], snap[me][2] - snap[o][2], left]
            rows.append((feats, (1.0 / len(win)) if me in win else 0.0))
    return rows


def fit(rows, d, use=(0, 1, 2)):
    """Newton's method on the features `use` (the others' coefficients stay 0)."""
    X = [[f[i] / math.sqrt(f[3] + d) if i in use else 0.0 for i in range(3)] for f, _ in rows]
    y = [r for _, r in rows]
    w = [0.0, 0.0, 0.0]
    for _ in range(25):
        g = [0.0] * 3
        H = [[0.0] * 3 for _ in range(3)]
        for x, t in zip(X, y):
            z = sum(a * b for a, b in zip(w, x))
            p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            for i in range(3):
                g[i] += (p - t) * x[i]
                for j in range(3):
                    H[i][j] += p * (1 - p) * x[i] * x[j] + (1e-6 if i == j else 0)
        # solve H dw = g (3x3, Gaussian elimination)
        A = [H[i][:] + [g[i]] for i in range(3)]
        for i in range(3):
            piv = max(range(i, 3), key=lambda r: abs(A[r][i])); A[i], A[piv] = A[piv], A[i]
            for r in range(3):
                if r != i:
                    f = A[r][i] / A[i][i]
                    A[r] = [a - f * b for a, b in zip(A[r], A[i])]
        w = [w[i] - A[i][3] / A[i][i] for i in range(3)]
    ll = 0.0
    for x, t in zip(X, y):
        z = sum(a * b for a, b in zip(w, x))
        p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-z))))
        ll -= t * math.log(p) + (1 - t) * math.log(1 - p)
    return w, ll / len(rows)


if __name__ == "__main__":
    games, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rows = []
    for g in range(games):
        level = ("random", "normal", "hard")[g % 3]
        bots = ["hard", "hard"]; bots[g % 2] = level
        rows += play(seed + g, bots)
    base = -sum(math.log(0.5) for _ in rows) / len(rows)
    results = {}
    for use in ((0, 1, 2), (0, 2)):
        for d in (2, 8, 32, 1000):
            w, ll = fit(rows, d, use)
            results[(use, d)] = (w, ll)
            print(use, d, [round(v, 3) for v in w], "per unit at d", [round(v / math.sqrt(d), 3) for v in w],
                  round(ll, 4), "constant", round(base, 4), flush=True)
    json.dump({"games": games, "seed": seed, "rows": len(rows), "logloss_half": base,
               "fits": [{"features": list(u), "d": d, "w": w, "logloss": ll} for (u, d), (w, ll) in results.items()]},
              open(out, "w"), indent=1)
