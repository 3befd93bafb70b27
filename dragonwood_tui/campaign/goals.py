"""Goals and stars: what a finished game of a stage earns, read from its final state.

Every goal kind has a condition (won the game, captured the creatures...) and a measure (the
score, the margin, cards left...). A stage gives one to three thresholds on the measure: star k
when the condition holds and the measure reaches threshold k. One star passes the stage.
The person is always seat 0. Which kinds a game's stages may set, the unit of each one's measure
there, the targets a capture may name and their words, the game declares (`Game.goal_kinds`,
`goal_targets`, `goal_target_words`); no game is named here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.campaign.model import Goal
from dragonwood_tui.engine.game import AnyGame

if TYPE_CHECKING:  # (only named: the campaign map reads the goals and plays no game)
    from dragonwood_tui.engine.seat import SeatClient


@dataclass(frozen=True)
class GoalKind:
    """A goal as the campaign reads it; which games offer it, and the unit of its measure in
    each, the games declare (`Game.goal_kinds`)."""

    words: str  # the goal, with {n} for the first threshold and {creatures} for its targets
    condition: str  # "won": the person won; "any": always holds; "targets": all are captured
    measure: str  # the fact the thresholds count ("score", "margin", or one the game gives)
    reads: tuple[str, ...] = ()  # the facts of the game's `goal_facts` it needs
    signed: bool = False  # the measure is a lead: shown with its sign


GOAL_KINDS: dict[str, GoalKind] = {
    "win": GoalKind("Win the game", "won", "score"),
    "score": GoalKind("Win with at least {n} points", "won", "score"),
    "margin": GoalKind("Win by at least {n} points", "won", "margin", signed=True),
    "capture": GoalKind("Capture {creatures}", "targets", "score", reads=("captured",)),
    "cards-left": GoalKind("Win with at least {n} cards left in your army", "won", "army", reads=("army",)),
    # beaten enemies count whether the quest is won or lost: "before losing"
    "beat": GoalKind("Beat at least {n} enemies", "any", "beaten", reads=("beaten",)),
    "life-left": GoalKind("Win with at least {n} life left", "won", "life", reads=("life",)),
    "roads-ahead": GoalKind("Win at least {n} roads ahead of everyone", "won", "margin", signed=True),
}


def _game(game: AnyGame | str) -> AnyGame:
    if isinstance(game, str):
        from dragonwood_tui.games import get_game

        return get_game(game)
    return game


def measure_unit(goal: Goal, game: AnyGame | str) -> str:
    """What `goal`'s measure counts in `game` (its declaration: "points", "roads"...)."""
    return _game(game).goal_kinds.get(goal.kind, "")


def measure_text(goal: Goal, game: AnyGame | str, value: int) -> str:
    """"+3 points ahead", "12 life left": a measure of `goal` in `game`, a lead with its sign, in
    the player's language."""
    return count_text(measure_unit(goal, game), value, signed=GOAL_KINDS[goal.kind].signed)


def count_text(unit: str, value: int, signed: bool = False) -> str:
    """`value` of a game's goal unit ("points", "roads ahead"...) in the player's language, with
    the plural form its number takes; a unit no game declares here: as written."""
    n = f"{value:+d}" if signed else str(value)
    forms = {
        "points": ngettext("{n} point", "{n} points", abs(value)),
        "points ahead": ngettext("{n} point ahead", "{n} points ahead", abs(value)),
        "cards left": ngettext("{n} card left", "{n} cards left", abs(value)),
        "enemies beaten": ngettext("{n} enemy beaten", "{n} enemies beaten", abs(value)),
        "roads": ngettext("{n} road", "{n} roads", abs(value)),
        "life left": ngettext("{n} life left", "{n} life left", abs(value)),
        "roads ahead": ngettext("{n} road ahead", "{n} roads ahead", abs(value)),
    }
    return forms[unit].format(n=n) if unit in forms else f"{n} {unit}"


def goal_text(goal: Goal, game: AnyGame | str, n: int | None = None) -> str:
    """`goal_words` in the player's language (for the screens; progress files and --json keep
    the English `goal_words`); `n`: the threshold to name (the first star's by default)."""
    n = goal.stars[0] if n is None else n
    kind = goal.kind
    if kind == "win":
        return _("Win the game")
    if kind == "score":
        return ngettext("Win with at least {n} point", "Win with at least {n} points", n).format(n=n)
    if kind == "margin":
        return ngettext("Win by at least {n} point", "Win by at least {n} points", n).format(n=n)
    if kind == "capture":
        rules = _game(game)
        creatures = rules.goal_target_text(list(goal.creatures), lambda name: card_name(rules.kind, name)) or _("the creature")
        return _("Capture {creatures}").format(creatures=creatures)
    if kind == "cards-left":
        return ngettext("Win with at least {n} card left in your army", "Win with at least {n} cards left in your army", n).format(n=n)
    if kind == "beat":
        return ngettext("Beat at least {n} enemy", "Beat at least {n} enemies", n).format(n=n)
    if kind == "life-left":
        return ngettext("Win with at least {n} life left", "Win with at least {n} life left", n).format(n=n)
    if kind == "roads-ahead":
        return ngettext("Win at least {n} road ahead of everyone", "Win at least {n} roads ahead of everyone", n).format(n=n)
    return goal_words(goal, game)


def star_texts(goal: Goal, game: AnyGame | str) -> list[str]:
    """`star_words` in the player's language: one line per star, what earns it."""
    kind = GOAL_KINDS[goal.kind]
    unit = measure_unit(goal, game)
    lines = []
    for i, t in enumerate(goal.stars):
        if "{n}" in kind.words:
            lines.append(goal_text(goal, game, t))
        elif i == 0 and t <= 0:
            lines.append(goal_text(goal, game))
        else:
            lines.append(_("{goal}, with at least {count}").format(goal=goal_text(goal, game), count=count_text(unit, t)))
    return lines


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


def _format(goal: Goal, game: AnyGame | str, n: int) -> str:
    kind = GOAL_KINDS[goal.kind]
    creatures = ""
    if kind.condition == "targets":
        creatures = _game(game).goal_target_words(list(goal.creatures)) or "the creature"
    text = kind.words.format(n=n, creatures=creatures)
    return _singular(text) if n == 1 else text


_SINGULAR = (("1 points", "1 point"), ("1 enemies", "1 enemy"), ("1 cards", "1 card"), ("1 roads", "1 road"))


def _singular(text: str) -> str:
    for many, one in _SINGULAR:
        text = text.replace(many, one)
    return text


def goal_words(goal: Goal, game: AnyGame | str) -> str:
    """The goal in words: what passes the stage (`game`: the stage's, for its targets' words)."""
    return _format(goal, game, goal.stars[0])


def star_words(goal: Goal, game: AnyGame | str) -> list[str]:
    """One line per star: what earns it (`game`: the stage's, for the unit of its measure)."""
    kind = GOAL_KINDS[goal.kind]
    unit = measure_unit(goal, game)
    lines = []
    for i, t in enumerate(goal.stars):
        if "{n}" in kind.words:
            lines.append(_format(goal, game, t))
        elif i == 0 and t <= 0:
            lines.append(goal_words(goal, game))
        else:
            line = f"{goal_words(goal, game)}, with at least {t} {unit}"
            lines.append(_singular(line) if t == 1 else line)
    return lines


def stars_for(goal: Goal, condition: bool, measure: int) -> int:
    if not condition:
        return 0
    return sum(1 for t in goal.stars if measure >= t)


def facts(game: AnyGame, state: Any) -> dict[str, Any]:
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
    kind = GOAL_KINDS.get(goal.kind)
    if kind is None:
        raise ValueError(f"unknown goal {goal.kind!r}")
    if kind.condition == "won":
        condition = bool(f["won"])
    elif kind.condition == "targets":
        have = list(f.get("captured", []))
        condition = all(name in have for name in goal.creatures)
    else:
        condition = True
    return condition, f.get(kind.measure, 0)


def outcome(goal: Goal, game: AnyGame, state: Any) -> Outcome:
    """What the game in `state` earns for `goal` (0 stars while it runs)."""
    f = facts(game, state)
    condition, measure = measure_of(goal, f)
    stars = stars_for(goal, condition, measure) if f["over"] else 0
    return Outcome(f["over"], f["won"], condition, measure, stars, f["score"])


def progress_words(goal: Goal, game: AnyGame, state: Any) -> str:
    """How far along the goal the game in `state` is, in a few words (for the table)."""
    return progress_text(goal, game, facts(game, state))


def progress_text(goal: Goal, game: AnyGame, f: dict[str, Any]) -> str:
    """`progress_words` from the facts `f` of a game of `game`."""
    condition, measure = measure_of(goal, f)
    if GOAL_KINDS[goal.kind].condition == "targets":
        have = [n for n in goal.creatures if n in f.get("captured", [])]
        got = _("{have}/{wanted} captured").format(have=len(have), wanted=len(goal.creatures))
        return f"{got} · {count_text('points', f['score'])}"
    return measure_text(goal, game, measure)
