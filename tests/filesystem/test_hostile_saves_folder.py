"""FIFOs, symlinks, devices, folders, huge and garbage files in the saves folder: `dragonwood
saves`, `resume` and `import` give one line naming the file and a non-zero exit, never a
traceback, never a hang, and leave the saves as they were."""

from __future__ import annotations

import os

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.play import saves

from tui.app_helpers import Folders, folders, write_save  # noqa: F401  (fixture)

from .helpers import deadline, hostile_entries, run_cli, snapshot

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]


@pytest.fixture
def trapped(folders: Folders, tmp_path):
    """A saves folder with one good unfinished game and every trap."""
    write_save(folders.saves, "dragonwood-good", "dragonwood", SEATS, 7, steps=12)
    traps = hostile_entries(folders.saves, tmp_path / "outside")
    return folders, traps


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line]


def test_saves_lists_every_trap_as_unreadable_in_a_child_process(trapped):
    folders, traps = trapped
    before = snapshot(folders.saves)
    done = run_cli("saves", data=folders.data)  # TimeoutExpired if it hangs
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    out = _lines(done.stdout)
    assert out[1].startswith("dragonwood-good ")  # the readable one first
    for save_id, reason in traps.items():
        row = [line for line in out if line.startswith(f"{save_id} ")]
        assert len(row) == 1 and "unreadable" in row[0] and reason in row[0], (save_id, out)
    errors = _lines(done.stderr)
    assert len(errors) == len(traps)
    for save_id, reason in traps.items():
        line = next(e for e in errors if f"{folders.saves / save_id}.json:" in e)
        assert line.startswith("dragonwood saves: ") and reason in line
    assert snapshot(folders.saves) == before


def test_resume_and_import_of_a_fifo_in_a_child_process_do_not_hang(trapped):
    folders, _ = trapped
    before = snapshot(folders.saves)
    for save_id in ("fifo", "fifo-link"):
        path = folders.saves / f"{save_id}.json"
        for argv in (("resume", save_id), ("import", str(path))):
            done = run_cli(*argv, data=folders.data)  # TimeoutExpired if it hangs
            assert done.returncode == 2 and done.stdout == ""
            assert _lines(done.stderr) == [f"dragonwood {argv[0]}: {path}: not a regular file (a FIFO)"]
    assert snapshot(folders.saves) == before


def test_resume_and_import_of_every_trap_is_one_line(trapped, capsys):
    folders, traps = trapped
    before = snapshot(folders.saves)
    with deadline():
        for save_id, reason in traps.items():
            path = folders.saves / f"{save_id}.json"
            for argv in (["resume", save_id], ["import", str(path)]):
                assert main(argv) == 2, argv
                out, err = capsys.readouterr()
                assert out == ""
                assert len(_lines(err)) == 1, (argv, err)
                if save_id != "dangling" or argv[0] == "import":
                    assert str(path) in err and reason in err, (argv, err)
                else:  # a dangling link is no save at all
                    assert "no saved game with id 'dangling'" in err
        # Without an id, resume passes over every trap to the good game.
        assert main(["resume"]) == 0
        assert capsys.readouterr().out.startswith("dragonwood-good: Dragonwood, 12 actions")
    assert snapshot(folders.saves) == before


def test_list_saves_never_opens_a_fifo(trapped, monkeypatch):
    folders, _ = trapped
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: opened.append(str(path)) or real_open(path, *a, **k))
    with deadline():
        infos = {i.id: i for i in saves.list_saves(folders.saves)}
    assert infos["dragonwood-good"].problem is None
    assert not [p for p in opened if "fifo" in p or "device" in p]


def test_a_file_swapped_for_a_fifo_after_the_stat_is_still_refused(tmp_path, monkeypatch):
    """The check is repeated on the opened descriptor: the race can't make a reader block."""
    from dragonwood_tui.storage.regular import Unreadable, read_regular

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    regular = os.stat(__file__)
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda path, *a, **k: regular if str(path) == str(fifo) else real_stat(path, *a, **k))
    with deadline(), pytest.raises(Unreadable, match="not a regular file"):
        read_regular(fifo, 1 << 20)
