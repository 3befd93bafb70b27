"""`dragonwood export ID|FILE --html OUT.html [--seat N]`: one self-contained page a friend opens
in any browser, offline: the game step by step, drawn by the app's own replay board.

What the page reveals follows the record and `--seat`: with a seat, only what that seat saw
(its frames are drawn from its view, the log is the public narration, the review marks are its
own), so the file holds no other seat's hidden card; without, every hand and each seat's view.
The frames are drawn in worker processes (one per view, at most `jobs` at once): a 300-step
4-seat game is five views of 301 frames.
"""

from __future__ import annotations

import asyncio
import json
import re
import tempfile
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path
from typing import Any

from dragonwood_tui.i18n import _, language
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.files import read_record_file
from dragonwood_tui.storage.records import RecordError, cursor_of
from dragonwood_tui.storage.settings import Settings, load_settings, settings_path
from dragonwood_tui.storage.text import seat_names
from dragonwood_tui.tui.html_replay.frames import FrameSet, draw_views


def _draw(path: str, views: list[int | None], settings: Settings) -> tuple[FrameSet, dict[int | None, list[list[int]]]]:
    """One worker: the record read again (records are built per game: not sent between
    processes), the views drawn."""
    record = read_record_file(Path(path))
    cursor = cursor_of(record, lines=True)
    frames = FrameSet()
    with tempfile.TemporaryDirectory(prefix="dragonwood-html-") as folder:
        drawn = asyncio.run(draw_views(record, cursor, views, settings, Path(folder), frames))
    return frames, drawn


def _merge(into: FrameSet, part: FrameSet, drawn: dict[int | None, list[list[int]]]) -> dict[int | None, list[list[int]]]:
    """`part`'s rows and styles renumbered into `into`'s tables."""
    styles = []
    for css in part.styles:
        if css not in into.styles:
            into.styles.append(css)
        styles.append(into.styles.index(css))
    rows = [into.row_id([(text, styles[style]) for text, style in runs]) for runs in part.rows]
    into.background, into.foreground = part.background, part.foreground
    return {view: [[rows[r] for r in frame] for frame in frames] for view, frames in drawn.items()}


def _steps(record: Any, cursor: Any, names: list[str]) -> list[dict[str, Any]]:
    """Each step's turn, who is to move, and its lines (the public narration)."""
    from dragonwood_tui.tui.screens.replay import step_lines

    lines = step_lines(cursor.game, record, cursor.lines)
    out = []
    for step in range(cursor.length + 1):
        cursor.seek(step)
        mover = cursor.game.to_move(cursor.state)
        out.append({
            "turn": cursor.turn,
            "mover": names[mover] if mover is not None and mover < len(names) else None,
            "lines": lines[step],
        })
    return out


def _final(game: Any, state: Any, names: list[str]) -> str:
    scores = game.scores(state)
    table = ", ".join(f"{names[i] if i < len(names) else i}: {s}" for i, s in enumerate(scores))
    if not game.is_over(state):
        return _("Game in progress — scores: {table}").format(table=table)
    winners = [names[w] for w in game.winners(state) if w < len(names)]
    if len(names) == 1:
        return _("Final score: {table}. The quest is won.").format(table=table) if winners else (
            _("Final score: {table}. The quest is lost.").format(table=table))
    return _("Final scores: {table}. Won by {winners}.").format(table=table, winners=", ".join(winners) or "—")


def _marks(path: Path, record: Any, seats: list[int]) -> dict[str, dict[str, str]]:
    """The cached review's decisions of `seats` (none is made here), by step."""
    from dragonwood_tui.review.run import cached_reviews
    from dragonwood_tui.tui.screens.review_panel import CLASS_WORDS, points

    from dragonwood_tui.review.reasons import shows_best
    from dragonwood_tui.review.words import option_words

    reviews = cached_reviews(path, record)
    marks: dict[str, dict[str, str]] = {}
    for seat in seats:
        review = reviews.get(seat)
        if review is None:
            continue
        options = option_words(record, review)  # the cache keeps actions: worded in the language shown
        for d in review.decisions:
            cls = d.cls if d.cls in CLASS_WORDS else "best"
            if d.step not in options:
                continue
            played, best = options[d.step]
            if not shows_best(d):
                words = _("{who}: {cls} — played {played}").format(who=review.name, cls=_(CLASS_WORDS[cls]), played=played)
            else:
                words = _("{who}: {cls} ({loss}) — played {played}; best {best}").format(
                    who=review.name, cls=_(CLASS_WORDS[cls]), loss=points(d.loss), played=played, best=best)
            marks[str(d.step)] = {"cls": cls, "words": words}
    return marks


def _json_for_script(data: object) -> str:
    """JSON that cannot end its <script> element or open a comment: <, > and & escaped."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _colour(value: str, default: str) -> str:
    """A theme's colour as CSS: "#rrggbb" only."""
    return value if re.fullmatch(r"#[0-9a-fA-F]{6}", value or "") else default


def _html_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def export_html(source: Path, out: Path, seat: int | None = None, *, force: bool = False, jobs: int = 2) -> tuple[int, int]:
    """Write the page of the record at `source` to `out`: (steps, bytes). `seat` counts from 0.
    RecordError (one line) for a record that cannot be read or re-played, or a seat it lacks;
    FileExistsError when `out` exists and not `force`. Nothing is written on an error."""
    from dragonwood_tui.tui.titles import game_title, person_name

    record = read_record_file(source)
    players = len(record.header.seats)
    if seat is not None and not 0 <= seat < players:
        raise RecordError(_("--seat {seat}: the game has seats 1 to {last}").format(seat=seat + 1, last=players), path=str(source))
    if out.exists() and not force:
        raise FileExistsError(_("{file} exists (--force replaces it)").format(file=out))
    try:
        cursor = cursor_of(record, lines=True)
    except RecordError as exc:
        raise exc.at(source) from None
    names = seat_names(record.header.seats)
    views: list[int | None] = [seat] if seat is not None else [None, *range(players)]
    settings = load_settings(settings_path())[0]
    frames = FrameSet()
    drawn: dict[int | None, list[list[int]]] = {}
    if jobs <= 1 or len(views) == 1:
        part, got = _draw(str(source), views, settings)
        drawn.update(_merge(frames, part, got))
    else:
        groups = [views[i::jobs] for i in range(min(jobs, len(views)))]
        with ProcessPoolExecutor(max_workers=len(groups)) as pool:
            for part, got in pool.map(_draw, [str(source)] * len(groups), groups, [settings] * len(groups)):
                drawn.update(_merge(frames, part, got))
    steps = _steps(record, cursor, names)
    cursor.seek(cursor.length)
    title = "{game} — {names}".format(game=game_title(record.kind), names=", ".join(person_name(n) for n in names))
    data: dict[str, Any] = {
        "title": title,
        "styles": frames.styles,
        "rows": frames.rows,
        "views": [
            {"label": _view_label(names, view), "frames": drawn[view]}
            for view in views
        ],
        "steps": steps,
        "final": _final(cursor.game, cursor.state, names),
        "review": None,
        "words": {
            "first": _("|◀ Start"), "back": _("◀ Back"), "play": _("▶ Play"), "pause": _("❚❚ Pause"),
            "next": _("Next ▶"), "last": _("End ▶|"), "view": _("View:"),
            "step": _("step {step}/{length} · turn {turn}"), "to_move": _("{name} to move"),
            "keys": _("← → step · Home End · space plays"),
        },
    }
    marks = _marks(source, record, [seat] if seat is not None else list(range(players)))
    if marks:
        data["review"] = {"marks": marks}
    template = resources.files("dragonwood_tui.tui.html_replay").joinpath("replay_page.html").read_text(encoding="utf-8")
    fills = {
        "__LANG__": language(), "__TITLE__": _html_text(title), "__DATA__": _json_for_script(data),
        "__BG__": _colour(frames.background, "#101418"), "__FG__": _colour(frames.foreground, "#e0e0e0"),
    }
    # one pass: a name in the record that reads "__DATA__" stays that text
    page = re.sub("__(?:LANG|TITLE|DATA|BG|FG)__", lambda m: fills[m.group(0)], template)
    body = page.encode("utf-8")
    atomic_write(out, body)
    return cursor.length, len(body)


def _view_label(names: list[str], view: int | None) -> str:
    """The label of one view of the replay, in the language ("seen by you", "vu par Marie")."""
    from dragonwood_tui.tui.titles import seen_by

    if view is None:
        return _("every hand")
    return "".join(seen_by(names[view]))
