"""The review score's fits per (game, table), as plain data (`review.score.fit_for` reads them):
(the random seat's mean accuracy, read as 50; the strongest level's, read as 95; each measured
level's score over the fit's games: (level, mean, sd, games), weakest first; the source). Made by
`benchmarks/review_score.py fit ROWS... --out`: not edited by hand; docs/ai.md, "The review's
score", has the check on games the fit did not see."""

FITS: dict[tuple[str, str], tuple[float, float, tuple[tuple[str, float, float, int], ...], str]] = {
    ('dice-quest', 'heads-up'): (
        84.752, 96.989,
        (
            ('random', 50.0, 20.97, 79),
            ('normal', 79.48, 11.17, 79),
            ('expert', 95.0, 4.05, 78),
        ),
        'review-sanity-v4-dice-quest-rows.jsonl, review-sanity-v4-dice-quest-seed200-rows.jsonl, review-sanity-v4-dice-quest-seed400-rows.jsonl, review-sanity-v4-dice-quest-seed600-rows.jsonl, review-sanity-v4-dice-quest-seed700-rows.jsonl; 236 games; 2026-12-07',
    ),
    ('dice-quest', 'solo'): (
        49.232, 99.984,
        (
            ('random', 50.0, 18.3, 80),
            ('normal', 89.64, 11.78, 80),
            ('expert', 95.0, 0.03, 80),
        ),
        'review-score-v6-dice-quest-solo-rows.jsonl; 240 games; 2026-12-07',
    ),
    ('dragonwood', '3-4'): (
        90.694, 98.859,
        (
            ('random', 50.0, 8.69, 120),
            ('normal', 64.91, 9.3, 120),
            ('hard', 87.08, 8.12, 120),
            ('expert', 95.0, 4.65, 120),
        ),
        'review-score-v6-dragonwood-4-rows.jsonl; 120 games; 2026-12-07',
    ),
    ('dragonwood', 'heads-up'): (
        93.379, 98.852,
        (
            ('random', 50.0, 6.55, 50),
            ('normal', 66.4, 10.39, 50),
            ('hard', 83.59, 17.99, 50),
            ('expert', 95.0, 8.72, 50),
        ),
        'review-sanity-v4-dragonwood-rows.jsonl; 200 games; 2026-12-07',
    ),
    ('road-quest', 'heads-up'): (
        88.553, 92.949,
        (
            ('random', 50.0, 36.11, 134),
            ('normal', 81.99, 39.88, 134),
            ('hard', 95.0, 35.82, 134),
        ),
        'review-sanity-v4-road-quest-rows.jsonl, review-sanity-v4-road-quest-seed300-rows.jsonl; 402 games; 2026-12-07',
    ),
}
