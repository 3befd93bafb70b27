"""The timing loop the `*_decisions.py` benchmarks share: whole games between computer
players, every `choose` call of the seats under test timed one by one (the view and the legal
actions are built outside the timer), by the wall clock and by the process's CPU time (which a
loaded machine inflates far less)."""

from __future__ import annotations

import time
from collections.abc import Callable, Container, Sequence
from typing import Any

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game


def time_decisions(
    kind: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    timed: Container[int] | None = None,
    legal: bool = True,
    setup: Callable[[list[Any]], None] | None = None,
) -> dict[str, list[float]]:
    """Games `seed`, `seed + 1`, ... of `kind` between the bots `seats` (one a seat); the times of
    the decisions of the seats in `timed` (None: every seat), {"wall": [...], "cpu": [...]} in
    seconds. `legal` False hands bots no listed legal actions (as simulations do); `setup(bots)`
    adjusts each game's bots before it starts."""
    game = get_game(kind)
    config = game.default_config(len(seats))
    wall: list[float] = []
    cpu: list[float] = []
    for g in range(games):
        s = seed + g
        state = game.new_game(config, s)
        bots = [make_bot(kind, b, derive_seed(s, "bot", i)) for i, b in enumerate(seats)]
        if setup is not None:
            setup(bots)
        while not game.is_over(state):
            seat = game.to_move(state)
            view = game.view(state, seat)
            actions = game.legal_actions(state) if legal else None
            if timed is None or seat in timed:
                w0, c0 = time.perf_counter(), time.process_time()
                action = bots[seat].choose(view, actions)
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
            else:
                action = bots[seat].choose(view, actions)
            game.apply(state, action)
    return {"wall": wall, "cpu": cpu}


def stats(times: list[float]) -> dict[str, Any]:
    """The number of decisions and the mean, median, 95th and 99th percentile and maximum, in ms."""
    times = sorted(times)
    n = len(times)
    if not n:
        return {"decisions": 0}

    def pick(q: float) -> float:
        return round(1000 * times[min(n - 1, int(q * n))], 3)

    return {
        "decisions": n,
        "mean_ms": round(1000 * sum(times) / n, 3),
        "p50_ms": pick(0.5),
        "p95_ms": pick(0.95),
        "p99_ms": pick(0.99),
        "max_ms": round(1000 * times[-1], 3),
    }
