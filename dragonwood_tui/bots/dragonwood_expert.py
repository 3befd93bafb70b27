"""The Dragonwood `expert` bot: `hard`'s best few moves, each played out over guessed worlds.

At a turn decision it takes `hard`'s ranking; when a move is not clearly ahead, it keeps the best
`CANDIDATES` (Reload always among them) and deals `worlds` states consistent with its view
(`games.dragonwood.worlds.sample_state`: the other hands, both decks; a hand keeps the cards its seat
showed in a failed attempt, which `expert` remembers). In each world it plays every
candidate, then every seat with `hard`, for `horizon` further turns at the table (or to the end),
and scores the outcome: a finished game counts a win or a loss, else the lead in points plus what
each side's hand and enhancements are still worth. The same world and the same dice serve every
candidate (common random numbers), so the comparison is between moves, not between luck (in
solo the automated opponent's die too, see `_forced`). It plays the best average. Mid-turn
choices are `hard`'s.

Budget: at most `worlds` worlds per decision, spent on the close calls: after the first
`FIRST_WORLDS`, a candidate clearly behind the best leaves the race, and the search ends when one
is left (deterministic: the choices depend only on the seed and the views of the game so far).
`time_limit` seconds per decision is a safety net for the app on a loaded machine (when it is
reached the bot stops adding worlds; `None` turns it off — tournaments do, so that their figures
never depend on the machine's load).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import exp, sqrt
from time import perf_counter
from typing import TYPE_CHECKING

from dragonwood_tui.bots.dragonwood_hard import END_WORTH, HardBot, mid_turn_choice, rank_turn
from dragonwood_tui.bots.dragonwood_values import (
    RACE,
    Context,
    enhancement_worth,
    hand_value,
    mask_of,
    margin,
)
from dragonwood_tui.engine.rng import MASK64, Rng
from dragonwood_tui.games.dragonwood import GAME, clone_state
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.cards import CREATURE, DIE_FACES, KIND, LUCKY_MUSHROOM, VP
from dragonwood_tui.games.dragonwood.odds import chance
from dragonwood_tui.games.dragonwood.rules import apply, capture_check
from dragonwood_tui.games.dragonwood.state import P_MUSHROOM, P_TURN
from dragonwood_tui.games.dragonwood.view import bot_view as seat_view
from dragonwood_tui.games.dragonwood.worlds import sample_state

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.dragonwood.actions import Action
    from dragonwood_tui.games.dragonwood.actions import Reload
    from dragonwood_tui.games.dragonwood.state import State
    from dragonwood_tui.games.dragonwood.view import View

    Turn = Reload | Capture  # a turn's decision

CANDIDATES = 4
CLEAR_LEAD = 1.5  # VP: a move this far ahead of the next one is played without search
WORLDS = 60  # at most, for a close call (see `_search`)
FIRST_WORLDS = 10  # dealt before any candidate leaves the race
PRUNE_EVERY = 5
PRUNE_Z = 2.0
_SOLO_PROBES = 640  # streams tried for a result and the opponent's next die (1 in 6)
TIME_LIMIT = 1.0
#: the logistic's spread of a lead, in VP: SPREAD[0] + SPREAD[1] * sqrt(own turns left)
SPREAD = (1.0, 1.6)


class ExpertBot:
    name = "expert"

    def __init__(
        self,
        seed: int,
        worlds: int = WORLDS,
        time_limit: float | None = TIME_LIMIT,
        horizon: int | None = None,
        win: bool = True,
    ) -> None:
        self.rng = Rng(seed)
        self.worlds = worlds
        self.time_limit = time_limit
        self.horizon = horizon  # turns at the table after the move (None: two rounds)
        self.policy = HardBot(seed)
        self.win = win  # value outcomes by the chance of winning (False: by the lead in VP)
        self.thought = 0  # decisions searched, for benchmarks
        self.dealt = 0  # worlds dealt over them
        self.known: dict[int, list[int]] = {}  # seat -> cards it showed in a failed attempt
        self._seen_attempt: tuple[int, int, tuple[int, ...], tuple[int, ...], int] | None = None

    def _observe(self, view: View) -> None:
        """What the table has shown: a failed attempt returns its cards to the hand they came
        from, in sight of everyone (`view.attempt` is the last attempt). A card seen since in my
        hand or the discard has left that hand."""
        a = view.attempt
        if a is not None and a.seat != view.seat and a.result == "failure":
            key = (a.seat, a.target, tuple(a.cards), tuple(a.dice), a.rerolled)
            if key != self._seen_attempt:
                self._seen_attempt = key
                held = self.known.setdefault(a.seat, [])
                held.extend(c for c in a.cards if c not in held)
        if self.known:
            gone = set(view.hand) | set(view.adventurer_discard)
            for seat, held in self.known.items():
                held[:] = [c for c in held if c not in gone]

    def choose(self, view: View, legal: Sequence[Action] | None = None) -> Action:
        self._observe(view)
        if view.phase != "turn":
            return mid_turn_choice(view)
        ranked = rank_turn(view)
        if len(ranked) == 1 or ranked[0][0] - ranked[1][0] >= CLEAR_LEAD:
            return ranked[0][1]
        candidates = _candidates(ranked)
        if len(candidates) == 1:
            return candidates[0]
        self.thought += 1
        return self._search(view, candidates)

    def _search(self, view: View, candidates: list[Turn]) -> Turn:
        """Deal worlds and play every candidate still in the race in each; from `FIRST_WORLDS`
        on, and every `PRUNE_EVERY` worlds after, a candidate more than `PRUNE_Z` standard
        errors of the paired difference below the best leaves the race. The worlds go to the
        close calls: the search stops when one candidate is left or at `worlds`."""
        start = perf_counter()
        horizon = self.horizon if self.horizon is not None else max(view.players, 1) + 1
        me = view.seat
        assert me is not None  # a bot's view is its seat's
        values: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        win = self.win
        dealt = 0
        while dealt < self.worlds and len(alive) > 1:
            world = sample_state(view, self.rng, self.known)
            future = self.rng.next_u64()  # the same later dice for every candidate
            for i in alive:
                values[i].append(_expected(world, candidates[i], me, horizon, future, win))
            dealt += 1
            if dealt >= FIRST_WORLDS and (dealt - FIRST_WORLDS) % PRUNE_EVERY == 0:
                alive = _still_in_race(values, alive)
            if self.time_limit is not None and perf_counter() - start > self.time_limit:
                break
        self.dealt += dealt
        return candidates[_leader(values, alive)]


def _leader(values: list[list[float]], alive: list[int]) -> int:
    """The candidate in the race with the best total (every one of them has a value in each
    world dealt), the earlier one on a tie."""
    return max(alive, key=lambda i: (sum(values[i]), -i))


def _still_in_race(values: list[list[float]], alive: list[int]) -> list[int]:
    """The candidates not clearly behind the leader: the mean of their paired differences to it
    (same worlds, same dice) is within `PRUNE_Z` standard errors of it."""
    best = _leader(values, alive)
    top = values[best]
    n = len(top)
    keep = []
    for i in alive:
        if i != best:
            d = [a - b for a, b in zip(top, values[i])]
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / (n - 1)
            if mean > PRUNE_Z * sqrt(var / n):
                continue
        keep.append(i)
    return keep


def _candidates(ranked: list[tuple[float, Turn]]) -> list[Turn]:
    """The best moves of the ranking, Reload always among them, one per target and method."""
    out: list[Turn] = []
    seen = set()
    reload = None
    for _, action in ranked:
        key = (getattr(action, "target", None), getattr(action, "method", None))
        if key in seen:
            continue
        seen.add(key)
        if key == (None, None):
            reload = action
            continue
        if len(out) < CANDIDATES - 1:
            out.append(action)
    if reload is not None:
        out.append(reload)
    return out


_POLICY = HardBot(0)  # stateless: one serves every seat of every rollout


def _roll_needed(s: State, a: Capture) -> tuple[int, int, bool] | None:
    """Capture `a` by the seat to move in `s`: its number of dice, the total they must reach
    once the bonuses are counted, and whether the Lucky Mushroom may re-roll a die (None: the
    capture is not possible)."""
    seat = s.current
    problem, m, dice, bonus, need = capture_check(
        s.hands[seat], s.enhancements[seat], s.landscape, a.target, a.method, a.cards, a.one_time
    )
    if problem:
        return None
    return dice, need - bonus, KIND[a.target] == CREATURE and LUCKY_MUSHROOM in s.enhancements[seat]


def _chance(s: State, a: Capture) -> float:
    """The exact chance that capture `a` succeeds in state `s` (the mushroom used well)."""
    roll = _roll_needed(s, a)
    return 0.0 if roll is None else chance(*roll)


def _expected(world: State, action: Action, me: int, horizon: int, future: int, win: bool = True) -> float:
    """The outcome of `action` in `world` for seat `me`: a capture's own roll is not sampled but
    weighed exactly (success and failure, each played out), which removes most of the noise."""
    if not isinstance(action, Capture):
        return _rollout(clone_state(world), action, me, horizon, future, None, win)
    p = _chance(world, action)
    total = 0.0
    for success, weight in ((True, p), (False, 1.0 - p)):
        if weight > 0.0:
            total += weight * _rollout(clone_state(world), action, me, horizon, future, success, win)
    return total


def _rollout(
    s: State, action: Action, me: int, horizon: int, future: int, success: bool | None, win: bool = True
) -> float:
    """Play `action` (its roll forced to `success` unless None), then `hard` everywhere for
    `horizon` turns at the table on the dice of `future`; the outcome for seat `me`."""
    stop = s.turn + horizon
    if success is None:
        s.rng.state = future
        apply(s, action)
    elif not isinstance(action, Capture):  # only a capture's roll can be forced
        raise ValueError(f"no roll to force in {action!r}")
    elif not _forced(s, action, success, Rng(future).below(6) if s.solo else None):
        return _outcome(s, me, win)
    s.rng.state = future
    choose = _POLICY.choose
    while not s.over:
        if s.phase == P_TURN and s.turn >= stop:
            break
        apply(s, choose(seat_view(s, s.decider), None))
    return _outcome(s, me, win)


def _forced(s: State, action: Capture, success: bool, then: int | None = None) -> bool:
    """Apply capture `action` to `s` with dice that make it succeed (or fail): the first of a
    fixed list of streams whose dice (and the mushroom's re-roll of the lowest die, as `hard`
    plays it) give that result, found by rolling the dice alone, then applied once.

    `then` (solo): the die the automated opponent must roll next, inside the same action — the
    one it rolls after any other candidate of this world (`Rng(future).below(6)`). Without it
    that die came from the same few fixed streams in every world, a bias and not only noise:
    1,000 solo games from seed 200000, search 50.7% without, 68.2% with (`hard`: 61.2%)."""
    roll = _roll_needed(s, action)
    if roll is None:
        return False
    dice_n, to_beat, mushroom = roll
    probe = Rng(0)
    chosen = None
    for k in range(64 if then is None else _SOLO_PROBES):
        start = future_seed(k) & MASK64
        probe.state = start
        dice = [DIE_FACES[probe.below(6)] for _ in range(dice_n)]  # the rules' dice, in order
        total = sum(dice)
        if total < to_beat and mushroom:
            total += DIE_FACES[probe.below(6)] - min(dice)
        if (total >= to_beat) != success:
            continue
        if then is None or probe.below(6) == then:
            chosen = start
            break
        if chosen is None:
            chosen = start  # the result alone, if no stream also gives the opponent's die
    if chosen is None:
        return False
    s.rng.state = chosen
    apply(s, action)
    while s.phase == P_MUSHROOM:  # the re-roll belongs to the attempt
        apply(s, mid_turn_choice(seat_view(s, s.decider)))
    return True


def future_seed(k: int) -> int:
    return (k + 1) * 0x9E3779B97F4A7C15


def _outcome(s: State, me: int, win: bool = True) -> float:
    """What state `s` is worth to seat `me`. With `win` (the default): its chance of winning,
    times END_WORTH — 1 or 0 (a share when tied) once the game is over, else a logistic of the
    estimated lead whose spread grows with the turns left (a lead of 5 VP is nearly a win on the
    last turn, a coin flip with ten turns to go). Without: the lead itself (plus a win's worth
    once over), the first version's measure."""
    piles = [list(v) for v in s.victory]
    vps = [sum(VP[c] for c in p) for p in piles]
    if s.solo:
        opp = [c for c in s.opponent if KIND[c] == CREATURE]
        piles.append(opp)
        vps.append(sum(VP[c] for c in opp) + 2 * (len(s.opponent) - len(opp)))
    counts = [len(p) for p in piles]
    if s.over:
        won = GAME.winners(s)
        share = (1.0 if me in won else 0.0) / max(1, len(won))
        return END_WORTH * share if win else margin(vps, counts, me) + END_WORTH * share
    # the game goes on: what hands and enhancements will still bring, as `hard` counts them
    ctx = Context(seat_view(s, me))
    lead = margin(vps, counts, me, ctx.race if win else RACE)  # the race counts near the end
    after = ctx.turns_left - 1
    worth = [
        ctx.future * hand_value(mask_of(s.hands[seat]))
        + sum(enhancement_worth(e, after) for e in s.enhancements[seat])
        for seat in range(s.players)
    ]
    others = [worth[i] for i in range(s.players) if i != me]
    estimate = lead + worth[me] - (max(others) if others else 0.0)
    if not win:
        return estimate
    spread = SPREAD[0] + SPREAD[1] * sqrt(max(ctx.turns_left, 1.0))
    return END_WORTH / (1.0 + exp(-estimate / spread))


def chance_after(world: State, action: Action, me: int, horizon: int, future: int) -> float:
    """Seat `me`'s chance of winning (0..1) after `action` in `world`, as `expert` judges a
    candidate: a capture's own roll weighed exactly, then `hard` everywhere for `horizon` turns
    at the table on the dice of `future`, then the evaluation of `_outcome`. The review of play
    values options with it (`review/rollouts.py`); `world` is left as it is."""
    return _expected(world, action, me, horizon, future, True) / END_WORTH
