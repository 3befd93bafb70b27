"""Campaign stars for the statistics, read through the campaign's own progress function.

ADAPTER until the campaign package (dragonwood_tui/campaign/, built on another branch) is on
main: it calls `campaign.campaign_progress(data_dir)` (a plain dict with "stars" and
"max_stars", as `dragonwood campaign --json` prints) when the package is there, and shows
nothing otherwise. Only this file needs to change if that function's name or shape changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class CampaignStars:
    title: str
    stars: int
    max_stars: int

    def as_dict(self) -> dict[str, Any]:
        return {"title": self.title, "stars": self.stars, "max_stars": self.max_stars}


def campaign_stars(saves_folder: Path) -> CampaignStars | None:
    """Stars won in the campaign so far, or None when this build has no campaign."""
    try:
        campaign = import_module("dragonwood_tui.campaign")
        progress = campaign.campaign_progress
    except (ImportError, AttributeError):
        return None
    try:
        data = progress(data_dir=Path(saves_folder).parent)
        return CampaignStars(str(data.get("title", "Campaign")), int(data["stars"]), int(data["max_stars"]))
    except Exception:  # the campaign's own errors (a bad campaign file) must not break the statistics
        return None
