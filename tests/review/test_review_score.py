"""The review's score and "played like" (review/score.py): the map from accuracy (anchors read 50
and 95, monotone, clamped to 0..100), the posteriors over levels against exact fractions, the
fits shipped, and the command's text and JSON."""

from __future__ import annotations

import math

import pytest

from dragonwood_tui.bots import bot_names
from dragonwood_tui.review.model import SeatReview
from dragonwood_tui.review.score import (
    COULD_BE, HIGH, LEAST_SD, LOW, Fit, LevelFit, fit_for, fits, played_like, posterior, raw_score, score, table_of,
)

FITS = fits()

FIT = Fit("g", "heads-up", 90.0, 98.0, (LevelFit("random", 50.0, 10.0, 9), LevelFit("hard", 95.0, 10.0, 9)), "test")


@pytest.mark.parametrize("fit", [FIT, *FITS.values()], ids=lambda f: f"{f.game}-{f.table}")
def test_the_anchors_read_50_and_95_and_the_map_is_monotone_and_clamped(fit):
    assert score(fit.low, fit) == pytest.approx(LOW) and score(fit.high, fit) == pytest.approx(HIGH)
    xs = [i / 10 for i in range(0, 1001)]
    ys = [score(x, fit) for x in xs]
    assert all(b >= a for a, b in zip(ys, ys[1:]))  # never lower for a more accurate game
    assert all(0.0 <= y <= 100.0 for y in ys)  # clamped
    if fit is FIT:  # steep enough to reach both ends over 0..100
        assert min(ys) == 0.0 and max(ys) == 100.0


def test_every_fit_is_of_a_known_game_table_and_levels_weakest_first():
    order = ("random", "easy", "normal", "hard", "expert")
    for (game, table), fit in FITS.items():
        assert (fit.game, fit.table) == (game, table) and table in {"solo", "heads-up", "3-4"}
        names = [lv.level for lv in fit.levels]
        assert names[0] == "random" and names == sorted(names, key=order.index)
        assert set(names) <= {"random", *bot_names(game)}
        assert fit.low < fit.high and fit.source
        # the levels' mean scores in order, the anchors at the ends
        means = [lv.mean for lv in fit.levels]
        assert means == sorted(means) and means[0] == pytest.approx(LOW, abs=0.01) and means[-1] == pytest.approx(HIGH, abs=0.01)


def test_tables_by_seats():
    assert [table_of(n) for n in (1, 2, 3, 4, 5)] == ["solo", "heads-up", "3-4", "3-4", None]
    assert fit_for("dragonwood", 2) is FITS[("dragonwood", "heads-up")]
    assert fit_for("no-such-game", 2) is None and fit_for("dragonwood", 9) is None


def _fit(*levels: tuple[str, float, float]) -> Fit:
    """A fit whose anchors make the score the accuracy itself (low 50 -> 50, high 95 -> 95)."""
    return Fit("g", "heads-up", LOW, HIGH, tuple(LevelFit(n, m, sd, 10) for n, m, sd in levels), "test")


def _mean_for_ratio(ratio: float, sd: float, at: float) -> float:
    """A level's mean whose likelihood at `at` is `ratio` times that of a level centred there (same sd)."""
    return at + sd * math.sqrt(-2 * math.log(ratio))


def test_one_game_posterior_exact_fractions():
    sd = 10.0
    # at 60: "normal" centred there, "hard" half as likely, "random" a quarter: 4/7, 2/7, 1/7
    fit = _fit(("random", 2 * 60 - _mean_for_ratio(0.25, sd, 60), sd), ("normal", 60, sd), ("hard", _mean_for_ratio(0.5, sd, 60), sd))
    got = dict(posterior([(fit, 60.0)]))
    assert got == pytest.approx({"random": 1 / 7, "normal": 4 / 7, "hard": 2 / 7}, abs=1e-12)
    like = played_like([(fit, 60.0)])
    assert like is not None and like.level == "normal" and like.could_be == "hard"  # 2/7 >= 0.25
    assert [name for name, _p in like.posterior] == ["random", "normal", "hard"]  # weakest first


def test_sure_when_the_second_is_below_a_quarter_and_games_multiply():
    sd = 10.0
    # one game: the second level at 1/3 of the first -> 3/4 and 1/4: named ("could be")
    fit = _fit(("normal", 70, sd), ("hard", _mean_for_ratio(1 / 3, sd, 70), sd))
    one = played_like([(fit, 70.0)])
    assert one is not None and (one.level, one.could_be) == ("normal", "hard")
    assert dict(one.posterior) == pytest.approx({"normal": 3 / 4, "hard": 1 / 4}) and COULD_BE <= 0.25 + 1e-9
    # two such games: the likelihoods multiply, 1/9 -> posterior 1/10: sure
    two = played_like([(fit, 70.0), (fit, 70.0)])
    assert two is not None and (two.level, two.could_be) == ("normal", None)
    assert dict(two.posterior) == pytest.approx({"normal": 9 / 10, "hard": 1 / 10})
    # with the ratio 1/5 at once: 5/6 and 1/6, sure from one game
    fit5 = _fit(("normal", 70, sd), ("hard", _mean_for_ratio(1 / 5, sd, 70), sd))
    got = played_like([(fit5, 70.0)])
    assert got is not None and got.could_be is None and dict(got.posterior) == pytest.approx({"normal": 5 / 6, "hard": 1 / 6})


def test_a_level_measured_always_alike_still_has_a_spread():
    # expert's solo Dice Quest scores alike game after game: its sd is read as LEAST_SD at least
    fit = _fit(("normal", 80.0, LEAST_SD), ("expert", 95.0, 0.01))
    x = 95.0 - LEAST_SD  # one sd below expert, five below... normal is 5 sds away
    got = dict(posterior([(fit, x)]))
    ratio = math.exp(-0.5 * 1.0) / math.exp(-0.5 * ((x - 80.0) / LEAST_SD) ** 2)
    assert got["expert"] == pytest.approx(ratio / (1 + ratio))


def test_games_of_two_tables_use_each_its_fit_and_the_levels_both_measured():
    a = _fit(("random", 50, 10), ("normal", 70, 10), ("hard", 90, 10))
    b = Fit("g", "3-4", 80.0, 89.0, (LevelFit("random", 50, 10, 9), LevelFit("hard", 90, 10, 9)), "test")
    # b's accuracy 88 is a score of 90 under b's anchors (89: 95, beyond b's strongest mean, read as 90)
    assert raw_score(88.0, b) == pytest.approx(90.0) and raw_score(89.0, b) == pytest.approx(95.0)
    got = dict(posterior([(a, 90.0), (b, 88.0)]))
    assert set(got) == {"random", "hard"}
    lr = math.exp(-0.5 * (4.0**2 + 4.0**2))  # random against hard, in z units: 4 in each game, hard 0
    assert got["random"] == pytest.approx(lr / (1 + lr), rel=1e-9)
    assert dict(posterior([(a, 90.0), (b, 89.0)])) == pytest.approx(got)


@pytest.mark.parametrize("fit", [FIT, *FITS.values()], ids=lambda f: f"{f.game}-{f.table}")
def test_worse_than_random_is_random_and_better_than_the_strongest_the_strongest(fit):
    weakest, strongest = fit.levels[0].level, fit.levels[-1].level
    for acc in (0.0, 10.0, fit.low - 5 * (fit.high - fit.low)):
        like = played_like([(fit, acc)])
        assert like is not None and like.level == weakest, (acc, like)
    like = played_like([(fit, 100.0)])
    assert like is not None and like.level == strongest, like
    # and a score between: the posterior of the strongest never falls as the accuracy rises
    tops = [dict(posterior([(fit, fit.low + (fit.high - fit.low) * i / 50)]))[strongest] for i in range(-50, 80)]
    assert all(b >= a - 1e-12 for a, b in zip(tops, tops[1:]))


def test_nothing_without_games_or_levels():
    assert posterior([]) == () and played_like([]) is None
    none_common = Fit("g", "solo", 1.0, 2.0, (LevelFit("expert", 95, 5, 1),), "t")
    assert played_like([(FIT, 95.0), (none_common, 2.0)]) is None


def _review(game: str, accuracy: float) -> SeatReview:
    return SeatReview(game=game, seat=1, name="Ann", method="sampled", accuracy=accuracy,
                      counts={c: 0 for c in ("best", "good", "inaccuracy", "mistake", "blunder")}, decisions=[])


def test_command_fields_language_free_and_null_without_a_fit():
    from dragonwood_tui.review.command import score_fields

    fit = FITS[("dragonwood", "heads-up")]
    out = score_fields(_review("dragonwood", fit.high), 2)
    assert out["score"] == pytest.approx(95.0) and out["score_table"] == "heads-up"
    like = out["played_like"]
    assert isinstance(like, dict) and like["level"] in {lv.level for lv in fit.levels}
    assert sum(like["posterior"].values()) == pytest.approx(1.0, abs=1e-3)
    assert score_fields(_review("dragonwood", 97.0), 7) == {"score": None, "score_table": None, "played_like": None}
    assert score_fields(_review("road-quest", 97.0), 3)["score"] is None  # no fit for 3-4 seats of Road Quest


def test_review_line_words_in_every_language():
    from dragonwood_tui.i18n import set_language
    from dragonwood_tui.review.score_words import review_line

    fit = FITS[("dragonwood", "heads-up")]
    try:
        for lang, words in (("en", ("Score 95/100", "played like ")), ("fr", ("Note 95/100", "jeu de niveau «\u202f")), ("ru", ("Оценка 95/100", "игра уровня «"))):
            set_language(lang)
            line = review_line("dragonwood", 2, fit.high)
            assert line is not None and all(w in line for w in words), (lang, line)
        assert review_line("road-quest", 3, 97.0) is None
    finally:
        set_language("en")


def test_the_command_prints_the_score_and_json_carries_it(tmp_path, capsys, monkeypatch):
    """`dragonwood review` on a 2-seat Dragonwood record (a prefix, a small analysis): the text's
    score line and --json's fields, the same figure; a cached review (made before) gets it too."""
    import json

    import dragonwood_tui.review.sampled as sampled
    from dragonwood_tui.cli import main
    from dragonwood_tui.review import run
    from dragonwood_tui.storage.records import encode_record

    from tests.review.test_review_core import _short_record

    monkeypatch.setattr(sampled, "WORLDS", 16)
    monkeypatch.setattr(sampled, "BATCH", 8)
    monkeypatch.setattr(run, "_analysts", {})
    path = tmp_path / "game.json"
    path.write_bytes(encode_record(_short_record()))
    assert main(["review", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    fit = fit_for("dragonwood", 2)
    assert fit is not None and out["score"] == pytest.approx(round(score(out["accuracy"], fit), 1))
    assert out["score_table"] == "heads-up" and out["played_like"]["level"] in {lv.level for lv in fit.levels}
    assert run.cache_path(path).is_file()  # (the cache holds no score: it is made when shown)
    assert main(["review", str(path)]) == 0  # from the cache
    lines = capsys.readouterr().out.splitlines()
    assert lines[2].startswith(f"Score {round(out['score'])}/100 · played like "), lines[:3]  # after the analysis' line
