"""Campaign stars for the statistics: the built-in campaign's progress (`campaign.progress`),
read from the saves folder's listing the statistics took (one `stat` pass for every cache)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dragonwood_tui.storage.listing import Listed


@dataclass(frozen=True)
class CampaignStars:
    title: str  # the campaign's own (English, from its data): translated where shown (`campaign.texts.shown`)
    stars: int
    max_stars: int

    def as_dict(self) -> dict[str, Any]:
        return {"title": self.title, "stars": self.stars, "max_stars": self.max_stars}


def campaign_stars(saves_folder: Path, listing: tuple[Listed, ...] | None = None) -> CampaignStars | None:
    """Stars won in the built-in campaign so far; None when it can't be read."""
    try:
        from dragonwood_tui.campaign.loader import load_campaign
        from dragonwood_tui.campaign.progress import progress

        p = progress(load_campaign(None), Path(saves_folder), listing=listing)
        return CampaignStars(p.title, p.stars, p.max_stars)
    except Exception:  # the campaign's own errors (a bad campaign file) must not break the statistics
        return None
