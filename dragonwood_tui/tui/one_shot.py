"""A one-shot timer that always fires.

Textual's `set_timer` makes a timer that skips the ticks it is late for: a one-shot timer whose
task runs later than its delay (a busy machine, a computer player's thread holding the GIL
between two readings of the clock) counts its one tick as missed and ends without calling back.
With the instant pace (1 ms) a table's computer player then never moved again. A one-shot
timer here is never skipped: late, it fires late.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.message_pump import MessagePump
from textual.timer import Timer


def once(owner: MessagePump, delay: float, callback: Callable[[], Any], name: str | None = None) -> Timer:
    """`owner.set_timer(delay, callback)`, never skipped (see the module's note)."""
    timer = owner.set_timer(delay, callback, name=name)
    # the timer's task has not run yet (it starts at the loop's next turn): it reads this first
    timer._skip = False
    return timer
