"""The campaign-progress and statistics caches are never trusted: a cache with a value of the
wrong type, out of range, an unknown key, or an outcome edited by hand (every star, every win)
changes nothing — `progress`, `compute`, `dragonwood campaign --json` and `dragonwood stats
--json` give what a rebuild from the records gives, and never crash. Each file is sealed whole
(`storage.cache.store_sealed`): an edit breaks the seal; an edit sealed again (the code that
seals is public) of a value of the wrong shape is still dropped by the strict decoding.
Property: random mutations of either cache, at any place in its JSON or in its bytes, never
crash and never change the results compared with a rebuild."""

from __future__ import annotations

import json
import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.campaign.progress import cache_path, progress
from dragonwood_tui.cli import main
from dragonwood_tui.stats import compute
from dragonwood_tui.stats.facts import cache_path as stats_cache_path

from campaign.helpers import play_attempt, small_campaign
from daily.helpers import DAY, daily_record, write

SAMPLES = Path(__file__).resolve().parents[2] / "saves"
CAMPAIGN = small_campaign()


def _lived_in(data: Path) -> Path:
    """A saves folder with attempts (3 stars, 0 stars, unfinished), the sample records of
    the three games, a daily, and a file that is no record."""
    saves = data / "saves"
    saves.mkdir(parents=True)
    play_attempt(CAMPAIGN, "a", saves, seed=2)
    play_attempt(CAMPAIGN, "b", saves)
    play_attempt(CAMPAIGN, "a", saves, seed=1, steps=1)
    for sample in SAMPLES.glob("*.json"):
        shutil.copy(sample, saves / sample.name)
    write(saves, "dragonwood-daily", daily_record())
    (saves / "dragonwood-junk.json").write_bytes(b'{"not": "a record"}')
    return saves


def _progress(saves: Path) -> dict[str, Any]:
    return progress(CAMPAIGN, saves).as_dict()


def _stats(saves: Path) -> dict[str, Any]:
    """The statistics from the statistics cache (the summary kept beside it dropped first: it
    would answer without reading that cache)."""
    from dragonwood_tui.stats.summary import DERIVED_NAME

    (saves.parent / DERIVED_NAME).unlink(missing_ok=True)
    return compute(saves).as_dict()


def _stats_kept(saves: Path) -> dict[str, Any]:
    return compute(saves).as_dict()


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> dict[str, Any]:
    """The folder, what a rebuild gives (no cache at all), and the caches as written."""
    saves = _lived_in(tmp_path_factory.mktemp("lived-in") / "data")
    rebuilt = {"progress": progress(CAMPAIGN, saves).as_dict(), "stats": compute(saves, use_cache=False).as_dict()}
    cache_path(CAMPAIGN, saves).unlink()  # written by the first call: start from none
    assert _progress(saves) == rebuilt["progress"] and _stats(saves) == rebuilt["stats"]
    caches = {"progress": cache_path(CAMPAIGN, saves), "stats": stats_cache_path(saves)}
    assert rebuilt["progress"]["stars"] > 0 and rebuilt["stats"]["played"] > 0
    return {"saves": saves, "rebuilt": rebuilt, "paths": caches, "bytes": {k: p.read_bytes() for k, p in caches.items()}}


def _results(world: dict[str, Any], which: str) -> dict[str, Any]:
    return (_progress if which == "progress" else _stats)(world["saves"])


def _entries(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return list(doc["body"]["entries"].values())


# -- hand edits ------------------------------------------------------------------------------


def _every_star(doc: dict[str, Any]) -> None:
    for e in _entries(doc):
        if e.get("attempt"):
            e["attempt"].update(finished=True, won=True, stars=3, problem=None, measure=99, score=99)


def _every_win(doc: dict[str, Any]) -> None:
    for e in _entries(doc):
        if e.get("facts"):
            e["facts"].update(finished=True, won=True, score=999)


def _wrong_type(key: str, value: Any) -> Any:
    def edit(doc: dict[str, Any]) -> None:
        for e in _entries(doc):
            inner = e.get(key)
            if inner:
                field = "stars" if key == "attempt" else "score"
                inner[field] = value

    return edit


def _unknown_key(key: str) -> Any:
    def edit(doc: dict[str, Any]) -> None:
        for e in _entries(doc):
            if e.get(key):
                e[key]["cheat"] = True

    return edit


def _unknown_top_key(doc: dict[str, Any]) -> None:
    doc["body"]["extra"] = 1


def _naive_times(doc: dict[str, Any]) -> None:
    for e in _entries(doc):
        if e.get("facts"):
            e["facts"]["when"] = "2025-01-01T00:00:00"
        if e.get("attempt"):
            e["attempt"]["created"] = "2025-01-01T00:00:00"


def _out_of_range(doc: dict[str, Any]) -> None:
    for e in _entries(doc):
        if e.get("attempt"):
            e["attempt"]["stars"] = 7
        if e.get("facts"):
            e["facts"]["seat"] = 9


EDITS = {
    "progress": {"every star": _every_star, "stars as text": _wrong_type("attempt", "3"),
                 "unknown key": _unknown_key("attempt"), "unknown cache key": _unknown_top_key, "naive time": _naive_times, "out of range": _out_of_range},
    "stats": {"every win": _every_win, "score as text": _wrong_type("facts", "9"),
              "unknown key": _unknown_key("facts"), "unknown cache key": _unknown_top_key, "naive time": _naive_times, "out of range": _out_of_range},
}


@pytest.mark.parametrize("which,edit", [(w, e) for w, edits in EDITS.items() for e in edits])
def test_a_hand_edited_cache_changes_nothing(world, which, edit):
    doc = json.loads(world["bytes"][which])
    EDITS[which][edit](doc)
    world["paths"][which].write_text(json.dumps(doc))
    assert _results(world, which) == world["rebuilt"][which]


def _sealed_again(doc: dict[str, Any]) -> bytes:
    """The cache as `store_sealed` writes it: the edited body with its own seal."""
    from dragonwood_tui.storage.cache import seal

    body = json.dumps(doc["body"]).encode()
    return b'{"seal":"' + seal(body).encode() + b'","body":' + body + b"}"


SHAPES = ("stars as text", "score as text", "unknown key", "unknown cache key", "naive time", "out of range")


@pytest.mark.parametrize("which,edit", [(w, e) for w, edits in EDITS.items() for e in edits if e in SHAPES])
def test_an_edit_sealed_again_of_the_wrong_shape_changes_nothing(world, which, edit):
    doc = json.loads(world["bytes"][which])
    EDITS[which][edit](doc)
    world["paths"][which].write_bytes(_sealed_again(doc))
    assert _results(world, which) == world["rebuilt"][which]


def test_the_cache_as_written_is_sealed_and_read_back_without_a_replay(world, monkeypatch):
    """The seal holds for what the code wrote (a cache that is never believed would be no cache)."""
    import dragonwood_tui.stats.facts as facts

    saves = world["saves"]
    world["paths"]["stats"].write_bytes(world["bytes"]["stats"])
    assert set(json.loads(world["bytes"]["stats"])) == {"seal", "body"}
    calls: list[str] = []
    monkeypatch.setattr(facts, "facts_of_record", lambda *a: calls.append(a[0]))
    assert _stats(saves) == world["rebuilt"]["stats"]
    assert calls == []


def test_a_statistics_cache_edited_by_hand_is_rebuilt_from_the_records(world, monkeypatch):
    """An edit breaks the file's seal: every record is re-played (none believed from the
    cache), the results are the records', and the cache is written again, sealed."""
    import dragonwood_tui.stats.facts as facts

    doc = json.loads(world["bytes"]["stats"])
    _every_win(doc)
    world["paths"]["stats"].write_text(json.dumps(doc))
    replayed: list[str] = []
    real = facts.facts_of_record
    monkeypatch.setattr(facts, "facts_of_record", lambda save_id, record: replayed.append(save_id) or real(save_id, record))
    assert _stats(world["saves"]) == world["rebuilt"]["stats"]
    records = {p.stem for p in world["saves"].glob("*.json")} - {"dragonwood-junk"}  # the junk is no record
    assert set(replayed) == records
    assert world["paths"]["stats"].read_bytes() == world["bytes"]["stats"]  # the cache as the records make it
    replayed.clear()
    assert _stats(world["saves"]) == world["rebuilt"]["stats"] and replayed == []  # believed again: sealed by us


@pytest.mark.parametrize("which", ["progress", "stats"])
def test_the_commands_ignore_an_edited_cache(world, which, monkeypatch, capsys):
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(world["saves"].parent))
    own = world["saves"].parent.parent / "test-campaign.json"  # the test's campaign, as a file
    own.write_bytes(msgspec.json.encode(CAMPAIGN))
    argv = ["stats", "--json"] if which == "stats" else ["campaign", "--json", "--file", str(own)]
    world["paths"]["progress"].unlink(missing_ok=True)
    world["paths"]["stats"].unlink(missing_ok=True)
    assert main(argv) == 0
    clean = capsys.readouterr().out
    for edit in EDITS[which].values():
        doc = json.loads(world["paths"][which].read_bytes())
        edit(doc)
        world["paths"][which].write_text(json.dumps(doc))
        assert main(argv) == 0
        assert capsys.readouterr().out == clean


def test_a_record_touched_or_copied_keeps_its_cached_outcome_without_a_replay(world, monkeypatch):
    """The digest ties an outcome to the bytes: a new time alone re-plays nothing."""
    import dragonwood_tui.campaign.progress as prog

    saves = world["saves"]
    _progress(saves)
    for path in saves.glob("*.json"):
        path.write_bytes(path.read_bytes())  # same bytes, a new time
    calls: list[str] = []
    real = prog.check_attempt
    monkeypatch.setattr(prog, "check_attempt", lambda *a: calls.append(a[2]) or real(*a))
    assert _progress(saves) == world["rebuilt"]["progress"]
    assert calls == []


# -- random mutations --------------------------------------------------------------------------


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)


def _mutate_json(data: Any, doc: Any) -> Any:
    """One change at a random place of `doc`: a value replaced (by any JSON, or a number one
    off, a bool flipped), a key removed or added."""
    if not isinstance(doc, (dict, list)) or not doc or data.draw(st.integers(0, 3), label="here") == 0:
        how = data.draw(st.sampled_from(["any", "nudge"]), label="how")
        if how == "nudge" and isinstance(doc, bool):
            return not doc
        if how == "nudge" and isinstance(doc, int):
            return doc + data.draw(st.sampled_from([-1, 1, 10**6]), label="by")
        return data.draw(JSON_VALUES, label="value")
    if isinstance(doc, dict):
        keys = sorted(doc)
        key = data.draw(st.sampled_from(keys), label="key")
        what = data.draw(st.sampled_from(["deeper", "drop", "add", "rename"]), label="what")
        if what == "drop":
            return {k: v for k, v in doc.items() if k != key}
        if what == "add":
            return {**doc, data.draw(st.text(max_size=10), label="new key"): data.draw(JSON_VALUES, label="value")}
        if what == "rename":
            return {(k + "x" if k == key else k): v for k, v in doc.items()}
        return {**doc, key: _mutate_json(data, doc[key])}
    i = data.draw(st.integers(0, len(doc) - 1), label="index")
    return [*doc[:i], _mutate_json(data, doc[i]), *doc[i + 1 :]]


def _mutate_bytes(data: Any, raw: bytes) -> bytes:
    how = data.draw(st.sampled_from(["flip", "cut", "swap entries"]), label="bytes")
    if how == "cut":
        return raw[: data.draw(st.integers(0, len(raw)), label="at")]
    if how == "flip":
        i = data.draw(st.integers(0, len(raw) - 1), label="at")
        return raw[:i] + bytes([raw[i] ^ data.draw(st.integers(1, 255), label="xor")]) + raw[i + 1 :]
    doc = json.loads(raw)  # two entries' values exchanged, and the file sealed again
    entries = doc["body"]["entries"]
    a, b = data.draw(st.permutations(sorted(entries)), label="pair")[:2]
    entries[a], entries[b] = entries[b], entries[a]
    return _sealed_again(doc)


@pytest.mark.parametrize("which", ["progress", "stats"])
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_mutations_never_crash_nor_change_the_results(world, which, data):
    raw = world["bytes"][which]
    where = data.draw(st.sampled_from(["an outcome", "anywhere", "the bytes"]), label="where")
    if where == "the bytes":
        mutated = _mutate_bytes(data, raw)
    else:
        doc = json.loads(raw)
        if where == "an outcome":  # inside an entry that proves something, often its outcome
            key = "attempt" if which == "progress" else "facts"
            entries = doc["body"]["entries"]
            names = sorted(n for n, e in entries.items() if e.get(key))
            name = data.draw(st.sampled_from(names), label="entry")
            entry = entries[name]
            if data.draw(st.booleans(), label="the outcome itself"):
                entry[key] = _mutate_json(data, entry[key])
            else:
                entries[name] = _mutate_json(data, entry)
        else:
            doc = _mutate_json(data, doc)
        mutated = json.dumps(doc).encode()
    world["paths"][which].write_bytes(mutated)
    assert _results(world, which) == world["rebuilt"][which]


@pytest.mark.parametrize("mark", [b'{"reset_at": "2025-01-01T00:00:00"}', b'{"reset_at": 5}', b"[" * 100_000])
def test_a_reset_mark_that_is_no_time_resets_nothing_and_never_crashes(world, mark):
    from dragonwood_tui.campaign.progress import reset_path

    path = reset_path(CAMPAIGN, world["saves"])
    path.write_bytes(mark)
    try:
        assert _progress(world["saves"]) == world["rebuilt"]["progress"]
    finally:
        path.unlink()


# -- the summary's kept parts (stats.summary: the daily results and the campaign stars) -------


def _copy(world: dict[str, Any], tmp_path: Path) -> Path:
    data = tmp_path / "data"
    shutil.copytree(world["saves"].parent, data)
    return data / "saves"


def _no_making(monkeypatch) -> list[str]:
    """What made the summary's slow parts again (nothing, when the kept ones are read)."""
    import dragonwood_tui.stats.campaign_stars as stars
    import dragonwood_tui.stats.summary as summary

    made: list[str] = []
    real_dailies, real_stars, real_collect = summary.daily_results, stars.campaign_stars, summary.collect
    monkeypatch.setattr(summary, "collect", lambda *a: made.append("collect") or real_collect(*a))
    monkeypatch.setattr(summary, "daily_results", lambda *a: made.append("dailies") or real_dailies(*a))
    monkeypatch.setattr(stars, "campaign_stars", lambda *a: made.append("stars") or real_stars(*a))
    return made


def test_the_summary_kept_beside_the_caches_is_read_back_and_made_again_when_a_save_changes(world, tmp_path, monkeypatch):
    from dragonwood_tui.stats.summary import DERIVED_NAME

    saves = _copy(world, tmp_path)
    made = _no_making(monkeypatch)
    assert _stats_kept(saves) == world["rebuilt"]["stats"] and made == ["collect", "dailies", "stars"]
    assert set(json.loads((saves.parent / DERIVED_NAME).read_bytes())) == {"seal", "body"}
    made.clear()
    assert _stats_kept(saves) == world["rebuilt"]["stats"] and made == []  # kept: nothing read again
    write(saves, "dragonwood-daily-2", daily_record(day=DAY - timedelta(days=1)))
    now = _stats_kept(saves)
    assert made == ["collect", "dailies", "stars"] and len(now["dailies"]) == len(world["rebuilt"]["stats"]["dailies"]) + 1
    assert now == compute(saves, use_cache=False).as_dict()


@pytest.mark.parametrize("edit", ["every daily lost", "stars sealed again as text", "outcome sealed again unknown", "bytes cut"])
def test_an_edited_kept_summary_changes_nothing(world, tmp_path, monkeypatch, edit):
    from dragonwood_tui.stats.summary import DERIVED_NAME

    saves = _copy(world, tmp_path)
    _stats_kept(saves)
    path = saves.parent / DERIVED_NAME
    raw = path.read_bytes()
    doc = json.loads(raw)
    body = doc["body"]
    assert body["dailies"] and body["campaign"] is not None
    if edit == "every daily lost":  # the seal broken
        for row in body["dailies"]:
            row[2] = "lost"
        path.write_text(json.dumps(doc))
    elif edit == "stars sealed again as text":
        body["campaign"][1] = "48"
        path.write_bytes(_sealed_again(doc))
    elif edit == "outcome sealed again unknown":
        body["dailies"][0][2] = "triumph"
        path.write_bytes(_sealed_again(doc))
    else:
        path.write_bytes(raw[: len(raw) // 2])
    made = _no_making(monkeypatch)
    assert _stats_kept(saves) == world["rebuilt"]["stats"] and made == ["collect", "dailies", "stars"]
