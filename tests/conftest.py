"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot), and compiled catalogs
go to a folder of the test session, not the user's cache."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ["DRAGONWOOD_LANG"] = "en"
if "DRAGONWOOD_CACHE_DIR" not in os.environ:
    _cache = tempfile.mkdtemp(prefix="dragonwood-cache-")
    os.environ["DRAGONWOOD_CACHE_DIR"] = _cache
    atexit.register(shutil.rmtree, _cache, ignore_errors=True)  # one per session (per worker), not left behind


def pytest_configure(config: object) -> None:
    """Every notification of every app in the session recorded as it is posted (tests read
    `tests.notifications.told(app)`: the app's own list forgets them after a few seconds)."""
    from tests.notifications import install

    install()
