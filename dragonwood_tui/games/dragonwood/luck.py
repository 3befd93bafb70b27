"""Play on with new luck (`Game.reseed`): what no seat has seen shuffled again, a new dice stream.

What every seat may know stays as it is: hands (a seat knows its own, and a Wind Storm pass
tells a neighbour one card of another), the landscape, both discards, the enhancements and
captures in front of the seats, the number of cards in each deck and removed at setup.

What nobody has seen is dealt again from `seed`:
- the Adventurer deck's order;
- the Dragonwood deck's order, and which of its unseen cards are the ones removed at setup.
  Events stay where they are known to be (one revealed at setup went back into the deck: the
  events of the deck stay in the deck, the removed ones removed, each set reshuffled). The
  dragons still in the deck stay in their half (`Config.dragons`), placed again as setup places
  them: uniformly among the bottom (or top) half positions of the deck as it is now (the half of
  the deck as it was dealt, counted from its bottom; the few setup events put back into it may
  shift that half by a card or two, which no seat can tell).
- the dice: the state's PRNG becomes `Rng(seed)`, after the shuffles above.
"""

from __future__ import annotations

from dragonwood_tui.engine.rng import MASK64, Rng
from dragonwood_tui.games.dragonwood.cards import DRAGONS, DW_IDS, EVENT, KIND
from dragonwood_tui.games.dragonwood.rules import shuffle
from dragonwood_tui.games.dragonwood.state import State


def reseed(s: State, seed: int) -> bool:
    """Give `s` a new future in place (module docstring); always possible: True."""
    rng = Rng(seed & MASK64)
    shuffle(rng, s.adv_deck)
    deck, removed = s.dw_deck, s.removed
    dragons = [c for c in deck if c in DRAGONS]
    deck_events = [c for c in deck if KIND[c] == EVENT]
    removed_events = [c for c in removed if KIND[c] == EVENT]
    pool = [c for c in deck if c not in DRAGONS and KIND[c] != EVENT] + [c for c in removed if KIND[c] != EVENT]
    shuffle(rng, pool)
    out = len(removed) - len(removed_events)
    new_removed = sorted(pool[:out] + removed_events)
    others = pool[out:] + deck_events
    shuffle(rng, others)
    size = len(others) + len(dragons)
    # where the dragons may be: the bottom (top) half of the deck as dealt, index 0 the bottom
    dealt = len(DW_IDS) - len(removed) - (s.config.start_enhancement is not None)
    half = (dealt + 1) // 2
    if s.config.dragons == "top-half":
        low = max(0, min(dealt - half, size - len(dragons)))
        zone = size - low
    else:
        low, zone = 0, max(len(dragons), min(half, size))
    places: list[int] = []
    for _ in dragons:  # distinct uniform places in the zone, as setup draws them
        p = rng.below(zone - len(places))
        for q in sorted(places):
            if p >= q:
                p += 1
        places.append(p)
    at = {low + p: d for p, d in zip(places, dragons)}
    rest = iter(others)
    s.dw_deck[:] = [at[i] if i in at else next(rest) for i in range(size)]
    s.removed[:] = new_removed
    s.rng = rng
    return True
