"""The full Dragonwood state: one mutable msgspec Struct of ints and lists of ints.

Chance: every shuffle and die roll comes from the seeded SplitMix64 PRNG (`engine.rng.Rng`) stored
in the state (`rng`), so the seed and the action list determine the whole game, and
`engine.hashing.state_hash` of this Struct covers everything, the PRNG included.

Piles are lists of card ids (`cards.py`); for decks the top card is the *last* element. The
landscape is an ordered row, left to right (the solo opponent cares about order).

Flow: `phase` says which decision is pending and `decider` who makes it. The automatic steps
between decisions (refilling the landscape, resolving events, ending turns, the solo opponent's
turn) sit on the `tasks` stack; `rules.run` pops them until a decision is needed, so a step that
needs a choice (a Thunder Storm discard in the middle of a refill) simply pauses the stack.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood.config import Config

# -- phases: the decision pending ------------------------------------------------------------
P_TURN = 0  # Reload or Capture
P_MUSHROOM = 1  # MushroomReroll or DeclineMushroom
P_WOUND = 2  # WoundDiscard
P_HAND_LIMIT = 3  # HandLimitDiscard
P_THUNDER = 4  # ThunderStormDiscard
P_WIND = 5  # WindStormPass
P_OVER = 6  # the game is over
P_NONE = 7  # internal: automatic steps running
PHASE_NAMES = ("turn", "mushroom", "wound", "hand-limit", "thunder-storm", "wind-storm", "over", "none")

# -- tasks on the stack: code * 8 + seat -----------------------------------------------------
T_START_TURN = 1
T_PROMPT = 2  # solo: the turn decision, after the turn's first draw
T_END_TURN = 3
T_REFILL = 4
T_EVENT_DONE = 5
T_SUNNY = 6
T_THUNDER = 7
T_WIND_CHOOSE = 8
T_WIND_DELIVER = 9
T_SOLO_WIND_DRAW = 10
T_OPPONENT = 11
T_LIMIT = 12  # setup: a dealt hand above a lowered hand limit is discarded down

# -- how the game ended ----------------------------------------------------------------------
END_NONE, END_DRAGONS, END_DECK, END_FOREST = 0, 1, 2, 3
END_NAMES = ("", "both dragons captured", "adventurer deck exhausted twice", "forest empty")
_TIMES = {1: "once", 2: "twice", 3: "three times"}


def end_name(reason: int, runouts: int = 2) -> str:
    """How the game ended, as a key in English words (views carry it, bots read it: never
    translated); `runouts`: the run-out that ended it (modifiers change it). `end_words` is the
    person's text."""
    if reason == END_DECK:
        return f"adventurer deck exhausted {_TIMES.get(runouts, f'{runouts} times')}"
    return END_NAMES[reason]


def end_index(name: str) -> int:
    """The END_* of `end_name`'s key (a view's `end_reason`)."""
    if name.startswith("adventurer deck exhausted"):
        return END_DECK
    return END_NAMES.index(name) if name in END_NAMES else END_NONE


def end_words(reason: int, runouts: int = 2) -> str:
    """How the game ended (END_*; `runouts` as for `end_name`) in the player's language."""
    from dragonwood_tui.i18n import _, ngettext

    if reason == END_DECK:
        if runouts == 1:
            return _("adventurer deck exhausted once")
        if runouts == 2:
            return _("adventurer deck exhausted twice")
        if runouts == 3:
            return _("adventurer deck exhausted three times")
        return ngettext("adventurer deck exhausted {n} time", "adventurer deck exhausted {n} times", runouts).format(n=runouts)
    if reason == END_DRAGONS:
        return _("both dragons captured")
    if reason == END_FOREST:
        return _("forest empty")
    return ""


# -- attempt results -------------------------------------------------------------------------
R_NONE, R_PENDING, R_SUCCESS, R_FAILURE = 0, 1, 2, 3
RESULT_NAMES = ("none", "pending", "success", "failure")


class State(msgspec.Struct, gc=False):
    config: Config
    rng: Rng
    players: int  # seats (1 in solo)
    solo: bool
    adv_deck: list[int]
    adv_discard: list[int]
    dw_deck: list[int]
    dw_discard: list[int]
    removed: list[int]  # taken out unseen at setup
    landscape: list[int]
    hands: list[list[int]]
    enhancements: list[list[int]]  # in front of each seat (one-time ones until spent)
    victory: list[list[int]]  # creatures captured by each seat
    opponent: list[int]  # solo: cards the automated opponent took
    first_player: int
    current: int  # whose turn it is
    turn: int  # 1-based, counts seat turns
    runouts: int  # times the adventurer deck has run out (its last card drawn)
    reshuffles: int
    final_round: bool
    final_turns_left: int  # turns still to end, counting the one in progress
    phase: int
    decider: int  # the seat that must decide (-1 when over)
    tasks: list[int]
    event: int  # the event card being resolved, or -1
    wind: list[int]  # per seat: card chosen in a Wind Storm, held until everyone chose (-1 none)
    # the capture attempt in progress (phase P_MUSHROOM) or the last one; a new game starts
    # with no attempt, hence the defaults (they are encoded like any field: hashes don't change)
    in_play: list[int] = []  # adventurer cards played, while the attempt is unresolved
    in_play_one_time: list[int] = []  # one-time enhancements spent, while unresolved
    att_seat: int = -1
    att_target: int = -1
    att_method: int = 0
    att_cards: list[int] = []
    att_one_time: list[int] = []
    att_dice: list[int] = []
    att_bonus: int = 0
    att_need: int = 0  # the target's value for the method
    att_reroll: int = -1  # index of the die the mushroom re-rolled, or -1
    att_result: int = R_NONE
    over: bool = False
    end_reason: int = 0
    #: what the last applied action caused, for logs and transcripts (see describe.EVENT_*)
    events: list[list[int]] = []


# -- events: what an action caused, as small int lists [code, ...] (public information only) --
E_TURN = 0  # [E_TURN, seat, turn]: a seat's turn starts
E_DRAW = 1  # [E_DRAW, seat, count]: seat drew count Adventurer cards (which ones stays hidden)
E_LADYBUG = 2  # [E_LADYBUG, seat]: seat drew a Lucky Ladybug, discarded it and draws 2 more
E_RESHUFFLE = 3  # [E_RESHUFFLE, size]: the Adventurer discard became a new deck of size cards
E_RUNOUT = 4  # [E_RUNOUT, n]: the Adventurer deck ran out for the n-th time
E_FINAL_ROUND = 5  # [E_FINAL_ROUND, seat]: the final round starts; it ends with seat's turn
E_ROLL = 6  # [E_ROLL, seat, total, need, die, die, ...]: a capture roll (total includes bonus)
E_REROLL = 7  # [E_REROLL, seat, index, old, new, total]: the Lucky Mushroom re-rolled a die
E_CAPTURE = 8  # [E_CAPTURE, seat, target]: success
E_FAIL = 9  # [E_FAIL, seat, target]: failure, the seat is wounded
E_SPENT = 10  # [E_SPENT, seat, card]: a one-time enhancement was spent (discarded)
E_DISCARD = 11  # [E_DISCARD, seat, card, why]: why is one of DISCARD_WHY
E_PASS = 12  # [E_PASS, seat, to_seat]: Wind Storm pass (the card stays hidden)
E_REVEAL = 13  # [E_REVEAL, card]: a card joins the landscape
E_EVENT = 14  # [E_EVENT, card]: an event is drawn and resolved
E_QUICKSAND = 15  # [E_QUICKSAND, card]: Quicksand swallows an enhancement of the landscape
E_OPP_ROLL = 16  # [E_OPP_ROLL, face, again]: the solo opponent rolls (again=1: dragon re-roll)
E_OPP_TAKE = 17  # [E_OPP_TAKE, card]: the solo opponent takes a landscape card
E_GAME_OVER = 18  # [E_GAME_OVER, end_reason, the run-out that ends the game]
E_SETUP_EVENT = 19  # [E_SETUP_EVENT, card]: an event revealed at setup goes back into the deck
E_NO_CARD = 20  # [E_NO_CARD, seat]: a draw was skipped, nothing left to draw

DISCARD_WHY = ("wounded", "hand limit", "Thunder Storm", "Wind Storm")
W_WOUND, W_LIMIT, W_THUNDER, W_WIND = 0, 1, 2, 3
