"""Headless play shared by `simulate`, `tournament` and `campaign simulate`: one game between
bots, the work spread over processes (one pool helper, one start method), and a progress bar.

The games are cut into blocks of a fixed size, whatever the number of processes; each block is
summed in game order and the blocks are added in order, so a run gives the same figures with
any `--jobs` (floating-point sums included).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from time import perf_counter
from typing import Any

BLOCK = 20  # games (or deals) per unit of work handed to a process
MAX_GAMES = 1_000_000_000  # --games: about a month of the fastest simulation on one core
MAX_JOBS = 64  # --jobs: more processes than this only fight over the cores


class LazyLegal(Sequence[Any]):
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

    The bots' actions go straight to the game's rules (`Game.bot_steps`, which still refuse an
    illegal one): no record, no listeners, no decoding. With `times`, each decision's duration in seconds is
    appended to `times[seat]`.
    """
    to_move, step, view = game.bot_steps()  # step: apply, then the seat to move next
    legal = LazyLegal(game, state)
    actions = 0
    seat = to_move(state)
    if times is None:  # simulations: the loop alone
        while seat is not None:
            legal.cached = None  # this step's legal actions, listed only if a bot reads them
            seat = step(state, players[seat].choose(view(state, seat), legal))
            actions += 1
        return actions
    while seat is not None:
        legal.cached = None
        v = view(state, seat)
        t = perf_counter()
        action = players[seat].choose(v, legal)
        times[seat].append(perf_counter() - t)
        seat = step(state, action)
        actions += 1
    return actions


def blocks(count: int, size: int | None = None) -> Iterator[tuple[int, int]]:
    """[start, stop) ranges covering 0..count, `size` (default BLOCK) at a time, made one by one
    as they are asked for (a run of 10**12 games never lists its blocks)."""
    size = size or BLOCK
    return ((i, min(i + size, count)) for i in range(0, count, size))


def check_counts(command: str, games: int, jobs: int | None, min_jobs: int = 0) -> str | None:
    """The one-line complaint about `--games` / `--jobs` outside their bounds, or None."""
    from dragonwood_tui.i18n import _, error_line
    from dragonwood_tui.i18n.formats import format_number

    problem = None
    if games < 1:
        problem = _("--games must be at least 1")
    elif games > MAX_GAMES:
        problem = _("--games must be at most {most} (got {games})").format(most=format_number(MAX_GAMES), games=format_number(games))
    elif jobs is not None and jobs < min_jobs:
        problem = _("--jobs must be at least {least}").format(least=min_jobs) if min_jobs else _("--jobs must be 0 (one per core) or more")
    elif jobs is not None and jobs > MAX_JOBS:
        problem = _("--jobs must be at most {most} (got {jobs})").format(most=MAX_JOBS, jobs=format_number(jobs))
    return None if problem is None else error_line(f"dragonwood {command}", problem)


# -- the process pool every long command uses ------------------------------------------------
#: fork where there is one: the workers start at once, sharing the parent's imported modules
START_METHOD = "fork" if os.name == "posix" else "spawn"
#: for a pool made by a process that runs other threads (the app's review, from a worker thread
#: beside Textual's): a fork copies the other threads' locks in whatever state they are, so the
#: workers start from a clean server process instead (the main module guarded: __main__.py)
THREADED_START_METHOD = "forkserver" if os.name == "posix" else "spawn"

_work: Callable[[tuple[int, int]], Any] | None = None  # in a worker: what each block runs


def _start_tracker() -> None:
    """Start multiprocessing's resource tracker (which a pool of any start method but fork
    needs) with /dev/null for its standard error when `sys.stderr` has no file descriptor: the
    app's does not while it runs (Textual's capture of prints answers `fileno()` with -1), and
    the tracker's start then fails ("bad value(s) in fds_to_keep")."""
    try:
        if sys.stderr is not None and sys.stderr.fileno() >= 0:
            return
    except (OSError, ValueError):  # io.UnsupportedOperation: a stream with no descriptor
        pass
    from contextlib import redirect_stderr
    from multiprocessing import resource_tracker

    with open(os.devnull, "w", encoding="utf-8") as sink, redirect_stderr(sink):
        resource_tracker.ensure_running()


def _start_worker(work: Callable[[tuple[int, int]], Any]) -> None:
    """A worker's set-up: its work, handed over once (not pickled with every block), and Ctrl-C
    left to the parent, which stops the pool (no traceback from every worker); SIGTERM ends a
    worker at once again (the pool's `terminate` sends it; the parent's handler came with fork)."""
    global _work
    _work = work
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):  # held while the parent made the pool: a SIGTERM kept for now ends it here
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})


#: the exit status of a long command stopped by SIGTERM: what a shell reports (128 + 15)
EXIT_TERMINATED = 128 + signal.SIGTERM


def _terminated(signum: int, _frame: Any) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second one must not cut the pool's stopping short
    raise SystemExit(EXIT_TERMINATED)


@contextmanager
def _sigterm_held() -> Iterator[None]:
    """SIGTERM held back (delivered when the block ends): the pool is made whole, and known to
    the `finally` that stops it, before the handler can raise."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


@contextmanager
def _terminate_stops_the_pool() -> Iterator[None]:
    """While a pool runs, SIGTERM (`kill`, a job's timeout) ends the parent through its
    `finally` blocks, as Ctrl-C does, so the pool's workers are stopped too: Python's default
    ends the parent at once and leaves them running. Only where SIGTERM has its default action
    and this is the main thread (no other handler is replaced; a signal can only be set there)."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        yield
        return
    signal.signal(signal.SIGTERM, _terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


#: a long command's SIGTERM ends it through its `finally` blocks (and exits 143), as Ctrl+C
#: does: `simulate --records` removes what its stopped workers were writing
terminate_unwinds = _terminate_stops_the_pool


def _run_block(block: tuple[int, int]) -> Any:
    assert _work is not None
    return _work(block)


Progress = bool | None | Callable[[int, int], None]


def run_blocks(
    work: Callable[[tuple[int, int]], Any],
    count: int,
    jobs: int,
    label: str,
    progress: Progress = None,
    size: int | None = None,
    start: str | None = None,
    stop: Callable[[], bool] | None = None,
) -> Generator[Any, None, None]:
    """`work(block)` for every block of 0..count, in order, over `jobs` processes; `size`
    units a block (default BLOCK; the review hands out one decision at a time); `start`, the
    workers' start method (default START_METHOD; THREADED_START_METHOD from a threaded process);
    `stop()` returning True ends the results early (read while waiting for a block: a review
    cancelled in the app stops its pool at once, not when the decision in flight is valued).

    The blocks are made lazily and the pool's ordered `imap` holds only the blocks in flight, so
    memory does not grow with `count`; results come back in block order whatever `jobs`.
    `work` must be picklable (a module-level function or a functools.partial of one).
    `progress`: None, a bar on standard error when it is a terminal; True, always that bar;
    False, none; a function, called `progress(done, count)` after each block (tests).
    Close the iterator (`contextlib.closing`) to stop the pool when the caller stops early.
    """
    size = size or BLOCK
    parts = blocks(count, size)
    jobs = max(1, min(jobs, -(-count // size)))  # never more processes than blocks
    if progress is None:
        progress = sys.stderr.isatty()
    results: Iterator[Any]
    pool = None
    with ExitStack() as stack:
        try:
            if jobs > 1:
                import multiprocessing

                stack.enter_context(_terminate_stops_the_pool())  # before the fork: no moment without it
                if (start or START_METHOD) != "fork" and os.name == "posix":  # (Windows has no tracker)
                    _start_tracker()
                with _sigterm_held():  # a SIGTERM inside Pool() would leave workers no one stops
                    pool = multiprocessing.get_context(start or START_METHOD).Pool(jobs, _start_worker, (work,))
                    results = _polled(pool.imap(_run_block, parts), stop)
            else:
                results = map(work, parts)
            if progress is False:
                yield from results
            elif progress is True:
                from dragonwood_tui.progress import count_bar

                with count_bar(label, count) as tick:
                    yield from _ticked(results, count, size, tick)
            else:
                yield from _ticked(results, count, size, progress)
        finally:
            if pool is not None:
                pool.terminate()
                pool.join()


#: how often the parent wakes while it waits for a block (a Ctrl+C handled by another thread of
#: the process reaches the main one only when it wakes: a long block would hold it)
POLL_SECONDS = 0.1


def _polled(results: Any, stop: Callable[[], bool] | None = None) -> Iterator[Any]:
    """A pool's `imap` results, waited for a short while at a time (KeyboardInterrupt and
    SIGTERM's handler run at once, not when the block in flight ends); none more once `stop()`."""
    import multiprocessing

    if not hasattr(results, "next"):  # not a pool's (a test's stand-in): nothing to wait for
        yield from results
        return
    while True:
        try:
            yield results.next(timeout=POLL_SECONDS)
        except multiprocessing.TimeoutError:
            if stop is not None and stop():
                return
            continue
        except StopIteration:
            return


def _ticked(results: Iterator[Any], count: int, size: int, tick: Callable[[int, int], None]) -> Iterator[Any]:
    done = 0
    for result in results:
        done = min(done + size, count)
        tick(done, count)
        yield result


def jobs_arg(value: int | None) -> int:
    """--jobs: 0 or None means one process per core (at most MAX_JOBS)."""
    if not value:
        return min(os.cpu_count() or 1, MAX_JOBS)
    return value
