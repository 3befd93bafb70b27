"""The player's reviewed games of one game, for the Statistics screen's review scores (no Textual).

A game counts when its save has a review cached beside it (`<save>.json.review.json`, made by the
replay viewer's Review or `dragonwood review`) of the player's own seat (`facts.player_seat`),
of this analysis, and its table has a score fit (`review.score`): the last `most` of them, oldest
first. A cache that is missing, stale or does not hold is no reviewed game (never an error: the
table above already names the records it could not read)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from dragonwood_tui.review.score import Fit, fit_for, score
from dragonwood_tui.stats.facts import SUFFIX, Facts

MOST = 20  # the player's last reviewed games shown


class Reviewed(NamedTuple):
    when: datetime
    save_id: str
    accuracy: float
    score: float
    fit: Fit


def _mine(games: Iterable[Facts], kind: str) -> list[Facts]:
    return sorted((g for g in games if g.kind == kind and g.finished and not g.practice), key=lambda g: (g.when, g.save_id))


def review_stamps(folder: Path, games: Iterable[Facts], kind: str) -> tuple[tuple[str, int, int], ...]:
    """(save id, size, time) of each review cache beside a finished game of `kind`: what
    `reviewed_games` reads, told apart by a `stat` each (the saves' listing leaves the caches out)."""
    from dragonwood_tui.review.run import cache_path

    out = []
    for g in _mine(games, kind):
        try:
            st = cache_path(Path(folder) / f"{g.save_id}{SUFFIX}").stat()
        except OSError:
            continue
        out.append((g.save_id, st.st_size, st.st_mtime_ns))
    return tuple(out)


def reviewed_games(folder: Path, games: Iterable[Facts], kind: str, most: int = MOST) -> list[Reviewed]:
    """The last `most` reviewed games of `kind` among `games` (finished ones), oldest first."""
    from dragonwood_tui.review.run import cache_path, cached_reviews
    from dragonwood_tui.storage.files import read_record_file
    from dragonwood_tui.storage.records import RecordError

    found: list[Reviewed] = []
    for g in reversed(_mine(games, kind)):
        if len(found) >= most:
            break
        fit = fit_for(kind, g.seats)
        path = Path(folder) / f"{g.save_id}{SUFFIX}"
        if fit is None or not cache_path(path).is_file():
            continue
        try:
            review = cached_reviews(path, read_record_file(path)).get(g.seat)
        except (OSError, RecordError, ValueError):
            continue
        if review is not None:
            found.append(Reviewed(g.when, g.save_id, review.accuracy, score(review.accuracy, fit), fit))
    return found[::-1]
