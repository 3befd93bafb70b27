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

from importlib import import_module
from typing import Any

from dragonwood_tui.review.estimate import Analyst as Analyst, Estimate as Estimate  # re-exported
from dragonwood_tui.review.estimate import NotAnalysed as NotAnalysed, best_index as best_index  # re-exported


# game kind -> "module:factory"; the factory takes (game, config) and returns an Analyst or None
_ANALYSTS: dict[str, str] = {
    "dice-quest": "dragonwood_tui.review.dice_quest_exact:solo_analyst",
}


def register_analyst(kind: str, target: str) -> None:
    _ANALYSTS[kind] = target


def analyst_for(game: Any, config: Any) -> Analyst | None:
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
            found: Analyst | None = factory(game, config)
            if found is not None:
                return found
    from dragonwood_tui.review.sampled import SampledAnalyst, game_samples

    if game_samples(game):
        return SampledAnalyst(game)
    return None
