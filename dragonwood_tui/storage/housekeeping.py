"""Old temporary files of killed writes, removed: the app does it a second after it starts, in
a thread, so this module imports only the listing's names (not the records, games or matches
that `play.saves` brings: the menu may still be starting on a loaded machine)."""

from __future__ import annotations

import re
from pathlib import Path

from dragonwood_tui.storage import atomic
from dragonwood_tui.storage.paths import saves_dir
from dragonwood_tui.storage.saves_list import _SAVE_NAME


def clean_stale_temp_files(folder: Path | None = None, config: Path | None = None) -> list[str]:
    """Remove old temporary files of killed saves and imports (and of the settings in `config`)."""
    from dragonwood_tui.storage.settings import SETTINGS_FILE

    removed = atomic.clean_stale_temp_files(folder or saves_dir(create=False), _SAVE_NAME)
    if config is not None:
        removed += atomic.clean_stale_temp_files(config, re.compile(re.escape(SETTINGS_FILE)))
    return removed
