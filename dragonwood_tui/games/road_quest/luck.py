"""Play on with new luck (`Game.reseed`): what no seat has seen shuffled again, a new dice stream.

Hands, quests, obstacles waiting or faced, discards and life stay as they are (their owners, or
everyone, know them). The main deck and the treasure deck are shuffled again from `seed`
(each keeps its size), except the top card of the main deck when the Witch looked at it this
turn (`peek`): she knows it, so it stays on top. The state's PRNG becomes `Rng(seed)` after
those shuffles.
"""

from __future__ import annotations

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest.state import RoadQuestState


def reseed(s: RoadQuestState, seed: int) -> bool:
    """Give `s` a new future in place (module docstring); always possible: True."""
    rng = Rng(seed)
    seen = 1 if s.peek >= 0 and s.deck and s.deck[0] == s.peek else 0
    rest = s.deck[seen:]
    rng.shuffle(rest)
    s.deck[seen:] = rest
    rng.shuffle(s.treasure_deck)
    s.rng = rng
    return True
