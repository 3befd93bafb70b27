"""Would a calibration map of the review's raw chance make its claims truer? (docs/ai.md, "Road
Quest and Dragonwood: the calibration of the sampled review")

    python benchmarks/review_calibration_map.py ROWS [ON_ROWS...]

Reads rows of `benchmarks/review_calibration.py` (2 seats): the decisions of its strongest-level
seats (their games are the strongest play from every position, the play a claim assumes) and,
from ON_ROWS (`--on-rows` runs), the decisions of the other seats with whether the strongest
level playing on won. Fits the map p -> sigmoid(b × logit p), one weight b over 0.10..2.00 by
log-loss: symmetric because in a 2-seat game between two strongest seats one seat's chance is
the other's complement, so a map must send 1 - p to 1 - map(p) (a free intercept would fit the
luck of which seat won more of a few dozen games). Fitted on one half of the games (split by a
hash of the seed) and checked on the other, both ways: a map is worth having only when it
lowers the log-loss on the half it did not see.
"""
from __future__ import annotations

import json
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))


def _logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def _sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def log_loss(points: list[tuple[int, float, float]], b: float) -> float:
    total = 0.0
    for _, claim, won in points:
        p = _sigmoid(b * _logit(claim))
        total -= won * math.log(p) + (1 - won) * math.log(1 - p)
    return total / len(points)


def fit(points: list[tuple[int, float, float]]) -> float:
    return min((i / 100 for i in range(10, 201)), key=lambda b: log_loss(points, b))


def half(seed: int) -> int:
    return ((seed * 2654435761) >> 11) % 2


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    from dragonwood_tui.bots import strongest_level

    strongest = strongest_level(rows[0]["kind"])
    points = [(r["seed"], c, r["won"]) for r in rows if r["level"] == strongest for c, _ in r["claims"] if 0 < c < 1]
    for name in sys.argv[2:]:
        points += [(r["seed"], c, w) for line in open(name) if line.strip()
                   for r in [json.loads(line)] for c, w in r["expert_on"] if 0 < c < 1]
    a = [p for p in points if half(p[0]) == 0]
    b = [p for p in points if half(p[0]) == 1]
    out = {"strongest": strongest, "decisions": len(points), "games": len({p[0] for p in points}), "checks": []}
    for fitted_on, checked_on, label in ((a, b, "fit on half 0, checked on half 1"), (b, a, "fit on half 1, checked on half 0"),
                                         (points, points, "fit on all (not a check)")):
        w = fit(fitted_on)
        out["checks"].append({"split": label, "b": w, "games_fitted": len({p[0] for p in fitted_on}),
                              "log_loss_raw": round(log_loss(checked_on, 1.0), 4), "log_loss_mapped": round(log_loss(checked_on, w), 4)})
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
