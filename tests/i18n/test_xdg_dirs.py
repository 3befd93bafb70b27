"""The settings and the catalog cache are found where platformdirs puts them, without importing
it at every start (its Unix module imports tempfile and shutil)."""

from __future__ import annotations

import sys

import platformdirs
import pytest

from dragonwood_tui.i18n.catalogs import cache_dir
from dragonwood_tui.storage.paths import APP_NAME, config_dir


@pytest.mark.skipif(sys.platform != "linux", reason="the fast path is Linux's")
@pytest.mark.parametrize("xdg", [None, "", "  ", "/elsewhere"])
def test_the_same_folders_as_platformdirs(monkeypatch, xdg):
    monkeypatch.delenv("DRAGONWOOD_CONFIG_DIR", raising=False)
    monkeypatch.delenv("DRAGONWOOD_CACHE_DIR", raising=False)
    for variable in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        if xdg is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, xdg)
    assert str(config_dir()) == platformdirs.user_config_dir(APP_NAME, appauthor=False)
    assert str(cache_dir()) == platformdirs.user_cache_dir(APP_NAME, appauthor=False)
