"""The full Dice Quest state: a mutable msgspec Struct of lists, ints, strs and nested Structs."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig

PLAYING, WON, LOST, OVER = "playing", "won", "lost", "over"
# why the game ended (`DiceQuestState.end_reason`); "" while playing
END_CLEARED = "quest complete"  # the deck and the quest line are empty (won / over)
END_GAVE_UP = "gave up"  # solo: the person chose not to beat an enemy
END_NO_MOVE = "no move left"  # solo: nothing but giving up was possible: lost by the rules


def end_words(reason: str) -> str:
    """An END_* key in the player's language ("" while playing)."""
    from dragonwood_tui.i18n import _

    words = {END_CLEARED: _("quest complete"), END_GAVE_UP: _("gave up"), END_NO_MOVE: _("no move left")}
    return words.get(reason, reason)


class Event(msgspec.Struct, omit_defaults=True):
    """Something that happened, for the log (describe.event_text renders it).

    kind: "turn" (a turn starts: `cards` joined the quest line, `dice` rolled), "reroll" (free),
    "power" (`cards[0]` spent on dice `picked`), "beat" (`cards[0]` joined the army),
    "give-up", "no-move" (solo: no move left, the game is lost by itself), "idle-round" (a full
    round without an enemy beaten: `cards[0]` left the game), "won", "lost", "over"
    (multiplayer end).
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
    end_reason: str = ""  # END_* once the game is over
    set_aside: list[int] = []  # left out at setup by the deck_size / no_power modifiers, unseen
    gone: list[int] = []  # enemies removed by idle rounds (they score for nobody)
    round_beat: bool = False  # an enemy was beaten in the round in progress (idle_rounds)


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
        end_reason=s.end_reason,
        set_aside=list(s.set_aside),
        gone=list(s.gone),
        round_beat=s.round_beat,
    )
