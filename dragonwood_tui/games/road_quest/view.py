"""What one seat (or a spectator) sees of a Road Quest game: `build_view(rules, state, seat)`.

Public: characters, roads, life, equipment, obstacles waiting and faced, the top of the discard,
every pile's size, the log. Hidden: hands (a seat sees its own; the spectator, seat None, sees
all) and deck orders. The Witch's look at the top of the main deck is in her seat's view only.
`config` is the table's rules (variants, edition, modifiers): public, and what `worlds` needs to
deal a state from a view.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.engine.game import public_config
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.rules import Rules
from dragonwood_tui.games.road_quest.state import DRAW, MAIN, OVER, Event, RoadQuestState


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    character: str
    life: int
    max_life: int
    roads: tuple[int, ...]
    weapon: int  # -1: none
    shield: int
    bonus: int  # attack for the next fight only
    pending: tuple[int, ...]  # obstacles waiting, oldest first
    faced: tuple[int, ...]
    hand_size: int
    hand: tuple[int, ...] | None  # None: hidden from this view
    alive: bool
    announced: bool
    forgot: bool  # laid a 7th road without announcing: may be called out
    skip_turns: int
    protect_next: bool
    attack: int  # the character's attack (before weapon, bonus and trait)


class RoadQuestView(msgspec.Struct, frozen=True):
    seat: int | None  # whose view (None: spectator)
    players: int
    variants: tuple[str, ...]
    phase: str
    turn: int
    current: int  # whose turn
    to_move: int | None  # whose decision; None once over
    direction: int
    seats: tuple[SeatView, ...]
    deck_size: int
    discard_top: int  # -1: empty
    discard_size: int
    treasure_deck_size: int
    treasure_discard_size: int
    peek: int  # the Witch's look, in her own view during her turn; else -1
    discard_left: int  # cards still to discard (phase discard)
    duel_loser: int
    blocked: bool  # the seat to play faced an obstacle: no road this turn
    laid: bool
    attacks: int
    played: bool
    announce_due: bool
    callable: tuple[int, ...]  # seats the seat to play may call out now
    winners: tuple[int, ...]
    end: str
    log: tuple[Event, ...]
    config: RoadQuestConfig | None = None  # the rules the table plays by (every seat knows them)


def build_view(rules: Rules, s: RoadQuestState, seat: int | None) -> RoadQuestView:
    if seat is not None and not 0 <= seat < len(s.players):
        raise ValueError(f"no seat {seat} at this table")
    seats = tuple(
        SeatView(
            i, p.character, p.life, p.max_life, tuple(p.roads), p.weapon, p.shield, p.bonus,
            tuple(p.pending), tuple(p.faced), len(p.hand),
            tuple(p.hand) if seat is None or seat == i else None,
            p.alive, p.announced, bool(p.callable_by), p.skip_turns, p.protect_next, p.attack,
        )
        for i, p in enumerate(s.players)
    )
    playing = s.phase != OVER
    peek = -1
    if seat is not None and seat == s.seat and playing and s.peek >= 0 and s.deck and s.deck[0] == s.peek:
        peek = s.peek
    return RoadQuestView(
        seat=seat,
        players=len(s.players),
        variants=s.config.variants,
        phase=s.phase,
        turn=s.turn,
        current=s.seat,
        to_move=s.actor if playing else None,
        direction=s.direction,
        seats=seats,
        deck_size=len(s.deck),
        discard_top=s.discard[-1] if s.discard else -1,
        discard_size=len(s.discard),
        treasure_deck_size=len(s.treasure_deck),
        treasure_discard_size=len(s.treasure_discard),
        peek=peek,
        discard_left=s.discard_left,
        duel_loser=s.duel_loser,
        blocked=s.blocked,
        laid=s.laid,
        attacks=s.attacks,
        played=s.played,
        announce_due=s.announce_due,
        callable=tuple(rules.callable(s)) if s.phase in (DRAW, MAIN) else (),
        winners=tuple(s.winners),
        end=s.end,
        log=tuple(s.log),
        config=public_config(s.config),
    )
