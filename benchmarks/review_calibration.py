"""Whether the review's chance of winning means winning (docs/ai.md, "Calibration").

    python benchmarks/review_calibration.py dice-quest --games 240 --seed 5000 --jobs 2 [--out FILE]
    python benchmarks/review_calibration.py road-quest --seats 2 --games 240 --seed 5000 --jobs 2 --rows R
    python benchmarks/review_calibration.py road-quest --seats 2 --summary R [--out FILE]

Plays games of `--seats` seats (default 1), seeds SEED, SEED+1, ...: the reviewed seat's level
rotates with the seed through `random` and the game's own levels, weakest first (solo Dice
Quest: `random`, `normal`, `expert`; Road Quest: `random`, `normal`, `hard`, `expert`;
Dragonwood: `random`, `easy`, `normal`, `hard`, `expert`), the reviewed seat moves on by one
after each full turn of the levels (seat-rotated), and the other seats are the game's strongest
level. It reviews every game's reviewed seat with the app's own analysis settings (`--worlds N`:
at most N worlds a decision instead), and groups its decisions by the
claimed chance of winning after the played option, in tenths (a claim of exactly 1 in a bin of
its own): per bin the decisions, the mean claim, the share of them in won games (a win shared by
k counts 1/k) and its 95%
interval (Wilson), and whether the bin holds (the interval contains the mean claim, or the gap
is at most 5 points). Also the review's CPU seconds per game (mean and max).

`--expert-on LOW`: what a claim means. For every decision of a seat below the strongest level
claimed from LOW up to `--expert-to` (default 0.9), the strongest level plays every seat for the
rest of the game from the position after the played option (the record's own deck order: one
the seat could not see), and the table `calibration_expert_on` groups those claims by whether
the seat then won. The review's claim is the chance under the strongest play from there
(docs/review.md): this tells a wrong estimate from a seat that goes on playing worse than the
claim assumes.

`--on-rows FILE`: the same for the games of an earlier run's rows file, their reviews not made
again (the games are played again from their seeds and checked against the rows, and the claims
matched to the decisions' steps); `--on-every N`: every N-th decision of the range of a game only.

`--levels normal,random`: only those levels' games (the same seeds as a full run). `--rows FILE`:
each game's row appended as it ends (a run stopped early keeps them, and the same command goes on
with the seeds not yet in it); `--summary FILE...`: the tables of rows files (those of KIND and
`--seats`), nothing played. With more than one seat each bin also gives its games and a 95%
interval of its won share from resampling whole games: a game's decisions share one result, so
the Wilson interval, which counts them as independent, is narrower than the evidence. Solo rows
and output are those of the first version (solo Dice Quest).
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

Task = tuple[str, int, int, "float | None", "int | None", float]


def levels_of(kind: str) -> list[str]:
    """The levels a game's seats rotate through: `random`, then the game's own offered levels,
    weakest first (solo Dice Quest: random, normal, expert)."""
    from dragonwood_tui import bots

    offered = [level.name for level in bots._offered(kind)]
    return ["random"] + [n for n in offered if n != "random"]


def seating(kind: str, seats: int, seed: int) -> tuple[int, list[str]]:
    """The reviewed seat of game `seed` and every seat's level: the level rotates with the seed,
    the seat with each full turn of the levels, the other seats the game's strongest level."""
    from dragonwood_tui.bots import strongest_level

    levels = levels_of(kind)
    seat = (seed // len(levels)) % seats
    names = [strongest_level(kind) or levels[-1]] * seats
    names[seat] = levels[seed % len(levels)]
    return seat, names


def _worlds(kind: str, worlds: int | None) -> None:
    """At most `worlds` worlds a decision (the app's own settings when None; a game's own lower
    cap still applies)."""
    if worlds is None:
        return
    import dragonwood_tui.review.sampled as sampled

    sampled.WORLDS = worlds
    sampled.BATCH = min(sampled.BATCH, worlds)


def _play(kind: str, seats: int, seed: int) -> tuple:
    """Game `seed` played by its seating: the game, its config, the reviewed seat, the seats'
    levels, the actions, the final state and the CPU seconds it took."""
    from dragonwood_tui.bots import make_untimed_bot
    from dragonwood_tui.engine.rng import derive_seed
    from dragonwood_tui.games import get_game

    game = get_game(kind)
    config = game.default_config(seats)
    seat, names = seating(kind, seats, seed)
    state = game.new_game(config, seed)
    bots = [make_untimed_bot(kind, n, derive_seed(seed, "bot", i)) for i, n in enumerate(names)]
    actions = []
    cpu = time.process_time()
    while (to_move := game.to_move(state)) is not None:
        action = bots[to_move].choose(game.bot_view(state, to_move), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    return game, config, seat, names, actions, state, time.process_time() - cpu


def _played_on(kind: str, seats: int, seed: int, game, config, seat: int, actions: list, want: dict[int, float]) -> list:
    """(claim, won) for each step in `want`: the strongest level plays every seat on from the
    position after the played option."""
    from dragonwood_tui.bots import make_untimed_bot, strongest_level
    from dragonwood_tui.engine.rng import derive_seed

    strongest = strongest_level(kind)
    on = []
    state = game.new_game(config, seed)
    for i, action in enumerate(actions):  # a decision's step is the actions before it
        if i in want:
            after = game.clone(state)
            game.apply(after, action)
            # every seat the strongest level from here (solo: the one bot of version 7's runs)
            bots = [make_untimed_bot(kind, strongest, derive_seed(seed, "on", i) if seats == 1
                                     else derive_seed(seed, "on", i, s)) for s in range(seats)]
            while (to_move := game.to_move(after)) is not None:
                game.apply(after, bots[to_move].choose(game.bot_view(after, to_move), game.legal_actions(after)))
            ws = game.winners(after)
            on.append((want[i], 1.0 / len(ws) if seat in ws else 0.0))
        game.apply(state, action)
    return on


def one(task: Task) -> dict:
    from dragonwood_tui.bots import strongest_level
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.review.run import review_record
    from dragonwood_tui.storage.records import new_record

    kind, seats, seed, expert_on, worlds, expert_to = task
    _worlds(kind, worlds)
    game, config, seat, names, actions, state, play_cpu = _play(kind, seats, seed)
    level = names[seat]
    record = new_record(game, config, seed, [SeatSpec(n, n) for n in names], actions)
    winners = game.winners(state)
    won = 1.0 / len(winners) if seat in winners else 0.0
    cpu = time.process_time()
    review = review_record(record, seat)
    cpu = time.process_time() - cpu
    on = []
    if expert_on is not None and level != strongest_level(kind):
        want = {d.step: d.chance_played for d in review.decisions if expert_on <= d.chance_played < expert_to}
        on = _played_on(kind, seats, seed, game, config, seat, actions, want)
    row = {"level": level, "seed": seed, "won": won, "cpu": cpu,
           "claims": [(d.chance_played, d.method or review.method) for d in review.decisions], "expert_on": on}
    if seats > 1:  # solo rows stay as before
        row.update({"kind": kind, "seats": seats, "seat": seat, "play_cpu": round(play_cpu, 2), "worlds": worlds})
    return row


def on_row(task: tuple[dict, float, float, int]) -> dict:
    """`--expert-on` for a row of an earlier run, its review not made again: the game played
    again (the bots are seeded), the claims matched to the decisions' steps."""
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.review.run import decisions_of
    from dragonwood_tui.storage.records import new_record

    row, low, high, every = task
    kind, seats, seed = row["kind"], row["seats"], row["seed"]
    game, config, seat, names, actions, state, _ = _play(kind, seats, seed)
    winners = game.winners(state)
    if seat != row["seat"] or (1.0 / len(winners) if seat in winners else 0.0) != row["won"]:
        raise SystemExit(f"seed {seed}: not the game of the row (the bots or the game changed since)")
    record = new_record(game, config, seed, [SeatSpec(n, n) for n in names], actions)
    tasks, _ = decisions_of(record, seat, game)
    if len(tasks) != len(row["claims"]):
        raise SystemExit(f"seed {seed}: {len(tasks)} decisions, the row has {len(row['claims'])} claims (some skipped)")
    want = {t.step: c for t, (c, _) in zip(tasks, row["claims"]) if low <= c < high}
    want = {step: want[step] for step in sorted(want)[::every]}  # every `every`-th: a cheaper sample
    cpu = time.process_time()
    on = _played_on(kind, seats, seed, game, config, seat, actions, want)
    return {**row, "expert_on": on, "on_cpu": round(time.process_time() - cpu, 2)}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def table(rows: list[dict], games: bool = False) -> list[dict]:
    """The bins of `rows`' claims; `games`: also each bin's games and a 95% interval of its won
    share from resampling whole games (a game's decisions share one result: the Wilson interval,
    which counts them as independent, is narrower than the evidence)."""
    bins: dict[str, list[tuple[float, float]]] = {}
    by_game: dict[str, dict[int, list[float]]] = {}
    for g, r in enumerate(rows):
        for claim, _ in r["claims"]:
            key = "1.0" if claim == 1.0 else f"{min(9, int(claim * 10)) / 10:.1f}"
            bins.setdefault(key, []).append((claim, r["won"]))
            by_game.setdefault(key, {}).setdefault(g, []).append(r["won"])
    out = []
    for key in sorted(bins):
        got = bins[key]
        n = len(got)
        mean = sum(c for c, _ in got) / n
        won = sum(w for _, w in got)
        lo, hi = wilson(won, n)
        share = won / n
        line = {"bin": key, "decisions": n, "claimed": round(mean, 3), "won": round(share, 3),
                "interval": [round(lo, 3), round(hi, 3)], "holds": lo <= mean <= hi or abs(share - mean) <= 0.05}
        if games:
            line["games"] = len(by_game[key])
            line["games_interval"] = [round(x, 3) for x in resampled(list(by_game[key].values()))]
        out.append(line)
    return out


def on_table(rows: list[dict]) -> list[dict]:
    """The `--expert-on` table: each decision's claim against whether the strongest level,
    playing on, won; the games' intervals group by game."""
    flat = [{"claims": [(c, "")], "won": w, "seed": r["seed"]} for r in rows for c, w in r["expert_on"]]
    out = table(flat)
    for line in out:
        groups: dict[int, list[float]] = {}
        for f in flat:
            c = f["claims"][0][0]
            if ("1.0" if c == 1.0 else f"{min(9, int(c * 10)) / 10:.1f}") == line["bin"]:
                groups.setdefault(f["seed"], []).append(f["won"])
        line["games"] = len(groups)
        line["games_interval"] = [round(x, 3) for x in resampled(list(groups.values()))]
    return out


def resampled(groups: list[list[float]], draws: int = 1000) -> tuple[float, float]:
    """A 95% interval of the share of wins when whole groups (games) are drawn again."""
    import random

    rng = random.Random(1)
    shares = sorted(sum(sum(g) for g in picked) / sum(len(g) for g in picked)
                    for picked in (rng.choices(groups, k=len(groups)) for _ in range(draws)))
    return shares[int(0.025 * draws)], shares[int(0.975 * draws) - 1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("kind")
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    ap.add_argument("--worlds", type=int, default=None, help="at most this many worlds a decision (default: the app's own)")
    ap.add_argument("--expert-on", type=float, default=None)
    ap.add_argument("--expert-to", type=float, default=0.9, help="the claims below this are played on (with --expert-on)")
    ap.add_argument("--levels", default=None, help="the levels whose games are played (of seeds SEED.., each level its own)")
    ap.add_argument("--rows", help="append each game's row to this JSON-lines file as it ends (a run stopped early keeps them)")
    ap.add_argument("--summary", nargs="*", help="only summarise these rows files")
    ap.add_argument("--on-rows", help="--expert-on for the games of this rows file (their claims kept), not a new run")
    ap.add_argument("--on-every", type=int, default=1, help="with --on-rows: every N-th decision in the range of a game only")
    args = ap.parse_args()
    all_levels = levels_of(args.kind)
    levels = set(args.levels.split(",")) if args.levels else set(all_levels)
    if args.summary is not None:
        rows = [json.loads(line) for name in args.summary for line in open(name) if line.strip()]
        rows = [r for r in rows if r.get("kind", args.kind) == args.kind and r.get("seats", 1) == args.seats]
    elif args.on_rows:
        done = {json.loads(line)["seed"] for line in open(args.rows) if line.strip()} if args.rows and os.path.exists(args.rows) else set()
        strongest = levels_of(args.kind)[-1]
        todo = [json.loads(line) for line in open(args.on_rows) if line.strip()]
        todo = [(r, args.expert_on or 0.0, args.expert_to, args.on_every) for r in todo if r["seed"] not in done
                and r["level"] in levels and r["level"] != strongest and r.get("kind") == args.kind and r.get("seats") == args.seats]
        rows = []
        with Pool(args.jobs) as pool:
            for row in pool.imap_unordered(on_row, todo):
                rows.append(row)
                if args.rows:
                    with open(args.rows, "a") as f:
                        f.write(json.dumps(row) + "\n")
        if args.rows:
            rows = [json.loads(line) for line in open(args.rows) if line.strip()]
    else:
        # a run stopped early goes on where it stopped: the seeds already in `--rows` are kept
        rows = [json.loads(line) for line in open(args.rows) if line.strip()] if args.rows and os.path.exists(args.rows) else []
        done = {r["seed"] for r in rows}
        tasks = [(args.kind, args.seats, s, args.expert_on, args.worlds, args.expert_to)
                 for s in range(args.seed, args.seed + args.games) if s not in done and seating(args.kind, args.seats, s)[1][
                     seating(args.kind, args.seats, s)[0]] in levels]
        rows = [r for r in rows if args.seed <= r["seed"] < args.seed + args.games]
        with Pool(args.jobs) as pool:
            for row in pool.imap_unordered(one, tasks):  # a slow game holds back no row behind it
                rows.append(row)
                if args.rows:
                    with open(args.rows, "a") as f:
                        f.write(json.dumps(row) + "\n")
    rows.sort(key=lambda r: r["seed"])
    cpus = [r["cpu"] for r in rows]
    result: dict = {
        "kind": args.kind, "seats": args.seats, "games": args.games if args.summary is None else len(rows), "seed": args.seed,
        "won": {lvl: round(sum(r["won"] for r in rows if r["level"] == lvl) / max(1, sum(r["level"] == lvl for r in rows)), 3) for lvl in all_levels},
        "review_cpu_seconds": {"mean": round(sum(cpus) / len(cpus), 3), "max": round(max(cpus), 3)},
        "claimed_1_in_lost_games": sum(1 for r in rows for c, _ in r["claims"] if c == 1.0 and r["won"] < 1.0),
        "calibration": table(rows, args.seats > 1),
        "calibration_by_level": {lvl: table([r for r in rows if r["level"] == lvl], args.seats > 1) for lvl in all_levels},
    }
    if args.seats > 1:  # solo output as before
        result["games_by_level"] = {lvl: sum(r["level"] == lvl for r in rows) for lvl in all_levels}
        result["worlds"] = sorted({r.get("worlds") for r in rows}, key=str)
        plays = [r.get("play_cpu", 0.0) for r in rows]
        result["play_cpu_seconds"] = {"mean": round(sum(plays) / len(plays), 3), "max": round(max(plays), 3)}
    if any(r.get("expert_on") for r in rows):
        # one group a game: the played-on results of a game's decisions are not independent either
        result["calibration_expert_on"] = table([{"claims": [(c, "")], "won": w} for r in rows for c, w in r["expert_on"]]) \
            if args.seats == 1 else on_table(rows)
        if args.seats > 1:
            result["calibration_expert_on_by_level"] = {
                lvl: on_table([r for r in rows if r["level"] == lvl])
                for lvl in all_levels}
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
