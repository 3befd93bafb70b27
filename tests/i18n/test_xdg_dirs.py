"""The settings are found where platformdirs puts them, without importing it at every start (its
Unix module imports tempfile and shutil)."""

from __future__ import annotations

import sys

import platformdirs
import pytest

from dragonwood_tui.storage.paths import APP_NAME, config_dir


@pytest.mark.skipif(sys.platform != "linux", reason="the fast path is Linux's")
@pytest.mark.parametrize("xdg", [None, "", "  ", "/elsewhere"])
def test_the_same_folders_as_platformdirs(monkeypatch, xdg):
    monkeypatch.delenv("DRAGONWOOD_CONFIG_DIR", raising=False)
    if xdg is None:
        monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
    assert str(config_dir()) == platformdirs.user_config_dir(APP_NAME, appauthor=False)
