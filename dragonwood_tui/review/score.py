"""The review's score (0..100, one scale for every game) and "played like" (docs/review.md, "Score").

The accuracy is Lichess's per-move formula (`model.accuracy`): in a long dice race each decision
costs little, so a seat playing at random still reads 93 in Dragonwood. The score stretches the
accuracy per game and table (solo / heads-up / 3-4 seats) on two measured anchors: the mean
accuracy of a seat playing at random reads 50, the strongest level's 95, linear between and
beyond, clamped to 0..100 (monotone: a more accurate game never scores lower).

"Played like": per (game, table) each measured level's spread of the (unclamped) score over its
games, a normal distribution (mean, sd); the likelihood of the seat's score under each, a uniform
prior over the levels, the posterior; over several games the product of the likelihoods (each
game under its own table's fit; the levels every fit measured). A score beyond the weakest or the
strongest level's mean is read as that mean: a game worse than random play is never put down to
a level whose wider spread reaches further. No fit for a table: no score and
no "played like" (the accuracy is still shown).

The fits are data (`bots/<game>_score_fits.py`, declared by the game's `Reviewer.score_fits`, made by `benchmarks/review_score.py fit`), with their
source. Nothing here is stored in a review: a cached review gets its score at display time.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

LOW, HIGH = 50.0, 95.0  # what the random seat's and the strongest level's mean accuracies read
LEAST_SD = 3.0  # score points: a level measured always alike would call a game 1 point off it impossible
COULD_BE = 0.25  # a second level is named when its posterior is at least this


class LevelFit(NamedTuple):
    """One level's score over the fit's games: mean and standard deviation (unclamped score)."""

    level: str
    mean: float
    sd: float
    games: int


class Fit(NamedTuple):
    """The score's anchors for one game and table, and the levels' spreads; `source`: the rows
    files, games and date it was fitted from."""

    game: str
    table: str  # "solo", "heads-up" or "3-4"
    low: float  # mean accuracy of the random seat -> LOW
    high: float  # mean accuracy of the strongest level -> HIGH
    levels: tuple[LevelFit, ...]  # weakest first
    source: str


class PlayedLike(NamedTuple):
    """The level that best explains the seat's score(s), the runner-up when it is not unlikely
    (posterior >= COULD_BE, else None), and every level's posterior (weakest first)."""

    level: str
    could_be: str | None
    posterior: tuple[tuple[str, float], ...]


def table_of(seats: int) -> str | None:
    """The table a number of seats plays at (None: no fit is made for it)."""
    return {1: "solo", 2: "heads-up", 3: "3-4", 4: "3-4"}.get(seats)


def fits() -> dict[tuple[str, str], Fit]:
    """Every measured fit, by (game, table), from each game's bots' data (`Reviewer.score_fits`:
    `bots/<game>_score_fits.py`)."""
    global _fits
    if _fits is None:
        from importlib import import_module

        from dragonwood_tui.bots import reviewer
        from dragonwood_tui.games import registered_kinds

        found: dict[tuple[str, str], Fit] = {}
        for game in registered_kinds():
            where = reviewer(game).score_fits
            if where is None:
                continue
            module, _, name = where.partition(":")
            for table, (low, high, levels, source) in getattr(import_module(module), name).items():
                found[(game, table)] = Fit(game, table, low, high, tuple(LevelFit(*level) for level in levels), source)
        _fits = found
    return _fits


_fits: dict[tuple[str, str], Fit] | None = None


def fit_for(game: str, seats: int) -> Fit | None:
    """The fit of `game` at a table of `seats`, or None when none was measured."""
    table = table_of(seats)
    return fits().get((game, table)) if table is not None else None


def raw_score(accuracy: float, fit: Fit) -> float:
    """The score before clamping (the levels' spreads are of it)."""
    return LOW + (HIGH - LOW) * (accuracy - fit.low) / (fit.high - fit.low)


def score(accuracy: float, fit: Fit) -> float:
    """The score of a seat's accuracy under `fit`, 0..100."""
    return min(100.0, max(0.0, raw_score(accuracy, fit)))


def review_score(game: str, seats: int, accuracy: float) -> float | None:
    """The score of a review (its game, its record's seats, its accuracy); None without a fit."""
    fit = fit_for(game, seats)
    return None if fit is None else score(accuracy, fit)


def _log_likelihood(x: float, level: LevelFit) -> float:
    sd = max(level.sd, LEAST_SD)
    z = (x - level.mean) / sd
    return -0.5 * z * z - math.log(sd)


def _within(x: float, fit: Fit) -> float:
    """A score beyond the weakest level's mean or the strongest's read as that mean: a game worse
    than random play is random's, not a wider-spread level's (whose tail reaches further)."""
    means = [lv.mean for lv in fit.levels]
    return min(max(x, min(means)), max(means))


def posterior(games: Sequence[tuple[Fit, float]]) -> tuple[tuple[str, float], ...]:
    """Each level's posterior, weakest first, from games given as (fit, accuracy): a uniform
    prior over the levels every fit measured, the product of the games' likelihoods. Empty when
    there is no game or no level in common."""
    if not games:
        return ()
    common = [lv.level for lv in games[0][0].levels if all(any(o.level == lv.level for o in f.levels) for f, _a in games)]
    if not common:
        return ()
    logs = []
    for name in common:
        total = 0.0
        for fit, acc in games:
            level = next(lv for lv in fit.levels if lv.level == name)
            total += _log_likelihood(_within(raw_score(acc, fit), fit), level)
        logs.append(total)
    top = max(logs)
    weights = [math.exp(x - top) for x in logs]
    whole = sum(weights)
    return tuple((name, w / whole) for name, w in zip(common, weights))


def played_like(games: Sequence[tuple[Fit, float]]) -> PlayedLike | None:
    """The level whose play best explains the games (fit, accuracy), with the runner-up when its
    posterior is at least COULD_BE; None without a game or a level."""
    post = posterior(games)
    if not post:
        return None
    ranked = sorted(post, key=lambda p: -p[1])
    second = ranked[1] if len(ranked) > 1 and ranked[1][1] >= COULD_BE - 1e-9 else None  # (a quarter, up to rounding)
    return PlayedLike(ranked[0][0], second[0] if second else None, post)
