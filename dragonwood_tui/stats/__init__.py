"""The player's record, from the records in the saves folder (no Textual)."""

from dragonwood_tui.stats.facts import Collected, Facts, cache_path, collect, facts_of_record
from dragonwood_tui.stats.summary import DailyResult, Line, Mode, Stats, compute, group, title

__all__ = [
    "Collected",
    "DailyResult",
    "Facts",
    "Line",
    "Mode",
    "Stats",
    "cache_path",
    "collect",
    "compute",
    "facts_of_record",
    "group",
    "title",
]
