"""The solo campaign: roads of stages through the games, with goals, stars and unlocks.

Pure Python (no Textual). A campaign is a data file (`campaigns/road.json`), checked by
`loader`; every attempt is an ordinary game record naming its campaign and stage
(`attempts`); progress is derived from the verified records (`progress`).

    campaign.progress.campaign_progress(data_dir=None) -> dict   # what `dragonwood campaign --json` prints
"""

from __future__ import annotations

from pathlib import Path

# the built-in campaigns' files: here, not in `loader` (which imports the games), for what only
# needs to name the file (the statistics' kept summary checks it has not changed)
BUILTIN = Path(__file__).parent / "campaigns"
DEFAULT_CAMPAIGN = "road"


def builtin_path(name: str = DEFAULT_CAMPAIGN) -> Path:
    return BUILTIN / f"{name}.json"
