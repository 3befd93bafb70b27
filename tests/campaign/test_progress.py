"""Progress is derived from the verified records: stars, unlocks, best results and attempts;
the cache is rebuilt when missing, corrupt, half-written or older than a record; an edited
record earns nothing; reset keeps the records."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from dragonwood_tui.campaign.progress import cache_path, progress, reset_progress
from dragonwood_tui.storage.records import decode_record, encode_record
from dragonwood_tui.play.saves import list_saves

from .helpers import play_attempt, small_campaign


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    return saves


def summary(campaign, folder):
    p = progress(campaign, folder)
    return [(s.id, s.stars, s.unlocked, len(s.attempts)) for s in p.stages], p


def test_new_campaign_opens_only_its_first_stage(folder):
    rows, p = summary(small_campaign(), folder)
    assert rows == [("a", 0, True, 0), ("b", 0, False, 0), ("c", 0, False, 0), ("d", 0, False, 0)]
    assert p.current == "a" and p.stars == 0 and p.max_stars == 3 + 1 + 3 + 3


def test_one_star_passes_and_opens_the_next_stage_only(folder):
    c = small_campaign()
    play_attempt(c, "a", folder)
    rows, p = summary(c, folder)
    assert rows[0] == ("a", 3, True, 1)
    assert rows[1] == ("b", 0, True, 0)  # opened by a
    assert rows[2][2] is False  # c needs b passed
    assert p.current == "b"


def test_a_failed_stage_keeps_the_next_one_locked_and_counts_the_attempt(folder):
    c = small_campaign()
    play_attempt(c, "a", folder)
    play_attempt(c, "b", folder)
    rows, p = summary(c, folder)
    assert rows[1] == ("b", 0, True, 1)
    assert p.stage("b").best is not None and p.stage("b").best.stars == 0
    assert rows[2][2] is False


def test_the_last_chapter_also_needs_stars_in_all(folder, monkeypatch):
    import dragonwood_tui.campaign.progress as prog
    from dragonwood_tui.campaign.attempts import Attempt

    c = small_campaign()

    def fake(stars_by_stage):
        return [Attempt(f"s-{k}", k, "2025-01-01T00:00:00+00:00", 1, 10, True, True, v, v, v)
                for k, v in stars_by_stage.items()]

    # a, b, c passed with 1 star each: 3 stars, chapter 2 needs 4
    p = progress(c, folder, attempts=fake({"a": 1, "b": 1, "c": 1}))
    assert not p.stage("d").unlocked
    p = progress(c, folder, attempts=fake({"a": 2, "b": 1, "c": 1}))
    assert p.stage("d").unlocked


def test_best_attempt_is_the_most_stars_then_the_best_measure(folder):
    c = small_campaign()
    _, unfinished = play_attempt(c, "a", folder, seed=1, steps=1)  # an attempt, no result
    assert not unfinished.is_over()
    play_attempt(c, "a", folder, seed=2)
    p = progress(c, folder).stage("a")
    assert len(p.attempts) == 2
    assert p.best is not None and p.best.finished and p.best.seed == 2
    assert [a.finished for a in p.attempts] == [False, True]


def test_progress_is_rebuilt_when_the_cache_is_deleted_or_corrupt(folder):
    c = small_campaign()
    play_attempt(c, "a", folder)
    play_attempt(c, "b", folder)
    first, _ = summary(c, folder)
    path = cache_path(c, folder)
    assert path.is_file()
    path.unlink()
    assert summary(c, folder)[0] == first
    for junk in (b"", b"{", b"[1,2]", b'{"format":"x"}', b"\xff\xfe", json.dumps({"format": "dragonwood-tui-campaign-progress", "version": 1, "campaign": "test", "digest": "0", "entries": {}}).encode()):
        path.write_bytes(junk)
        assert summary(c, folder)[0] == first, junk


def test_a_cache_claiming_stars_is_not_believed_when_the_record_changed(folder):
    c = small_campaign()
    save_id, _ = play_attempt(c, "b", folder)  # 0 stars
    summary(c, folder)
    path = cache_path(c, folder)
    from dragonwood_tui.storage.cache import seal

    body = json.loads(path.read_bytes())["body"]
    body["entries"][save_id]["attempt"]["stars"] = 3
    data = json.dumps(body).encode()  # sealed again: only the record's change can tell
    path.write_bytes(b'{"seal":"' + seal(data).encode() + b'","body":' + data + b"}")
    record_path = folder / f"{save_id}.json"
    record_path.write_bytes(record_path.read_bytes())  # touched: newer than the cache entry
    import os

    st = record_path.stat()
    os.utime(record_path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert progress(c, folder).stage("b").stars == 0


def test_a_half_written_cache_and_a_leftover_temp_file_change_nothing(folder):
    c = small_campaign()
    play_attempt(c, "a", folder)
    first, _ = summary(c, folder)
    path = cache_path(c, folder)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])  # what a kill in the middle of a plain write leaves
    (path.parent / f".{path.name}.abc.tmp").write_bytes(data[:10])  # and of an atomic one
    assert summary(c, folder)[0] == first


def test_an_attempt_killed_mid_game_keeps_every_move_saved(folder):
    c = small_campaign()
    save_id, match = play_attempt(c, "a", folder, seed=1, steps=1)  # the app dies here: the autosave is on disk
    assert not match.is_over()
    a = progress(c, folder).stage("a").attempts
    assert [(x.save_id, x.finished, x.steps) for x in a] == [(save_id, False, len(match.actions))]


def test_an_edited_record_claiming_a_better_result_gives_no_star(folder):
    c = small_campaign()
    save_id, _ = play_attempt(c, "b", folder)  # a real loss: 0 stars
    path = folder / f"{save_id}.json"
    record = decode_record(path.read_bytes())
    # Claim more enemies beaten: put cards into the army by editing the summary's score...
    h = record.header
    h.summary = type(h.summary)(h.summary.status, h.summary.steps, h.summary.turn, h.summary.to_move, [60], [0])
    path.write_bytes(encode_record(record))
    a = progress(c, folder).stage("b").attempts[0]
    assert a.stars == 0 and a.problem is not None and "summary" in a.problem


def test_an_edited_action_gives_no_star(folder):
    c = small_campaign()
    save_id, _ = play_attempt(c, "a", folder)
    path = folder / f"{save_id}.json"
    lines = path.read_bytes().split(b"\n")
    i = next(i for i, line in enumerate(lines) if b'"type":"beat"' in line)
    lines[i] = lines[i].replace(b'"card":', b'"card":1', 1)  # another card id
    path.write_bytes(b"\n".join(lines))
    p = progress(c, folder).stage("a")
    assert p.stars == 0 and p.attempts[0].problem is not None


def test_a_record_with_other_rules_or_seats_than_its_stage_gives_no_star(folder):
    c = small_campaign()
    save_id, _ = play_attempt(c, "a", folder)
    path = folder / f"{save_id}.json"
    record = decode_record(path.read_bytes())
    from dragonwood_tui.engine.game import SeatSpec

    record.header.seats = [SeatSpec("You", "greedy")]  # a bot played it
    path.write_bytes(encode_record(record))
    a = progress(c, folder).stage("a").attempts[0]
    assert a.stars == 0 and "seats" in (a.problem or "")


def test_reset_needs_no_records_deleted_and_starts_again(folder):
    c = small_campaign()
    play_attempt(c, "a", folder)
    assert progress(c, folder).stars == 3
    reset_progress(c, folder, when=datetime.now(timezone.utc) + timedelta(seconds=1))
    p = progress(c, folder)
    assert p.stars == 0 and p.stage("a").attempts == [] and p.current == "a"
    assert len(list_saves(folder)) == 1  # the record is still in the saves


def test_a_cache_edited_to_its_size_and_time_is_not_believed_in_the_same_process(folder):
    # progress remembers the cache file it read or wrote (the map opens again without checking
    # every entry): an edit that keeps the file's size and sets its time back is still seen
    import os

    c = small_campaign()
    save_id, _ = play_attempt(c, "b", folder)  # 0 stars
    assert progress(c, folder).stage("b").stars == 0  # read, cache written and remembered
    path = cache_path(c, folder)
    data = path.read_bytes()
    assert b'"stars":0' in data
    st = path.stat()
    path.write_bytes(data.replace(b'"stars":0', b'"stars":3'))  # same size, same inode
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert progress(c, folder).stage("b").stars == 0


def test_a_copy_of_an_attempt_is_one_attempt(folder):
    """`import --again` of a campaign attempt (or the file copied): the stage counts one attempt;
    the same stage played again is another."""
    import shutil

    from dragonwood_tui.play.saves import import_file

    c = small_campaign()
    save_id, _ = play_attempt(c, "a", folder)
    path = folder / f"{save_id}.json"
    import_file(path, folder, again=True)
    shutil.copy(path, folder / "copied.json")
    assert len(list(folder.glob("*.json"))) == 3
    rows, _ = summary(c, folder)
    assert rows[0] == ("a", 3, True, 1)
    play_attempt(c, "a", folder, seed=2)
    rows, _ = summary(c, folder)
    assert rows[0][3] == 2
