"""A practice pick judged from the cached review: instant (no analysis runs) and honest: the
review valued only two options of a decision, the one played and the best it found, so a third
option is said to be unvalued, never guessed at.

`best_line` is the one place the best option's reason is worded (the review's words for the
best option and the chances after each; a reason line from `review/` plugs in here).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

from dragonwood_tui.review.model import Decision, classify

Verdict = Literal["best", "noise", "played", "unvalued"]


@dataclass(frozen=True)
class Grade:
    verdict: Verdict
    loss: float  # chance of winning the pick lost against the best (0 for best; unknown: 0)
    se: float

    @property
    def solved(self) -> bool:
        """The pick is the best, or within the analysis' noise of it."""
        return self.verdict in ("best", "noise")

    @property
    def counted(self) -> bool:
        """Whether the answer counts for the streak and the position (an unvalued option tells nothing)."""
        return self.verdict != "unvalued"


def as_kept(action: Any) -> Any:
    """An action as the review's cache keeps it (JSON's lists, not tuples)."""
    return msgspec.json.decode(msgspec.json.encode(action))


def grade(decision: Decision, pick: Any) -> Grade:
    """`pick` (an action of the game) judged against `decision`'s best and played options."""
    kept = as_kept(pick)
    if kept == decision.best_action:
        return Grade("best", 0.0, 0.0)
    if kept == decision.played_action:
        # what was played: its loss beyond the noise gives its class (a practice position is a
        # mistake or worse, but a decision within the noise of the best counts as solved)
        if classify(decision.loss, decision.se) == "best":
            return Grade("noise", decision.loss, decision.se)
        return Grade("played", decision.loss, decision.se)
    return Grade("unvalued", 0.0, 0.0)


def best_line(decision: Decision, words: Callable[[Any], str | None], players: int = 2) -> tuple[str, str]:
    """(the best option in words, the reason it is better). `words(action)`: an action in the
    language shown (None: the review's own words). The reason, until the review words one: the
    chance of winning after the best against after what was played."""
    from dragonwood_tui.i18n import _
    from dragonwood_tui.i18n.formats import format_percent

    best = words(decision.best_action) or decision.best
    if players == 1:
        said = _("{best} chance of beating the quest after it, against {played} after the move played in the game")
    else:
        said = _("{best} chance of winning after it, against {played} after the move played in the game")
    reason = said.format(best=format_percent(decision.chance_best), played=format_percent(decision.chance_played))
    return best, reason
