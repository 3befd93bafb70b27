"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot), and compiled catalogs
go to a folder of the test session, not the user's cache."""

from __future__ import annotations

import os
import tempfile

os.environ["DRAGONWOOD_LANG"] = "en"
os.environ.setdefault("DRAGONWOOD_CACHE_DIR", tempfile.mkdtemp(prefix="dragonwood-cache-"))
