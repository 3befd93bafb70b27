"""How noisy is the review's estimate of a loss? (docs/ai.md, "The review of play", the diagnosis)

    python benchmarks/review_noise.py LEVELS GAMES SALTS ROLLOUT WORLDS OUT [GAME]
    python benchmarks/review_noise.py normal,hard 6 0,12345 normal 64 noise.jsonl   # the first analysis
    python benchmarks/review_noise.py random,normal,hard 4 0 eval 64 eval.jsonl     # the current one

Plays seat-rotated 2-seat Dragonwood games of each level against `hard` (seeds 2, 3, ...), and
reviews the level's seat once per salt (the analysis's seeds xored with it: the same decisions on
other worlds), with full games by ROLLOUT (a bot name) or `eval` (the game's own rollout function,
the default), at WORLDS worlds at most. Writes one JSON line per review to OUT: the accuracy and
per decision (step, played, best, chance played, chance best, loss, se, class, options).
GAME (default dragonwood): road-quest or dice-quest plays 2-seat games of that game the same way
(the level's seat against `hard`, Dice Quest `expert`). `python benchmarks/review_noise.py
summary OUT...` prints per file and level the median standard error of a non-zero loss and the
correlation of the losses of the same decisions under two salts. JOBS=1 in the environment: one
process (default 2).

    JOBS=1 nice -n 19 python benchmarks/review_noise.py random,normal,hard 2 0,12345 eval 32 rq-v4.jsonl road-quest
    JOBS=1 nice -n 19 python benchmarks/review_noise.py random,normal,hard 1 0,12345 hard 16 rq-v3.jsonl road-quest
    JOBS=1 nice -n 19 python benchmarks/review_noise.py random,normal,expert 1 0,12345 eval 16 dq-v4.jsonl dice-quest
    JOBS=1 nice -n 19 python benchmarks/review_noise.py normal 1 0,12345 normal 16 dq-v3.jsonl dice-quest
"""
import sys, json, os, time
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..")); sys.path.insert(0, os.path.dirname(__file__))
from multiprocessing import Pool
from review import play_record
import dragonwood_tui.review.sampled as sampled
import dragonwood_tui.review.run as run
ORIG = run.view_seed

import dragonwood_tui.bots as bots


def plan(kind, **changes):
    """The game's review plan (its bots' `Reviewer`) with `changes`, for this process."""
    offered = bots._BOTS[kind]
    bots._BOTS[kind] = offered._replace(reviewer=offered.reviewer._replace(**changes))


EVAL = {kind: offered.reviewer for kind, offered in bots._BOTS.items()}
OPPONENT = {"dragonwood": "hard", "road-quest": "hard", "dice-quest": "expert"}

def job(arg):
    level, g, salt, bot, worlds, kind = arg
    sampled.WORLDS = worlds; sampled.BATCH = max(8, worlds // 4); plan(kind, worlds=None)
    run.view_seed = lambda v, o=ORIG: o(v) ^ salt
    if bot == "eval":
        plan(kind, rollout=EVAL[kind].rollout)
    else:
        plan(kind, rollout=None, rollout_bot=bot)
    run._analysts.clear()
    other = "expert" if level == "expert" else OPPONENT[kind]; seat = g % 2; bots = [other, other]; bots[seat] = level
    rec = play_record(kind, bots, 2 + g)
    t = time.time()
    r = run.review_record(rec, seat)
    return dict(game=kind, level=level, g=g, salt=salt, bot=bot, worlds=worlds, acc=r.accuracy, secs=time.time()-t,
                dec=[(d.step, d.played, d.best, d.chance_played, d.chance_best, d.loss, d.se, d.cls, d.options) for d in r.decisions])

def summary(files):
    import statistics
    for f in files:
        rows = [json.loads(l) for l in open(f) if l.strip()]
        for level in dict.fromkeys(r["level"] for r in rows):
            mine = [r for r in rows if r["level"] == level]
            ses = [d[6] for r in mine for d in r["dec"] if d[5] > 0 and d[6] < 1]
            by = {}
            for r in mine:
                for d in r["dec"]:
                    by.setdefault((r["g"], d[0]), {})[r["salt"]] = d[5]
            pairs = [tuple(v.values())[:2] for v in by.values() if len(v) >= 2]
            corr = statistics.correlation(*zip(*pairs)) if len(pairs) > 2 else float("nan")
            acc = {}
            for r in mine:
                acc.setdefault(r["g"], []).append(r["acc"])
            gaps = [abs(a[0] - a[1]) for a in acc.values() if len(a) >= 2]
            print(f, level, "reviews", len(mine), "decisions", sum(len(r["dec"]) for r in mine),
                  "median se of a non-zero loss", round(statistics.median(ses), 4) if ses else None,
                  "loss correlation between salts", round(corr, 3), "pairs", len(pairs),
                  "mean |accuracy gap| between salts", round(statistics.fmean(gaps), 2) if gaps else None,
                  "mean seconds", round(statistics.fmean(r["secs"] for r in mine), 1))


if __name__ == "__main__":
    if sys.argv[1] == "summary":
        summary(sys.argv[2:]); sys.exit(0)
    levels = sys.argv[1].split(","); games = int(sys.argv[2]); salts = [int(s) for s in sys.argv[3].split(",")]
    bot = sys.argv[4]; worlds = int(sys.argv[5]); out = sys.argv[6]
    kind = sys.argv[7] if len(sys.argv) > 7 else "dragonwood"
    args = [(l, g, s, bot, worlds, kind) for l in levels for g in range(games) for s in salts]
    with Pool(int(os.environ.get("JOBS", "2"))) as p, open(out, "w") as f:
        for r in p.imap_unordered(job, args):
            f.write(json.dumps(r) + "\n"); f.flush()
            print(r["level"], r["g"], r["salt"], round(r["acc"],1), round(r["secs"],1), flush=True)
