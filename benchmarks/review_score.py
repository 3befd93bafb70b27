"""The review's score: the rows it is fitted on, its fit, and its check (docs/ai.md, "The score").

    nice -n 19 python benchmarks/review_score.py rows --table dice-quest-1 --games 240 --seed 9000 --rows R
    nice -n 19 python benchmarks/review_score.py rows --table dragonwood-4 --games 200 --seed 9000 --worlds 64 --rows R
    python benchmarks/review_score.py fit R...        # anchors per (game, table), 2-fold check

`rows` plays games and reviews seats, one JSON row per reviewed seat (appended to `--rows` as it
ends, so a run stopped early keeps what it did; the same keys as `review.py sanity`'s rows, plus
`seats`). `dice-quest-1`: solo games seated by `random`, `normal` and `expert` in turn (game g by
LEVELS[g % 3]). `dragonwood-4`: 4-seat games of `random`, `normal`, `hard` and `expert` seated
together, the seats rotated by one each game, every seat reviewed (four rows a game).

`fit` reads rows files (these and `review.py sanity`'s: a row without `seats` is a 2-seat one),
and per (game, table) fits the anchors (the `random` seat's mean accuracy -> 50, the strongest
level's -> 95) on one half of the games and reports every level's score on the other half, and
the other way round (2-fold, seeds in pairs alternately: every game is scored by anchors fitted
without it); then the anchors fitted on all rows, as `dragonwood_tui/bots/<game>_score_fits.py` hold them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from review import play_record  # noqa: E402

TABLES = {
    "dice-quest-1": ("dice-quest", ("random", "normal", "expert")),
    "dragonwood-4": ("dragonwood", ("random", "normal", "hard", "expert")),
}


def _set_worlds(kind: str, worlds: int | None) -> None:
    if worlds is None:
        return
    import dragonwood_tui.bots as bots
    import dragonwood_tui.review.sampled as sampled

    sampled.WORLDS = worlds
    offered = bots._BOTS[kind]
    bots._BOTS[kind] = offered._replace(reviewer=offered.reviewer._replace(worlds=None))
    sampled.BATCH = max(8, worlds // 4)


def rows_of_game(table: str, g: int, seed: int) -> list[dict]:
    from dragonwood_tui.review.run import review_record

    kind, levels = TABLES[table]
    if table == "dice-quest-1":
        seating = [levels[g % len(levels)]]
    else:
        seating = [levels[(i + g) % len(levels)] for i in range(len(levels))]
    started = time.perf_counter()
    record = play_record(kind, seating, seed + g)
    played = time.perf_counter() - started
    out = []
    for seat, level in enumerate(seating):
        t = time.perf_counter()
        review = review_record(record, seat, jobs=1)
        out.append({
            "game": kind, "seats": len(seating), "level": level, "g": g, "seed": seed + g,
            "seat": seat + 1, "accuracy": review.accuracy, "counts": review.counts,
            "decisions": len(review.decisions), "skipped": review.skipped,
            "seconds": round(time.perf_counter() - t + played / len(seating), 2),
        })
    return out


def rows(args: argparse.Namespace) -> None:
    kind, _ = TABLES[args.table]
    _set_worlds(kind, args.worlds)
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    with open(args.rows, "a") as sink:
        for g in range(args.first, args.games):
            if deadline is not None and time.time() > deadline:
                print(f"stopped at the deadline after game {g - 1}", file=sys.stderr)
                break
            for row in rows_of_game(args.table, g, args.seed):
                sink.write(json.dumps(row) + "\n")
                sink.flush()


# -- the fit ----------------------------------------------------------------------------------

ORDER = ("random", "easy", "normal", "hard", "expert")  # weakest first


def _table(row: dict) -> str:
    from dragonwood_tui.review.score import table_of

    return table_of(row.get("seats", 2)) or "?"


def _level(row: dict) -> str:
    return row["level"].split(" ")[0]  # "expert (self)": expert against itself


def fit_rows(kind: str, table: str, rows: list[dict], source: str):
    """The Fit of these rows (one game and table): the anchors, then each level's spread."""
    from dragonwood_tui.review.score import Fit, LevelFit, raw_score

    levels = sorted({_level(r) for r in rows}, key=ORDER.index)
    acc = {lv: [r["accuracy"] for r in rows if _level(r) == lv] for lv in levels}
    low, high = statistics.fmean(acc["random"]), statistics.fmean(acc[levels[-1]])
    anchors = Fit(kind, table, low, high, (), source)
    spreads = []
    for lv in levels:
        raw = [raw_score(a, anchors) for a in acc[lv]]
        spreads.append(LevelFit(lv, round(statistics.fmean(raw), 2), round(statistics.stdev(raw), 2), len(raw)))
    return anchors._replace(low=round(low, 3), high=round(high, 3), levels=tuple(spreads))


def _held_out(rows: list[dict], kind: str, table: str) -> list[tuple]:
    """(level, clamped score, accuracy, seed, the fit) of every row, scored by the fit of the other half
    (seeds of the other parity)."""
    from dragonwood_tui.review.score import score

    out = []
    for half in (0, 1):
        train = [r for r in rows if _half(r) != half]
        f = fit_rows(kind, table, train, "")
        out += [(_level(r), score(r["accuracy"], f), r["accuracy"], r["seed"], f) for r in rows if _half(r) == half]
    return out


def _half(row: dict) -> int:
    """Which half a game is in: seeds in pairs, alternately (the reviewed seat follows the seed's
    parity in the sanity runs: a split by parity would fit on first seats and check on second ones)."""
    return row["seed"] // 2 % 2


def fit(files: list[str], out: str | None) -> None:
    import datetime

    from dragonwood_tui.review.score import played_like

    by: dict[tuple[str, str], list[dict]] = {}
    for name in files:
        for line in open(name):
            if line.strip():
                r = json.loads(line)
                r["_file"] = os.path.basename(name)
                by.setdefault((r["game"], _table(r)), []).append(r)
    fits = {}
    today = datetime.date.today().isoformat()
    for (kind, table), mine in by.items():
        # a game: a seed at a 4-seat table (every seat reviewed), else a row (each level its own game)
        games = len({(r["seed"], r["level"] if r.get("seats", 2) < 4 else "") for r in mine})
        names = ", ".join(sorted({r["_file"] for r in mine}))
        print(f"\n## {kind}, {table}: {len(mine)} reviewed seats, {games} games ({names})")
        held = _held_out(mine, kind, table)
        halves = sorted({(round(h[4].low, 2), round(h[4].high, 2)) for h in held})
        whole = fit_rows(kind, table, mine, "")
        print(f"anchors (mean accuracy of random, of the strongest): all rows {whole.low:.2f}, {whole.high:.2f}; "
              f"each half's {halves}")
        levels = sorted({h[0] for h in held}, key=ORDER.index)
        print("| level | games | mean score (held out) | 95% interval | p10 / p50 / p90 | played like itself: 1 game | 20 games |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        lows = []
        for lv in levels:
            s = [h[1] for h in held if h[0] == lv]
            m = statistics.fmean(s)
            half = 1.96 * statistics.stdev(s) / len(s) ** 0.5
            q = statistics.quantiles(s, n=10, method="inclusive")
            one = sum(played_like([(h[4], h[2])]).level == lv for h in held if h[0] == lv) / len(s)
            # 20 games of the level at a time (held out, each under its own half's fit), in seed order
            mine_lv = sorted((h for h in held if h[0] == lv), key=lambda h: h[3])
            groups = [mine_lv[i:i + 20] for i in range(0, len(mine_lv) - 19, 20)]
            twenty = (f"{sum(played_like([(h[4], h[2]) for h in g]).level == lv for g in groups)}/{len(groups)}"
                      if groups else "-")
            print(f"| {lv} | {len(s)} | **{m:.1f}** | {m - half:.1f} - {m + half:.1f} | "
                  f"{q[0]:.0f} / {statistics.median(s):.0f} / {q[-1]:.0f} | {100 * one:.0f}% | {twenty} |")
            lows.append((lv, m, m - half, m + half))
        apart = all(b[2] > a[3] for a, b in zip(lows, lows[1:]))
        print(f"random <= 55: {lows[0][1] <= 55}; strongest >= 90: {lows[-1][1] >= 90}; "
              f"every level's interval above the one below: {apart}")
        fits[(kind, table)] = fit_rows(kind, table, mine, f"{names}; {games} games; {today}")
    if out:  # a folder: one `<game>_score_fits.py` per game, as its Reviewer.score_fits names it
        for kind in sorted({k for k, _ in fits}):
            with open(os.path.join(out, f"{kind.replace('-', '_')}_score_fits.py"), "w") as f:
                f.write(FITS_HEAD.format(kind=kind))
                for (k, table), value in sorted(fits.items()):
                    if k != kind:
                        continue
                    f.write(f"    {table!r}: (\n        {value.low!r}, {value.high!r},\n        (\n")
                    for lv in value.levels:
                        f.write(f"            ({lv.level!r}, {lv.mean!r}, {lv.sd!r}, {lv.games!r}),\n")
                    f.write(f"        ),\n        {value.source!r},\n    ),\n")
                f.write("}\n")


FITS_HEAD = '''"""The review score's fits of {kind} per table, as plain data (`review.score.fits` reads them
through the game's `Reviewer.score_fits`): (the random seat's mean accuracy, read as 50; the
strongest level's, read as 95; each measured level's score over the fit's games: (level, mean, sd,
games), weakest first; the source). Made by `benchmarks/review_score.py fit ROWS... --out DIR`: not
edited by hand; docs/ai.md, "The review's score", has the check on games the fit did not see."""

FITS: dict[str, tuple[float, float, tuple[tuple[str, float, float, int], ...], str]] = {{
'''


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="what", required=True)
    r = sub.add_parser("rows")
    r.add_argument("--table", choices=list(TABLES), required=True)
    r.add_argument("--games", type=int, default=240)
    r.add_argument("--first", type=int, default=0, help="first game number (to go on with a run)")
    r.add_argument("--seed", type=int, default=9000)
    r.add_argument("--worlds", type=int, default=None, help="worlds per decision at most (default: the game's)")
    r.add_argument("--minutes", type=float, default=None, help="start no game after this many minutes")
    r.add_argument("--rows", required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--out", help="write the fits on all rows as Python, one bots/<game>_score_fits.py per game, into this folder")
    args = p.parse_args(argv)
    if args.what == "rows":
        rows(args)
    else:
        fit(args.files, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
