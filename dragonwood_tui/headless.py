"""Headless play shared by `simulate` and `tournament`: one game between bots, work spread over
processes, and a progress bar.

The games are cut into blocks of a fixed size, whatever the number of processes; each block is
summed in game order and the blocks are added in order, so a run gives the same figures with
any `--jobs` (floating-point sums included).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from time import perf_counter
from typing import Any

BLOCK = 20  # games (or deals) per unit of work handed to a process


class LazyLegal(Sequence):
    """The legal actions of the current step, listed only when a bot reads them.

    Listing every legal Dragonwood capture at every step would cost more than the rest of a
    game; bots that decide from their view alone never pay for it.
    """

    __slots__ = ("game", "state", "cached")

    def __init__(self, game: Any, state: Any) -> None:
        self.game = game
        self.state = state
        self.cached: list[Any] | None = None

    def _list(self) -> list[Any]:
        if self.cached is None:
            self.cached = self.game.legal_actions(self.state)
        return self.cached

    def __len__(self) -> int:
        return len(self._list())

    def __getitem__(self, index: Any) -> Any:
        return self._list()[index]


def play(game: Any, state: Any, players: Sequence[Any], times: list[list[float]] | None = None) -> int:
    """Play `state` to the end with one bot per seat; returns the number of actions.

    The bots' actions go straight to `game.apply` (which still refuses an illegal one): no
    record, no listeners, no decoding. With `times`, each decision's duration in seconds is
    appended to `times[seat]`.
    """
    to_move, apply, view = game.to_move, game.apply, game.bot_view
    legal = LazyLegal(game, state)
    actions = 0
    seat = to_move(state)
    while seat is not None:
        legal.cached = None  # this step's legal actions, listed only if a bot reads them
        v = view(state, seat)
        if times is None:
            action = players[seat].choose(v, legal)
        else:
            t = perf_counter()
            action = players[seat].choose(v, legal)
            times[seat].append(perf_counter() - t)
        apply(state, action)
        actions += 1
        seat = to_move(state)
    return actions


def blocks(count: int, size: int | None = None) -> list[tuple[int, int]]:
    """[start, stop) ranges covering 0..count, `size` (default BLOCK) at a time."""
    size = size or BLOCK
    return [(i, min(i + size, count)) for i in range(0, count, size)]


def run_blocks(
    work: Callable[[tuple[int, int]], Any],
    count: int,
    jobs: int,
    label: str,
    progress: bool | None = None,
) -> Iterator[Any]:
    """`work(block)` for every block of 0..count, in order, over `jobs` processes.

    `work` must be picklable (a module-level function or a functools.partial of one). A
    progress bar goes to standard error when it is a terminal (`progress=None`), never to
    standard output.
    """
    parts = blocks(count)
    if progress is None:
        progress = sys.stderr.isatty()
    results: Iterable[Any]
    pool = None
    if jobs > 1 and len(parts) > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork" if os.name == "posix" else "spawn").Pool(jobs)
        results = pool.imap(work, parts)
    else:
        results = map(work, parts)
    try:
        if not progress:
            yield from results
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        columns = ("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(label, total=count)
            for (start, stop), result in zip(parts, results):
                yield result
                bar.advance(task, stop - start)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def jobs_arg(value: int | None) -> int:
    """--jobs: 0 or None means one process per core."""
    if not value:
        return os.cpu_count() or 1
    return value
