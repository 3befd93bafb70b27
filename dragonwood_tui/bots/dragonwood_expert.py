"""The Dragonwood `expert` bot: `hard`'s best few moves, each played out over guessed worlds.

At a turn decision it takes `hard`'s ranking; when a move is not clearly ahead, it keeps the best
`CANDIDATES` (Reload always among them) and deals `worlds` states consistent with its view
(`dragonwood_worlds.sample_state`: the other hands, both decks). In each world it plays every
candidate, then every seat with `hard`, for `horizon` further turns at the table (or to the end),
and scores the outcome: a finished game counts a win or a loss, else the lead in points plus what
each side's hand and enhancements are still worth. The same world and the same dice serve every
candidate (common random numbers), so the comparison is between moves, not between luck. It
plays the best average. Mid-turn choices are `hard`'s.

Budget: `worlds` rollouts per candidate (deterministic: the choices depend only on the seed and
the view) and `time_limit` seconds per decision as a safety net for the app on a loaded machine
(when it is reached the bot stops adding worlds; `None` turns it off — tournaments do, so that
their figures never depend on the machine's load).
"""

from __future__ import annotations

from time import perf_counter
from typing import Any

from dragonwood_tui.bots.dragonwood_hard import END_WORTH, HardBot, mid_turn_choice, rank_turn
from dragonwood_tui.bots.dragonwood_values import enhancement_worth, hand_value, mask_of, margin
from dragonwood_tui.bots.dragonwood_worlds import sample_state
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood import GAME, clone_state
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, VP
from dragonwood_tui.games.dragonwood.rules import apply
from dragonwood_tui.games.dragonwood.state import P_TURN
from dragonwood_tui.games.dragonwood.view import view as seat_view

CANDIDATES = 4
CLEAR_LEAD = 1.5  # VP: a move this far ahead of the next one is played without search
WORLDS = 10
TIME_LIMIT = 1.0


class ExpertBot:
    name = "expert"

    def __init__(
        self, seed: int, worlds: int = WORLDS, time_limit: float | None = TIME_LIMIT, horizon: int | None = None
    ) -> None:
        self.rng = Rng(seed)
        self.worlds = worlds
        self.time_limit = time_limit
        self.horizon = horizon  # turns at the table after the move (None: two rounds)
        self.policy = HardBot(seed)
        self.thought = 0  # decisions searched, for benchmarks

    def choose(self, view: Any, legal: Any = None) -> Any:
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

    def _search(self, view: Any, candidates: list[Any]) -> Any:
        start = perf_counter()
        horizon = self.horizon if self.horizon is not None else 2 * max(view.players, 1)
        totals = [0.0] * len(candidates)
        done = 0
        for _ in range(self.worlds):
            world = sample_state(view, self.rng)
            for i, action in enumerate(candidates):
                s = clone_state(world)
                totals[i] += _rollout(s, action, view.seat, horizon)
            done += 1
            if self.time_limit is not None and perf_counter() - start > self.time_limit:
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]


def _candidates(ranked: list[tuple[float, Any]]) -> list[Any]:
    """The best moves of the ranking, Reload always among them, one per target and method."""
    out: list[Any] = []
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


def _rollout(s: Any, action: Any, me: int, horizon: int) -> float:
    """Play `action`, then `hard` everywhere for `horizon` turns; the outcome for seat `me`."""
    try:
        apply(s, action)
    except IllegalAction:  # a guessed world never refuses a move of the real one; be safe
        return -1e9
    stop = s.turn + horizon
    choose = _POLICY.choose
    while not s.over:
        if s.phase == P_TURN and s.turn >= stop:
            break
        seat = s.decider
        apply(s, choose(seat_view(s, seat), None))
    return _outcome(s, me)


def _outcome(s: Any, me: int) -> float:
    piles = [list(v) for v in s.victory]
    vps = [sum(VP[c] for c in p) for p in piles]
    if s.solo:
        opp = [c for c in s.opponent if KIND[c] == CREATURE]
        piles.append(opp)
        vps.append(sum(VP[c] for c in opp) + 2 * (len(s.opponent) - len(opp)))
    counts = [len(p) for p in piles]
    lead = margin(vps, counts, me)
    if s.over:
        won = GAME.winners(s)
        return lead + (END_WORTH if me in won else 0.0) / max(1, len(won))
    # the game goes on: what hands and enhancements will still bring
    turns = 10.0
    worth = []
    for seat in range(s.players):
        w = hand_value(mask_of(s.hands[seat])) + sum(enhancement_worth(e, turns) for e in s.enhancements[seat])
        worth.append(w)
    others = [worth[i] for i in range(s.players) if i != me]
    return lead + worth[me] - (max(others) if others else 0.0)
