"""The Review panel's score line: "Score N/100 · played like <level>" under the accuracy, the
level in the language shown; no line for a table without a fit (the accuracy alone)."""

from __future__ import annotations

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.i18n.levels import level_name
from dragonwood_tui.review.model import SeatReview
from dragonwood_tui.review.score import fit_for, played_like, score
from dragonwood_tui.tui.screens.review_panel import summary


def _review(game: str, accuracy: float) -> SeatReview:
    return SeatReview(game=game, seat=1, name="Ann", method="sampled", accuracy=accuracy,
                      counts={c: 0 for c in ("best", "good", "inaccuracy", "mistake", "blunder")}, decisions=[])


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize(("game", "seats"), [("dragonwood", 2), ("dragonwood", 3), ("dice-quest", 1), ("dice-quest", 2), ("road-quest", 2)])
def test_the_score_line_under_the_accuracy(game: str, seats: int, lang: str):
    fit = fit_for(game, seats)
    assert fit is not None
    try:
        i18n.set_language(lang)
        for accuracy in (fit.low, (fit.low + fit.high) / 2, fit.high, 100.0, 0.0):
            lines = summary(_review(game, accuracy), seats).plain.splitlines()
            like = played_like([(fit, accuracy)])
            assert like is not None
            assert f"{round(score(accuracy, fit))}/100" in lines[1] and level_name(like.level) in lines[1], lines
            assert lines[1].split("/100")[0].endswith(str(round(score(accuracy, fit))))
            if like.could_be is not None:
                assert level_name(like.could_be) in lines[1]
    finally:
        i18n.set_language("en")


def test_no_score_line_without_a_fit():
    for game, seats in (("road-quest", 3), ("dice-quest", 4), ("dragonwood", 1)):
        assert fit_for(game, seats) is None
        lines = summary(_review(game, 95.0), seats).plain.splitlines()
        assert "/100" in lines[0] and "Score" not in lines[1], lines
