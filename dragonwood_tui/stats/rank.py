"""How one game ranks among the player's finished games of the same game and mode: the line
the end-of-game screen shows ("Your best Dragonwood game with 3 seats", "In your top 10%...").

Games rank by result, then score: a win above every loss (a lost solo Dice Quest keeps its
score but ranks below every win, as the rules say), then the higher score.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from dragonwood_tui.i18n import _, ngettext, pgettext
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.stats.facts import Facts, is_copy, once_each
from dragonwood_tui.stats.summary import title


def _key(g: Facts) -> tuple[bool, int]:
    return (g.won, g.score)


def _ordinal(n: int) -> str:
    """"2nd", "3rd", "11th" (a rank here is never the first: that one is "Your best score")."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    forms = {"st": pgettext("ordinal", "{n}st"), "nd": pgettext("ordinal", "{n}nd"), "rd": pgettext("ordinal", "{n}rd"),
             "th": pgettext("ordinal", "{n}th")}
    return forms[suffix].format(n=n)


def rank_text(games: Sequence[Facts], this: Facts) -> str:
    """Where `this` (finished) stands among `games` (the player's finished games, any mode), in
    the player's language."""
    same = once_each(g for g in games if g.finished and (g.kind, g.seats) == (this.kind, this.seats) and not is_copy(g, this))
    game = title(this.kind)
    if this.seats == 1:
        what = pgettext("this game", "solo {game} game").format(game=game)
    else:
        what = ngettext("{game} game with {n} seat", "{game} game with {n} seats", this.seats).format(game=game, n=this.seats)
    if not same:
        return _("Your first finished {what}.").format(what=what)
    total = len(same) + 1
    better = sum(_key(g) > _key(this) for g in same)
    equal = sum(_key(g) == _key(this) for g in same)
    rank = better + 1
    if this.seats == 1:
        whats = ngettext("solo {game} game", "solo {game} games", total).format(game=game)
    else:
        whats = ngettext("{game} game with {n} seats", "{game} games with {n} seats", total).format(game=game, n=this.seats)
    if better == 0:
        if equal:
            return _("Equals your best ever {what} ({total} played).").format(what=what, total=total)
        # a plain fact, true after a loss too ("best ever" read as a boast after losing 4-8)
        return _("Your best score in {total} {games}.").format(total=total, games=whats)
    for share in (10, 25, 50):
        if rank <= math.ceil(total * share / 100):
            # (the share a percentage in the language's format: "10%", "10 %")
            return _("In your top {share} of {total} {games} ({rank}).").format(
                share=format_percent(share / 100), total=total, games=whats, rank=_ordinal(rank)
            )
    return _("Your {rank} best of {total} {games}.").format(rank=_ordinal(rank), total=total, games=whats)


def rank_of_save(folder: Path, save_id: str) -> str:
    """The rank line of a finished save among the saves in `folder` ("" when it can't be said)."""
    from dragonwood_tui.stats.facts import cache_path, collect

    games = collect(folder, cache_path(folder)).games
    this = next((g for g in games if g.save_id == save_id), None)
    if this is None or not this.finished:
        return ""
    return rank_text(games, this)
