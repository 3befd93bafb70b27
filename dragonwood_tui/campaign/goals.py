"""Goals and stars: what a finished game of a stage earns, read from its final state.

Every goal kind has a condition (won the game, captured the creatures...) and a measure (the
score, the margin, cards left...). A stage gives one to three thresholds on the measure: star k
when the condition holds and the measure reaches threshold k. One star passes the stage.
The person is always seat 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dragonwood_tui.campaign.model import Goal
from dragonwood_tui.engine.seat import SeatClient

DRAGONWOOD, DICE_QUEST, ROAD_QUEST = "dragonwood", "dice-quest", "road-quest"


@dataclass(frozen=True)
class GoalKind:
    games: tuple[str, ...]
    measure: str  # what the thresholds count, for a person: "points", "cards left"...
    words: str  # the goal, with {n} for the first threshold and {creatures}
    signed: bool = False  # the measure is a lead: shown with its sign


GOAL_KINDS: dict[str, GoalKind] = {
    "win": GoalKind((DRAGONWOOD, DICE_QUEST, ROAD_QUEST), "points", "Win the game"),
    "score": GoalKind((DRAGONWOOD, DICE_QUEST), "points", "Win with at least {n} points"),
    "margin": GoalKind((DRAGONWOOD,), "points ahead", "Win by at least {n} points", signed=True),
    "capture": GoalKind((DRAGONWOOD,), "points", "Capture {creatures}"),
    "cards-left": GoalKind((DICE_QUEST,), "cards left", "Win with at least {n} cards left in your army"),
    "beat": GoalKind((DICE_QUEST,), "enemies beaten", "Beat at least {n} enemies"),
    "life-left": GoalKind((ROAD_QUEST,), "life left", "Win with at least {n} life left"),
    "roads-ahead": GoalKind((ROAD_QUEST,), "roads ahead", "Win at least {n} roads ahead of everyone", signed=True),
}
#: what a goal's measure counts in one game when it is not the kind's (Road Quest's score is roads)
GAME_MEASURE = {(ROAD_QUEST, "win"): "roads"}


def measure_unit(goal: Goal, game: str) -> str:
    return GAME_MEASURE.get((game, goal.kind), GOAL_KINDS[goal.kind].measure)


def measure_text(goal: Goal, game: str, value: int) -> str:
    """"+3 points ahead", "12 life left": a measure of `goal` in `game`, a lead with its sign."""
    unit = measure_unit(goal, game)
    return f"{value:+d} {unit}" if GOAL_KINDS[goal.kind].signed else f"{value} {unit}"


@dataclass(frozen=True)
class Outcome:
    """What one game of a stage achieved (for the person, seat 0)."""

    finished: bool
    won: bool
    condition: bool  # the goal's condition (won, captured...) holds
    measure: int  # what the stars count
    stars: int  # 0-3
    score: int

    @property
    def passed(self) -> bool:
        return self.stars >= 1


def _format(goal: Goal, n: int) -> str:
    names = list(goal.creatures)
    if sorted(names) == ["Blue Dragon", "Orange Dragon"]:
        creatures = "both dragons"
    else:
        creatures = " and ".join(f"the {c}" for c in names) or "the creature"
    text = GOAL_KINDS[goal.kind].words.format(n=n, creatures=creatures)
    return _singular(text) if n == 1 else text


_SINGULAR = (("1 points", "1 point"), ("1 enemies", "1 enemy"), ("1 cards", "1 card"), ("1 roads", "1 road"))


def _singular(text: str) -> str:
    for many, one in _SINGULAR:
        text = text.replace(many, one)
    return text


def goal_words(goal: Goal) -> str:
    """The goal in words: what passes the stage."""
    return _format(goal, goal.stars[0])


def star_words(goal: Goal, game: str = "") -> list[str]:
    """One line per star: what earns it (`game`: the stage's, for the unit of its measure)."""
    kind = GOAL_KINDS[goal.kind]
    unit = measure_unit(goal, game)
    lines = []
    for i, t in enumerate(goal.stars):
        if "{n}" in kind.words:
            lines.append(_format(goal, t))
        elif i == 0 and t <= 0:
            lines.append(goal_words(goal))
        else:
            line = f"{goal_words(goal)}, with at least {t} {unit}"
            lines.append(_singular(line) if t == 1 else line)
    return lines


def stars_for(goal: Goal, condition: bool, measure: int) -> int:
    if not condition:
        return 0
    return sum(1 for t in goal.stars if measure >= t)


def facts(game: Any, state: Any) -> dict[str, Any]:
    """The numbers goals read from a state: score, others' best, won, captured names, army."""
    over = game.is_over(state)
    return facts_of(over, game.scores(state), game.winners(state) if over else [], game.goal_facts(state, 0))


def client_facts(client: SeatClient[Any, Any]) -> dict[str, Any]:
    """`facts` of the game a table plays, read through the person's seat client (seat 0)."""
    over = client.is_over()
    return facts_of(over, client.scores(), client.winners() if over else [], client.goal_facts())


def facts_of(over: bool, scores: Sequence[int], winners: Sequence[int], own: dict[str, Any]) -> dict[str, Any]:
    score = scores[0]
    others = list(scores[1:])
    out: dict[str, Any] = {"over": over, "score": score, "won": over and 0 in winners}
    out.update(own)  # the game's own goal facts of seat 0: captured creatures, army, life...
    if "opponent" in out:
        others.append(out["opponent"])
    out["margin"] = score - max(others) if others else score
    return out


def measure_of(goal: Goal, f: dict[str, Any]) -> tuple[bool, int]:
    """(condition, measure) of `goal` for the facts `f` of a state (finished or not)."""
    kind = goal.kind
    if kind in ("win", "score"):
        return f["won"], f["score"]
    if kind == "margin":
        return f["won"], f["margin"]
    if kind == "capture":
        have = list(f.get("captured", []))
        ok = all(name in have for name in goal.creatures)
        return ok, f["score"]
    if kind == "cards-left":
        return f["won"], f.get("army", 0)
    if kind == "beat":
        # Beaten enemies count whether the quest is won or lost: "before losing".
        return True, f.get("beaten", 0)
    if kind == "life-left":
        return f["won"], f.get("life", 0)
    if kind == "roads-ahead":  # Road Quest's score is the roads laid (a dead player's: none)
        return f["won"], f["margin"]
    raise ValueError(f"unknown goal {kind!r}")


def outcome(goal: Goal, game: Any, state: Any) -> Outcome:
    """What the game in `state` earns for `goal` (0 stars while it runs)."""
    f = facts(game, state)
    condition, measure = measure_of(goal, f)
    stars = stars_for(goal, condition, measure) if f["over"] else 0
    return Outcome(f["over"], f["won"], condition, measure, stars, f["score"])


def progress_words(goal: Goal, game: Any, state: Any) -> str:
    """How far along the goal the game in `state` is, in a few words (for the table)."""
    return progress_text(goal, game.kind, facts(game, state))


def progress_text(goal: Goal, kind: str, f: dict[str, Any]) -> str:
    """`progress_words` from the facts `f` of a game of `kind`."""
    condition, measure = measure_of(goal, f)
    if goal.kind == "capture":
        have = [n for n in goal.creatures if n in f.get("captured", [])]
        got = f"{len(have)}/{len(goal.creatures)} captured"
        return f"{got} · {f['score']} points"
    return measure_text(goal, kind, measure)
