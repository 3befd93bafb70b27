"""`dragonwood tournament`: seat-rotated games between bot levels, with confidence intervals.

Every deal (game seed `seed + d`) is played once per rotation of the seats, so each listed seat
plays the same cards from every position (the first player has an edge of about 2 points in
4-seat games). One seat alone is the solo variant against the automated opponent.

Per bot level it reports the seat-games it played, its wins (a win shared by k seats counts 1/k;
in solo a win is beating the opponent outright), its win share with a 95% confidence interval
over deals, its mean score, and its mean and 95th-percentile decision time.

The interval: the games of one deal are not independent (same cards), so the unit is the deal.
For each deal d, x_d = the level's wins in that deal / its seat-games in that deal; the share is
the mean of the x_d and the interval mean +- 1.96 s / sqrt(D), with s the sample standard
deviation of the x_d over the D deals (normal approximation, fine for hundreds of deals).

Figures other than times are identical for any `--jobs` (see `headless`). Bots that think
against a clock (`time_limit`) are switched to their deterministic budget here.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import Counter
from collections.abc import Iterable, Mapping
from contextlib import closing
from fractions import Fraction
from functools import partial
from typing import Any

from dragonwood_tui.bots import make_bot, make_untimed_bot
from dragonwood_tui.confidence import half_width
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from dragonwood_tui.headless import Progress, play, run_blocks
from dragonwood_tui.i18n import _

#: decision times are counted in buckets 3% wide (the p95 is exact to 3%)
_BUCKET = math.log(1.03)
_T0 = 1e-6  # seconds at bucket 0


def _bucket(seconds: float) -> int:
    return max(0, int(math.log(max(seconds, _T0) / _T0) / _BUCKET))


def _bucket_top(index: int) -> float:
    return _T0 * math.exp((index + 1) * _BUCKET)


def percentile(hist: dict[int, int], q: float) -> float:
    """The q-quantile (0..1) of times counted in `hist` (bucket -> count), in seconds."""
    total = sum(hist.values())
    if not total:
        return 0.0
    need = q * total
    seen = 0
    for index in sorted(hist):
        seen += hist[index]
        if seen >= need:
            return _bucket_top(index)
    return _bucket_top(max(hist))


def interval(shares: Iterable[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean of per-deal shares and its 95% normal interval."""
    return interval_of_counts(Counter(shares))


def interval_of_counts(counts: Mapping[float, int]) -> tuple[float, float, float]:
    """`interval` of shares counted by value (share -> deals): a deal's share is one of a few
    fractions, so a run of any length holds a handful of counts, never a list per deal. The
    mean and the variance are summed exactly (fractions), then rounded once."""
    d = sum(counts.values())
    if not d:
        return 0.0, 0.0, 0.0
    exact = {Fraction(x): k for x, k in counts.items()}
    mean_q = sum((x * k for x, k in exact.items()), Fraction(0)) / d
    mean = float(mean_q)
    if d < 2:
        return mean, mean, mean
    var = float(sum(((x - mean_q) ** 2 * k for x, k in exact.items()), Fraction(0)) / (d - 1))
    half = half_width(var, d)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def rotations(seats: list[str]) -> list[list[str]]:
    """Seatings of one deal: each listed seat takes every position once."""
    n = len(seats)
    return [[seats[(p + r) % n] for p in range(n)] for r in range(n)]


def _deal_block(
    game_kind: str, seats: list[str], seed: int, variants: list[str], block: tuple[int, int]
) -> list[dict[str, Any]]:
    """Play the deals of `block`: per deal and level, wins, seat-games, scores, times."""
    game = get_game(game_kind)
    n = len(seats)
    config = game.default_config(n)
    if variants:
        config = game.with_variants(config, variants)
    out = []
    for d in range(*block):
        game_seed = seed + d
        deal: dict[str, Any] = {}
        for r, seating in enumerate(rotations(seats)):
            state = game.new_game(config, game_seed)
            players = []
            for p, name in enumerate(seating):
                players.append(make_untimed_bot(game_kind, name, derive_seed(game_seed, "bot", r, p)))
            times: list[list[float]] = [[] for _ in range(n)]
            play(game, state, players, times)
            scores = game.scores(state)
            winners = game.winners(state)
            for p, name in enumerate(seating):
                row = deal.setdefault(name, {"wins": 0.0, "games": 0, "score": 0, "t": 0.0, "hist": {}})
                row["games"] += 1
                row["score"] += scores[p]
                if p in winners:
                    row["wins"] += 1 / len(winners)
                hist = row["hist"]
                for t in times[p]:
                    row["t"] += t
                    b = _bucket(t)
                    hist[b] = hist.get(b, 0) + 1
        out.append(deal)
    return out


def tournament(
    game_kind: str,
    seats: list[str],
    games: int,
    seed: int,
    variants: list[str] | None = None,
    jobs: int = 1,
    progress: Progress = False,
) -> dict[str, Any]:
    """Play whole deals (ceil(games / seats) of them) and return the summary `--json` prints.
    `progress`: see `headless.run_blocks`."""
    game = get_game(game_kind)
    n = len(seats)
    if n < 1:
        raise ValueError(_("name at least one seat"))
    config = game.default_config(n)  # refuses a seat count the game does not have
    variants = list(variants or [])
    if variants:
        game.with_variants(config, variants)
    for name in set(seats):
        make_bot(game_kind, name, 0)  # refuse an unknown level before any work
    deals = max(1, -(-games // n))
    levels = list(dict.fromkeys(seats))
    shares: dict[str, Counter[float]] = {k: Counter() for k in levels}  # per-deal share -> deals
    totals: dict[str, dict[str, Any]] = {
        k: {"wins": 0.0, "games": 0, "score": 0, "t": 0.0, "decisions": 0, "hist": {}} for k in levels
    }
    started = time.perf_counter()
    work = partial(_deal_block, game_kind, seats, seed, variants)
    with closing(run_blocks(work, deals, jobs, "deals", progress)) as results:
        for block in results:
            for deal in block:
                for name, row in deal.items():
                    tot = totals[name]
                    shares[name][row["wins"] / row["games"]] += 1
                    tot["wins"] += row["wins"]
                    tot["games"] += row["games"]
                    tot["score"] += row["score"]
                    tot["t"] += row["t"]
                    for b, c in row["hist"].items():
                        tot["hist"][b] = tot["hist"].get(b, 0) + c
                        tot["decisions"] += c
    seconds = time.perf_counter() - started
    rows = []
    for name in levels:
        tot = totals[name]
        mean, low, high = interval_of_counts(shares[name])
        decisions = tot["decisions"]
        rows.append(
            {
                "bot": name,
                "seats": seats.count(name),
                "games": tot["games"],
                "wins": round(tot["wins"], 4),
                "win_share": round(mean, 4),
                "win_share_ci95": [round(low, 4), round(high, 4)],
                "mean_score": round(tot["score"] / tot["games"], 4),
                "decisions": decisions,
                "mean_decision_ms": round(1000 * tot["t"] / decisions, 3) if decisions else 0.0,
                "p95_decision_ms": round(1000 * percentile(tot["hist"], 0.95), 3),
            }
        )
    return {
        "game": game_kind,
        "seats": seats,
        "solo": n == 1,
        "variants": variants,
        "deals": deals,
        "games": deals * n,
        "seed": seed,
        "jobs": jobs,
        "seconds": round(seconds, 2),
        "fair_share": round(1 / n, 4) if n > 1 else None,
        "levels": rows,
    }


def table(result: dict[str, Any]) -> str:
    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.i18n.formats import format_number as num, format_percent as pct

    n = len(result["seats"])
    mode = _("solo against the automated opponent") if result["solo"] else ngettext(
        "{n} seat, rotated", "{n} seats, rotated", n).format(n=n)
    lines = [
        _("{game} tournament, {mode}: {deals}, {games} from seed {seed}, {jobs}, {seconds} s").format(
            game=result["game"], mode=mode, deals=ngettext("{n} deal", "{n} deals", result["deals"]).format(n=result["deals"]),
            games=ngettext("{n} game", "{n} games", result["games"]).format(n=result["games"]), seed=result["seed"],
            jobs=ngettext("{n} job", "{n} jobs", result["jobs"]).format(n=result["jobs"]), seconds=num(result["seconds"], 1)),
        "{:<10} {:>5} {:>7} {:>10}  {:<22} {:>10} {:>13} {:>9}".format(
            _("bot"), _("seats"), _("games"), _("wins"), _("win share (95% CI)"), _("mean score"), _("decision mean"), "p95"),
    ]
    for r in result["levels"]:
        low, high = r["win_share_ci95"]
        share = f"{pct(r['win_share'], 1)} ({pct(low, 1)}-{pct(high, 1)})"
        lines.append(
            f"{r['bot']:<10} {r['seats']:>5} {r['games']:>7} {r['wins']:>10g}  {share:<22} "
            f"{num(r['mean_score'], 2):>10} {num(r['mean_decision_ms'], 2):>10} ms {num(r['p95_decision_ms'], 2):>6} ms"
        )
    if result["fair_share"]:
        lines.append(_("fair share: {share} per seat").format(share=pct(result["fair_share"], 1)))
    return "\n".join(lines)


def run_tournament(args: argparse.Namespace) -> int:
    from dragonwood_tui.simulate import run_games

    return run_games("tournament", tournament, args.seats, args, table)
