"""How one game ranks among the player's finished games of the same game and mode: the line
the end-of-game screen shows ("Your best Dragonwood game with 3 seats", "In your top 10%...").

Games rank by result, then score: a win above every loss (a lost solo Dice Quest keeps its
score but ranks below every win, as the rules say), then the higher score.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from dragonwood_tui.stats.facts import Facts
from dragonwood_tui.stats.summary import title


def _key(g: Facts) -> tuple[bool, int]:
    return (g.won, g.score)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def rank_text(games: Sequence[Facts], this: Facts) -> str:
    """Where `this` (finished) stands among `games` (the player's finished games, any mode)."""
    same = [g for g in games if g.finished and (g.kind, g.seats) == (this.kind, this.seats) and g.save_id != this.save_id]
    solo, seats = ("solo ", "") if this.seats == 1 else ("", f" with {this.seats} seats")
    what, whats = (f"{solo}{title(this.kind)} {noun}{seats}" for noun in ("game", "games"))
    if not same:
        return f"Your first finished {what}."
    total = len(same) + 1
    better = sum(_key(g) > _key(this) for g in same)
    equal = sum(_key(g) == _key(this) for g in same)
    rank = better + 1
    if better == 0:
        return f"Equals your best ever {what} ({total} played)." if equal else f"Best ever: your best {what} of {total}."
    for share in (10, 25, 50):
        if rank <= math.ceil(total * share / 100):
            return f"In your top {share}% of {total} {whats} ({_ordinal(rank)})."
    return f"Your {_ordinal(rank)} best of {total} {whats}."


def rank_of_save(folder: Path, save_id: str) -> str:
    """The rank line of a finished save among the saves in `folder` ("" when it can't be said)."""
    from dragonwood_tui.stats.facts import cache_path, collect

    games = collect(folder, cache_path(folder)).games
    this = next((g for g in games if g.save_id == save_id), None)
    if this is None or not this.finished:
        return ""
    return rank_text(games, this)
