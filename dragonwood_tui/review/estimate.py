"""What an analyst gives for each option of a decision: an `Estimate` (its chance of winning and
the error of it), the best of them (`best_index`), `NotAnalysed`, and the `Analyst` interface
(review/analysts.py says how they are used and picks a game's analyst; the analysts themselves
import these from here, below the picking, so that no import goes round)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol


class Estimate(NamedTuple):
    value: float  # chance of winning after the option, 0..1 (NaN: not valued)
    se: float  # its standard error (0: exact)
    diff_se: float | None = None  # standard error of (best - this option), paired; None: unknown
    worlds: int = 0  # worlds this option and the best both met (0: exact, or unknown)

    @property
    def valued(self) -> bool:
        return not math.isnan(self.value)


def best_index(estimates: Sequence[Estimate], played: int | None = None) -> int:
    """The best option of `estimates` (valued ones only): the highest value; on a tie the
    played option, else the first. The review and the sampled analyst's `diff_se` agree on it."""
    valued = [i for i, e in enumerate(estimates) if not math.isnan(e.value)]
    if not valued:
        raise ValueError("no option was valued")
    return max(valued, key=lambda i: (estimates[i].value, i == played, -i))


class NotAnalysed(Exception):
    """A decision the analyst cannot value (the game cannot sample it): left out of the review."""


class Analyst(Protocol):
    method: str
    #: True: its decisions share tables it builds in its process (a solver's), which each
    #: process would build again: the review values them in one process, whatever `jobs`
    one_process: bool

    def evaluate(
        self, view: Any, legal: Sequence[Any], seed: int, played: int | None = None, state: Any = None
    ) -> list[Estimate]: ...
