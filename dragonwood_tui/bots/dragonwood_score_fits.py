"""The review score's fits of dragonwood per table, as plain data (`review.score.fits` reads them
through the game's `Reviewer.score_fits`): (the random seat's mean accuracy, read as 50; the
strongest level's, read as 95; each measured level's score over the fit's games: (level, mean, sd,
games), weakest first; the source). Made by `benchmarks/review_score.py fit ROWS... --out DIR`: not
edited by hand; docs/ai.md, "The review's score", has the check on games the fit did not see."""

FITS: dict[str, tuple[float, float, tuple[tuple[str, float, float, int], ...], str]] = {
    '3-4': (
        90.694, 98.859,
        (
            ('random', 50.0, 8.69, 120),
            ('normal', 64.91, 9.3, 120),
            ('hard', 87.08, 8.12, 120),
            ('expert', 95.0, 4.65, 120),
        ),
        'review-score-v6-dragonwood-4-rows.jsonl; 120 games; 2026-12-07',
    ),
    'heads-up': (
        93.379, 98.852,
        (
            ('random', 50.0, 6.55, 50),
            ('normal', 66.4, 10.39, 50),
            ('hard', 83.59, 17.99, 50),
            ('expert', 95.0, 8.72, 50),
        ),
        'review-sanity-v4-dragonwood-rows.jsonl; 200 games; 2026-12-07',
    ),
}
