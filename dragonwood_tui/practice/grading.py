"""A practice pick judged from the cached review: instant (no analysis runs) and honest: the
review valued only two options of a decision, the one played and the best it found, so a third
option is said to be unvalued, never guessed at.

`best_line` is the one place the best option's reason is worded (the review's words for the
best option and the chances after each; a reason line from `review/` plugs in here).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

from dragonwood_tui.review.model import Decision, SeatReview, classify

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


def grade(decision: Decision, pick: Any, same: Callable[[Any, Any], bool] | None = None) -> Grade:
    """`pick` (an action of the game) judged against `decision`'s best and played options.
    `same(pick, kept)`: whether the pick is the kept action (as the cache keeps it) as a move
    (the app: the same position after either, so that the same capture with its cards picked
    in another order is the same move); else the actions' JSON are compared."""
    kept = as_kept(pick)

    def is_(action: Any) -> bool:
        return kept == action or (same is not None and action is not None and same(pick, action))

    if is_(decision.best_action):
        return Grade("best", 0.0, 0.0)
    if is_(decision.played_action):
        # what was played: its loss beyond the noise gives its class (a practice position is a
        # mistake or worse, but a decision within the noise of the best counts as solved)
        if classify(decision.loss, decision.se) == "best":
            return Grade("noise", decision.loss, decision.se)
        return Grade("played", decision.loss, decision.se)
    return Grade("unvalued", 0.0, 0.0)


def _unordered(value: Any) -> Any:
    """`value` (builtins) with every list read as a bag: sorted by its items' encodings."""
    if isinstance(value, dict):
        return {k: _unordered(v) for k, v in value.items()}
    if isinstance(value, list):
        items = [_unordered(v) for v in value]
        return sorted(items, key=msgspec.json.encode)
    return value


def _plain(value: Any) -> Any:
    """A state or an action as builtins (what its msgpack encoding holds)."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(value))


def same_move(game: Any, state: Any, pick: Any, kept: Any) -> bool:
    """Whether `pick` is the kept action (as a review's cache keeps it) as a move in `state`:
    the same parts whatever the order they were picked in (a capture's cards clicked in
    another order), and the same position after either, read the same way (a discard pile
    holds its cards in the order given). No game is named: what an action's lists mean is
    read from what they do."""
    try:
        theirs = msgspec.convert(kept, game.action_type)
        if _unordered(as_kept(pick)) != _unordered(as_kept(theirs)):
            return False
        after_pick, after_kept = game.clone(state), game.clone(state)
        game.apply(after_pick, pick)
        game.apply(after_kept, theirs)
        return bool(_unordered(_plain(after_pick)) == _unordered(_plain(after_kept)))
    except Exception:  # a kept action may be anything a file holds: then it is not this move
        return False


def best_line(decision: Decision, words: Callable[[Any], str | None], players: int = 2,
              review: SeatReview | None = None, names: Sequence[str] | None = None) -> tuple[str, str]:
    """(the best option in words, the reason it is better). `words(action)`: an action in the
    language shown (None: the action as the record keeps it). The reason: the review's
    (`review.reasons.reason`: the game's words for the difference, then the figures); without the
    review, the chance of winning after the best against after what was played."""
    from dragonwood_tui.i18n import _
    from dragonwood_tui.i18n.formats import format_percent
    from dragonwood_tui.storage.text import plain

    best = words(decision.best_action) or plain(str(decision.best_action), 200)
    if review is not None:
        from dragonwood_tui.review.reasons import reason

        said = reason(review, decision, names=names)
        if said:
            return best, said
    if players == 1:
        said = _("{best} chance of beating the quest after it, against {played} after the move played in the game")
    else:
        said = _("{best} chance of winning after it, against {played} after the move played in the game")
    return best, said.format(best=format_percent(decision.chance_best), played=format_percent(decision.chance_played))
