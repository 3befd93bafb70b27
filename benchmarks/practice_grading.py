"""Practice's speed: a position opened (the record walked to its step, narrated) and a pick graded
(from the cached review: no analysis), for each game's longest default game (docs/performance.md,
"Practice").

    python benchmarks/practice_grading.py

For each game, a game between its default computer players (seed 1, the person's seat played by
the default level too), a review of the first seat stacked as the tests stack one (every third
decision a blunder), then each of its positions opened and graded `--repeat` times; prints the
median and worst of both, in milliseconds, per game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from dragonwood_tui.bots import bot_factory, default_bot  # noqa: E402
from dragonwood_tui.engine.match import Match  # noqa: E402
from dragonwood_tui.engine.game import SeatSpec  # noqa: E402
from dragonwood_tui.games import get_game, game_kinds  # noqa: E402
from dragonwood_tui.practice.grading import grade  # noqa: E402
from dragonwood_tui.practice.positions import match_at, positions_of  # noqa: E402
from dragonwood_tui.storage.records import new_record  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    from tui.practice_helpers import stacked_review

    for kind in game_kinds():
        game = get_game(kind)
        players = game.default_players
        seats = game.default_seats(players, default_bot(kind))
        config = game.default_config(players)
        bots = [SeatSpec(s.name, s.bot or default_bot(kind)) for s in seats]
        match = Match(game, config, 1, bots, bot_factory=bot_factory(kind))
        match.play_bots()
        record = new_record(game, config, 1, list(seats), match.actions)
        positions = positions_of(record, stacked_review(record, 0), "bench")
        opened, graded = [], []
        for _ in range(args.repeat):
            for p in positions:
                t0 = time.perf_counter()
                at = match_at(p)
                t1 = time.perf_counter()
                grade(p.decision, at.game.legal_actions(at.state)[0])
                t2 = time.perf_counter()
                opened.append(1000 * (t1 - t0))
                graded.append(1000 * (t2 - t1))
        print(
            f"{kind}: {len(record.actions)} steps, {len(positions)} positions; open median {statistics.median(opened):.1f} ms, "
            f"worst {max(opened):.1f} ms; grade median {statistics.median(graded):.3f} ms, worst {max(graded):.3f} ms"
        )


if __name__ == "__main__":
    main()
