"""The saves list reads headers only, copes with every kind of file, and ids stay in the folder."""

from __future__ import annotations

import shutil

import msgspec
import platformdirs
import pytest
from records_helpers import FIXTURES, as_v1, toy_bytes, toy_record

from dragonwood_tui.storage.records import RecordError
from dragonwood_tui.play import saves
from dragonwood_tui.storage import paths


def test_listing_reads_only_the_first_and_the_last_line(saves_folder, monkeypatch):
    from records_helpers import v2_bytes, v2_lines

    from dragonwood_tui.play.autosave import Autosave
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.engine.game import SeatSpec
    from toy_game import GAME, ToyConfig, play_game

    config = ToyConfig(2, 30)
    match = Match(GAME, config, 5, [SeatSpec("A"), SeatSpec("B")])
    path = saves_folder / "g.json"
    Autosave(path, name="kept").attach(match)
    for action in play_game(config, 5, 40):
        match.play(action)
    data = path.read_bytes()
    lines = data.splitlines(keepends=True)
    # Everything between the first and the last line is garbage: the list still shows the
    # save from those two lines...
    path.write_bytes(lines[0] + b"\x00" * 20000 + b"\n" + lines[-1])
    [info] = saves.list_saves(saves_folder)
    assert info.problem is None and info.name == "kept" and info.steps == 40 and info.status == "playing"
    # ...(while opening it reports the damage).
    with pytest.raises(RecordError, match="g.json: step 1: line 2: not JSON"):
        saves.resume("g", saves_folder)
    # And no full decode happens for a file in the current layout.
    from dragonwood_tui.storage import records as module  # what the saves list decodes with

    monkeypatch.setattr(module, "decode_record", lambda *a, **k: pytest.fail("decoded the whole file"))
    (saves_folder / "h.json").write_bytes(data)
    assert len(saves.list_saves(saves_folder)) == 2
    assert v2_bytes(v2_lines(data)) == data


def test_records_in_other_layouts_or_versions_are_listed_by_a_full_decode(saves_folder):
    record = as_v1(toy_record(rounds=3, name="one line"))
    (saves_folder / "compact.json").write_bytes(msgspec.json.encode(record))
    (saves_folder / "pretty.json").write_bytes(msgspec.json.format(msgspec.json.encode(record), indent=2))
    shutil.copy(FIXTURES / "toy-v0.json", saves_folder / "old.json")
    infos = {i.id: i for i in saves.list_saves(saves_folder)}
    assert infos["compact"].name == infos["pretty"].name == "one line"
    assert infos["compact"].status == infos["pretty"].status == "finished"
    assert infos["old"].problem is None and infos["old"].steps == 13 and infos["old"].seats[0].name == "Ada"


def test_unreadable_saves_are_listed_last_with_their_problem(saves_folder):
    (saves_folder / "a-empty.json").write_bytes(b"")
    (saves_folder / "b-newer.json").write_bytes(toy_bytes().replace(b'"version":2,', b'"version":9,', 1))
    (saves_folder / "c-good.json").write_bytes(toy_bytes())
    infos = saves.list_saves(saves_folder)
    assert [i.id for i in infos] == ["c-good", "a-empty", "b-newer"]
    assert infos[1].problem == "empty file" and infos[1].status == "unreadable"
    assert "needs dragonwood-tui supporting format version 9" in infos[2].problem
    assert saves.newest_unfinished(saves_folder) is None  # c-good is finished, the others unreadable


def test_temporary_and_foreign_files_are_not_saves(saves_folder):
    (saves_folder / "g.json").write_bytes(toy_bytes())
    (saves_folder / ".g.json.abc123.tmp").write_bytes(b"half a rec")
    (saves_folder / "notes.txt").write_text("x")
    (saves_folder / "bad name.json").write_bytes(toy_bytes())
    (saves_folder / "sub.json").mkdir()
    infos = saves.list_saves(saves_folder)
    assert [i.id for i in infos][:1] == ["g"]
    assert {i.id for i in infos} == {"g", "sub"}
    assert next(i for i in infos if i.id == "sub").problem is not None


@pytest.mark.parametrize("good", ["dragonwood-20250612-143005", "a", "A_b-9", "x.json", "z" * 80])
def test_valid_ids(good, tmp_path):
    assert saves.save_path(good, tmp_path).parent == tmp_path


@pytest.mark.parametrize("bad", ["../x", "..", ".", "/abs", "a/b", "a\\b", "", "-x", "_x", "x\x00", "é", "z" * 81, "a.b", "x.json.json"])
def test_invalid_ids(bad, tmp_path):
    with pytest.raises(RecordError, match="invalid save id"):
        saves.save_path(bad, tmp_path)


def test_paths_follow_the_environment_and_platformdirs(tmp_path, monkeypatch):
    monkeypatch.delenv(paths.DATA_ENV, raising=False)
    monkeypatch.delenv(paths.CONFIG_ENV, raising=False)
    assert str(paths.data_dir()) == platformdirs.user_data_dir("dragonwood-tui", appauthor=False)
    assert str(paths.config_dir()) == platformdirs.user_config_dir("dragonwood-tui", appauthor=False)
    monkeypatch.setenv(paths.DATA_ENV, str(tmp_path / "d"))
    monkeypatch.setenv(paths.CONFIG_ENV, str(tmp_path / "c"))
    assert paths.saves_dir() == tmp_path / "d" / "saves" and (tmp_path / "d" / "saves").is_dir()
    assert paths.settings_path() == tmp_path / "c" / "settings.json"
    assert paths.saves_dir(create=False, data=tmp_path / "other") == tmp_path / "other" / "saves"
