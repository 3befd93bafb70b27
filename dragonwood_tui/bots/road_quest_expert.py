"""The `expert` Road Quest bot: `hard`'s choice and the others, each played out over guessed worlds.

A decision with more than one option is searched (determinization, as Dragonwood's `expert`):
it deals worlds consistent with its seat's view (`games/road_quest/worlds.py`: the other hands,
the decks and the discard under its top card, from the cards it has not seen) and in each one
plays every candidate, then every seat with `hard` until `ROUNDS` rounds from the decision's
turn, and reads the race there with the game's `horizon_value` (the chance of winning: exact once
the game is over, else a softmax of roads laid and obstacles waiting). Every candidate meets the
same world and the same later cards (common random numbers), so the comparison is between moves,
not between luck. `hard`'s own choice is always a candidate, first; then the others, one of each
kind in turn (`candidates`), at most `CANDIDATES` in all.

Worlds go to the close calls: after `FIRST_WORLDS`, and every `PRUNE_EVERY` after, a candidate
whose mean paired difference to the best is more than `PRUNE_Z` standard errors below it leaves
the race; the search ends when one is left or at `worlds`. Another option replaces `hard`'s
only when it is ahead of it by more than `TRUST` standard errors of their paired difference
(a close call stays `hard`'s: its weights were tuned over thousands of games, a few worlds are
noisy). The character is `hard`'s (any, at random).

Deterministic: the worlds and the rollouts' bots are seeded from the bot's seed and the number
of the decision, so a choice depends only on the seed and the views of the game so far.
`time_limit` seconds per decision is the app's safety net on a loaded machine (no world is dealt
after it); tournaments turn it off (`None`), so their figures never depend on the load.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import zip_longest
from math import sqrt
from time import perf_counter
from typing import TYPE_CHECKING

from dragonwood_tui.bots.road_quest_hard import HardBot
from dragonwood_tui.bots.road_quest_normal import Table
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.road_quest import GAME

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.road_quest.actions import Action
    from dragonwood_tui.games.road_quest.state import RoadQuestState
    from dragonwood_tui.games.road_quest.view import RoadQuestView as View

CANDIDATES = 4  # options searched at most, `hard`'s choice first
ROUNDS = 2  # rounds (a turn of every seat) played from the decision's turn
WORLDS = 12  # at most, for a close call
FIRST_WORLDS = 6  # dealt before any candidate leaves the race
PRUNE_EVERY = 3
PRUNE_Z = 2.0
TRUST = 1.0  # standard errors another option must lead `hard`'s choice by to replace it
TIME_LIMIT = 1.0


class ExpertBot:
    name = "expert"

    def __init__(self, seed: int, worlds: int = WORLDS, time_limit: float | None = TIME_LIMIT, rounds: int = ROUNDS) -> None:
        self.seed = seed
        self.worlds = worlds
        self.time_limit = time_limit
        self.rounds = rounds
        self.policy = HardBot(seed)
        self.decisions = 0  # decisions asked so far: each one's worlds are seeded from it
        self.thought = 0  # decisions searched, for benchmarks
        self.dealt = 0  # worlds dealt over them

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        self.decisions += 1
        first = self.policy.choose(view, legal)
        if len(legal) == 1 or view.phase == "character":
            return first
        return self._search(view, self.candidates(view, legal, first))

    def candidates(self, view: View, legal: list[Action], first: Action) -> list[Action]:
        """`hard`'s choice, then the others, at most `CANDIDATES`: a discard in the order `hard`
        keeps cards (the least worth keeping first); else one option of each kind in turn (a
        road, an attack, camping, ending the turn...), so that no kind of move is left out
        because the game lists many of another first."""
        others = [a for a in legal if a != first]
        if view.phase == "discard":
            table = Table(view)
            others.sort(key=lambda a: (self.policy.keep_value(table, getattr(a, "card", -1)), legal.index(a)))
        else:
            kinds: dict[type, list[Action]] = {}
            for a in others:
                kinds.setdefault(type(a), []).append(a)
            others = [a for row in zip_longest(*kinds.values()) for a in row if a is not None]
        return [first, *others[: CANDIDATES - 1]]

    def _search(self, view: View, candidates: list[Action]) -> Action:
        """Deal worlds and play every candidate still in the race in each (module docstring)."""
        start = perf_counter()
        me = view.seat
        assert me is not None  # a bot's view is its seat's
        seed = derive_seed(self.seed, "decision", self.decisions)
        values: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        dealt = 0
        while dealt < self.worlds and len(alive) > 1:
            world_seed = derive_seed(seed, "world", dealt)
            world = GAME.sample_world(view, world_seed)
            if world is None:  # a view the game cannot deal from: `hard`'s choice
                break
            for i in alive:
                values[i].append(_playout(world, candidates[i], me, world_seed, self.rounds))
            dealt += 1
            if dealt >= FIRST_WORLDS and (dealt - FIRST_WORLDS) % PRUNE_EVERY == 0:
                alive = _still_in_race(values, alive)
            if self.time_limit is not None and perf_counter() - start > self.time_limit:
                break
        if dealt == 0:
            return candidates[0]
        self.thought += 1
        self.dealt += dealt
        return candidates[_choice(values, alive)]


def _playout(world: RoadQuestState, action: Action, me: int, world_seed: int, rounds: int) -> float:
    """Seat `me`'s chance of winning after `action` in `world`: `hard` plays every seat until
    `rounds` rounds from the world's turn (counted from the decision, not from the option: an
    option that ends the turn gets no turn more than one that does not), then the game's reading
    of the race. `world` is left as it is."""
    state = GAME.clone(world)
    seats = len(state.players)
    stop = state.turn + seats * rounds
    GAME.apply(state, action)
    players = [HardBot(derive_seed(world_seed, "bot", k)) for k in range(seats)]
    while (seat := GAME.to_move(state)) is not None and state.turn < stop:
        GAME.apply_legal(state, players[seat].choose(GAME.bot_view(state, seat), GAME.legal_actions(state)))
    return GAME.horizon_value(state, me)


def _paired(values: list[list[float]], a: int, b: int) -> tuple[float, float]:
    """The mean of a - b over the worlds both met, and its standard error."""
    d = [x - y for x, y in zip(values[a], values[b])]
    n = len(d)
    mean = sum(d) / n
    if n < 2:
        return mean, float("inf")
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return mean, sqrt(var / n)


def _leader(values: list[list[float]], alive: list[int]) -> int:
    """The candidate in the race with the best total (each has a value in every world dealt),
    the earlier one on a tie."""
    return max(alive, key=lambda i: (sum(values[i]), -i))


def _still_in_race(values: list[list[float]], alive: list[int]) -> list[int]:
    """The candidates not clearly behind the leader (`PRUNE_Z` standard errors of the paired
    difference)."""
    best = _leader(values, alive)
    keep = []
    for i in alive:
        if i != best:
            mean, se = _paired(values, best, i)
            if mean > PRUNE_Z * se:
                continue
        keep.append(i)
    return keep


def _choice(values: list[list[float]], alive: list[int]) -> int:
    """The leader if it beats `hard`'s choice (0) by more than `TRUST` standard errors, else 0."""
    best = _leader(values, alive)
    if best == 0 or 0 not in alive:
        return best
    mean, se = _paired(values, best, 0)
    return best if mean > TRUST * se else 0
