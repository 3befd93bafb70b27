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
    record = play_record("dragonwood", ["hard"] * 4, args.seed)
    start = time.perf_counter()
    cpu = time.process_time()
    review = review_record(record, 0, jobs=args.jobs)
    out["dragonwood_4_seats"] = {
        "seconds": round(time.perf_counter() - start, 2),
        "parent_cpu": round(time.process_time() - cpu, 2),
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


LEVELS = ("random", "normal", "hard", "expert")


def _one(games: int, seed: int, block: tuple[int, int]) -> list[tuple[str, float, dict, int]]:
    """Reviews of the games of block (one task = one level's game g)."""
    from dragonwood_tui.review.run import review_record

    out = []
    for task in range(*block):
        level, g = LEVELS[task // games], task % games
        other = "expert" if level == "expert" else "hard"
        seat = g % 2
        bots = [other, other]
        bots[seat] = level
        record = play_record("dragonwood", bots, seed + g)
        review = review_record(record, seat)
        out.append((level, review.accuracy, review.counts, len(review.decisions)))
    return out


def sanity(args: argparse.Namespace) -> dict:
    import dragonwood_tui.review.sampled as sampled
    from dragonwood_tui.headless import run_blocks

    sampled.WORLDS = args.worlds
    sampled.BATCH = max(8, args.worlds // 4)
    started = time.perf_counter()
    rows: list = []
    work = partial(_one, args.games, args.seed)
    for block in run_blocks(work, len(LEVELS) * args.games, args.jobs, "reviews", sys.stderr.isatty(), size=1):
        rows.extend(block)
    result: dict = {"games_per_level": args.games, "worlds": args.worlds, "seed": args.seed, "jobs": args.jobs}
    for level in LEVELS:
        acc = sorted(r[1] for r in rows if r[0] == level)
        counts = {c: sum(r[2][c] for r in rows if r[0] == level) for c in rows[0][2]}
        decisions = sum(counts.values())
        bad = counts["mistake"] + counts["blunder"]
        q = statistics.quantiles(acc, n=10) if len(acc) > 1 else acc * 9
        result[level] = {
            "accuracy_mean": round(statistics.fmean(acc), 1),
            "accuracy_p10_p50_p90": [round(q[0], 1), round(statistics.median(acc), 1), round(q[-1], 1)],
            "decisions": decisions,
            "counts": counts,
            "mistake_or_worse": round(bad / decisions, 4) if decisions else 0.0,
        }
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
    t.add_argument("--games", type=int, default=20, help="games per level")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--worlds", type=int, default=128)
    t.add_argument("--jobs", type=int, default=2)
    args = p.parse_args(argv)
    result = speed(args) if args.what == "speed" else sanity(args)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
