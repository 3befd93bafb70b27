"""Reviews built by hand for the Review mode's tests: no analysis runs (fixed, instant).

`fixed_review(record, seat)` gives the seat's own decisions in the record a set pattern
of classes (so there are mistakes to jump to and three costliest decisions), and `use_fixed`
makes `review.run`'s entry points return it, counting the calls."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dragonwood_tui.review import run
from dragonwood_tui.review.model import Decision, SeatReview, accuracy, classify, counts
from dragonwood_tui.storage.text import seat_names

# (loss, se) of the decisions in turn: best, good, a blunder, best, a mistake, an inaccuracy, best...
PATTERN = [(0.0, 0.0), (0.02, 0.002), (0.22, 0.01), (0.0, 0.0), (0.11, 0.005), (0.06, 0.004), (0.005, 0.0)]


def _facts(record: Any, seat: int) -> dict[int, Any]:
    """The game's view at each step where `seat` decides (what `option_facts` reads), by one walk
    of the record, with the "best" option: the other legal one the game gives the best chance."""
    from dragonwood_tui.engine.walk import walk
    from dragonwood_tui.games import get_game

    game = get_game(record.kind)
    views: dict[int, Any] = {}

    def before(step: int, state: Any, action: Any) -> None:
        if game.to_move(state) != seat:
            return
        view = game.view(state, seat)
        others = [a for a in game.legal_actions(state) if a != action] or [action]
        other = max(others, key=lambda a: float(_safe_facts(game, view, a).get("chance", 0.0)))
        views[step - 1] = (game, view, msgspec.to_builtins(other), game.turn_number(state))

    walk(game, record.header.config, record.header.seed, record.actions, before=before)
    return views


def _safe_facts(game: Any, view: Any, action: Any) -> dict[str, Any]:
    try:
        return dict(msgspec.to_builtins(game.option_facts(view, action)) or {})
    except Exception:
        return {}


def _option_facts(at: Any, action: Any) -> dict[str, Any]:
    """The game's facts of `action` (the record's) at that step, as the review keeps them."""
    if at is None:
        return {}
    game, view = at[0], at[1]
    try:
        facts: dict[str, Any] = msgspec.to_builtins(game.option_facts(view, msgspec.convert(action, game.action_type)))
        return facts
    except Exception:  # an action of another seat's turn: no facts, the figures alone
        return {}


def fixed_review(record: Any, seat: int) -> SeatReview:
    names = seat_names(record.header.seats)
    views = _facts(record, seat)
    steps = sorted(views)
    decisions = []
    chance = 0.5
    for i, step in enumerate(steps):
        loss, se = PATTERN[i % len(PATTERN)]
        best = min(0.97, chance + 0.03)
        played = max(0.02, best - loss)
        # the played action is the record's; the "best" one another legal option at that step
        # (the panel words it there), the same where the loss is 0
        played_action = msgspec.to_builtins(record.actions[step])
        at = views.get(step)
        best_action = played_action if loss == 0 or at is None else at[2]
        decisions.append(
            Decision(
                step=step, turn=views[step][3],
                chance_played=played, chance_best=best, loss=best - played, se=se,
                cls=classify(best - played, se), options=3 + i % 4,
                played_action=played_action, best_action=best_action, worlds=0 if loss == 0 else 64,
                played_facts=_option_facts(views.get(step), played_action), best_facts=_option_facts(views.get(step), best_action),
            )
        )
        chance = played
    return SeatReview(
        game=record.kind, seat=seat + 1, name=names[seat], method="sampled",
        accuracy=accuracy(decisions), counts=counts(decisions), decisions=decisions, chance_start=0.5,
    )


class Calls:
    def __init__(self) -> None:
        self.made: list[tuple[str, int, Any]] = []  # (entry point, seat, path or None)


def use_fixed(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """`review.run`'s entry points return `fixed_review`, instantly; the calls are counted."""
    calls = Calls()

    def load_or_review(path: Any, record: Any, seat: int, **_: Any) -> SeatReview:
        calls.made.append(("load_or_review", seat, path))
        return fixed_review(record, seat)

    def review_record(record: Any, seat: int, **_: Any) -> SeatReview:
        calls.made.append(("review_record", seat, None))
        return fixed_review(record, seat)

    monkeypatch.setattr(run, "load_or_review", load_or_review, raising=False)
    monkeypatch.setattr(run, "review_record", review_record, raising=False)
    return calls
