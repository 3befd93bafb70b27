"""The lived-in folder generator: the same days give the same files, every kind of save is
there, and the counts grow with the days."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.devtools.make_lived_in import generate, main
from dragonwood_tui.play.saves import list_saves


def contents(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((root / "saves").iterdir())}


def test_the_same_days_give_the_same_files(tmp_path: Path):
    a = generate(tmp_path / "a", 4)
    b = generate(tmp_path / "b", 4)
    assert a == b and contents(tmp_path / "a") == contents(tmp_path / "b")
    for cache in ("saves-index.json", "stats-cache.json", "campaign/road.progress.json", "config/settings.json"):
        assert (tmp_path / "a" / cache).is_file()


def test_the_folder_holds_every_kind_of_save(tmp_path: Path):
    counts = generate(tmp_path / "d", 10)
    infos = list_saves(tmp_path / "d" / "saves")
    assert len(infos) == counts["saves"] and all(i.problem is None for i in infos)
    assert {i.game for i in infos} == {"dragonwood", "dice-quest", "road-quest"}
    assert {len(i.seats) for i in infos} == {1, 2, 3, 4}
    assert any(sum(s.bot is None for s in i.seats) >= 2 for i in infos)  # hot seat
    assert {i.status for i in infos} == {"finished", "playing"}
    assert counts["dailies"] == 10 and counts["campaign"] >= 7 and counts["imported"] >= 1
    more = generate(tmp_path / "e", 30)
    assert 2.5 * counts["saves"] <= more["saves"] <= 3.5 * counts["saves"]


def test_the_command_refuses_a_folder_with_saves(tmp_path: Path, capsys):
    assert main([str(tmp_path / "f"), "--days", "1"]) == 0
    assert main([str(tmp_path / "f"), "--days", "1"]) == 2
    assert "not empty" in capsys.readouterr().err


# -- the arguments: a mistake is one line naming it, exit 2, and nothing written -----------


def refusal(argv: list[str], capsys) -> str:
    import pytest

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err and "usage" not in err, err
    return err


def test_a_path_that_is_not_a_folder_is_refused(tmp_path: Path, capsys, monkeypatch):
    import os

    monkeypatch.chdir(tmp_path)
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    os.mkfifo(tmp_path / "a-fifo")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    for bad, named in [(a_file, "a-file"), (a_file / "under", "a-file"), (a_file / "under" / "deeper", "a-file"),
                       (tmp_path / "a-fifo", "a-fifo"), (tmp_path / "dangling", "dangling")]:
        assert named in refusal([str(bad), "--days", "1"], capsys)
    for empty in ("", "  "):
        assert "empty path" in refusal([empty, "--days", "1"], capsys)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-fifo", "a-file", "dangling"]  # nothing written, not even in "."


def test_a_saves_entry_that_is_a_file_is_refused(tmp_path: Path, capsys):
    (tmp_path / "saves").write_text("in the way")
    assert main([str(tmp_path), "--days", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "saves" in err and "not a folder" in err


def test_absurd_days_are_refused(tmp_path: Path, capsys):
    for days in ("0", "-3", str(10**9), "x", "1.5", "", "1e3"):
        err = refusal([str(tmp_path / "d"), "--days", days], capsys)
        assert "--days" in err
    assert not (tmp_path / "d").exists()


def test_a_refusal_in_a_new_process_is_one_line(tmp_path: Path):
    import subprocess
    import sys

    (tmp_path / "f").write_text("x")
    for args in (["f"], [""], ["f/sub"], ["d", "--days", str(10**9)]):
        done = subprocess.run([sys.executable, "-m", "dragonwood_tui.devtools.make_lived_in", *args], cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f"]
