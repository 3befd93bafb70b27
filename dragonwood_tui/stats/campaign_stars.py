"""Campaign stars for the statistics.

ADAPTER, to replace once the campaign package is merged: the campaign (dragonwood_tui/campaign/)
derives its progress from the same records; this reads it through the campaign's progress
function when the package is there and shows nothing otherwise. Only this file needs to
change when that function's name or shape settles.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class CampaignStars:
    stars: int
    max_stars: int

    def as_dict(self) -> dict[str, Any]:
        return {"stars": self.stars, "max_stars": self.max_stars}


def campaign_stars(folder: Path) -> CampaignStars | None:
    """Stars won in the campaign so far, or None when this build has no campaign."""
    try:
        campaign = import_module("dragonwood_tui.campaign")
    except ImportError:
        return None
    progress = getattr(campaign, "progress", None)
    if progress is None:
        return None
    try:
        result = progress(folder)
        stars = int(getattr(result, "stars"))
        max_stars = int(getattr(result, "max_stars"))
    except Exception:  # an interface this adapter does not know yet: show no stars, never crash
        return None
    return CampaignStars(stars, max_stars)
