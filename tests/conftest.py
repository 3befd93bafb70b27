"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot)."""

from __future__ import annotations

import os

os.environ["DRAGONWOOD_LANG"] = "en"
