"""`dragonwood review FILE|ID [--seat N] [--json] [--jobs J]`: the review of one seat, on stdout.

Text: a summary (accuracy, counts per class, the score and the level played like where the
game's table has a fit: `review.score`; the three costliest decisions with their steps), then one
line per decision. `--json`: the seat's `SeatReview` as one JSON object (`seat` 1 = first,
`accuracy`, `score`, `played_like`, `counts`, `decisions` each with `step`, `played`, `best`, `loss`, `class`...).
The review is cached beside the record (`<file>.review.json`, written atomically); `--jobs`
defaults to one process per core; a progress bar on stderr when it is a terminal (none with
`--json`); Ctrl-C ends it cleanly (the workers stopped, no cache written, exit 130). Bad input
is one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import sys
from contextlib import nullcontext

import msgspec

from dragonwood_tui.i18n import os_reason

EXIT_BAD_INPUT = 2
EXIT_CANCELLED = 130


def default_seat(record: object) -> int:
    """The first person's seat (bot None), else the first seat (0-based)."""
    seats = record.header.seats  # type: ignore[attr-defined]  # a record's Structs are made per game at run time
    return next((i for i, s in enumerate(seats) if s.bot is None), 0)


def _pct(x: float) -> str:
    from dragonwood_tui.i18n.formats import format_percent

    return format_percent(x, 1)


def loss_text(loss: float) -> str:
    """A loss as "-2.5%", and a loss that rounds to nothing as "0%": never "-0.0%"."""
    shown = _pct(loss)
    return shown if shown == _pct(0.0) else "-" + shown


def _worded(review: object, record: object | None) -> tuple[dict[int, tuple[str, str]], list[str] | None]:
    """The decisions' options in the language in effect (by step), and the seats' names."""
    if record is None:
        return {}, None
    from dragonwood_tui.review.words import option_words
    from dragonwood_tui.storage.text import seat_names

    return option_words(record, review), seat_names(record.header.seats)  # type: ignore[attr-defined]  # a record's Structs are made per game at run time


def _unread() -> str:
    from dragonwood_tui.i18n import _

    return _("(an option this version cannot read)")


def text_lines(review: object, record: object | None = None) -> list[str]:
    """The review in words, in the language in effect; the options worded from the `record`
    (the review keeps the actions only)."""
    from dragonwood_tui.review.model import CLASSES, SeatReview, costliest
    from dragonwood_tui.review.reasons import reason, shows_best
    from dragonwood_tui.review.score_words import review_line
    from dragonwood_tui.storage.text import plain

    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.i18n.formats import format_number

    assert isinstance(review, SeatReview)
    from dragonwood_tui.review.words import class_count

    words, names = _worded(review, record)
    counts = ", ".join(class_count(c, review.counts.get(c, 0)) for c in CLASSES)
    summary = _("{game}, seat {seat} ({name}): accuracy {accuracy}, {counts}").format(
        game=review.game, seat=review.seat, name=plain(review.name, 40), accuracy=format_number(review.accuracy, 1), counts=counts)
    if review.skipped:
        summary = ngettext(
            "{summary}; {n} not reviewed (the analysis can't sample it)",
            "{summary}; {n} not reviewed (the analysis can't sample them)", review.skipped,
        ).format(summary=summary, n=review.skipped)
    method = method_word(review.method)
    exact = sum(d.method == "exact" for d in review.decisions)
    if exact and method != "exact":  # solo Dice Quest: its last turns are valued exactly
        method = ngettext("{method}, exact at the end ({n} decision)", "{method}, exact at the end ({n} decisions)",
                          exact).format(method=method, n=exact)
    lines = [
        summary,
        _("analysis: {method}; chance of winning at the first decision {chance}").format(
            method=method, chance=_pct(review.chance_start)),
    ]
    seats = _seats(record)
    scored = None if seats is None else review_line(review.game, seats, review.accuracy)
    if scored is not None:  # the score and the level played like, where the table has a fit
        lines.append(scored)
    worst = costliest(review)
    if worst:
        lines.append(_("costliest:"))
        for d in worst:
            played, best = words.get(d.step, (_unread(), _unread()))
            if shows_best(d):
                lines.append("  " + _("step {step}: {cls}, {loss} (played: {played}; best: {best})").format(
                    step=d.step, cls=class_word(d.cls), loss=loss_text(d.loss), played=plain(played, 80), best=plain(best, 80)))
                lines.append("    " + _("why: {reason}").format(reason=reason(review, d, names=names)))
            else:
                lines.append("  " + _("step {step}: {cls}, {loss} (played: {played})").format(
                    step=d.step, cls=class_word(d.cls), loss=loss_text(d.loss), played=plain(played, 80)))
    lines.append(_("decisions:"))
    for d in review.decisions:
        played, best = words.get(d.step, (_unread(), _unread()))
        noise = f" ±{_pct(d.se)}" if d.se else ""
        step = _("step {step:>3} turn {turn:>3}").format(step=d.step, turn=d.turn)
        line = f"  {step}  {class_word(d.cls):<10} {_pct(d.chance_played):>6} {loss_text(d.loss)}{noise}  {plain(played, 80)}"
        if shows_best(d):
            line += "  | " + _("best: {best} {chance}").format(best=plain(best, 80), chance=_pct(d.chance_best))
        lines.append(line)
    return lines


def method_word(method: str) -> str:
    """How the review was made, in the player's words (--json keeps the English key; a method
    the app does not know, from a cache file, as it is)."""
    from dragonwood_tui.review.words import method_word as worded

    return worded(method) or method


def json_review(review: object, record: object | None = None) -> dict[str, object]:
    """The review as `--json` prints it: the cache's language-free keys, classes and actions,
    and the words it carries (`played`, `best`, `reason`) in the language in effect."""
    from dragonwood_tui.review.model import SeatReview
    from dragonwood_tui.review.reasons import reason, shows_best

    assert isinstance(review, SeatReview)
    words, names = _worded(review, record)
    out: dict[str, object] = msgspec.to_builtins(review)
    decisions: list[dict[str, object]] = []
    for d, kept in zip(review.decisions, out["decisions"]):  # type: ignore[call-overload]  # a list of dicts
        played, best = words.get(d.step, (_unread(), _unread()))
        decisions.append({**kept, "played": played, "best": best if shows_best(d) else played,
                          "reason": reason(review, d, names=names)})
    out["decisions"] = decisions
    out.update(score_fields(review, _seats(record)))
    return out


def _seats(record: object | None) -> int | None:
    return None if record is None else len(record.header.seats)  # type: ignore[attr-defined]  # a record's Structs are made per game at run time


def score_fields(review: object, seats: int | None) -> dict[str, object]:
    """`score` (0..100, null when the game's table has no fit), `score_table` ("solo",
    "heads-up", "3-4" or null) and `played_like` (`level`, `could_be`: null when sure, and
    `posterior`: each level's, weakest first; null without a fit): language-free."""
    from dragonwood_tui.review.model import SeatReview
    from dragonwood_tui.review.score import fit_for, played_like, score

    assert isinstance(review, SeatReview)
    fit = None if seats is None else fit_for(review.game, seats)
    if fit is None:
        return {"score": None, "score_table": None, "played_like": None}
    like = played_like([(fit, review.accuracy)])
    return {
        "score": round(score(review.accuracy, fit), 1),
        "score_table": fit.table,
        "played_like": None if like is None else {
            "level": like.level, "could_be": like.could_be, "posterior": {k: round(p, 4) for k, p in like.posterior},
        },
    }


def class_word(cls: str) -> str:
    """A decision's class in the player's words (--json keeps the English key)."""
    from dragonwood_tui.i18n import _

    words = {"best": _("best"), "good": _("good"), "inaccuracy": _("inaccuracy"), "mistake": _("mistake"),
             "blunder": _("blunder")}
    return words.get(cls, cls)


def run_review(args: argparse.Namespace) -> int:
    from dragonwood_tui.headless import MAX_JOBS, jobs_arg
    from dragonwood_tui.i18n import _, error_line
    from dragonwood_tui.progress import terminal_progress
    from dragonwood_tui.review.run import Cancelled, ReviewError, load_or_review
    from dragonwood_tui.cli_files import _err, _record_path
    from dragonwood_tui.storage.files import read_record_file
    from dragonwood_tui.storage.records import RecordError

    if args.jobs is not None and not 0 <= args.jobs <= MAX_JOBS:
        _err("review", _("--jobs must be 0 (one per core) to {most}").format(most=MAX_JOBS))
        return EXIT_BAD_INPUT
    path = _record_path(args.file)
    try:
        record = read_record_file(path)
        if not hasattr(record, "actions"):
            raise ReviewError(_("a challenge (a deal with no moves played) has nothing to review"))
        seat = default_seat(record) if args.seat is None else args.seat - 1
        # a bar on a terminal only, and none under --json (its output is read by programs)
        bar = nullcontext(None) if args.json else terminal_progress(_("reviewing {file}").format(file=path.name))
        with bar as tick:
            review = load_or_review(path, record, seat, jobs=jobs_arg(args.jobs), progress=tick)
    except RecordError as exc:
        _err("review", exc.at(path) if exc.path is None else exc)
        return EXIT_BAD_INPUT
    except ReviewError as exc:
        _err("review", error_line(path, exc))
        return EXIT_BAD_INPUT
    except (Cancelled, KeyboardInterrupt):
        _err("review", _("cancelled"))
        return EXIT_CANCELLED
    except OSError as exc:
        _err("review", error_line(exc.filename or path, os_reason(exc)))
        return EXIT_BAD_INPUT
    if args.json:
        sys.stdout.write(msgspec.json.encode(json_review(review, record)).decode() + "\n")
    else:
        from dragonwood_tui.storage.text import plain

        for line in text_lines(review, record):  # (its method, classes and game come from the cache's file too)
            print(plain(line))
    return 0
