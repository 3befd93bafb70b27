"""The tag naming a campaign attempt in its record's notes ("campaign:road/1-2"): here, apart
from `attempts` (which imports the games and the records), for what only reads it (a save's
name in the saves list)."""

from __future__ import annotations

import re

TAG = re.compile(r"^campaign:([a-z0-9][a-z0-9-]{0,31})/([a-z0-9][a-z0-9-]{0,31})(?:\n|$)")


def parse_tag(notes: str) -> tuple[str, str] | None:
    """(campaign id, stage id) of a record's notes, or None for an ordinary game."""
    m = TAG.match(notes or "")
    return (m.group(1), m.group(2)) if m else None
