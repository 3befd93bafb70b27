"""Pausing Python's cyclic garbage collector while a long walk allocates.

A walk keeps a state snapshot every few steps; each collection of the oldest generation visits
every live object, snapshots included, and collections come with allocations, so with the
collector on, the cost of opening a replay grows with the square of its length. Game states
hold no reference cycles (msgspec Structs of lists and ints), so nothing is lost by collecting
once, after the walk, as the collector's own thresholds then decide.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """No automatic collection inside the block (the collector's state is restored after it;
    nested pauses are fine)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
