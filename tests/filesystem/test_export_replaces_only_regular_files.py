"""`export --force` and `campaign export --force` replace a regular file only: a FIFO, a
device, a folder or a symlink to one at `--out` is left as it is, with one line naming it
(as root, `--out /dev/null --force` replaced /dev/null with a regular file)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage import atomic
from dragonwood_tui.storage.atomic import NotReplaced, atomic_write

from tui.app_helpers import Folders, folders, write_save  # noqa: F401  (fixture)

from .helpers import deadline

SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
REFUSED = "not a regular file ({}): only a regular file is replaced"


def _target(kind: str, tmp_path: Path) -> tuple[Path, str]:
    """A `--out` that is not a regular file, and the word for what it is."""
    out = tmp_path / "out.json"
    if kind == "fifo":
        os.mkfifo(out)
        return out, "a FIFO"
    if kind == "link-to-fifo":
        os.mkfifo(tmp_path / "fifo")
        out.symlink_to(tmp_path / "fifo")
        return out, "a FIFO"
    if kind == "link-to-device":
        out.symlink_to(os.devnull)
        return out, "a device"
    if kind == "folder":
        out.mkdir()
        return out, "a folder"
    raise AssertionError(kind)


def _same(out: Path, before: os.stat_result) -> bool:
    now = os.lstat(out)
    return (now.st_ino, now.st_mode) == (before.st_ino, before.st_mode)


KINDS = ["fifo", "link-to-fifo", "link-to-device", "folder"]
EXPORTS = [
    ["export", "dragonwood-shared", "--force"],
    ["export", "dragonwood-shared", "--challenge", "--force"],
    ["campaign", "export", "--force"],
]


@pytest.mark.parametrize("argv", EXPORTS, ids=" ".join)
@pytest.mark.parametrize("kind", KINDS)
def test_force_replaces_nothing_but_a_regular_file(folders: Folders, tmp_path, capsys, kind, argv):
    write_save(folders.saves, "dragonwood-shared", "dragonwood", SEATS, 7, steps=12)
    out, what = _target(kind, tmp_path)
    before = os.lstat(out)
    with deadline():  # never an open of the FIFO
        assert main([*argv, "--out", str(out)]) == 2
    _, err = capsys.readouterr()
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"dragonwood {argv[0]}: {out}: ") and lines[0].endswith(REFUSED.format(what)), lines[0]
    assert _same(out, before)
    if kind == "link-to-device":
        assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []  # no temp file left


@pytest.mark.parametrize("argv", EXPORTS, ids=" ".join)
def test_force_still_replaces_a_regular_file(folders: Folders, tmp_path, capsys, argv):
    write_save(folders.saves, "dragonwood-shared", "dragonwood", SEATS, 7, steps=12)
    out = tmp_path / "out.json"
    out.write_bytes(b"old")
    assert main([*argv, "--out", str(out)]) == 0, capsys.readouterr().err
    assert out.read_bytes() != b"old" and out.read_bytes().startswith(b"{")


def test_a_fifo_swapped_in_while_the_data_is_written_is_not_replaced(tmp_path, monkeypatch):
    out = tmp_path / "out.json"
    out.write_bytes(b"old")
    real = atomic._write_temp

    def swap(path, data, private):
        tmp = real(path, data, private)
        out.unlink()
        os.mkfifo(out)
        return tmp

    monkeypatch.setattr(atomic, "_write_temp", swap)
    with pytest.raises(NotReplaced) as caught:
        atomic_write(out, b"new")
    assert caught.value.filename == str(out)
    assert stat.S_ISFIFO(os.lstat(out).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]
