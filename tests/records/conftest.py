"""Records tests run on a toy game (tests/records/toy_game.py) besides the real games."""

from __future__ import annotations

from pathlib import Path

import pytest
from toy_game import GAME

from dragonwood_tui.games import register_game

register_game(GAME.kind, "toy_game", offered=False)


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> Path:
    """A fresh data folder (and config folder) for the app, as --data-dir would give."""
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


@pytest.fixture
def saves_folder(data_dir) -> Path:
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    return folder
