"""Whether the review's chance of winning means winning (docs/ai.md, "Calibration").

    python benchmarks/review_calibration.py dice-quest --games 240 --seed 5000 --jobs 2 [--out FILE]

Plays solo games (Dice Quest: `--seats 1`, the default) seated by `random`, `normal` and `expert`
in turn (seeds SEED, SEED+1, ...), reviews every game's seat, and groups its decisions by the
claimed chance of winning after the played option, in tenths (a claim of exactly 1 in a bin of
its own): per bin the decisions, the mean claim, the share of them in won games and its 95%
interval (Wilson), and whether the bin holds (the interval contains the mean claim, or the gap
is at most 5 points). Also the review's CPU seconds per game (mean and max).

`--expert-on LOW`: what a claim means. For every decision of a `random` or `normal` seat claimed
from LOW up to 0.9 (the bins that fail; above them, thousands of decisions), `expert` plays the
rest of the game on from the position after the played option (the record's own deck order: one
the seat could not see), and the table `calibration_expert_on` groups those claims by whether
`expert` then won. The review's claim is `expert`'s chance from there (docs/review.md): this
tells a wrong estimate from a seat that goes on playing worse than the claim assumes.

`--levels normal,random`: only those levels' games (the same seeds as a full run). `--rows FILE`:
each game's row appended as it ends (a run stopped early keeps them); `--summary FILE...`: the
tables of rows files, nothing played.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

LEVELS = ("random", "normal", "expert")


def one(task: tuple[str, int, int, float | None]) -> dict:
    from dragonwood_tui.bots import make_untimed_bot
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.engine.rng import derive_seed
    from dragonwood_tui.games import get_game
    from dragonwood_tui.review.run import review_record
    from dragonwood_tui.storage.records import new_record

    kind, seats, seed, expert_on = task
    game = get_game(kind)
    config = game.default_config(seats)
    level = LEVELS[seed % len(LEVELS)]
    names = [level] + ["expert"] * (seats - 1)
    state = game.new_game(config, seed)
    bots = [make_untimed_bot(kind, n, derive_seed(seed, "bot", i)) for i, n in enumerate(names)]
    actions = []
    while (seat := game.to_move(state)) is not None:
        action = bots[seat].choose(game.bot_view(state, seat), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    record = new_record(game, config, seed, [SeatSpec(n, n) for n in names], actions)
    winners = game.winners(state)
    won = 1.0 / len(winners) if 0 in winners else 0.0
    cpu = time.process_time()
    review = review_record(record, 0)
    cpu = time.process_time() - cpu
    on = []
    if expert_on is not None and level != "expert":
        want = {d.step: d.chance_played for d in review.decisions if expert_on <= d.chance_played < 0.9}
        state = game.new_game(config, seed)
        for i, action in enumerate(actions):  # a decision's step is the actions before it
            if i in want:
                after = game.clone(state)
                game.apply(after, action)
                bot = make_untimed_bot(kind, "expert", derive_seed(seed, "on", i))
                while (seat := game.to_move(after)) is not None:
                    game.apply(after, bot.choose(game.bot_view(after, seat), game.legal_actions(after)))
                on.append((want[i], 1.0 if 0 in game.winners(after) else 0.0))
            game.apply(state, action)
    return {"level": level, "seed": seed, "won": won, "cpu": cpu,
            "claims": [(d.chance_played, d.method or review.method) for d in review.decisions], "expert_on": on}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def table(rows: list[dict]) -> list[dict]:
    bins: dict[str, list[tuple[float, float]]] = {}
    for r in rows:
        for claim, _ in r["claims"]:
            key = "1.0" if claim == 1.0 else f"{min(9, int(claim * 10)) / 10:.1f}"
            bins.setdefault(key, []).append((claim, r["won"]))
    out = []
    for key in sorted(bins):
        got = bins[key]
        n = len(got)
        mean = sum(c for c, _ in got) / n
        won = sum(w for _, w in got)
        lo, hi = wilson(won, n)
        share = won / n
        out.append({"bin": key, "decisions": n, "claimed": round(mean, 3), "won": round(share, 3),
                    "interval": [round(lo, 3), round(hi, 3)], "holds": lo <= mean <= hi or abs(share - mean) <= 0.05})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("kind")
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    ap.add_argument("--expert-on", type=float, default=None)
    ap.add_argument("--levels", default=",".join(LEVELS), help="the levels whose games are played (of seeds SEED.., each level its own)")
    ap.add_argument("--rows", help="append each game's row to this JSON-lines file as it ends (a run stopped early keeps them)")
    ap.add_argument("--summary", nargs="*", help="only summarise these rows files")
    args = ap.parse_args()
    levels = set(args.levels.split(","))
    if args.summary is not None:
        rows = [json.loads(line) for name in args.summary for line in open(name) if line.strip()]
    else:
        tasks = [(args.kind, args.seats, s, args.expert_on) for s in range(args.seed, args.seed + args.games)
                 if LEVELS[s % len(LEVELS)] in levels]
        rows = []
        with Pool(args.jobs) as pool:
            for row in pool.imap(one, tasks):
                rows.append(row)
                if args.rows:
                    with open(args.rows, "a") as f:
                        f.write(json.dumps(row) + "\n")
    cpus = [r["cpu"] for r in rows]
    result = {
        "kind": args.kind, "seats": args.seats, "games": args.games, "seed": args.seed,
        "won": {lvl: round(sum(r["won"] for r in rows if r["level"] == lvl) / max(1, sum(r["level"] == lvl for r in rows)), 3) for lvl in LEVELS},
        "review_cpu_seconds": {"mean": round(sum(cpus) / len(cpus), 3), "max": round(max(cpus), 3)},
        "claimed_1_in_lost_games": sum(1 for r in rows for c, _ in r["claims"] if c == 1.0 and r["won"] < 1.0),
        "calibration": table(rows),
        "calibration_by_level": {lvl: table([r for r in rows if r["level"] == lvl]) for lvl in LEVELS},
    }
    if any(r.get("expert_on") for r in rows):
        result["calibration_expert_on"] = table([{"claims": [(c, "")], "won": w} for r in rows for c, w in r["expert_on"]])
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
