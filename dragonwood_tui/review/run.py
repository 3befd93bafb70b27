"""Reviewing a record: the entry points the CLI and the replay viewer use.

    review_record(record, seat, *, jobs=1, progress=None, cancel=None) -> SeatReview
        `seat` 0-based. Walks the record, and for every decision of `seat` with more than one
        legal choice asks the game's analyst (`review.analysts.analyst_for`) to value every
        option from that seat's view only; `progress(done, total)` after each decision;
        `cancel()` returning True stops with `Cancelled`. Deterministic: the analysis's seeds
        come from the seat's view, never from the record's seed.

    load_or_review(path, record, seat, **same) -> SeatReview
        The cached review beside the record file (`<file>.review.json`) when it is of this
        record and this analysis version; else reviews and writes the cache (atomically; a
        folder that refuses the write is no error). A corrupt cache is rebuilt silently.

    review_position(game, state, action, names=None) -> Decision | None
        One decision judged as `review_record` judges each (a hand-built position, a test).

Errors a person can cause raise `ReviewError` (one line: a seat out of range, a challenge with
no actions, a game with no analyst: `analysts.why_not_analysed`, in the player's words); a record that does not verify raises the walk's
`RecordError` naming the step (the walk checks every action and checkpoint hash).

How: one checked walk of the record collects the seat's decisions (`decisions_of`: the view, the
legal options, the played one, the seed `view_seed(view)`, a hash of the view's msgpack bytes);
the analyst values each (over `jobs` processes with `headless.run_blocks`, one decision a unit:
each decision depends on its task alone, so any `jobs` gives the same review; in this process
when the analyst's decisions share the tables it builds, `Analyst.one_process`); the best option is
`analysts.best_index`, the loss best - played, its standard error the paired one the analyst
gives (`Estimate.diff_se`), and `model.classify` makes the class. A decision the analyst cannot
value (`NotAnalysed`: the game cannot sample it) is left out and counted in `skipped`.

The cache (`<file>.review.json`, JSON, sealed as storage/cache.py seals: `{"seal", "body"}`), its
body `{"format": "dragonwood-tui-review", "analysis_version", "record": <blake2b of the record's
header and actions>, "seats": {"1": SeatReview, ...}}`; any mismatch or decoding failure is a
miss, and the file is rewritten whole. Anyone can seal a file again, so every review in it is
also checked against the record it claims to be of (`_holds`): the seat, its name and the game
the record's, the steps within the record and in order, the classes and counts what the losses
give, chances within 0..1; else it is a miss too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from contextlib import closing, nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import msgspec

from dragonwood_tui.i18n import _
from dragonwood_tui.engine.gc_pause import gc_paused
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.review import model
from dragonwood_tui.review.analysts import Estimate, NotAnalysed, analyst_for, best_index, why_not_analysed
from dragonwood_tui.review.model import ANALYSIS_VERSION, Decision, SeatReview
from dragonwood_tui.storage.listing import REVIEW_SUFFIX as CACHE_SUFFIX  # one place names the kept files


class ReviewError(ValueError):
    """A review that cannot be made, in one line for a person."""


class Cancelled(Exception):
    """The review was cancelled (Esc in the app, Ctrl-C on the command line)."""


ProgressFn = Callable[[int, int], None]
CancelFn = Callable[[], bool]

CACHE_FORMAT = "dragonwood-tui-review"
MAX_CACHE_BYTES = 16 * 1024 * 1024  # a review is a few hundred bytes a decision


@dataclass(frozen=True)
class Task:
    """One decision to value: what the analyst may read (the view, the options), the seed
    derived from the view, and which option was played."""

    step: int  # replay step before the action
    turn: int
    view: Any
    legal: list[Any]
    played: int
    seed: int
    state: Any = None  # the decision's state, for a game of perfect information only (`Game.information`)


def view_seed(view: Any) -> int:
    """The analysis's seed of a decision: a hash of the seat's view (its msgpack bytes), so two
    records that look the same to the seat are reviewed the same, whatever their hidden cards."""
    return int(state_hash(view), 16)


def _key(action: Any) -> bytes:
    return msgspec.msgpack.encode(action)


def _game_of(record: Any) -> Any:
    from dragonwood_tui.storage.records import RecordError, resolve_game

    try:
        return resolve_game(record.kind)
    except RecordError as exc:
        raise ReviewError(str(exc)) from None


def _check(record: Any, seat: int) -> None:
    actions = getattr(record, "actions", None)
    if actions is None or not actions:
        raise ReviewError(_("a challenge (a deal with no moves played) has nothing to review"))
    seats = len(record.header.seats)
    if not 0 <= seat < seats:
        # the review's seat is the command's --seat (and the replay's seat, which is always one)
        raise ReviewError(_("--seat {seat}: the game has seats 1 to {last}").format(seat=seat + 1, last=seats))


def decisions_of(record: Any, seat: int, game: Any | None = None) -> tuple[list[Task], dict[int, Any]]:
    """The decisions of `seat` with more than one legal option, and the state before each (by
    step, for the words), in one checked walk of the record (RecordError naming the step when
    it does not verify: an illegal action, a checkpoint hash that differs)."""
    from dragonwood_tui.engine.record_check import hash_checker
    from dragonwood_tui.engine.walk import walk

    game = game or _game_of(record)
    h = record.header
    check, _, _ = hash_checker(record, game)
    tasks: list[Task] = []
    states: dict[int, Any] = {}

    def before(step: int, state: Any, action: Any) -> None:
        if game.to_move(state) != seat:
            return
        legal = list(game.legal_actions(state))
        if len(legal) < 2:
            return
        keys = [_key(a) for a in legal]
        try:
            played = keys.index(_key(action))
        except ValueError:  # accepted by the rules though not listed as such: value it too
            legal.append(action)
            played = len(legal) - 1
        view = game.view(state, seat)
        kept = game.clone(state)
        perfect = kept if game.information == "perfect" else None  # hidden: the view only
        tasks.append(Task(step - 1, game.turn_number(state), view, legal, played, view_seed(view), perfect))
        states[step - 1] = kept

    walk(game, h.config, h.seed, record.actions, lambda step, state, _: check(step, state), seats=len(h.seats), before=before)
    return tasks, states


Valued = tuple[list[Estimate], str] | None  # a decision's estimates and how they were made


def _method(analyst: Any, view: Any) -> str:
    """How `analyst` values the decision of `view` (an analyst may value some exactly)."""
    method_for = getattr(analyst, "method_for", None)
    found: str = analyst.method if method_for is None else method_for(view)
    return found


def _evaluate(kind: str, config: Any, tasks: Sequence[Task], block: tuple[int, int]) -> list[Valued]:
    """Value the decisions of `block` (an analyst of its own per process: deterministic)."""
    from dragonwood_tui.games import get_game

    analyst = _analyst(get_game(kind), config)
    out: list[Valued] = []
    for t in tasks[block[0] : block[1]]:
        try:
            out.append((analyst.evaluate(t.view, t.legal, t.seed, played=t.played, state=t.state), _method(analyst, t.view)))
        except NotAnalysed:
            out.append(None)
    return out


_analysts: dict[tuple[str, bytes], Any] = {}


def _analyst(game: Any, config: Any) -> Any:
    key = (game.kind, msgspec.msgpack.encode(config))
    found = _analysts.get(key)
    if found is None:
        found = analyst_for(game, config)
        if found is None:
            raise ReviewError(why_not_analysed(game))
        _analysts[key] = found
    return found


def _chance(value: float) -> float:
    """A chance as kept: within 0..1 (a sum of exact probabilities may drift a hair beyond)."""
    return min(1.0, max(0.0, value))


def _as_kept(action: Any) -> Any:
    """An action as the cache's JSON gives it back (lists, not tuples): a review made equals
    the same review read."""
    return msgspec.json.decode(msgspec.json.encode(action))


def _facts(game: Any, view: Any, action: Any) -> dict[str, Any]:
    """The game's language-free facts of one option (`Game.option_facts`), as the cache keeps
    them: what does not fit the cache's type is dropped (a game's slip costs its reason, not the
    review)."""
    try:
        return msgspec.json.decode(msgspec.json.encode(game.option_facts(view, action)), type=model.Facts)
    except (msgspec.ValidationError, msgspec.EncodeError, TypeError, ValueError):
        return {}


def _decision(game: Any, state: Any, task: Task, estimates: list[Estimate], names: list[str], method: str = "") -> Decision:
    played = task.played
    best = best_index(estimates, played)
    e_played, e_best = estimates[played], estimates[best]
    loss = max(0.0, _chance(e_best.value) - _chance(e_played.value)) if best != played else 0.0
    if best == played:
        se = 0.0
    elif e_played.diff_se is not None and math.isfinite(e_played.diff_se):
        se = e_played.diff_se
    else:
        se = math.hypot(e_played.se, e_best.se)
    return Decision(
        step=task.step,
        turn=task.turn,
        played_action=_as_kept(task.legal[played]),
        best_action=_as_kept(task.legal[best]),
        played_facts=_facts(game, task.view, task.legal[played]),
        best_facts=_facts(game, task.view, task.legal[best]),
        worlds=0 if best == played else max(0, e_played.worlds),
        chance_played=_chance(e_played.value),
        chance_best=_chance(e_best.value),
        loss=loss,
        se=se,
        cls=model.classify(loss, se),
        options=len(task.legal),
        method=method,
    )


def review_record(
    record: Any,
    seat: int,
    *,
    jobs: int = 1,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    start: str | None = None,
) -> SeatReview:
    """The review of `seat` (0-based) in `record`; see the module's docstring. `start`: how
    the worker processes start (`headless.run_blocks`; the app's differs)."""
    from dragonwood_tui.headless import run_blocks

    _check(record, seat)
    game = _game_of(record)
    config = record.header.config
    analyst = _analyst(game, config)  # no analyst: ReviewError before any work
    tasks, states = decisions_of(record, seat, game)
    names = [s.name for s in record.header.seats]
    total = len(tasks)
    if progress is not None:
        progress(0, total)
    results: list[Valued] = []
    if total:
        work = partial(_evaluate, game.kind, config, tasks)
        one = bool(getattr(analyst, "one_process", False))
        processes = 1 if one else max(1, jobs)
        # a one-process analyst's tables are lists of numbers, no cycles: the collector would
        # only visit its caches again and again (6% of a solo Dice Quest review)
        with gc_paused() if one else nullcontext(), \
                closing(run_blocks(work, total, processes, "decisions", False, size=1, start=start, stop=cancel)) as blocks:
            for block in blocks:
                if cancel is not None and cancel():
                    raise Cancelled()
                results.extend(block)
                if progress is not None:
                    progress(len(results), total)
        if len(results) < total:  # the pool stopped by `cancel` while it waited
            raise Cancelled()
    decisions: list[Decision] = []
    skipped = 0
    for task, valued in zip(tasks, results):
        if valued is None or not any(not math.isnan(e.value) for e in valued[0]):
            skipped += 1
            continue
        estimates, method = valued
        decisions.append(_decision(game, states[task.step], task, estimates, names, method if method != analyst.method else ""))
    return SeatReview(
        game=game.kind,
        seat=seat + 1,
        name=names[seat],
        method=analyst.method,
        accuracy=model.accuracy(decisions),
        counts=model.counts(decisions),
        decisions=decisions,
        chance_start=decisions[0].chance_best if decisions else 0.0,
        skipped=skipped,
    )


# -- the cache beside the record ---------------------------------------------------------------


class CacheFile(msgspec.Struct, forbid_unknown_fields=True):
    """The sealed body of the cache file (storage.cache.store_sealed)."""

    format: str
    analysis_version: int
    record: str  # hash of the record's header and actions
    seats: Annotated[dict[str, SeatReview], msgspec.Meta(max_length=16)]  # "1", "2"... (1 = first seat)


def cache_path(path: Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + CACHE_SUFFIX)


def record_key(record: Any) -> str:
    """What a cached review is of: the record's header and actions (hashed)."""
    from dragonwood_tui.engine.blake import blake2b

    data = msgspec.msgpack.encode([record.header, record.actions])
    return blake2b(data, digest_size=16).hexdigest()


def _holds(cache: CacheFile, record: Any, key: str) -> bool:
    """The cache is of this record and this analysis, and each review in it is what
    `review_record` makes of the record's seat (a seal proves no meaning)."""
    if (cache.format, cache.analysis_version, cache.record) != (CACHE_FORMAT, ANALYSIS_VERSION, key):
        return False
    from dragonwood_tui.storage.text import unsafe

    names = [seat.name for seat in record.header.seats]
    steps = len(record.actions)
    for seat, review in cache.seats.items():
        if seat != str(review.seat) or review.seat > len(names) or review.analysis_version != ANALYSIS_VERSION:
            return False
        if (review.game, review.name) != (record.kind, names[review.seat - 1]):
            return False
        decisions = review.decisions
        if review.counts != model.counts(decisions) or review.chance_start != (decisions[0].chance_best if decisions else 0.0):
            return False
        if not math.isclose(review.accuracy, model.accuracy(decisions), rel_tol=1e-9, abs_tol=1e-9):
            return False
        previous = -1
        for d in decisions:
            if not previous < d.step < steps or d.cls != model.classify(d.loss, d.se):
                return False
            # the best option is at least as good as the one played, and the loss is the difference
            if d.chance_best < d.chance_played or not math.isclose(d.loss, d.chance_best - d.chance_played, abs_tol=1e-12):
                return False
            if d.loss and d.best_action == d.played_action:  # a loss to the option played itself
                return False
            if any(isinstance(v, str) and unsafe(v) for v in (*d.played_facts.values(), *d.best_facts.values())):
                return False
            previous = d.step
    return True


def _read_cache(path: Path, record: Any, key: str) -> CacheFile | None:
    """The sealed cache beside the record when it holds (`_holds`); None when it is missing,
    unreadable, not a regular file, too large, edited, or makes no sense: rebuilt."""
    from dragonwood_tui.storage.cache import load_sealed

    return load_sealed(path, CacheFile, MAX_CACHE_BYTES, lambda cache: _holds(cache, record, key))


def cached_reviews(path: Path, record: Any) -> dict[int, SeatReview]:
    """The reviews kept beside the record file, by seat (0 = the first); none is made."""
    cache = _read_cache(cache_path(path), record, record_key(record))
    if cache is None:
        return {}
    return {review.seat - 1: review for review in cache.seats.values() if review.analysis_version == ANALYSIS_VERSION}


def load_or_review(
    path: Path,
    record: Any,
    seat: int,
    *,
    jobs: int = 1,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    start: str | None = None,
) -> SeatReview:
    """The cached review of `seat` beside the record file, else a new one, cached."""
    _check(record, seat)
    where = cache_path(path)
    key = record_key(record)
    cache = _read_cache(where, record, key)
    found = cache.seats.get(str(seat + 1)) if cache is not None else None
    if found is not None and found.analysis_version == ANALYSIS_VERSION:
        return found
    review = review_record(record, seat, jobs=jobs, progress=progress, cancel=cancel, start=start)
    seats = dict(cache.seats) if cache is not None else {}
    seats[str(seat + 1)] = review
    from dragonwood_tui.storage.cache import store_sealed

    # a folder that refuses the write: the review is still shown, just not kept
    store_sealed(where, CacheFile(CACHE_FORMAT, ANALYSIS_VERSION, key, seats))
    return review


def review_position(game: Any, state: Any, action: Any, names: list[str] | None = None, *, step: int = 0) -> Decision | None:
    """The judgement of one decision: `action` played by the seat to move in `state` (from its
    view only, seeded by it, as `review_record` judges each). None: a forced move, or one the
    analysis cannot value. ReviewError when the game has no analyst."""
    seat = game.to_move(state)
    if seat is None:
        return None
    legal = list(game.legal_actions(state))
    if len(legal) < 2:
        return None
    keys = [_key(a) for a in legal]
    try:
        played = keys.index(_key(action))
    except ValueError:
        legal.append(action)
        played = len(legal) - 1
    view = game.view(state, seat)
    perfect = state if game.information == "perfect" else None  # hidden: the view only
    task = Task(step, game.turn_number(state), view, legal, played, view_seed(view), perfect)
    analyst = _analyst(game, getattr(state, "config", None))
    try:
        estimates = analyst.evaluate(view, legal, task.seed, played=played, state=perfect)
    except NotAnalysed:
        return None
    if not any(not math.isnan(e.value) for e in estimates):
        return None
    method = _method(analyst, view)
    return _decision(game, state, task, estimates, names or [f"seat {i + 1}" for i in range(len(game.scores(state)))],
                     method if method != analyst.method else "")
