"""How a decision's options are valued, per game kind, behind one interface.

An `Analyst` is asked `evaluate(view, legal, seed)`: `view` is the view of the seat to move (the
only thing it may read of the game), `legal` the options it had, `seed` derived from the view
(so two records that look the same to the seat get the same review). It returns one `Estimate`
per option, in order: the chance of winning (solo: of beating the quest) after that option, and
the standard error of the estimate (0 when exact). `method` names how ("exact", "sampled").

`analyst_for(game, config)` picks the analyst of a game: a game kind may register its own
(`register_analyst(kind, "module:factory")`, the factory taking the game and the config and
returning an Analyst or None to fall back); otherwise the sampled analyst, which plays each
option out over worlds from `game.sample_world` (None when the game cannot sample).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol


class Estimate(NamedTuple):
    value: float  # chance of winning after the option, 0..1
    se: float  # its standard error (0: exact)


class Analyst(Protocol):
    method: str

    def evaluate(self, view: Any, legal: Sequence[Any], seed: int) -> list[Estimate]: ...


# game kind -> "module:factory"; the factory takes (game, config) and returns an Analyst or None
_ANALYSTS: dict[str, str] = {
    "dice-quest": "dragonwood_tui.review.dice_quest_exact:solo_analyst",
}


def register_analyst(kind: str, target: str) -> None:
    _ANALYSTS[kind] = target
