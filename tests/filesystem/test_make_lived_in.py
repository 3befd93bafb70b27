"""The lived-in folder generator: the same days give the same files, every kind of save is
there, and the counts grow with the days."""

from __future__ import annotations

from pathlib import Path

from dragonwood_tui.storage.make_lived_in import generate, main
from dragonwood_tui.storage.saves import list_saves


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
