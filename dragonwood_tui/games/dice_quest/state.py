"""The full Dice Quest state: a mutable msgspec Struct of lists, ints, strs and nested Structs."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig

PLAYING, WON, LOST, OVER = "playing", "won", "lost", "over"


class Event(msgspec.Struct, omit_defaults=True):
    """Something that happened, for the log (describe.event_text renders it).

    kind: "turn" (a turn starts: `cards` joined the quest line, `dice` rolled), "reroll" (free),
    "power" (`cards[0]` spent on dice `picked`), "beat" (`cards[0]` joined the army),
    "give-up", "won", "lost", "over" (multiplayer end).
    """

    kind: str
    turn: int
    seat: int
    cards: list[int] = []
    dice: list[int] = []  # the dice after the event
    before: list[int] = []  # the dice before it (rerolls and powers)
    picked: list[int] = []  # die indices chosen
    direction: int = 0


class PlayerState(msgspec.Struct):
    army: list[int] = []  # card ids, in the order beaten
    discard: list[int] = []  # card ids of spent powers
    turns: int = 0  # turns started: the first one has 2 free re-rolls


class DiceQuestState(msgspec.Struct):
    config: DiceQuestConfig
    rng: Rng
    deck: list[int]  # card ids, top first
    line: list[int]  # the quest line, oldest first
    dice: list[int]  # five values 1-6
    rerolls_left: int  # free re-rolls left this turn
    seat: int  # whose turn
    turn: int  # turns started so far (1-based number of the turn in progress)
    players: list[PlayerState]
    status: str = PLAYING  # playing / won / lost (solo) / over (multiplayer)
    log: list[Event] = []
    # Die values used before the Rng's (tests and puzzles stack the dice this way); empty in play.
    stacked_dice: list[int] = []
    # The log is history, not state: left out of state hashes (engine.hashing), which would
    # otherwise grow with every action of a long game.
    hash_exclude: ClassVar[tuple[str, ...]] = ("log",)


def clone_state(s: DiceQuestState, *, log: bool = True) -> DiceQuestState:
    """An independent copy (events are never mutated, so they are shared). `log=False`: with
    an empty log (a scratch copy to see what one action logs, at a cost that does not grow
    with the game)."""
    return DiceQuestState(
        config=s.config,
        rng=Rng(s.rng.state),
        deck=list(s.deck),
        line=list(s.line),
        dice=list(s.dice),
        rerolls_left=s.rerolls_left,
        seat=s.seat,
        turn=s.turn,
        players=[PlayerState(list(p.army), list(p.discard), p.turns) for p in s.players],
        status=s.status,
        log=list(s.log) if log else [],
        stacked_dice=list(s.stacked_dice),
    )
