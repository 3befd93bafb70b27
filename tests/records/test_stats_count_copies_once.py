"""A copy of a game already counted counts once in the statistics: `import --again` of one's
own game, the same file copied under another name, renamed or with other notes; a genuinely
different game counts. (`dragonwood stats`, the kept summary the Statistics screen reads, and
the end-of-game rank.)"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.cli import main

SAMPLES = Path(__file__).resolve().parents[2] / "saves"
GAME = SAMPLES / "dragonwood-4-seats.json"  # finished
OTHER = SAMPLES / "road-quest-3-seats.json"  # finished, another game


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_LANG", "en")
    return tmp_path / "data"


def played(capsys) -> int:
    capsys.readouterr()
    assert main(["stats", "--json"]) == 0
    return json.loads(capsys.readouterr().out)["played"]


def saves(data: Path) -> list[Path]:
    return sorted((data / "saves").glob("*.json"))


def test_an_import_again_of_a_counted_game_counts_once(data: Path, capsys):
    assert main(["import", str(GAME)]) == 0
    assert played(capsys) == 1
    assert main(["import", str(GAME), "--again"]) == 0
    assert len(saves(data)) == 2  # two saves...
    assert played(capsys) == 1  # ...of one game
    assert played(capsys) == 1  # and so from the kept summary too (what the Statistics screen reads)
    assert main(["import", str(OTHER)]) == 0
    assert played(capsys) == 2  # a genuinely different game counts


def test_a_copied_renamed_file_is_the_same_game(data: Path, capsys):
    from dragonwood_tui.storage.records import decode_record, encode_record

    assert main(["import", str(GAME)]) == 0
    (original,) = saves(data)
    shutil.copy(original, original.with_name("copy.json"))
    record = decode_record(original.read_bytes())
    record.header = msgspec.structs.replace(record.header, name="my best game", notes="shown to a friend")
    original.with_name("renamed.json").write_bytes(encode_record(record))
    assert played(capsys) == 1


def test_the_same_deal_played_the_same_way_another_day_counts(data: Path, capsys):
    """Not a copy: the same game played at another time (its start and end differ)."""
    from datetime import timedelta

    from dragonwood_tui.storage.records import decode_record, encode_record

    assert main(["import", str(GAME)]) == 0
    record = decode_record(GAME.read_bytes())
    h = record.header
    record.header = msgspec.structs.replace(h, created=h.created + timedelta(days=1), updated=h.updated + timedelta(days=1))
    (data / "saves" / "next-day.json").write_bytes(encode_record(record))
    assert played(capsys) == 2


def test_the_rank_counts_a_copy_once(data: Path, capsys):
    from dragonwood_tui.stats.rank import rank_of_save

    for source in (GAME, GAME, GAME):
        assert main(["import", str(source), "--again"]) == 0
    for save in saves(data):  # each copy ranks as the one game it is
        assert rank_of_save(data / "saves", save.stem) == "Your first finished Dragonwood game with 4 seats."
