"""`dragonwood saves` and the file commands that name a game name it as a player reads it: the
game's title ("Dice Quest"), never its key ("dice-quest", which records and --json keep)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dragonwood_tui.games import game_kinds

from dragonwood_tui.cli import main
from dragonwood_tui.games import game_title

REPO = Path(__file__).resolve().parents[2]


def column(lines: list[str], index: int) -> list[str]:
    """The cells of column `index` of a table whose header's words start its columns (a header
    of two words, "LAST PLAYED", is the last column)."""
    header = lines[0]
    starts = [i for i, ch in enumerate(header) if ch != " " and (i == 0 or header[i - 1] == " " and header[i - 2] == " ")]
    end = starts[index + 1] if index + 1 < len(starts) else None
    return [line[starts[index]:end].strip() for line in lines[1:]]


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_saves_names_each_game_by_its_title(capsys, monkeypatch, tmp_path, in_language, code):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    for record in sorted((REPO / "saves").glob("*.json")):
        shutil.copy(record, saves / record.name)
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["--lang", code, "saves", "--json"]) == 0
    kinds = [s["game"] for s in json.loads(capsys.readouterr().out)]
    assert set(game_kinds()) <= set(kinds)  # the machines' list keeps the keys
    assert main(["--lang", code, "saves"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert column(lines, 1) == [game_title(k) for k in kinds]


def test_import_and_resume_name_the_game_by_its_title(capsys, monkeypatch, tmp_path, in_language):
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["--lang", "fr", "import", str(REPO / "saves" / "road-quest-3-seats.json")]) == 0
    out = capsys.readouterr().out
    assert "Road Quest" in out and "road-quest," not in out and "(road-quest" not in out, out
