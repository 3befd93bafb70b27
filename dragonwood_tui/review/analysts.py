"""How a decision's options are valued, per game kind, behind one interface.

An `Analyst` is asked `evaluate(view, legal, seed)`: `view` is the view of the seat to move (the
only thing it may read of the game), `legal` the options it had, `seed` derived from the view
(so two records that look the same to the seat get the same review). It returns one `Estimate`
per option, in order: the chance of winning (solo: of beating the quest) after that option, and
the standard error of the estimate (0 when exact); `diff_se`, when the analyst knows it, the
standard error of the option's *difference* to the best option (the sampled analyst measures it
on paired samples: much smaller than either value's); a value of NaN: an option not valued (the
sampled analyst ranks options beyond its cap out cheaply; the played option is always valued, so
`evaluate` is told which it was: `played`, an index into `legal`, or None). `method` names how
("exact", "sampled"). `NotAnalysed`: this decision can't be valued (the game cannot sample it):
the review leaves it out and counts it as skipped.

`analyst_for(game, config)` picks the analyst of a game: a game kind may register its own
(`register_analyst(kind, "module:factory")`, the factory taking the game and the config and
returning an Analyst or None to fall back); otherwise the sampled analyst, which plays each
option out over worlds from `game.sample_world` (None when the game cannot sample).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:
    from dragonwood_tui.engine.game import AnyGame


class Estimate(NamedTuple):
    value: float  # chance of winning after the option, 0..1 (NaN: not valued)
    se: float  # its standard error (0: exact)
    diff_se: float | None = None  # standard error of (best - this option), paired; None: unknown

    @property
    def valued(self) -> bool:
        return not math.isnan(self.value)


def best_index(estimates: Sequence[Estimate], played: int | None = None) -> int:
    """The best option of `estimates` (valued ones only): the highest value; on a tie the
    played option, else the first. The review and the sampled analyst's `diff_se` agree on it."""
    valued = [i for i, e in enumerate(estimates) if not math.isnan(e.value)]
    if not valued:
        raise ValueError("no option was valued")
    return max(valued, key=lambda i: (estimates[i].value, i == played, -i))


class NotAnalysed(Exception):
    """A decision the analyst cannot value (the game cannot sample it): left out of the review."""


V_in = TypeVar("V_in", contravariant=True)  # the game's view and actions, as a bot's (`Bot[V, A]`)
A_in = TypeVar("A_in", contravariant=True)


class Analyst(Protocol[V_in, A_in]):
    """Values every legal option of one decision, from the deciding seat's view."""

    method: str

    def evaluate(self, view: V_in, legal: Sequence[A_in], seed: int, played: int | None = None) -> list[Estimate]: ...


#: the analyst of a game known only at run time (the review reads records of every game)
AnyAnalyst = Analyst[Any, Any]


# game kind -> "module:factory"; the factory takes (game, config) and returns an Analyst or None
_ANALYSTS: dict[str, str] = {
    "dice-quest": "dragonwood_tui.review.dice_quest_exact:solo_analyst",
}


def register_analyst(kind: str, target: str) -> None:
    _ANALYSTS[kind] = target


def analyst_for(game: AnyGame, config: object) -> AnyAnalyst | None:
    """The analyst of `game` (with `config`): the registered one when its factory returns one,
    else the sampled analyst when the game samples worlds, else None (no review)."""
    target = _ANALYSTS.get(game.kind)
    if target is not None:
        module, name = target.split(":")
        try:
            factory = getattr(import_module(module), name)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            factory = None  # not in this build: fall back
        if factory is not None:
            found: AnyAnalyst | None = factory(game, config)
            if found is not None:
                return found
    from dragonwood_tui.review.sampled import SampledAnalyst, game_samples

    if game_samples(game):
        return SampledAnalyst(game)
    return None
