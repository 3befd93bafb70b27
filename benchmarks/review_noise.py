"""How noisy is the review's estimate of a loss? (docs/ai.md, "The review of play", the diagnosis)

    python benchmarks/review_noise.py LEVELS GAMES SALTS ROLLOUT WORLDS OUT
    python benchmarks/review_noise.py normal,hard 6 0,12345 normal 64 noise.jsonl   # the first analysis
    python benchmarks/review_noise.py random,normal,hard 4 0 eval 64 eval.jsonl     # the current one

Plays seat-rotated 2-seat Dragonwood games of each level against `hard` (seeds 2, 3, ...), and
reviews the level's seat once per salt (the analysis's seeds xored with it: the same decisions on
other worlds), with full games by ROLLOUT (a bot name) or `eval` (the game's own rollout function,
the default), at WORLDS worlds at most. Writes one JSON line per review to OUT: the accuracy and
per decision (step, played, best, chance played, chance best, loss, se, class, options).
"""
import sys, json, os, time
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..")); sys.path.insert(0, os.path.dirname(__file__))
from multiprocessing import Pool
from review import play_record
import dragonwood_tui.review.sampled as sampled
import dragonwood_tui.review.run as run
ORIG = run.view_seed

def job(arg):
    level, g, salt, bot, worlds = arg
    sampled.WORLDS = worlds; sampled.BATCH = max(8, worlds // 4)
    run.view_seed = lambda v, o=ORIG: o(v) ^ salt
    if bot == "eval":
        sampled.ROLLOUTS["dragonwood"] = "dragonwood_tui.review.rollouts:dragonwood_rollout"
    else:
        sampled.ROLLOUTS.pop("dragonwood", None)
        sampled.ROLLOUT_BOTS["dragonwood"] = bot
    run._analysts.clear()
    other = "expert" if level == "expert" else "hard"; seat = g % 2; bots = [other, other]; bots[seat] = level
    rec = play_record("dragonwood", bots, 2 + g)
    t = time.time()
    r = run.review_record(rec, seat)
    return dict(level=level, g=g, salt=salt, bot=bot, worlds=worlds, acc=r.accuracy, secs=time.time()-t,
                dec=[(d.step, d.played, d.best, d.chance_played, d.chance_best, d.loss, d.se, d.cls, d.options) for d in r.decisions])

if __name__ == "__main__":
    levels = sys.argv[1].split(","); games = int(sys.argv[2]); salts = [int(s) for s in sys.argv[3].split(",")]
    bot = sys.argv[4]; worlds = int(sys.argv[5]); out = sys.argv[6]
    args = [(l, g, s, bot, worlds) for l in levels for g in range(games) for s in salts]
    with Pool(2) as p, open(out, "w") as f:
        for r in p.imap_unordered(job, args):
            f.write(json.dumps(r) + "\n"); f.flush()
            print(r["level"], r["g"], r["salt"], round(r["acc"],1), round(r["secs"],1), flush=True)
