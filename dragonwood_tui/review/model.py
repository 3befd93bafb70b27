"""What a review is: per decision, what was played, the best option found, the chance of
winning after each, the loss and its class; per seat, the accuracy and counts.

Classes come from the loss in *chance of winning* (0..1), not in points: a point thrown away when
far ahead or far behind costs little (Lichess moved from centipawns to winning chances for the
same reason). Only the part of a loss beyond its noise counts (`loss - NOISE_SE * se`), so a
decision whose loss is within the sampling error is never a mistake. Thresholds, in percentage
points of winning chance beyond noise:

    best        < 1      (the analysis's choice, or indistinguishable from it)
    good        < 4
    inaccuracy  < 8
    mistake     < 16
    blunder     >= 16

Lichess's are 10 / 20 / 30 points of its -100..100 winning-chances scale, i.e. 5 / 10 / 15 points
of probability; ours are a little tighter at the bottom because our games are long races where a
few points lost early compound, and a dice game's swings make 16 points a plain blunder.

Accuracy (0..100) is Lichess's per-move formula on the loss in percentage points,
`103.1668 * exp(-0.04354 * loss) - 3.1669` clamped to 0..100 (100 at no loss), averaged over the
seat's reviewed decisions weighted by how open each position was: `max(0.05, 4 p (1 - p))` with p
the chance of winning after the best option (1 at an even position, 0.05 once the game is decided:
a seat that has won or lost already loses nothing whatever it plays, and such decisions would
otherwise make every seat look accurate; Lichess weights by volatility for the same reason). The
accuracy reads the loss as estimated, noise included (the winner's curse lowers every seat alike);
the classes, which name single decisions, read only the loss beyond noise. 100 with no decision.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Annotated, Any, Literal, get_args

import msgspec

from dragonwood_tui.storage.cache import Chance, Count

Class = Literal["best", "good", "inaccuracy", "mistake", "blunder"]
CLASSES: tuple[Class, ...] = get_args(Class)
# upper bounds (exclusive) in chance of winning beyond noise for the first four classes
THRESHOLDS = (0.01, 0.04, 0.08, 0.16)
NOISE_SE = 2.0  # a loss within two standard errors is noise
# Bumped whenever the analysis would value decisions differently: a cached review of an older
# analysis is rebuilt.
ANALYSIS_VERSION = 7  # 7: solo Dice Quest's estimated losses carry the fit's standard error


_Words = Annotated[str, msgspec.Meta(max_length=4000)]  # a game's words for an action (seat names in it)
# What a game says of one option, language-free (`Game.option_facts`: numbers, card names as its
# data names them, dice): the reason line is worded from them at display time. From a file: small
# and of plain types only, and a game's words read them as untrusted (`review.reasons`).
_FactKey = Annotated[str, msgspec.Meta(pattern="^[a-z][a-z_]{0,31}$")]
_FactText = Annotated[str, msgspec.Meta(max_length=200)]
_FactList = Annotated[list[int], msgspec.Meta(max_length=16)]
Facts = Annotated[dict[_FactKey, int | float | _FactText | _FactList], msgspec.Meta(max_length=16)]


class Decision(msgspec.Struct, frozen=True, forbid_unknown_fields=True, rename={"cls": "class"}):
    """One decision of the reviewed seat. `step` is the replay step *before* the action (the
    viewer shows the position the seat decided in at that step; the action is number step + 1)."""

    step: Count
    turn: Count
    chance_played: Chance  # chance of winning after the played action (0..1)
    chance_best: Chance  # after the best option
    loss: Chance  # chance_best - chance_played, never below 0
    se: Chance  # standard error of the loss (0 for an exact analysis)
    cls: Class
    options: Annotated[int, msgspec.Meta(ge=2, le=100_000)]  # legal choices the seat had (a forced move is no decision)
    # the two actions as the record writes actions (language-free): a screen words them in the
    # language it shows, at the decision's step (`review.words.option_words`)
    played_action: Any = None
    best_action: Any = None
    # how this decision was valued when not as the seat's `method` says ("exact": the last turns
    # of a solo Dice Quest, whose ends the analysis knows exactly); "": as the seat's
    method: Annotated[str, msgspec.Meta(pattern="^([a-z][a-z-]{0,31})?$")] = ""
    # the game's facts about each (language-free; {} when the game declares none): the reason
    # line (`review.reasons.reason`) is worded from them in the language shown
    played_facts: Facts = msgspec.field(default_factory=dict)
    best_facts: Facts = msgspec.field(default_factory=dict)
    worlds: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)] = 0  # worlds the two met (0: exact, or the same option)


class SeatReview(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The review of one seat of one record."""

    game: Annotated[str, msgspec.Meta(max_length=40)]  # game kind (the record's: review.run._holds)
    seat: Annotated[int, msgspec.Meta(ge=1, le=16)]  # 1 = first seat
    name: Annotated[str, msgspec.Meta(max_length=400)]  # the seat's name in the record (text from a file: show as text)
    method: Annotated[str, msgspec.Meta(pattern="^[a-z][a-z-]{0,31}$")]  # "sampled" (played out over sampled worlds), "estimated" (solo Dice Quest: a fitted chance of the quest after the turn) or "exact"
    accuracy: Annotated[float, msgspec.Meta(ge=0.0, le=100.0)]  # 0..100
    counts: dict[Class, Count]  # class -> decisions, every class present
    decisions: list[Decision]  # in step order; forced moves (one legal choice) are left out
    chance_start: Chance = 0.0  # the seat's chance of winning at the deal, as estimated
    skipped: Count = 0  # decisions with a choice the analysis could not value (not sampled)
    analysis_version: int = ANALYSIS_VERSION


def classify(loss: float, se: float = 0.0) -> Class:
    """The class of a decision that lost `loss` chance of winning (standard error `se`)."""
    beyond = max(0.0, loss - NOISE_SE * se)
    for name, bound in zip(CLASSES, THRESHOLDS):
        if beyond < bound:
            return name
    return CLASSES[-1]


def move_accuracy(loss: float) -> float:
    """Lichess's per-move accuracy for a loss (0..1 chance of winning), 0..100 (100: no loss)."""
    if loss <= 0:
        return 100.0
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * loss * 100) - 3.1669))


def openness(chance: float) -> float:
    """How much a decision weighs in the accuracy: 1 at an even position, 0.05 once decided."""
    p = min(1.0, max(0.0, chance))
    return max(0.05, 4 * p * (1 - p))


def accuracy(decisions: Sequence[Decision]) -> float:
    """The seat's accuracy: the per-move accuracy of its decisions, weighted by `openness`
    (100 with none). See the module docstring for why."""
    if not decisions:
        return 100.0
    weights = [openness(d.chance_best) for d in decisions]
    return sum(w * move_accuracy(d.loss) for w, d in zip(weights, decisions)) / sum(weights)


def counts(decisions: Sequence[Decision]) -> dict[Class, int]:
    found: dict[Class, int] = {name: 0 for name in CLASSES}
    for d in decisions:
        found[d.cls] += 1
    return found


def costliest(review: SeatReview, n: int = 3) -> list[Decision]:
    """The `n` decisions that lost the most (beyond noise), costliest first; only losses that
    are not "best"."""
    lost = [d for d in review.decisions if d.cls != "best"]
    return sorted(lost, key=lambda d: (-(d.loss - NOISE_SE * d.se), d.step))[:n]
