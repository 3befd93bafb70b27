"""The full Road Quest state: a mutable msgspec Struct (the PRNG inside), and its copy."""

from __future__ import annotations

import msgspec

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest.config import RoadQuestConfig

# phases: who decides what
CHARACTER = "character"  # `actor` picks a character (setup)
DRAW = "draw"  # the turn's first draw
FACE = "face"  # face the first obstacle waiting
MAIN = "main"  # advance, attack, other activities, end the turn
DISCARD = "discard"  # `actor` discards `discard_left` cards, then the turn goes on (`then`)
SPOILS = "spoils"  # `actor`, the duel's winner, takes their spoils
OVER = "over"


class Event(msgspec.Struct, frozen=True, omit_defaults=True):
    """Something that happened, for the log (describe.event_text renders it).

    `seat` did it; `target` is the other seat involved (-1: none); `cards` the card ids
    involved; `value` a number (life lost or gained, combat number, ...); `detail` a word.
    """

    kind: str
    turn: int
    seat: int
    target: int = -1
    cards: tuple[int, ...] = ()
    value: int = 0
    detail: str = ""


class PlayerState(msgspec.Struct):
    character: str = ""  # key of the character ("" until chosen)
    hand: list[int] = []  # main cards and treasures
    roads: list[int] = []  # the quest, first road first
    pending: list[int] = []  # obstacles sent, waiting to be faced, in the order they arrived
    faced: list[int] = []  # obstacles faced, face down in the quest
    life: int = 0
    max_life: int = 0
    weapon: int = -1  # the sword or great sword worn (treasure id) or -1
    shield: int = -1
    bonus: int = 0  # attack for the next fight only (amulets, life-potion-bonus)
    alive: bool = True
    announced: bool = False  # "Quest almost done!" said for the current 7th road
    callable_by: list[int] = []  # opponents who may still call out a forgotten announcement
    skip_turns: int = 0
    no_attack: bool = False  # an ambush made them skip this turn's attack
    protect_next: bool = False  # invisibility-end-of-turn: drunk, protects the next turn
    protected: bool = False  # this turn is protected
    attack: int = 0  # the character's attack in this game (its edition of the numbers)


class RoadQuestState(msgspec.Struct):
    config: RoadQuestConfig
    rng: Rng
    deck: list[int]  # main deck, top first
    discard: list[int]  # top last
    treasure_deck: list[int]  # top first
    treasure_discard: list[int]
    players: list[PlayerState]
    phase: str = CHARACTER
    seat: int = 0  # whose turn
    actor: int = 0  # whose decision (the seat, or another seat for discards and spoils)
    first: int = 0  # the seat that played the first turn
    direction: int = 1  # +1 in seat order; the neighbour variant's Jack reverses it
    turn: int = 0  # turns played so far (1-based number of the turn in progress)
    # this turn
    drew: bool = False
    blocked: bool = False  # faced an obstacle: no road this turn
    laid: bool = False
    attacks: int = 0
    played: bool = False  # a card from the hand was played
    announce_due: bool = False  # laid the 7th road this turn
    duelled: bool = False
    discard_left: int = 0
    then: str = ""  # where the turn goes after the discards: face / refill / next / end
    duel_loser: int = -1
    peek: int = -1  # the card the Witch saw on top of the main deck this turn
    winners: list[int] = []
    end: str = ""  # how the game ended: goal / last-alive / turn-limit
    log: list[Event] = []


def clone_player(p: PlayerState) -> PlayerState:
    return PlayerState(
        p.character, p.hand[:], p.roads[:], p.pending[:], p.faced[:], p.life, p.max_life, p.weapon,
        p.shield, p.bonus, p.alive, p.announced, p.callable_by[:], p.skip_turns, p.no_attack,
        p.protect_next, p.protected, p.attack,
    )


def clone_state(s: RoadQuestState) -> RoadQuestState:
    """An independent copy (events are frozen, so they are shared)."""
    return RoadQuestState(
        s.config, s.rng.copy(), s.deck[:], s.discard[:], s.treasure_deck[:], s.treasure_discard[:],
        [clone_player(p) for p in s.players], s.phase, s.seat, s.actor, s.first, s.direction, s.turn,
        s.drew, s.blocked, s.laid, s.attacks, s.played, s.announce_due, s.duelled, s.discard_left,
        s.then, s.duel_loser, s.peek, s.winners[:], s.end, s.log[:],
    )
