"""The sampled analyst: each option of a decision played out over worlds consistent with the view.

For a decision (the view of the seat to move, its legal options, a seed derived from the view),
`SampledAnalyst.evaluate` deals worlds (`seed_i` derived from `seed`): `game.sample_world(view,
seed_i)` for a game of hidden information, `game.perfect_world(state, seed_i)` for one of perfect
information (the state itself, its dice to come dealt again); and in each world values every
option still in the race: with the game's own rollout function when its bots' `Reviewer` names
one (Dragonwood: the capture's roll weighed exactly, `hard` for a few turns, then `expert`'s
evaluation), else by playing every seat with the rollout bot (the `Reviewer`'s `rollout_bot`,
else the game's default level) to the end of the game: a win is 1, a win shared by k seats 1/k,
a loss 0 (the game's `horizon_value`). Every option meets the same worlds and the same seeds
(common random numbers), so the difference between two options is measured on paired samples,
far more precisely than either value alone.

Samples go where they matter (successive halving): the options are pre-ranked cheaply (the
`Reviewer`'s `pre_rank`, e.g. Dragonwood `hard`'s exact-odds ranking, which keeps one capture
per target and method; or its `first_choice_of` level's own choice first; else the legal order),
at most `CAP` of them enter the race, the played option always. After every batch of `BATCH`
worlds the options clearly behind the leader (the mean of the paired differences more than
`PRUNE_Z` standard errors below it) leave the race, and of the others only the better half stays
(the leader and the played option always stay), until one option is left besides the played one
and it has `worlds` worlds (`WORLDS`, or the `Reviewer`'s `worlds` when it is fewer), or the
played option alone, or every option left is measured against the leader to `PRECISION` (a
standard error of half a point of winning chance: the race is settled, more worlds would change
no class).

The estimates returned: the leader's value is the mean of its samples; every other option
valued is the leader's value less the mean paired difference to it over the worlds they share,
and carries the standard error of that difference (`Estimate.diff_se`: the loss's noise). An
option that was pre-ranked out is not played at all: its value is NaN (`Estimate.valued` False).

Deterministic: the worlds, the bots' seeds and the pruning depend on `seed` and the view only.
This module names no game: all it knows of one comes from the game and its bots' `Reviewer`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from dragonwood_tui.engine.game import AnyGame
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.review.estimate import Estimate, NotAnalysed, best_index

CAP = 6  # options played out at most, besides the played one
BATCH = 64  # worlds dealt between two prunings
WORLDS = 512  # at most, for the last close call (a game's `Reviewer.worlds` may cap it lower)
PRUNE_Z = 2.0
# stop dealing worlds once every option left is measured against the leader to this standard
# error (half a point of winning chance: finer than any class boundary needs); None: never
PRECISION: float | None = 0.005

Ranker = Callable[[Any, Sequence[Any]], list[int]]


def _target(spec: str) -> Any:
    module, name = spec.split(":")
    return getattr(import_module(module), name)


def bot_first(kind: str, bot: str) -> Ranker:
    """A ranking that puts level `bot`'s own choice first, then the others in the game's order
    (else an option listed late in the legal actions would never enter the race)."""

    def rank(view: Any, legal: Sequence[Any]) -> list[int]:
        from dragonwood_tui.bots import make_untimed_bot

        choice = make_untimed_bot(kind, bot, 0).choose(view, list(legal))
        first = {_key(a): i for i, a in enumerate(legal)}.get(_key(choice))
        rest = [i for i in range(len(legal)) if i != first]
        return rest if first is None else [first, *rest]

    return rank


def _random_bot(kind: str, name: str, seed: int) -> Any:
    from dragonwood_tui.bots.random_bot import RandomBot

    return RandomBot(seed)


def _key(action: Any) -> Any:
    import msgspec

    return msgspec.msgpack.encode(action)


def game_samples(game: AnyGame) -> bool:
    """Whether the review can deal `game`'s worlds: it declares perfect information, or its
    class overrides `Game.sample_world`."""
    from dragonwood_tui.engine.game import Game

    return game.information == "perfect" or type(game).sample_world is not Game.sample_world


class SampledAnalyst:
    """Values options by playing them out over sampled worlds (see the module's docstring)."""

    method = "sampled"
    one_process = False  # a decision's worlds are its own: one process each, any number at once

    def __init__(
        self,
        game: AnyGame,
        bot: str | None = None,
        *,
        worlds: int | None = None,
        batch: int | None = None,
        cap: int | None = None,
        pre_rank: Ranker | None = None,
    ) -> None:
        from dragonwood_tui.bots import bot_names, default_bot, make_bot, make_untimed_bot, reviewer

        plan = reviewer(game.kind)
        self.game = game
        self.perfect = game.information == "perfect"
        self.bot = bot or plan.rollout_bot or default_bot(game.kind) or "random"
        self._make: Callable[[str, str, int], Any] = make_bot
        self._make_untimed: Callable[[str, str, int], Any] = make_untimed_bot  # a game's own rollouts: the same at any load
        if self.bot == "random" and bot is None and "random" not in bot_names(game.kind):
            self._make = _random_bot  # a game with no computer players: uniform play
        self._make(game.kind, self.bot, 0)  # an unknown bot fails here, not in a rollout
        # the module's, read now (tests set them); a game's own cap where its rollouts cost more
        own = WORLDS if plan.worlds is None else min(WORLDS, plan.worlds)
        self.worlds = max(1, own if worlds is None else worlds)
        self.batch = max(1, BATCH if batch is None else batch)
        self.cap = max(1, CAP if cap is None else cap)
        if pre_rank is None and plan.pre_rank is not None:
            pre_rank = _target(plan.pre_rank)
        elif pre_rank is None and plan.first_choice_of is not None:
            pre_rank = bot_first(game.kind, plan.first_choice_of)
        self.pre_rank = pre_rank
        spec = plan.rollout if bot is None else None  # a bot asked for: full games
        self.rollout: Any = _target(spec) if spec else None
        self.rollouts = 0  # played out so far (benchmarks)

    # -- one rollout --------------------------------------------------------------------------
    def _playout(self, world: Any, action: Any, me: int, world_seed: int) -> float:
        from dragonwood_tui.headless import play

        game = self.game
        if self.rollout is not None:
            self.rollouts += 1
            value: float = self.rollout(game, world, action, me, world_seed, self._make_untimed)
            return value
        state = game.clone(world)
        game.apply(state, action)
        seats = len(game.scores(state))
        players = [self._make(game.kind, self.bot, derive_seed(world_seed, "bot", k)) for k in range(seats)]
        play(game, state, players)
        self.rollouts += 1
        return game.horizon_value(state, me)

    # -- the decision ---------------------------------------------------------------------------
    def candidates(self, view: Any, legal: Sequence[Any], played: int | None) -> list[int]:
        if self.pre_rank is not None:
            ranked = [i for i in self.pre_rank(view, legal) if 0 <= i < len(legal)]
        else:
            ranked = list(range(len(legal)))
        out = list(dict.fromkeys(ranked))[: self.cap]
        if played is not None and played not in out:
            out.append(played)
        return out

    def _world(self, view: Any, state: Any, seed: int) -> Any:
        """A world of the decision: dealt from the state itself for a perfect-information game
        (`state`: the record's, at the decision), else from the view by the game."""
        if self.perfect:
            if state is None:
                raise NotAnalysed("a perfect-information world needs the decision's state")
            return self.game.perfect_world(state, seed)
        world = self.game.sample_world(view, seed)
        if world is None:
            raise NotAnalysed("the game cannot sample this decision")
        return world

    def evaluate(
        self, view: Any, legal: Sequence[Any], seed: int, played: int | None = None, state: Any = None
    ) -> list[Estimate]:
        n = len(legal)
        if n == 0:
            return []
        me = view.seat
        options = self.candidates(view, legal, played)
        samples: dict[int, list[float]] = {i: [] for i in options}
        alive = list(options)
        dealt = 0
        while dealt < self.worlds and (len(alive) > 1 or dealt == 0):
            for _ in range(min(self.batch, self.worlds - dealt)):
                world_seed = derive_seed(seed, "world", dealt)
                world = self._world(view, state, world_seed)
                for i in alive:
                    samples[i].append(self._playout(world, legal[i], me, world_seed))
                dealt += 1
            alive = self._prune(samples, alive, played)
            if self._settled(samples, alive):
                break
        # the reference: a finalist with every world dealt (not the played option when another
        # is left: options dropped earlier were behind the race's leader, not behind the played)
        finalists = [i for i in alive if i != played] or alive
        ref = _leader(samples, finalists)
        top = samples[ref]
        top_mean = sum(top) / len(top)
        values: dict[int, float] = {}
        for i in options:
            mean_d, _ = _mean_se([a - b for a, b in zip(top, samples[i])])
            values[i] = top_mean if i == ref else min(1.0, max(0.0, top_mean - mean_d))
        # an option that left the race early was behind when it left: it is valued no higher
        # than the finalists (a few lucky worlds in its short sample do not make it the best)
        ceiling = max(values[i] for i in alive)
        for i in options:
            if i not in alive:
                values[i] = min(values[i], ceiling - 1e-9)
        out = [Estimate(math.nan, math.inf, math.inf)] * n
        for i in options:
            out[i] = Estimate(values[i], _mean_se(samples[i])[1])
        best = best_index(out, played)
        for i in options:
            # the standard error of (best - i) from the worlds both met (paired samples)
            d = [a - b for a, b in zip(samples[best], samples[i])]
            out[i] = Estimate(values[i], out[i].se, 0.0 if i == best else _mean_se(d)[1], len(d))
        return out

    def _settled(self, samples: dict[int, list[float]], alive: list[int]) -> bool:
        """Whether the race is measured finely enough: every option left within `PRECISION`
        standard error of its paired difference to the leader."""
        if PRECISION is None or len(alive) < 2:
            return False
        top = samples[_leader(samples, alive)]
        return all(_mean_se([a - b for a, b in zip(top, samples[i])])[1] <= PRECISION for i in alive)

    def _prune(self, samples: dict[int, list[float]], alive: list[int], played: int | None) -> list[int]:
        leader = _leader(samples, alive)
        top = samples[leader]
        means = {i: sum(samples[i]) / len(samples[i]) for i in alive}
        stay = []
        for i in alive:
            if i in (leader, played):
                stay.append(i)
                continue
            mean_d, se_d = _mean_se([a - b for a, b in zip(top, samples[i])])
            if mean_d > PRUNE_Z * se_d and mean_d > 0:
                continue
            stay.append(i)
        others = sorted((i for i in stay if i not in (leader, played)), key=lambda i: (-means[i], i))
        keep = max(0, math.ceil(len(alive) / 2) - len({leader, played} & set(alive)))
        chosen = set(others[:keep]) | {leader} | ({played} if played in alive else set())
        return [i for i in alive if i in chosen]


def _leader(samples: dict[int, list[float]], alive: list[int]) -> int:
    """The option in the race with the best total (all have the same worlds), the earlier on a tie."""
    return max(alive, key=lambda i: (sum(samples[i]), -i))


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    mean = sum(xs) / n
    if n == 1:
        return mean, math.inf if any(xs) else 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)
