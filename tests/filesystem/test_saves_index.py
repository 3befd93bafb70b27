"""The saves index lists what reading every save lists: after new, changed, renamed, removed
and broken saves, and over an index that is corrupt, of another shape or not a file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play.saves import delete_save, list_saves, rename_save
from dragonwood_tui.storage.saves_index import index_path

from tui.app_helpers import write_save

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    for i in range(4):
        write_save(folder, f"dragonwood-{i}", "dragonwood", SEATS, 10 + i, steps=5 + i, minutes=i)
    return folder


def both(folder: Path) -> list:
    indexed = list_saves(folder)
    assert indexed == list_saves(folder, index=False)
    return indexed


def test_the_index_follows_every_change(saves: Path):
    both(saves)
    assert index_path(saves).is_file()
    write_save(saves, "dragonwood-new", "dragonwood", SEATS, 20, steps=3, minutes=9)
    rename_save("dragonwood-1", "same length", saves)
    rename_save("dragonwood-1", "other words", saves)  # the same size again, at once: a new file
    delete_save("dragonwood-2", saves)
    (saves / "dragonwood-3.json").write_text("{broken", encoding="utf-8")
    infos = {i.id: i for i in both(saves)}
    assert set(infos) == {"dragonwood-0", "dragonwood-1", "dragonwood-3", "dragonwood-new"}
    assert infos["dragonwood-1"].name == "other words"
    assert infos["dragonwood-3"].problem is not None


@pytest.mark.parametrize("content", [b"{not json", b"[]", b'{"format":"x","version":1}', b"\x00" * 100])
def test_a_bad_index_is_ignored_and_rewritten(saves: Path, content: bytes):
    clean = both(saves)
    index_path(saves).write_bytes(content)
    assert both(saves) == clean
    assert index_path(saves).read_bytes() != content


def test_an_index_that_is_not_a_file_is_passed_over(saves: Path):
    clean = list_saves(saves, index=False)
    os.mkfifo(index_path(saves))
    assert list_saves(saves) == clean  # a FIFO is never opened: no hang


def test_an_unchanged_folder_is_listed_again_without_reading_the_index(saves: Path, monkeypatch: pytest.MonkeyPatch):
    from dragonwood_tui.storage import saves_index

    first = list_saves(saves)

    def no_reading(*args: object, **kwargs: object) -> None:
        raise AssertionError("the index was read for an unchanged folder")

    monkeypatch.setattr(saves_index, "lines_of", no_reading)
    assert list_saves(saves) == first
    monkeypatch.undo()
    rename_save("dragonwood-2", "a new name", saves)  # a changed file: listed anew
    assert [i.name for i in list_saves(saves) if i.id == "dragonwood-2"] == ["a new name"]
