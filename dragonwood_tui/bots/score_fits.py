"""The review score's fits per (game, table): the anchors (the random seat's and the strongest
level's mean accuracy, read as 50 and 95) and each measured level's score spread (mean, sd, games),
for "played like" (`review.score`). Made by `benchmarks/review_score.py fit ... --out`: do not edit
by hand; docs/ai.md, "The review's score", has the check on games not used for the fit."""

from dragonwood_tui.review.score import Fit, LevelFit

FITS: dict[tuple[str, str], Fit] = {
    ('dice-quest', 'heads-up'): Fit(
        'dice-quest', 'heads-up', 84.752, 96.989,
        (
            LevelFit('random', 50.0, 20.97, 79),
            LevelFit('normal', 79.48, 11.17, 79),
            LevelFit('expert', 95.0, 4.05, 78),
        ),
        'review-sanity-v4-dice-quest-rows.jsonl, review-sanity-v4-dice-quest-seed200-rows.jsonl, review-sanity-v4-dice-quest-seed400-rows.jsonl, review-sanity-v4-dice-quest-seed600-rows.jsonl, review-sanity-v4-dice-quest-seed700-rows.jsonl; 236 games; 2026-12-07',
    ),
    ('dice-quest', 'solo'): Fit(
        'dice-quest', 'solo', 48.028, 99.981,
        (
            LevelFit('random', 50.0, 18.68, 49),
            LevelFit('normal', 88.77, 13.25, 49),
            LevelFit('expert', 95.0, 0.04, 48),
        ),
        'review-score-v6-dice-quest-solo-rows.jsonl; 146 games; 2026-12-07',
    ),
    ('dragonwood', 'heads-up'): Fit(
        'dragonwood', 'heads-up', 93.379, 98.852,
        (
            LevelFit('random', 50.0, 6.55, 50),
            LevelFit('normal', 66.4, 10.39, 50),
            LevelFit('hard', 83.59, 17.99, 50),
            LevelFit('expert', 95.0, 8.72, 50),
        ),
        'review-sanity-v4-dragonwood-rows.jsonl; 200 games; 2026-12-07',
    ),
    ('road-quest', 'heads-up'): Fit(
        'road-quest', 'heads-up', 88.553, 92.949,
        (
            LevelFit('random', 50.0, 36.11, 134),
            LevelFit('normal', 81.99, 39.88, 134),
            LevelFit('hard', 95.0, 35.82, 134),
        ),
        'review-sanity-v4-road-quest-rows.jsonl, review-sanity-v4-road-quest-seed300-rows.jsonl; 402 games; 2026-12-07',
    ),
}
