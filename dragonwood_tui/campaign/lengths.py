"""How long a stage lasts for a person: turns and the person's own decisions, measured with a bot
in the person's seat (`benchmarks/stage_lengths.py`, `tests/campaign/test_stage_lengths.py`).

Two players sit in the person's seat: a beginner's level (the weakest that plays to win), and
`bots.passive.PassiveBot`, a player who only reloads or passes (never offered in the app). A stage is a lesson, not an evening: docs/campaign.md says how long each guided stage is,
at about 5 seconds a decision.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dragonwood_tui.bots import beginner_level, make_untimed_bot
from dragonwood_tui.bots.passive import PassiveBot
from dragonwood_tui.campaign.goals import outcome
from dragonwood_tui.campaign.model import Stage
from dragonwood_tui.campaign.stage_game import stage_config
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from dragonwood_tui.headless import LazyLegal

PASSIVE = "passive"
SECONDS_PER_DECISION = 5  # a person's pace, assumed: reading the table and choosing


@dataclass(frozen=True)
class Length:
    turns: int  # the game's own count of turns when it ended
    decisions: int  # the actions of the person's seat (seat 0)
    stars: int
    measure: int  # the goal's measure (points, enemies beaten, life left...)


def play_for_length(stage: Stage, person: str, seed: int, run: int) -> Length:
    """One game of `stage` with `person` (a bot level, or PASSIVE) in the person's seat."""
    game = get_game(stage.game)
    config = stage_config(stage, game)
    game_seed = stage.seed if stage.seed is not None else seed
    state = game.new_game(config, game_seed)
    bots: list[Any] = [
        PassiveBot(stage.game) if i == 0 and name == PASSIVE else make_untimed_bot(stage.game, name, derive_seed(game_seed, "bot", i, run))
        for i, name in enumerate([person, *stage.opponents])
    ]
    legal = LazyLegal(game, state)
    decisions = 0
    seat = game.to_move(state)
    while seat is not None:
        legal.cached = None
        decisions += seat == 0
        game.apply(state, bots[seat].choose(game.view(state, seat), legal))
        seat = game.to_move(state)
    result = outcome(stage.goal, game, state)
    return Length(game.turn_number(state), decisions, result.stars, result.measure)


@dataclass(frozen=True)
class StageLengths:
    stage: str
    person: str
    games: int
    median_turns: float
    max_turns: int
    median_decisions: float
    max_decisions: int
    pass_rate: float

    @property
    def minutes(self) -> float:
        """The median game's decisions at SECONDS_PER_DECISION each (the bots' moves not counted)."""
        return self.median_decisions * SECONDS_PER_DECISION / 60


def measure_stage(stage: Stage, person: str, games: int, seed: int = 1) -> StageLengths:
    """`games` games of `stage` (a fixed deal: its deal, the bots' streams change by run)."""
    runs = [play_for_length(stage, person, derive_seed(seed, stage.id, run), run) for run in range(games)]
    turns = [r.turns for r in runs]
    decisions = [r.decisions for r in runs]
    return StageLengths(
        stage.id, person, games, statistics.median(turns), max(turns), statistics.median(decisions), max(decisions),
        sum(r.stars > 0 for r in runs) / games,
    )


def person_for(stage: Stage, who: str) -> str:
    """"beginner" -> the stage's game's beginner level; "passive" as it is."""
    if who != "beginner":
        return who
    level = beginner_level(stage.game)
    if level is None:
        raise ValueError(f"{stage.game} has no computer player to play a beginner")
    return level
