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
the review leaves it out and counts it as skipped. `state`, given for a game that declares
perfect information only, is the decision's own state (nothing in it is hidden from the seat).

`analyst_for(game, config)` picks the analyst of a game from what the game declares: its own
exact analyst when it has one for `config` (`Game.exact_analyst`: solo Dice Quest's solver);
otherwise the sampled analyst, which plays each option out over worlds the game deals
(`Game.sample_world`, or the state itself for perfect information: `review.sampled`). A game of
hidden information that deals no worlds has no analyst: `why_not_analysed` says why, in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dragonwood_tui.review.estimate import Analyst as Analyst, Estimate as Estimate  # re-exported
from dragonwood_tui.review.estimate import NotAnalysed as NotAnalysed, best_index as best_index  # re-exported

if TYPE_CHECKING:
    from fractions import Fraction

    from dragonwood_tui.engine.game import AnyGame, ExactAnalyst as ExactValues


class ExactAnalyst:
    """A game's exact valuation (`Game.exact_analyst`) as an Analyst: every standard error 0."""

    method = "exact"
    one_process = True  # the solver's tables, shared by a turn's decisions

    def __init__(self, of: ExactValues[Any, Any]) -> None:
        self.of = of

    def exact(self, view: Any, legal: Sequence[Any]) -> Sequence[Fraction | float]:
        """The game's exact values (Fractions where it has them)."""
        return self.of.exact(view, legal)

    def evaluate(
        self, view: Any, legal: Sequence[Any], seed: int, played: int | None = None, state: Any = None
    ) -> list[Estimate]:
        return [Estimate(float(v), 0.0) for v in self.of.exact(view, legal)]


class OwnAnalyst:
    """A game's own valuation declared by its bots' `Reviewer.analyst` (solo Dice Quest's whole
    quest) as an Analyst: its values, with the standard errors its `estimates(view, legal,
    played)` gives ((value, se, diff_se) per option: a fitted model's error), else 0 (no
    sampling); `method_for(view)` says how each decision was valued ("exact", or "estimated");
    `one_process`, when it declares it: its decisions share the tables it builds (Analyst)."""

    def __init__(self, of: Any) -> None:
        self.of = of
        self.method: str = of.method
        self.one_process: bool = bool(getattr(of, "one_process", False))

    def method_for(self, view: Any) -> str:
        found: str = self.of.method_for(view)
        return found

    def evaluate(
        self, view: Any, legal: Sequence[Any], seed: int, played: int | None = None, state: Any = None
    ) -> list[Estimate]:
        estimates = getattr(self.of, "estimates", None)
        if estimates is None:
            return [Estimate(float(v), 0.0, 0.0) for v in self.of.values(view, legal)]
        return [Estimate(float(v), float(se), None if diff is None else float(diff)) for v, se, diff in estimates(view, legal, played)]


def analyst_for(game: AnyGame, config: Any) -> Analyst | None:
    """The analyst of `game` (with `config`): the one its bots' `Reviewer.analyst` gives for
    `config`, else its own exact one when it declares one, else the sampled analyst when the
    review can deal its worlds, else None (no review)."""
    from dragonwood_tui.bots import reviewer

    spec = reviewer(game.kind).analyst
    if spec is not None:
        from importlib import import_module

        module, name = spec.split(":")
        own = getattr(import_module(module), name)(game, config)
        if own is not None:
            return OwnAnalyst(own)
    exact = game.exact_analyst(config)
    if exact is not None:
        return ExactAnalyst(exact)
    from dragonwood_tui.review.sampled import SampledAnalyst, game_samples

    if game_samples(game):
        return SampledAnalyst(game)
    return None


def why_not_analysed(game: AnyGame) -> str:
    """Why `game` has no analyst, in the player's words: it hides what a seat does not see and
    does not deal it (docs/architecture.md, "Adding a game": `information`, `sample_world`)."""
    from dragonwood_tui.i18n import _

    return _("{game} can't be reviewed: it hides cards or dice from the players and does not say how to deal them").format(
        game=game.title)
