"""Road Quest test helpers: games past the character choice, and rigging cards into place.

Rigging moves a card from wherever it is to where the scenario wants it, so every card stays in
exactly one place (the property tests check the same invariant).
"""

from __future__ import annotations

from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import ChooseCharacter
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.state import RoadQuestState

CARDS = GAME.cards.cards


def card(name: str, skip: int = 0) -> int:
    """Id of a card by name ("Bear", "Forest road", "Sword"); `skip` picks a later copy."""
    found = [c.id for c in CARDS if c.name == name]
    return found[skip]


def cards_of(kind: str, terrain: str = "", **fields) -> list[int]:
    return [
        c.id for c in CARDS
        if c.kind == kind and (not terrain or c.terrain == terrain)
        and all(getattr(c, k) == v for k, v in fields.items())
    ]


def start(chars=("knight", "ranger"), variants=(), first: int = 0) -> RoadQuestState:
    """A game with these characters in seat order whose first turn is `first`'s (the seed is
    searched for it), at the draw."""
    config = RoadQuestConfig(len(chars), tuple(sorted(variants)), edition=EDITION)
    for seed in range(200):
        s = GAME.new_game(config, seed)
        for c in chars:
            GAME.apply(s, ChooseCharacter(c))
        if s.seat == first:
            return s
    raise AssertionError("no seed gives that first seat")


def take(s: RoadQuestState, c: int) -> None:
    """Remove card `c` from wherever it is."""
    for pile in (s.deck, s.discard, s.treasure_deck, s.treasure_discard):
        if c in pile:
            pile.remove(c)
            return
    for p in s.players:
        for pile in (p.hand, p.roads, p.pending, p.faced):
            if c in pile:
                pile.remove(c)
                return
        if p.weapon == c:
            p.weapon = -1
            return
        if p.shield == c:
            p.shield = -1
            return
    raise AssertionError(f"card {c} is nowhere")


def home(s: RoadQuestState, c: int) -> None:
    """Put a card back at the bottom of its deck."""
    (s.treasure_deck if CARDS[c].kind == "treasure" and "battlefield" not in s.config.variants else s.deck).append(c)


def set_hand(s: RoadQuestState, seat: int, hand: list[int]) -> None:
    """The seat's hand becomes exactly `hand` (the old cards go to the bottom of their decks)."""
    p = s.players[seat]
    for c in list(p.hand):
        if c not in hand:
            p.hand.remove(c)
            home(s, c)
    for c in hand:
        if c not in p.hand:
            take(s, c)
            p.hand.append(c)


def set_top(s: RoadQuestState, top: list[int]) -> None:
    for c in reversed(top):
        take(s, c)
        s.deck.insert(0, c)


def set_roads(s: RoadQuestState, seat: int, roads: list[int]) -> None:
    p = s.players[seat]
    for c in list(p.roads):
        p.roads.remove(c)
        home(s, c)
    for c in roads:
        take(s, c)
        p.roads.append(c)


def send(s: RoadQuestState, seat: int, obstacle: int) -> None:
    take(s, obstacle)
    s.players[seat].pending.append(obstacle)


def where_all(s: RoadQuestState) -> list[int]:
    out = s.deck + s.discard + s.treasure_deck + s.treasure_discard
    for p in s.players:
        out = out + p.hand + p.roads + p.pending + p.faced + [c for c in (p.weapon, p.shield) if c >= 0]
    return sorted(out)


def roads(terrain: str, n: int, crossroads: bool = False) -> list[int]:
    found = [c.id for c in CARDS if c.kind == "road" and c.terrain == terrain and c.crossroads == crossroads]
    return found[:n]
