"""How long each campaign stage lasts for a person: turns, the person's decisions, minutes.

    python benchmarks/stage_lengths.py [--games N] [--seed S] [--stages guided|first|all]

For each stage (default: the guided ones), plays N seeded games with a beginner in the person's
seat (the weakest level of the game that plays to win: Dragonwood `easy`, Dice Quest `normal`,
Road Quest `normal`) and N with a passive player who only reloads or passes
(`bots.passive.PassiveBot`, never offered in the app), and prints the median and longest game
in turns (the game's own count: every seat's turns) and in the person's decisions, the minutes
of the median game at 5 seconds a decision (the computer players' moves not counted), and the
pass rate. The figures are in docs/campaign.md ("How long a stage lasts").
"""

from __future__ import annotations

import argparse
import time

from dragonwood_tui.campaign.lengths import PASSIVE, SECONDS_PER_DECISION, measure_stage, person_for
from dragonwood_tui.campaign.loader import load_campaign


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stages", choices=("guided", "first", "all"), default="guided",
                        help="the guided stages, the first chapter's, or every stage")
    args = parser.parse_args()
    campaign = load_campaign()
    stages = {
        "guided": [s for s in campaign.stages if s.guided],
        "first": list(campaign.chapters[0].stages),
        "all": campaign.stages,
    }[args.stages]
    start = time.perf_counter()
    print(f"{args.games} games a stage and player, seed {args.seed}; minutes: the median game's decisions at {SECONDS_PER_DECISION} s each")
    print(f"{'stage':<6} {'game':<11} {'person':<8} {'turns':>6} {'max':>5} {'decisions':>9} {'max':>5} {'minutes':>7} {'pass':>5}")
    for stage in stages:
        for who in ("beginner", PASSIVE):
            person = person_for(stage, who)
            r = measure_stage(stage, person, args.games, args.seed)
            print(f"{stage.id:<6} {stage.game:<11} {person:<8} {r.median_turns:>6g} {r.max_turns:>5} {r.median_decisions:>9g} "
                  f"{r.max_decisions:>5} {r.minutes:>7.1f} {r.pass_rate:>5.0%}", flush=True)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
