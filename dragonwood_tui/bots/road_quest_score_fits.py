"""The review score's fits of road-quest per table, as plain data (`review.score.fits` reads them
through the game's `Reviewer.score_fits`): (the random seat's mean accuracy, read as 50; the
strongest level's, read as 95; each measured level's score over the fit's games: (level, mean, sd,
games), weakest first; the source). Made by `benchmarks/review_score.py fit ROWS... --out DIR`: not
edited by hand; docs/ai.md, "The review's score", has the check on games the fit did not see."""

FITS: dict[str, tuple[float, float, tuple[tuple[str, float, float, int], ...], str]] = {
    'heads-up': (
        88.553, 92.949,
        (
            ('random', 50.0, 36.11, 134),
            ('normal', 81.99, 39.88, 134),
            ('hard', 95.0, 35.82, 134),
        ),
        'review-sanity-v4-road-quest-rows.jsonl, review-sanity-v4-road-quest-seed300-rows.jsonl; 402 games; 2026-12-07',
    ),
}
