"""Autosave: after every action the file on disk is the whole game so far, and it resumes."""

from __future__ import annotations

import os

import pytest
from records_helpers import toy_record
from toy_game import GAME, ToyConfig, play_game, policy

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.storage.records import RecordError, decode_record, encode_record, new_record, replay_record
from dragonwood_tui.play import saves
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.play.autosave import Autosave

SEATS = [SeatSpec("Ann"), SeatSpec("Bob")]


def _saved(path):
    return decode_record(path.read_bytes())


def test_every_action_is_on_disk_as_soon_as_it_is_played(saves_folder, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # speed: the SIGKILL test covers durability
    config = ToyConfig(2, 40)
    match = Match(GAME, config, 21, SEATS)
    save_id, autosave = saves.start_save(match, saves_folder, name="evening")
    assert _saved(autosave.path).actions == []
    reference = play_game(config, 21)
    assert len(reference) > 70
    for n, action in enumerate(reference, 1):
        match.play(action)
        record = _saved(autosave.path)
        assert record.actions == reference[:n]
        assert record.header.summary.steps == n
        assert record.header.name == "evening"
    assert autosave.writes == len(reference)  # one per action (the first save is start_save's)
    # The autosaved record is exactly the record of the game, timestamps aside.
    final = _saved(autosave.path)
    fresh = new_record(GAME, config, 21, SEATS, reference, name="evening",
                       created=final.header.created, updated=final.header.updated)
    assert final == fresh
    # One line per action, each with the summary and time of its step (any may be the last).
    lines = autosave.path.read_bytes().splitlines()
    assert len(lines) == 1 + len(reference)
    assert all(b'"summary":' in line and b'"updated":' in line for line in lines)
    replay_record(final)
    assert final.header.summary.status == "finished"


def test_resume_continues_the_same_file_and_the_same_checkpoints(saves_folder):
    config = ToyConfig(2, 40)
    reference = play_game(config, 4)
    match = Match(GAME, config, 4, SEATS)
    save_id, autosave = saves.start_save(match, saves_folder)
    for action in reference[:45]:
        match.play(action)
    created = _saved(autosave.path).header.created

    resumed = saves.resume(save_id, saves_folder)
    assert resumed.id == save_id
    assert resumed.match.actions == reference[:45]
    expected_state = GAME.new_game(config, 4)
    for a in reference[:45]:
        GAME.apply(expected_state, a)
    assert state_hash(resumed.match.state) == state_hash(expected_state)
    for action in reference[45:]:
        resumed.match.play(action)
    final = _saved(autosave.path)
    assert final.actions == reference
    assert final.header.created == created
    played = saves.match_of(final)  # a Match where the record ends, with no autosave
    assert played.actions == reference and played.listeners == [] and played.is_over()
    assert final.checkpoints == new_record(GAME, config, 4, SEATS, reference).checkpoints
    replay_record(final)


def test_attaching_to_a_match_with_actions_computes_its_checkpoints(tmp_path):
    config = ToyConfig(2, 40)
    match = Match(GAME, config, 6, SEATS, play_game(config, 6, 70))
    saver = Autosave(tmp_path / "x.json").attach(match)
    assert _saved(saver.path).checkpoints == new_record(GAME, config, 6, SEATS, match.actions).checkpoints
    # Given checkpoints that don't fit the match are recomputed, not trusted.
    wrong = Autosave(tmp_path / "y.json", checkpoints=[]).attach(match)
    assert _saved(wrong.path).checkpoints == _saved(saver.path).checkpoints


def test_a_failed_write_does_not_stop_the_game(tmp_path):
    errors = []
    folder = tmp_path / "gone"
    folder.mkdir()
    match = Match(GAME, ToyConfig(2, 10), 2, SEATS)
    saver = Autosave(folder / "g.json", on_error=errors.append).attach(match)
    os.remove(saver.path)
    folder.rmdir()
    match.play(policy(match.state, GAME.legal_actions(match.state)))
    assert len(match.actions) == 1
    assert isinstance(saver.error, OSError) and errors == [saver.error]
    folder.mkdir()
    match.play(policy(match.state, GAME.legal_actions(match.state)))
    assert saver.error is None
    assert _saved(saver.path).actions == match.actions


def test_atomic_write_leaves_the_old_file_when_the_write_fails(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    atomic_write(path, b"old")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]  # no temporary file left


def test_two_new_games_in_the_same_second_get_different_ids(saves_folder):
    ids = set()
    for seed in range(5):
        match = Match(GAME, ToyConfig(2, 3), seed, SEATS)
        ids.add(saves.start_save(match, saves_folder)[0])
    assert len(ids) == 5
    assert {i.id for i in saves.list_saves(saves_folder)} == ids


def test_resume_tolerates_a_stale_summary_but_not_a_wrong_hash(saves_folder):
    record = toy_record(rounds=40, limit=50)
    record.header.summary = type(record.header.summary)(
        status="playing", steps=50, turn=1, to_move=0, scores=[0, 0], winners=[]
    )
    (saves_folder / "stale.json").write_bytes(encode_record(record))
    assert saves.resume("stale", saves_folder, autosave=False).match.actions == record.actions
    bad = toy_record(rounds=40, limit=50)
    bad.checkpoints[1] = type(bad.checkpoints[1])(32, "0" * 16)
    (saves_folder / "bad.json").write_bytes(encode_record(bad))
    with pytest.raises(RecordError, match="bad.json: step 32: state hash differs"):
        saves.resume("bad", saves_folder)


@pytest.mark.parametrize(
    "seed,seats,name,message",
    [
        (2**63, SEATS, "", "a seed is 0 to"),
        (-1, SEATS, "", "a seed is 0 to"),
        (1, [SeatSpec("x" * 101), SeatSpec("b")], "", "seat 0: a name is at most 100"),
        (1, SEATS, "n" * 101, "a game's name is at most 100"),
    ],
)
def test_values_a_record_could_not_hold_are_refused_before_any_write(seed, seats, name, message, saves_folder):
    match = Match(GAME, ToyConfig(2, 3), 1, seats)
    match.seed = seed
    with pytest.raises(ValueError, match=message):
        Autosave(saves_folder / "x.json", name=name).attach(match)
    assert not (saves_folder / "x.json").exists()


def test_start_save_refuses_a_long_name_and_leaves_no_file(saves_folder):
    match = Match(GAME, ToyConfig(2, 3), 1, SEATS)
    with pytest.raises(ValueError):
        saves.start_save(match, saves_folder, name="n" * 101)
    assert list(saves_folder.iterdir()) == []
