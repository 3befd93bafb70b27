"""Every file the app keeps beside the saves is input from a stranger, whatever its seal says.

A seal only proves a file was not damaged by accident: anyone can seal an edited body again
(`storage.cache.seal`). Each kept file is therefore written here sealed again with values out of
their meaning (a game no registry knows, 2026-02-30, a chance of 1.5 or 10^999, a negative
count, a class with no name, seat 9 of a 2-seat game, a link or an escape sequence for a style
or a title) and must be dropped and made again: the results are those of a rebuild, nothing
crashes. A FIFO, a folder or a huge file in place of each kept file hangs nothing and is
rebuilt around. And the app's own kept files in the saves folder (a review's cache) are never
listed as saves, nor reported as unreadable ones.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.cli import main
from dragonwood_tui.storage.cache import load_sealed, seal

from filesystem.helpers import HANG
from filesystem.test_caches_untrusted import CAMPAIGN, _lived_in


def resealed(body: Any) -> bytes:
    """A kept file as `store_sealed` writes it: `body` and its own, valid seal."""
    data = json.dumps(body).encode()
    return b'{"seal":"' + seal(data).encode() + b'","body":' + data + b"}"


def body_of(path: Path) -> Any:
    return json.loads(path.read_bytes())["body"]


def in_a_thread(call: Callable[[], Any]) -> Any:
    """`call()` in a thread joined with a timeout: a reader that blocks (on a FIFO) fails the test."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - reported below
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(HANG)
    assert not thread.is_alive(), "the reader hangs"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> dict[str, Any]:
    """A lived-in saves folder, every kept file written once, and what a rebuild gives."""
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.stats import compute
    from dragonwood_tui.storage.saves_list import list_saves

    saves = _lived_in(tmp_path_factory.mktemp("kept") / "data")
    rebuilt = {
        "stats": compute(saves, use_cache=False).as_dict(),
        "saves": [replace(info, path=Path(info.path.name)) for info in list_saves(saves, index=False)],
        "progress": progress(CAMPAIGN, saves).as_dict(),
    }
    compute(saves)
    list_saves(saves)
    return {"saves": saves, "rebuilt": rebuilt}


@pytest.fixture
def saves(world: dict[str, Any], tmp_path: Path) -> Path:
    """A copy of the world's data folder, its kept files as the app writes them for it (the
    copies are new files: the summary kept is of other inodes)."""
    from dragonwood_tui.stats import compute

    data = tmp_path / "data"
    shutil.copytree(world["saves"].parent, data)
    compute(data / "saves")
    listed(data / "saves")
    return data / "saves"


def listed(saves: Path) -> list[Any]:
    """The saves list, each save named by its file name (the folders differ)."""
    from dragonwood_tui.storage import saves_list

    saves_list._last_listing.clear()
    return [replace(info, path=Path(info.path.name)) for info in saves_list.list_saves(saves)]


def _stats(saves: Path) -> dict[str, Any]:
    from dragonwood_tui.stats import compute

    return compute(saves).as_dict()


# -- the statistics' summary (stats-summary.json) ---------------------------------------------


def _summary_path(saves: Path) -> Path:
    from dragonwood_tui.stats.summary import DERIVED_NAME

    return saves.parent / DERIVED_NAME


def _game(body: dict[str, Any], **match: Any) -> dict[str, Any]:
    return next(g for g in body["games"] if all(g.get(k) == v for k, v in match.items()))


SUMMARY_EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "unknown game kind": lambda b: b["games"][0].update(kind="chess"),
    "a day that is no date": lambda b: _game(b, kind="dragonwood", check=b["dailies"][0][5]).update(daily="2026-02-30"),
    "a daily row of 2026-02-30": lambda b: b["dailies"][0].__setitem__(0, "2026-02-30"),
    "a daily won that its game lost": lambda b: b["dailies"][0].__setitem__(3, b["dailies"][0][3] + 50),
    "a daily of a game no registry knows": lambda b: b["dailies"][0].__setitem__(1, "chess"),
    "a check code that is no code": lambda b: b["dailies"][0].__setitem__(5, "[link=http://x]"),
    "negative stars": lambda b: b["campaign"].__setitem__(1, -3),
    "more stars than there are": lambda b: b["campaign"].__setitem__(1, b["campaign"][2] + 1),
    "a title with an escape sequence": lambda b: b["campaign"].__setitem__(0, "\x1b]52;c;cGF5bG9hZA==\x07Road"),
    "a title with a carriage return": lambda b: b["campaign"].__setitem__(0, "Road\rHacked"),
    "seat 9 of a 2-seat game": lambda b: _game(b, seats=2).update(seat=9),
    "a level no game has": lambda b: _game(b, seats=2).update(level="[link=http://x]"),
    "a level with an escape": lambda b: _game(b, seats=2).update(level="\x1b[31mred"),
    "a game counted twice": lambda b: b["games"].append(b["games"][0]),
    "a game of no file": lambda b: b["games"][0].update(save_id="phantom"),
    "an unreadable file that is not there": lambda b: b["unreadable"].append(["ghost.json", "bad"]),
    "a practice counted": lambda b: b["games"][0].update(practice=True),
    "a negative army": lambda b: b["games"][0].update(army=-1),
    "a time with no zone": lambda b: b["games"][0].update(when="2026-01-01T00:00:00"),
    "a score beyond reason": lambda b: b["games"][0].update(score=10**30),
}


@pytest.mark.parametrize("edit", SUMMARY_EDITS)
def test_a_summary_sealed_again_out_of_its_meaning_is_made_again(world, saves, edit, monkeypatch):
    path = _summary_path(saves)
    body = body_of(path)
    assert body["dailies"] and body["campaign"] and body["unreadable"]  # the world has each part
    SUMMARY_EDITS[edit](body)
    path.write_bytes(resealed(body))
    import dragonwood_tui.stats.summary as summary

    made: list[str] = []
    real = summary.collect
    monkeypatch.setattr(summary, "collect", lambda *a: made.append("collect") or real(*a))
    assert _stats(saves) == world["rebuilt"]["stats"]
    assert made == ["collect"]  # not believed: made again
    assert body_of(path) != body  # and written again as the saves make it


def test_the_summary_as_written_is_believed(world, saves, monkeypatch):
    """The checks accept what the app writes (a cache never believed would be no cache)."""
    import dragonwood_tui.stats.summary as summary

    monkeypatch.setattr(summary, "collect", lambda *a: pytest.fail("made again"))
    assert _stats(saves) == world["rebuilt"]["stats"]


def test_stats_command_shows_the_records_figures_over_a_hostile_summary(world, saves, monkeypatch, capsys):
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(saves.parent))
    assert main(["stats"]) == 0
    clean = capsys.readouterr().out
    path = _summary_path(saves)
    for edit in SUMMARY_EDITS.values():
        body = body_of(path)
        edit(body)
        path.write_bytes(resealed(body))
        assert main(["stats"]) == 0
        out = capsys.readouterr().out
        assert out == clean and "\x1b" not in out and "Hacked" not in out


# -- the statistics cache (stats-cache.json) --------------------------------------------------


FACTS_EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "unknown game kind": lambda f: f.update(kind="chess"),
    "a day that is no date": lambda f: f.update(daily="2026-02-30", check="abcdef"),
    "a check code with no day": lambda f: f.update(daily=None, check="abcdef"),
    "seat 9 of the game's seats": lambda f: f.update(seat=9),
    "a level no game has": lambda f: f.update(level="[link=http://x]"),
    "a negative army": lambda f: f.update(army=-1),
    "a check code that is no code": lambda f: f.update(daily="2026-12-01", check="\x1b]52;c;x\x07"),
}


@pytest.mark.parametrize("edit", FACTS_EDITS)
def test_a_statistics_cache_entry_sealed_again_out_of_its_meaning_is_read_again(world, saves, edit, monkeypatch):
    import dragonwood_tui.stats.facts as facts
    from dragonwood_tui.stats.facts import cache_path

    _summary_path(saves).unlink()  # else the summary answers alone
    path = cache_path(saves)
    body = body_of(path)
    name, entry = next((n, e) for n, e in sorted(body["entries"].items()) if e["facts"] and e["facts"]["seats"] == 2)
    FACTS_EDITS[edit](entry["facts"])
    entry["facts"]["won"] = not entry["facts"]["won"]  # believed, it would change the figures
    path.write_bytes(resealed(body))
    replayed: list[str] = []
    real = facts.facts_of_record
    monkeypatch.setattr(facts, "facts_of_record", lambda save_id, record: replayed.append(save_id) or real(save_id, record))
    assert _stats(saves) == world["rebuilt"]["stats"]
    assert name[: -len(".json")] in replayed  # read again from its record (a value of the wrong shape: every one)


# -- the saves index (saves-index.json) -------------------------------------------------------


INDEX_EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "unknown game kind": lambda line: line.update(game="chess"),
    "a status no record has": lambda line: line.update(status="won"),
    "seat 9 to move": lambda line: line.update(to_move=9),
    "a winner beyond the seats": lambda line: line.update(winners=[5]),
    "a negative step count": lambda line: line.update(steps=-4),
    "a time with no zone": lambda line: line.update(updated="2026-01-01T00:00:00"),
    "a day that is no date": lambda line: line.update(updated="2026-02-30T00:00:00Z"),
    "scores for seats not there": lambda line: line.update(scores=[1, 2, 3, 4, 5, 6, 7]),
    "a readable save with a problem": lambda line: line.update(problem="bad"),
}


@pytest.mark.parametrize("edit", INDEX_EDITS)
def test_a_saves_index_line_sealed_again_out_of_its_meaning_is_read_again(world, saves, edit):
    from dragonwood_tui.storage.saves_index import index_path

    path = index_path(saves)
    body = body_of(path)
    name = next(n for n, line in sorted(body["lines"].items()) if line["problem"] is None and len(line["seats"]) == 2)
    INDEX_EDITS[edit](body["lines"][name])
    path.write_bytes(resealed(body))
    assert in_a_thread(lambda: listed(saves)) == world["rebuilt"]["saves"]


def test_an_unsealed_saves_index_is_not_believed(world, saves):
    from dragonwood_tui.storage.saves_index import INDEX_FORMAT, INDEX_VERSION, index_path

    path = index_path(saves)
    body = body_of(path)
    for line in body["lines"].values():
        line["name"] = "Forged"
    path.write_bytes(json.dumps(body).encode())  # the body alone, as version 1 kept it
    assert (body["format"], body["version"]) == (INDEX_FORMAT, INDEX_VERSION)
    assert listed(saves) == world["rebuilt"]["saves"]


# -- the campaign's progress (campaign/<id>.progress.json) ------------------------------------


def test_stars_the_measure_does_not_reach_are_not_believed_though_sealed(world, saves):
    from dragonwood_tui.campaign.progress import cache_path, progress

    path = cache_path(CAMPAIGN, saves)
    body = body_of(path)
    attempt = next(e["attempt"] for e in body["entries"].values() if e["attempt"] and e["attempt"]["finished"] and e["attempt"]["stars"] == 0)
    assert attempt["measure"] < CAMPAIGN.stage(attempt["stage"]).goal.stars[0]
    attempt.update(stars=1, won=True)  # as many stars as the stage has, the measure kept: it reaches none
    path.write_bytes(resealed(body))
    assert progress(CAMPAIGN, saves).as_dict() == world["rebuilt"]["progress"]


# -- the review cache beside a record (<save>.json.review.json) --------------------------------


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory) -> dict[str, Any]:
    """A short record reviewed for its first seat, its cache as written."""
    from dragonwood_tui.review import run
    from dragonwood_tui.storage.records import encode_record

    from review.test_review_core import _short_record

    folder = tmp_path_factory.mktemp("reviewed")
    record = _short_record(10)
    path = folder / "game.json"
    path.write_bytes(encode_record(record))
    review = run.load_or_review(path, record, 0)
    assert review.decisions
    return {"record": record, "path": path, "review": review, "cache": run.cache_path(path).read_bytes()}


def _decision(body: dict[str, Any]) -> dict[str, Any]:
    return body["seats"]["1"]["decisions"][0]


REVIEW_EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "a chance of 1.5": lambda b: _decision(b).update(chance_played=1.5),
    "a chance below 0": lambda b: _decision(b).update(chance_best=-0.25),
    "a negative loss": lambda b: _decision(b).update(loss=-0.5),
    "a class with no name": lambda b: _decision(b).update({"class": "brilliant"}),
    "a class the loss does not give": lambda b: _decision(b).update(**{"class": "blunder" if _decision(b)["class"] != "blunder" else "best"}),
    "seat 9 of a 2-seat game": lambda b: b["seats"].update({"9": {**b["seats"]["1"], "seat": 9}}),
    "another seat's review under seat 1": lambda b: b["seats"]["1"].update(seat=2),
    "another name": lambda b: b["seats"]["1"].update(name="Mallory"),
    "unknown game kind": lambda b: b["seats"]["1"].update(game="chess"),
    "a game of another kind": lambda b: b["seats"]["1"].update(game="dice-quest"),
    "counts the decisions do not give": lambda b: b["seats"]["1"]["counts"].update(best=99),
    "a negative count": lambda b: b["seats"]["1"].update(skipped=-1),
    "a step beyond the record": lambda b: _decision(b).update(step=10_000),
    "steps out of order": lambda b: b["seats"]["1"]["decisions"].reverse() if len(b["seats"]["1"]["decisions"]) > 1 else _decision(b).update(step=-1),
    "a link for a method": lambda b: b["seats"]["1"].update(method="[link=http://x]exact"),
    "an escape in the words": lambda b: _decision(b).update(played="\x1b]52;c;cGF5bG9hZA==\x07draw"),
    "an accuracy of 150": lambda b: b["seats"]["1"].update(accuracy=150.0),
    "an accuracy the decisions do not give": lambda b: b["seats"]["1"].update(accuracy=b["seats"]["1"]["accuracy"] / 2 + 1),
    "a chance start of its own": lambda b: b["seats"]["1"].update(chance_start=0.999),
    "a played option better than the best": lambda b: _decision(b).update(chance_played=1.0),
    "a forced move as a decision": lambda b: _decision(b).update(options=1),
}


def _review_again(reviewed: dict[str, Any], monkeypatch, known: bool = False) -> tuple[Any, list[int]]:
    """The review `load_or_review` gives now, and the reviews it made (not from the cache).
    `known`: a review made again is the one the fixture made (the review is deterministic, and
    the many-examples test is about the cache's trust, not the analysis: a second each saved)."""
    from dragonwood_tui.review import run

    made: list[int] = []
    real = run.review_record
    if known:
        real = lambda record, seat, **kw: copy.deepcopy(reviewed["review"])  # noqa: E731
    monkeypatch.setattr(run, "review_record", lambda record, seat, **kw: made.append(seat) or real(record, seat, **kw))
    return in_a_thread(lambda: run.load_or_review(reviewed["path"], reviewed["record"], 0)), made


@pytest.mark.parametrize("edit", REVIEW_EDITS)
def test_a_review_cache_sealed_again_out_of_its_meaning_is_reviewed_again(reviewed, edit, monkeypatch):
    from dragonwood_tui.review import run

    body = json.loads(reviewed["cache"])["body"]
    REVIEW_EDITS[edit](body)
    run.cache_path(reviewed["path"]).write_bytes(resealed(body))
    review, made = _review_again(reviewed, monkeypatch)
    assert review == reviewed["review"] and made == [0]
    assert run.cache_path(reviewed["path"]).read_bytes() == reviewed["cache"]  # written again as made


def test_the_review_cache_as_written_is_believed(reviewed, monkeypatch):
    from dragonwood_tui.review import run

    run.cache_path(reviewed["path"]).write_bytes(reviewed["cache"])
    review, made = _review_again(reviewed, monkeypatch)
    assert review == reviewed["review"] and made == []
    assert_meaningful(review, reviewed["record"])


@pytest.mark.parametrize("number", ["1e999", "-1e999", "NaN", "Infinity", "1.5", "-0.1"])
def test_a_chance_that_is_no_number_in_zero_to_one_is_refused(reviewed, number, monkeypatch):
    """JSON has no NaN nor infinity, yet a file can hold `NaN` or 1e999 (Python's json writes
    them): never a chance."""
    from dragonwood_tui.review import run

    body = json.loads(reviewed["cache"])["body"]
    text = json.dumps(body).replace(f'"chance_played": {json.dumps(_decision(body)["chance_played"])}', f'"chance_played": {number}', 1)
    assert number in text
    run.cache_path(reviewed["path"]).write_bytes(b'{"seal":"' + seal(text.encode()).encode() + b'","body":' + text.encode() + b"}")
    review, made = _review_again(reviewed, monkeypatch)
    assert review == reviewed["review"] and made == [0]


def assert_meaningful(review: Any, record: Any) -> None:
    """What every review says, whatever it was read from: the record's game, seat and name;
    decisions in step order within the record, each with more than one option, chances within
    0..1, the best at least the played, the loss their difference, the class the loss's; the
    counts the decisions' classes; the accuracy within 0..100."""
    import math

    from dragonwood_tui.review import model

    seat = record.header.seats[review.seat - 1]
    assert (review.game, review.name) == (record.kind, seat.name)
    steps = [d.step for d in review.decisions]
    assert steps == sorted(set(steps)) and all(0 <= s < len(record.actions) for s in steps)
    for d in review.decisions:
        assert 0 <= d.chance_played <= d.chance_best <= 1 and d.options >= 2 and 0 <= d.se <= 1
        assert math.isclose(d.loss, d.chance_best - d.chance_played, abs_tol=1e-12) and d.cls == model.classify(d.loss, d.se)
    assert review.counts == {c: sum(d.cls == c for d in review.decisions) for c in model.CLASSES}
    assert 0 <= review.accuracy <= 100 and 0 <= review.chance_start <= 1 and review.skipped >= 0
    from dragonwood_tui.review.reasons import reason
    from dragonwood_tui.storage.text import unsafe

    for d in review.decisions:  # the reason line is made from the file's facts: a line of text, never a crash
        why = reason(review, d)
        assert isinstance(why, str) and "\n" not in why and not unsafe(why)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    field=st.sampled_from(["chance_played", "chance_best", "loss", "se", "step", "turn", "options", "class", "played",
                           "played_facts", "best_facts", "worlds", "best_action"]),
    value=st.one_of(
        st.floats(allow_nan=False, allow_infinity=False, width=64), st.floats(0, 1), st.integers(-(2**40), 2**40),
        st.integers(0, 12), st.sampled_from(["best", "good", "inaccuracy", "mistake", "blunder"]), st.text(max_size=12),
        # facts as a game's words may meet them in a file: any key, any plain value
        st.dictionaries(st.sampled_from(["do", "card", "chance", "vp", "cards", "kept", "type", "race_mine", "creature"]),
                        st.one_of(st.integers(-5, 200), st.floats(-1, 2), st.text(max_size=8),
                                  st.lists(st.integers(-3, 9), max_size=6),
                                  st.sampled_from(["capture", "reload", "reroll", "beat", "road", "attack", "\x1b[31m"]))),
    ),
)
def test_any_value_sealed_into_a_decision_never_gives_a_review_out_of_its_meaning(reviewed, field, value, monkeypatch):
    """A review read from a cache sealed again with any value in a decision is the review made
    again, or one that means what a review means (`assert_meaningful`); never a crash."""
    from dragonwood_tui.review import run

    body = json.loads(reviewed["cache"])["body"]
    _decision(body)[field] = value
    run.cache_path(reviewed["path"]).write_bytes(resealed(body))
    review, made = _review_again(reviewed, monkeypatch, known=True)
    assert_meaningful(review, reviewed["record"])
    assert made == [0] or review.decisions[1:] == reviewed["review"].decisions[1:]


# -- the plots' figures (stats-figures.json) --------------------------------------------------


def _store(tmp_path: Path, line: list[list[str]]) -> Path:
    """A figure store holding one figure of one line, sealed."""
    from dragonwood_tui.tui.widgets.kept_plot import STORE_VERSION

    path = tmp_path / "stats-figures.json"
    path.write_bytes(resealed({"version": STORE_VERSION, "figures": {"0" * 32: [line]}}))
    return path


AS_WRITTEN = [["  Scores ", "#e6e2d3 on #1a221a"], ["•", "color(10) on #1a221a"], ["│", "bold color(12)"], [" ", ""]]


@pytest.mark.parametrize("run", [
    ["x", "link http://x"], ["x", "bold link http://x"], ["x", "[link=http://x]"], ["x", "red on blue link http://x"],
    ["x", "\x1b]52;c;cGF5bG9hZA==\x07"], ["x", "@click=app.quit"], ["x", "blink2 reverse red on #zzzzzz"],
    ["\x1b]52;c;cGF5bG9hZA==\x07", ""], ["\x1b[2J", "bold"], ["a\rb", ""], ["\u202ereversed", ""],
])
def test_a_figure_store_sealed_again_with_a_link_a_style_or_an_escape_of_its_own_is_dropped(tmp_path, run):
    from dragonwood_tui.tui.widgets import kept_plot

    kept_plot._stores.clear()
    assert kept_plot._stored(_store(tmp_path, AS_WRITTEN)) != {}  # what Rich writes: kept
    kept_plot._stores.clear()
    assert kept_plot._stored(_store(tmp_path, [*AS_WRITTEN, run])) == {}
    kept_plot._stores.clear()


@settings(max_examples=200, deadline=None)
@given(style=st.text(alphabet=st.sampled_from(list("abdefhiklnoprstuvw #()0123456789=[]:/.\x1b")), max_size=40))
def test_a_style_taken_from_a_figure_store_is_one_rich_draws_without_a_link(style):
    from rich.style import Style

    from dragonwood_tui.tui.widgets.kept_plot import _style_holds

    if _style_holds(style):
        assert Style.parse(style).link is None and "\x1b" not in style and "[" not in style


def test_a_stored_figure_of_another_size_is_not_drawn():
    from dragonwood_tui.tui.widgets.kept_plot import _fits

    assert _fits([[("ab", ""), ("c", "bold")]] * 2, 3, 2)
    assert not _fits([[("ab", ""), ("c", "bold")]] * 2, 80, 2) and not _fits([[("ab", "")]], 2, 2)


# -- the lock label (.<id>.holder) ------------------------------------------------------------


@pytest.mark.parametrize("label", [
    {"pid": -1, "host": "h"}, {"pid": 1, "host": "\x1b]52;c;x\x07"}, {"pid": 1, "since": "2026-02-30T00:00:00Z"},
    {"pid": 1, "since": "2026-01-01T00:00:00"}, {"pid": 10**30},
])
def test_a_lock_label_out_of_its_meaning_names_nobody(tmp_path, label):
    from dragonwood_tui.storage.locks import Holder, holder_path, read_holder

    save = tmp_path / "game.json"
    holder_path(save).write_text(json.dumps(label))
    assert read_holder(save) == Holder()


# -- not a regular file, or too large, in place of each kept file ------------------------------


def _kept_files(saves: Path) -> dict[str, Path]:
    from dragonwood_tui.campaign.progress import cache_path as progress_path
    from dragonwood_tui.campaign.progress import reset_path
    from dragonwood_tui.stats.facts import cache_path
    from dragonwood_tui.storage.saves_index import index_path

    return {
        "summary": _summary_path(saves), "stats cache": cache_path(saves), "saves index": index_path(saves),
        "progress": progress_path(CAMPAIGN, saves), "reset mark": reset_path(CAMPAIGN, saves),
    }


def _replace(path: Path, how: str) -> None:
    path.unlink(missing_ok=True)
    if how == "fifo":
        os.mkfifo(path)
    elif how == "folder":
        path.mkdir()
    else:  # a sparse file larger than any kept file may be: refused from its size, unread
        with open(path, "wb") as f:
            f.truncate(65 * 1024 * 1024)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("how", ["fifo", "folder", "huge"])
@pytest.mark.parametrize("which", ["summary", "stats cache", "saves index", "progress", "reset mark"])
def test_a_fifo_a_folder_or_a_huge_file_in_place_of_a_kept_file_hangs_nothing(world, saves, which, how):
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.stats import compute

    path = _kept_files(saves)[which]
    _replace(path, how)
    assert in_a_thread(lambda: listed(saves)) == world["rebuilt"]["saves"]
    assert in_a_thread(lambda: progress(CAMPAIGN, saves).as_dict()) == world["rebuilt"]["progress"]
    if which != "summary":
        _summary_path(saves).unlink(missing_ok=True)  # the statistics read the file under test
    assert in_a_thread(lambda: compute(saves).as_dict()) == world["rebuilt"]["stats"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("how", ["fifo", "folder", "huge"])
def test_a_fifo_a_folder_or_a_huge_file_in_place_of_a_review_cache_hangs_nothing(reviewed, how, monkeypatch, tmp_path):
    from dragonwood_tui.review import run

    _replace(run.cache_path(reviewed["path"]), how)
    review, made = _review_again(reviewed, monkeypatch)
    assert review == reviewed["review"] and made == [0]
    run.cache_path(reviewed["path"]).unlink() if how != "folder" else run.cache_path(reviewed["path"]).rmdir()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("how", ["fifo", "folder", "huge"])
def test_a_fifo_a_folder_or_a_huge_file_in_place_of_the_figures_or_a_lock_label(tmp_path, how):
    from dragonwood_tui.storage.locks import Holder, holder_path, read_holder
    from dragonwood_tui.tui.widgets import kept_plot

    figures = tmp_path / "stats-figures.json"
    _replace(figures, how)
    kept_plot._stores.clear()
    assert in_a_thread(lambda: kept_plot._stored(figures)) == {}
    kept_plot._stores.clear()
    save = tmp_path / "game.json"
    _replace(holder_path(save), how)
    assert in_a_thread(lambda: read_holder(save)) == Holder()


# -- the app's own kept files are no saves ----------------------------------------------------


def test_a_review_kept_beside_a_save_is_no_save_nor_an_unreadable_one(world, saves, monkeypatch, capsys, reviewed):
    """A reviewed game keeps `<save>.json.review.json` beside it: the statistics, the saves list
    and the campaign's scan never take it for a save, nor warn about it."""
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.review import run

    save = sorted(saves.glob("dragonwood-*.json"))[0]
    run.cache_path(save).write_bytes(reviewed["cache"])  # a review as the app keeps it (of another record)
    (saves / "second.json.review.json").write_bytes(b"{}")  # and one that holds nothing
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(saves.parent))
    assert main(["stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats == json.loads(json.dumps(world["rebuilt"]["stats"])) and [u["file"] for u in stats["unreadable"]] == ["dragonwood-junk.json"]
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert ".review.json" not in out + err
    main(["saves"])  # 1: the junk is an unreadable save, and said so
    out, err = capsys.readouterr()
    assert ".review.json" not in out + err and "dragonwood-junk" in err
    assert listed(saves) == world["rebuilt"]["saves"]
    assert progress(CAMPAIGN, saves).as_dict() == world["rebuilt"]["progress"]


def test_every_listing_of_the_saves_folder_leaves_the_kept_files_out(tmp_path):
    from dragonwood_tui.storage.listing import KEPT_SUFFIXES, is_kept_file, list_folder

    for suffix in KEPT_SUFFIXES:
        (tmp_path / f"game.json{suffix}").write_bytes(b"{}")
    (tmp_path / "game.json").write_bytes(b"{}")
    (tmp_path / "review.json").write_bytes(b"{}")  # a save may be named so: it is one
    assert [f.name for f in list_folder(tmp_path)] == ["game.json", "review.json"]
    assert is_kept_file("x.json.review.json") and not is_kept_file("review.json")
