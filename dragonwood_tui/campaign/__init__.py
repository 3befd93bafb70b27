"""The solo campaign: roads of stages through the games, with goals, stars and unlocks.

Pure Python (no Textual). A campaign is a data file (`campaigns/road.json`), checked by
`loader`; every attempt is an ordinary game record naming its campaign and stage
(`attempts`); progress is derived from the verified records (`progress`).

    campaign_progress(data_dir=None) -> dict   # the plain structure `dragonwood campaign --json` prints
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# the built-in campaigns' files: here, not in `loader` (which imports the games), for what only
# needs to name the file (the statistics' kept summary checks it has not changed)
BUILTIN = Path(__file__).parent / "campaigns"
DEFAULT_CAMPAIGN = "road"


def builtin_path(name: str = DEFAULT_CAMPAIGN) -> Path:
    return BUILTIN / f"{name}.json"


def campaign_progress(data_dir: Path | str | None = None, campaign_file: Path | str | None = None) -> dict[str, Any]:
    """Progress of a campaign (default: the built-in road) as plain data: stars, unlocks,
    best results and attempts per stage. `data_dir`: the app's data folder (its `saves/`)."""
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.storage.paths import saves_dir

    campaign = load_campaign(campaign_file)
    folder = saves_dir(data=Path(data_dir) if data_dir is not None else None)
    return progress(campaign, folder).as_dict()
