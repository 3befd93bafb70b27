"""The lived-in data folder (devtools.make_lived_in), written once per test session (per
worker) and copied for each test that uses it, so a test may change its copy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from .app_helpers import Folders

LIVED_IN_DAYS = 10  # a few dozen saves of every kind: written in about a second


@pytest.fixture(scope="session")
def lived_in_master(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from dragonwood_tui.devtools.make_lived_in import generate

    root = tmp_path_factory.mktemp("lived-in") / "data"
    generate(root, LIVED_IN_DAYS)
    return root


@pytest.fixture
def lived_in(lived_in_master: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Folders:
    """Test folders holding a copy of the lived-in folder (its config beside its data)."""
    f = Folders(tmp_path)
    shutil.rmtree(f.data)
    shutil.copytree(lived_in_master, f.data, copy_function=shutil.copy2)
    shutil.copytree(lived_in_master / "config", f.config)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(f.data))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(f.config))
    return f


@pytest.fixture(autouse=True)
def slow_computer_players_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "slow" pace holds the computer players until skipped (an hour): tests that look at a
    table while a computer player is to move, or press keys then, choose it so, and a named pace
    of a second or two runs out on a loaded machine before the test has looked."""
    from dragonwood_tui.storage import settings

    monkeypatch.setitem(settings.BOT_PACES, "slow", 3600.0)
