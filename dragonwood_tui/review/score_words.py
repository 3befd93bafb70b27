"""The review's score and "played like" in the player's words (`review.score` has the figures;
the level names are the app's, `i18n.levels`)."""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.i18n import _
from dragonwood_tui.i18n.levels import level_name
from dragonwood_tui.review.score import Fit, PlayedLike, fit_for, played_like, score


def score_words(value: float) -> str:
    # TRANSLATORS: the review's score of a seat's play, 0 to 100 (50: a seat playing at random, 95: the strongest computer player)
    return _("Score {score}/100").format(score=round(value))


def played_like_words(like: PlayedLike) -> str:
    """"played like normal", or "played like normal — could be hard" when not sure."""
    if like.could_be is None:
        # TRANSLATORS: the computer player's level whose play best explains the player's ({level}: easy, normal, hard...)
        return _("played like {level}").format(level=level_name(like.level))
    # TRANSLATORS: as "played like {level}", when a second level ({other}) is not unlikely
    return _("played like {level} — could be {other}").format(level=level_name(like.level), other=level_name(like.could_be))


def review_line(game: str, seats: int, accuracy: float) -> str | None:
    """"Score 62/100 · played like normal — could be hard" for one reviewed seat of a game at a
    table of `seats`; None when that table has no fit (the accuracy alone is shown)."""
    fit = fit_for(game, seats)
    if fit is None:
        return None
    return games_line([(fit, accuracy)], score(accuracy, fit))


def games_line(games: Sequence[tuple[Fit, float]], value: float) -> str:
    like = played_like(games)
    shown = score_words(value)
    return shown if like is None else f"{shown} · {played_like_words(like)}"
