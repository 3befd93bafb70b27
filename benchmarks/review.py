"""The review of play: its speed, and whether its judgements make sense (docs/ai.md, "The review of play").

    python benchmarks/review.py speed                 # one seat of a 4-seat Dragonwood game, --jobs 2; a solo Dice Quest
    python benchmarks/review.py sanity --games 20     # accuracy of random / normal / hard seats; expert against itself

`speed` plays a 4-seat Dragonwood game between `hard` bots (seed 1) and times the review of its
first seat with two processes, at the default analysis; then a solo Dice Quest game of `expert`
(the exact analyst). `sanity` plays seat-rotated 2-seat Dragonwood games: a seat of each level
(random, normal, hard) against `hard`, and `expert` against `expert`, the reviewed seat first in
even games and second in odd ones; each reviewed with `--worlds` worlds at most (fewer than the
default: many games), and prints the accuracy distribution per level and the share of decisions
called mistake or worse. The games are spread over `--jobs` processes (one review each).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from functools import partial

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from dragonwood_tui.bots import make_untimed_bot  # noqa: E402
from dragonwood_tui.engine.game import SeatSpec  # noqa: E402
from dragonwood_tui.engine.rng import derive_seed  # noqa: E402
from dragonwood_tui.games import get_game  # noqa: E402
from dragonwood_tui.storage.records import new_record  # noqa: E402


def play_record(kind: str, bots: list[str], seed: int):
    game = get_game(kind)
    config = game.default_config(len(bots))
    state = game.new_game(config, seed)
    players = [make_untimed_bot(kind, b, derive_seed(seed, "bot", i)) for i, b in enumerate(bots)]
    actions = []
    while (seat := game.to_move(state)) is not None:
        action = players[seat].choose(game.bot_view(state, seat), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    seats = [SeatSpec(f"{b} {i + 1}", b) for i, b in enumerate(bots)]
    return new_record(game, config, seed, seats, actions)


def speed(args: argparse.Namespace) -> dict:
    from dragonwood_tui.review.run import review_record

    out = {"load_before": os.getloadavg()[0]}
    cpu_children = os.times().children_user
    record = play_record("dragonwood", ["hard"] * 4, args.seed)
    start = time.perf_counter()
    cpu = time.process_time()
    review = review_record(record, 0, jobs=args.jobs)
    out["dragonwood_4_seats"] = {
        "seconds": round(time.perf_counter() - start, 2),
        "parent_cpu": round(time.process_time() - cpu, 2),
        "workers_cpu": round(os.times().children_user - cpu_children, 2),
        "jobs": args.jobs,
        "actions": len(record.actions),
        "decisions": len(review.decisions),
        "skipped": review.skipped,
        "accuracy": round(review.accuracy, 1),
        "counts": review.counts,
    }
    record = play_record("dice-quest", ["expert"], args.seed)
    start = time.perf_counter()
    review = review_record(record, 0, jobs=1)
    out["dice_quest_solo"] = {
        "seconds": round(time.perf_counter() - start, 2),
        "method": review.method,
        "decisions": len(review.decisions),
        "accuracy": round(review.accuracy, 1),
    }
    out["load_after"] = os.getloadavg()[0]
    return out


# game kind -> (levels reviewed against the strongest, the strongest, reviewed against itself)
LEVELS: dict[str, tuple[tuple[str, ...], str]] = {
    "dragonwood": (("random", "normal", "hard"), "expert"),
    "dice-quest": (("random", "normal", "expert"), "expert"),
    "road-quest": (("random", "normal", "hard"), "hard"),
}
# the opponent of a reviewed level (the `hard` of Dragonwood: `expert` is 30 times slower to play)
OPPONENT = {"dragonwood": "hard", "dice-quest": "expert", "road-quest": "hard"}


def tasks_of(kind: str, games: int) -> list[tuple[str, str, int]]:
    """(level, its label, game number): the reviewed levels and the strongest against itself,
    interleaved game by game so that a run stopped early has every level alike."""
    levels, top = LEVELS[kind]
    labels = [(lvl, lvl) for lvl in levels]
    if not (top in levels and top == OPPONENT[kind]):  # else that level's games are those
        labels.append((top, f"{top} (self)"))
    return [(lvl, label, g) for g in range(games) for lvl, label in labels]


def _one(kind: str, worlds: int, seed: int, task: tuple[str, str, int]) -> dict:
    """One seat-rotated 2-seat game of `task`, played and reviewed (the reviewed seat first in
    even games, second in odd ones)."""
    import dragonwood_tui.review.sampled as sampled
    from dragonwood_tui.review.run import review_record

    import dragonwood_tui.bots as bots

    sampled.WORLDS = worlds
    offered = bots._BOTS[kind]  # every game at `worlds`, above its own cap too
    bots._BOTS[kind] = offered._replace(reviewer=offered.reviewer._replace(worlds=None))
    sampled.BATCH = max(8, worlds // 4)
    level, label, g = task
    other = level if label.endswith("(self)") else OPPONENT[kind]
    seat = g % 2
    bots = [other, other]
    bots[seat] = level
    started = time.perf_counter()
    record = play_record(kind, bots, seed + g)
    review = review_record(record, seat)
    return {
        "game": kind, "level": label, "g": g, "seed": seed + g, "seat": seat + 1,
        "accuracy": review.accuracy, "counts": review.counts, "decisions": len(review.decisions),
        "skipped": review.skipped, "seconds": round(time.perf_counter() - started, 2),
    }


def _run_tasks(work, tasks: list, jobs: int):
    if jobs <= 1:
        for t in tasks:
            yield work(t)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(work, tasks)


def summarize(rows: list[dict]) -> dict:
    """Per game and level: the accuracy's mean, p10 / p50 / p90 and a 95% interval of the mean
    (normal approximation), the decisions and the share called mistake or worse."""
    out: dict = {}
    for kind in dict.fromkeys(r["game"] for r in rows):
        per: dict = {}
        for label in dict.fromkeys(r["level"] for r in rows if r["game"] == kind):
            mine = [r for r in rows if r["game"] == kind and r["level"] == label]
            acc = sorted(r["accuracy"] for r in mine)
            counts = {c: sum(r["counts"][c] for r in mine) for c in mine[0]["counts"]}
            decisions = sum(counts.values())
            bad = counts["mistake"] + counts["blunder"]
            q = statistics.quantiles(acc, n=10, method="inclusive") if len(acc) > 1 else acc * 9
            mean = statistics.fmean(acc)
            half = 1.96 * statistics.stdev(acc) / len(acc) ** 0.5 if len(acc) > 1 else float("nan")
            per[label] = {
                "games": len(acc),
                "accuracy_mean": round(mean, 2),
                "mean_95": [round(mean - half, 2), round(mean + half, 2)],
                "p10_p50_p90": [round(q[0], 1), round(statistics.median(acc), 1), round(q[-1], 1)],
                "decisions": decisions,
                "counts": counts,
                "mistake_or_worse": round(bad / decisions, 4) if decisions else 0.0,
                "seconds_per_game": round(statistics.fmean(r["seconds"] for r in mine), 1),
            }
        out[kind] = per
    return out


def sanity(args: argparse.Namespace) -> dict:
    """Plays and reviews the games, one JSON line per review on stdout (`--rows`: also to a
    file, appended, so that a run stopped early keeps what it did); then the summary."""
    kinds = list(LEVELS) if args.game == "all" else [args.game]
    started = time.perf_counter()
    rows: list[dict] = []
    sink = open(args.rows, "a") if args.rows else None
    for kind in kinds:
        work = partial(_one, kind, args.worlds, args.seed)
        for row in _run_tasks(work, tasks_of(kind, args.games), args.jobs):
            rows.append(row)
            line = json.dumps(row)
            print(line, file=sys.stderr, flush=True)
            if sink is not None:
                sink.write(line + "\n")
                sink.flush()
    if sink is not None:
        sink.close()
    result: dict = {"games_per_level": args.games, "worlds": args.worlds, "seed": args.seed, "jobs": args.jobs}
    result.update(summarize(rows))
    result["seconds"] = round(time.perf_counter() - started, 1)
    result["load_after"] = os.getloadavg()[0]
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="what", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=2)
    t = sub.add_parser("sanity")
    t.add_argument("--game", choices=[*LEVELS, "all"], default="dragonwood")
    t.add_argument("--games", type=int, default=20, help="games per level")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--worlds", type=int, default=128)
    t.add_argument("--jobs", type=int, default=2)
    t.add_argument("--rows", help="append each review's row (JSON) to this file as it ends")
    u = sub.add_parser("summary", help="the summary of rows files written by sanity --rows")
    u.add_argument("files", nargs="+")
    args = p.parse_args(argv)
    if args.what == "summary":
        rows = [json.loads(line) for f in args.files for line in open(f) if line.strip()]
        print(json.dumps(summarize(rows), indent=1))
        return 0
    result = speed(args) if args.what == "speed" else sanity(args)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
