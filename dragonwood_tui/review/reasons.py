"""Why the better option is better: one line per decision, in the player's language, made when
it is shown (the review and its cache keep only language-free facts: `Decision.played_facts`,
`best_facts`, the chances and the worlds).

    reason(review, decision, lang=None, names=None) -> str

The game's own words first (`Game.option_reason`, from the two options' facts: "86% for 2 VP
against 14% for 5 VP"), then the figures; a game that names no difference gets the figures alone
("The better option wins more often: 62% against 48% over 256 sampled worlds."). "" for a decision
whose played option is the best (nothing to explain). The practice mode, the review panel and
`dragonwood review` all call this one function. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.review.model import Decision, SeatReview


def shows_best(decision: Decision) -> bool:
    """Whether a screen names a best option apart from the played one: never for a decision
    classed "best" (the two are within the analysis's noise: naming another "best" beside the
    word "best" would contradict it), nor when the analysis's pick is the played option."""
    return decision.cls != "best" and decision.best_action != decision.played_action


def figures(review: SeatReview, decision: Decision) -> str:
    """The chances after the best and the played option, and how they were measured."""
    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.i18n.formats import format_percent

    best, played = format_percent(decision.chance_best), format_percent(decision.chance_played)
    if best == played:  # rounded alike: one more decimal, so that the line compares two figures
        best, played = format_percent(decision.chance_best, 1), format_percent(decision.chance_played, 1)
    if decision.worlds:
        return ngettext("{best} against {played} over {n} sampled world", "{best} against {played} over {n} sampled worlds",
                        decision.worlds).format(best=best, played=played, n=decision.worlds)
    if review.method == "exact":
        return _("{best} against {played}, exact").format(best=best, played=played)
    return _("{best} against {played}").format(best=best, played=played)


def reason(review: SeatReview, decision: Decision, lang: str | None = None, names: Sequence[str] | None = None) -> str:
    """Why the best option is better than the played one, in `lang` (None: the language in
    effect), one line; "" when there is nothing to explain (see the module's docstring).
    `names`: the seats' names, for a game whose facts name a seat."""
    from dragonwood_tui import i18n

    if not shows_best(decision):
        return ""
    previous = i18n.language()
    if lang is not None and lang != previous:
        i18n.set_language(lang)
    try:
        return _worded(review, decision, names)
    finally:
        if lang is not None and lang != previous:
            i18n.set_language(previous)


def _worded(review: SeatReview, decision: Decision, names: Sequence[str] | None) -> str:
    from dragonwood_tui.i18n import _
    from dragonwood_tui.storage.text import plain

    said = _game_reason(review.game, decision, names)
    numbers = figures(review, decision)
    if not said:
        return _("The better option wins more often: {figures}.").format(figures=numbers)
    return _("{reason}; chance of winning {figures}.").format(reason=plain(said, 300), figures=numbers)


def _game_reason(kind: str, decision: Decision, names: Sequence[str] | None) -> str | None:
    """The game's words for the difference, or None (an unknown game, no facts, a slip of the
    game's words on facts from a file: the figures alone are still true)."""
    if not decision.played_facts or not decision.best_facts:
        return None
    from dragonwood_tui.games import get_game

    try:
        game: Any = get_game(kind)
    except Exception:  # a cache names a game this install does not know: its figures still hold
        return None
    try:
        said = game.option_reason(decision.played_facts, decision.best_facts, names)
    except Exception:  # facts come from a file: whatever the game's words choke on costs the words only
        return None
    return said if isinstance(said, str) and said else None
