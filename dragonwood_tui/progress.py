"""Progress bars on stderr, never on stdout.

- `terminal_progress`: long checks (verify, replay), shown only on a terminal, and only once the
  work has taken half a second (most records check in a few milliseconds).
- `count_bar`: the games (or deals) of `simulate`, `tournament` and `campaign simulate`, with a
  count and the time left (`headless.run_blocks` draws it when stderr is a terminal).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

SHOW_AFTER = 0.5  # seconds

Tick = Callable[[int, int], None]  # (steps done, steps in all)


@contextmanager
def terminal_progress(label: str) -> Iterator[Tick | None]:
    """A `progress(done, total)` callback drawing a transient bar on stderr (None when stderr
    is not a terminal). `label` may come from a file: it is shown as plain text."""
    if not sys.stderr.isatty():
        yield None
        return
    start = time.monotonic()
    bar = None
    task = None

    def tick(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None:
            if time.monotonic() - start < SHOW_AFTER or done >= total:
                return
            from rich.console import Console
            from rich.markup import escape
            from rich.progress import Progress

            from dragonwood_tui.storage.text import plain

            bar = Progress(console=Console(stderr=True), transient=True)
            bar.start()
            task = bar.add_task(escape(plain(label, 60)), total=total)
        bar.update(task, completed=done)

    try:
        yield tick
    finally:
        if bar is not None:
            bar.stop()


@contextmanager
def count_bar(label: str, total: int) -> Iterator[Tick]:
    """A transient bar of `total` units on stderr: `tick(done, total)` moves it."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    columns = ("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=total)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done)

        yield tick
