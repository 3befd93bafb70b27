"""The review score's fits of dice-quest per table, as plain data (`review.score.fits` reads them
through the game's `Reviewer.score_fits`): (the random seat's mean accuracy, read as 50; the
strongest level's, read as 95; each measured level's score over the fit's games: (level, mean, sd,
games), weakest first; the source). Made by `benchmarks/review_score.py fit ROWS... --out DIR`: not
edited by hand; docs/ai.md, "The review's score", has the check on games the fit did not see."""

FITS: dict[str, tuple[float, float, tuple[tuple[str, float, float, int], ...], str]] = {
    'heads-up': (
        84.752, 96.989,
        (
            ('random', 50.0, 20.97, 79),
            ('normal', 79.48, 11.17, 79),
            ('expert', 95.0, 4.05, 78),
        ),
        'review-sanity-v4-dice-quest-rows.jsonl, review-sanity-v4-dice-quest-seed200-rows.jsonl, review-sanity-v4-dice-quest-seed400-rows.jsonl, review-sanity-v4-dice-quest-seed600-rows.jsonl, review-sanity-v4-dice-quest-seed700-rows.jsonl; 236 games; 2026-12-07',
    ),
    'solo': (
        49.232, 99.984,
        (
            ('random', 50.0, 18.3, 80),
            ('normal', 89.64, 11.78, 80),
            ('expert', 95.0, 0.03, 80),
        ),
        'review-score-v6-dice-quest-solo-rows.jsonl; 240 games; 2026-12-07',
    ),
}
