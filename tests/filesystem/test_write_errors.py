"""A full disk, a read-only data folder, a data folder that is a file: import, rename and new
games give one message naming the file and the cause; nothing already saved changes; no
empty save is left; the app never crashes on an OSError."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from textual.widgets import Input

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.games import get_game
from dragonwood_tui.play import saves
from dragonwood_tui.storage import atomic
from dragonwood_tui.storage.atomic import atomic_write
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import TextPromptScreen
from dragonwood_tui.tui.widgets.row_table import RowTable

from tui.app_helpers import Folders, folders, run_async, write_save, wait_for, wait_for_menu, wait_for_screen  # noqa: F401  (fixture)

from tests.notifications import messages
from .helpers import full_disk, read_only, snapshot

SAMPLE = Path(__file__).resolve().parents[2] / "saves" / "dragonwood-4-seats.json"
SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
NO_SPACE = os.strerror(errno.ENOSPC)
READ_ONLY = os.strerror(errno.EROFS)


def _one_line(capsys) -> str:
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# -- the storage layer ---------------------------------------------------------------------


def test_a_failed_write_names_the_target_and_leaves_it_and_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    target.write_bytes(b"old")
    full_disk(monkeypatch, tmp_path, after=2)  # a partial write, then the disk is full
    with pytest.raises(OSError) as caught:
        atomic_write(target, b"new contents")
    assert caught.value.errno == errno.ENOSPC and caught.value.filename == str(target)
    with pytest.raises(OSError) as caught:
        atomic.write_new(tmp_path, ["y.json"], b"new contents")
    assert caught.value.filename == str(tmp_path / "y.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]
    assert target.read_bytes() == b"old"


def test_write_new_takes_the_next_free_name_and_never_replaces(tmp_path):
    (tmp_path / "a.json").write_bytes(b"taken")
    assert atomic.write_new(tmp_path, ["a.json", "b.json"], b"data") == tmp_path / "b.json"
    assert (tmp_path / "a.json").read_bytes() == b"taken" and (tmp_path / "b.json").read_bytes() == b"data"
    with pytest.raises(FileExistsError):
        atomic.write_new(tmp_path, ["a.json", "b.json"], b"more")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]


def test_write_new_without_hard_links_still_writes_whole_files(tmp_path, monkeypatch):
    def no_links(src, dst):
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "a.json").write_bytes(b"taken")
    assert atomic.write_new(tmp_path, ["a.json", "b.json"], b"data") == tmp_path / "b.json"
    assert (tmp_path / "a.json").read_bytes() == b"taken" and (tmp_path / "b.json").read_bytes() == b"data"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]


def test_a_new_game_on_a_full_disk_leaves_no_save(folders: Folders, monkeypatch):
    full_disk(monkeypatch, folders.saves)
    game = get_game("dragonwood")
    match = Match(game, game.default_config(2), 5, SEATS)
    with pytest.raises(RecordError) as caught:
        saves.start_save(match, folders.saves)
    assert NO_SPACE in str(caught.value) and str(folders.saves) in str(caught.value)
    assert list(folders.saves.iterdir()) == []


# -- the CLI -------------------------------------------------------------------------------


@pytest.mark.parametrize("trouble", ["full", "read-only"])
def test_cli_import_on_a_full_or_read_only_disk(folders: Folders, monkeypatch, capsys, trouble):
    write_save(folders.saves, "dragonwood-kept", "dragonwood", SEATS, 3, steps=5)
    before = snapshot(folders.saves)
    (full_disk if trouble == "full" else read_only)(monkeypatch, folders.saves)
    assert main(["import", str(SAMPLE)]) == 2
    line = _one_line(capsys)
    assert line.startswith(f"dragonwood import: {folders.saves}{os.sep}dragonwood-")
    assert line.endswith(f".json: cannot write: {NO_SPACE if trouble == 'full' else READ_ONLY}")
    assert snapshot(folders.saves) == before


def test_cli_on_a_data_folder_that_is_a_file(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    data.write_bytes(b"not a folder")
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(data))
    assert main(["import", str(SAMPLE)]) == 2
    assert f"{data}: not a folder: the saves can't go there" in _one_line(capsys)
    for argv in (["saves"], ["resume"], ["resume", "x"]):
        assert main(argv) == 2, argv
        assert str(data) in _one_line(capsys)
    assert data.read_bytes() == b"not a folder"


# -- the app -------------------------------------------------------------------------------


def _errors(app) -> list[str]:
    return messages(app, "error")


async def _answer(pilot, text: str) -> None:
    prompt = await wait_for_screen(pilot, "TextPromptScreen")
    await wait_for(pilot, lambda: prompt.query(Input), "the prompt's field")
    prompt.query_one(Input).value = text
    await pilot.press("enter")
    await wait_for(pilot, lambda: pilot.app.screen is not prompt, "the prompt to close")
    await pilot.pause()


@pytest.mark.parametrize("trouble", ["full", "read-only"])
@run_async
async def test_app_import_rename_and_new_game_on_a_full_or_read_only_disk(folders: Folders, monkeypatch, trouble):
    write_save(folders.saves, "dragonwood-kept", "dragonwood", SEATS, 3, steps=5, name="old name")
    before = snapshot(folders.saves)
    cause = NO_SPACE if trouble == "full" else READ_ONLY
    app = folders.app(settings=Settings(bot_pace="slow"))
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for_menu(pilot)  # the menu's thread has read (and indexed) the saves
        (full_disk if trouble == "full" else read_only)(monkeypatch, folders.saves)
        await pilot.press("s")
        await wait_for_screen(pilot, "SavesScreen")
        await pilot.press("i")
        await _answer(pilot, str(SAMPLE))
        await pilot.press("n")
        await _answer(pilot, "new name")
        await wait_for(pilot, lambda: len(_errors(app)) >= 2, "the two write errors")
        errors = _errors(app)
        assert len(errors) == 2, errors
        assert errors[0].startswith(f"{folders.saves}{os.sep}dragonwood-") and errors[0].endswith(f"cannot write: {cause}")
        assert errors[1] == f"{folders.saves / 'dragonwood-kept.json'}: cannot write: {cause}"
        assert app.screen.query_one(RowTable).option_count == 1
        await pilot.press("escape")
        await wait_for_screen(pilot, "MainMenuScreen")
        await pilot.press("n")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("enter")  # a new game, the setup's defaults
        await wait_for(pilot, lambda: len(_errors(app)) >= 3, "the new game's write error")
        assert type(app.screen).__name__ == "NewGameScreen"
        errors = _errors(app)
        assert len(errors) == 3 and cause in errors[2] and str(folders.saves) in errors[2]
    assert snapshot(folders.saves) == before


@pytest.mark.parametrize("given", ["argument", "environment"])
@run_async
async def test_app_on_a_data_folder_that_is_a_file(tmp_path, monkeypatch, given):
    from dragonwood_tui.tui.app import make_app

    data = tmp_path / "data"
    data.write_bytes(b"not a folder")
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(data))  # what `--data-dir` sets
    app = make_app(data_dir=data if given == "argument" else None, config_dir=tmp_path / "config")
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("s")
        await wait_for_screen(pilot, "SavesScreen")
        await pilot.press("i")
        await _answer(pilot, str(SAMPLE))
        assert any(f"{data}: not a folder: the saves can't go there" in e for e in _errors(app))
        await pilot.press("escape")
        await wait_for_screen(pilot, "MainMenuScreen")
        await pilot.press("n")
        await wait_for_screen(pilot, "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(_errors(app)) >= 2, "the new game's write error")
        assert type(app.screen).__name__ == "NewGameScreen"
    assert data.read_bytes() == b"not a folder"


def test_cli_on_a_saves_folder_that_is_a_fifo(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "saves")
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(data))
    for argv in (["saves"], ["resume"], ["resume", "x"], ["import", str(SAMPLE)]):
        assert main(argv) == 2, argv
        assert _one_line(capsys) == f"dragonwood {argv[0]}: {data / 'saves'}: not a folder: the saves can't go there"
