"""Campaign attempts are ordinary game records: the stage is named in the record's notes.

`start_attempt` opens a stage's game as a session (play.session), like any new game; `check_attempt`
verifies a record against its stage (same game, rules config with the modifiers, seats and
bots, fixed deal) and re-plays it with every hash, so an edited record earns nothing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dragonwood_tui.campaign.goals import outcome
from dragonwood_tui.campaign.model import Campaign, Stage
from dragonwood_tui.campaign.tag import parse_tag as parse_tag  # re-exported: progress and the screens read it from here
from dragonwood_tui.campaign.stage_game import earlier_stages, stage_config, stage_seats
from dragonwood_tui.campaign.problems import NO_STAGE, NOT_VERIFIED, OLDER_RULES, OTHER_DEAL, OTHER_GAME, OTHER_RULES, OTHER_SEATS
from dragonwood_tui.storage.text import plain
from dragonwood_tui.storage.records import RecordError, playing_identity, replay_record
from dragonwood_tui.games import get_game

if TYPE_CHECKING:
    from dragonwood_tui.play.session import GameSession


def tag_notes(campaign: Campaign, stage: Stage) -> str:
    """The notes of an attempt's record: the tag on the first line, then words for a person."""
    return f"campaign:{campaign.id}/{stage.id}\n{campaign.title}, stage {stage.id}: {stage.title}"


def attempt_name(campaign: Campaign, stage: Stage) -> str:
    return f"{campaign.title} {stage.id} · {stage.title}"[:100]


@dataclass(frozen=True)
class Attempt:
    """One record of a stage, verified: what it proves."""

    save_id: str
    stage: str
    created: str  # RFC 3339, from the record
    seed: int
    steps: int
    finished: bool
    won: bool = False
    stars: int = 0
    measure: int = 0
    score: int = 0
    problem: str | None = None  # why the record proves nothing (edited, wrong stage...)
    game: str = ""  # the game and when it was played (`storage.records.playing_identity`): a copy counts once

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def check_attempt(campaign: Campaign, record: Any, save_id: str) -> Attempt | None:
    """The Attempt a record proves for `campaign`, or None when it is not one of its stages."""
    tag = parse_tag(record.header.notes)
    if tag is None or tag[0] != campaign.id:
        return None
    h = record.header
    base = dict(save_id=save_id, stage=tag[1], created=h.created.isoformat(), seed=h.seed, steps=len(record.actions),
                game=playing_identity(record))
    try:
        stage = campaign.stage(tag[1])
    except KeyError:
        return Attempt(**base, finished=False, problem=NO_STAGE.format(stage=plain(tag[1], 40)))
    problem = mismatch(stage, record)
    earlier = problem is not None and any(_mismatch(then, record, config) is None for then, config in earlier_stages(stage))
    if problem is not None and not earlier:
        return Attempt(**base, finished=False, problem=problem)
    game = get_game(stage.game)
    try:
        replayed = replay_record(record, game)  # every action, every hash, the summary
    except RecordError as exc:
        return Attempt(**base, finished=False, problem=NOT_VERIFIED.format(problem=exc))
    if not replayed.hashes_checked and not earlier:
        # a game of an earlier setup was played under the rules of its time: its re-play (every
        # action and the summary) is what proves it, as the hashes of older rules can't be
        return Attempt(**base, finished=False, problem=OLDER_RULES)
    result = outcome(stage.goal, game, replayed.state)
    return Attempt(
        **base, finished=result.finished, won=result.won, stars=result.stars, measure=result.measure, score=result.score
    )


def mismatch(stage: Stage, record: Any) -> str | None:
    """Why `record` is not a game of `stage` as it is set up now (other rules, seats, bots or
    deal), or None."""
    if record.kind != stage.game:
        return OTHER_GAME.format(kind=record.kind, game=stage.game)
    return _mismatch(stage, record, stage_config(stage))


def _mismatch(stage: Stage, record: Any, config: Any) -> str | None:
    if record.kind != stage.game:
        return OTHER_GAME.format(kind=record.kind, game=stage.game)
    h = record.header
    if h.config != config:
        return OTHER_RULES
    want = [s.bot for s in stage_seats(stage)]
    if [s.bot for s in h.seats] != want:
        return OTHER_SEATS
    if stage.seed is not None and h.seed != stage.seed:
        return OTHER_DEAL
    return None


def start_attempt(campaign: Campaign, stage: Stage, folder: Path, seed: int | None = None, *, on_error: Any = None) -> GameSession:
    """A new game of `stage`, saved now and after every action, as an open
    `play.session.GameSession` (its lock held until `close()`).

    `seed`: a deal to play again (retry the same deal); the stage's fixed deal wins over it."""
    import secrets

    from dragonwood_tui.play.session import GameSession

    game = get_game(stage.game)
    if stage.seed is not None:
        seed = stage.seed
    elif seed is None:
        seed = secrets.randbits(62)
    return GameSession.create(
        stage.game, stage_config(stage, game), stage_seats(stage), seed, folder,
        name=attempt_name(campaign, stage), notes=tag_notes(campaign, stage), opened="campaign", on_error=on_error,
    )
