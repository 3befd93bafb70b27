"""What one seat may see of a Dragonwood game (`view`), and helpers that work on a view.

A seat sees its own hand, everyone's hand sizes, enhancements, victory piles, the landscape,
both discard piles, deck sizes; never deck order or other hands. The spectator (seat None) also
sees every hand. Bots and the TUI work from views only.

`capture_options(view, cards, one_time)` tells, for a selection of hand cards and one-time
enhancements, every target and method: the dice, bonus, value to reach, exact chance and whether
the rules allow it (or why not).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import msgspec

from dragonwood_tui.games.dragonwood.actions import Method
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, LUCKY_MUSHROOM, METHODS, VALUES
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.odds import capture_probability
from dragonwood_tui.games.dragonwood.rules import capture_check, wound_choices
from dragonwood_tui.games.dragonwood.scoring import Standing, explain, standings, winners_of
from dragonwood_tui.games.dragonwood.state import (
    P_HAND_LIMIT,
    P_MUSHROOM,
    P_WIND,
    P_WOUND,
    PHASE_NAMES,
    R_NONE,
    RESULT_NAMES,
    T_END_TURN,
    T_PROMPT,
    T_START_TURN,
    State,
    end_index,
    end_name,
    end_words,
)

_RESUMES = {T_PROMPT: "turn", T_END_TURN: "end", T_START_TURN: "start"}


def _resumes(s: State) -> str:
    """`View.resumes`: the turn-level step deepest on the task stack."""
    for t in s.tasks:
        where = _RESUMES.get(t >> 3)
        if where is not None:
            return where
    return ""


class Attempt(msgspec.Struct, gc=False):
    """The capture attempt in progress (result "pending": a mushroom choice) or the last one."""

    seat: int
    target: int  # the landscape card tried
    method: str  # "strike", "stomp" or "scream"
    cards: list[int]  # Adventurer cards played
    one_time: list[int]  # one-time enhancements spent
    dice: list[int]  # the dice as they lie now (after a re-roll, the new face)
    bonus: int  # permanent bonuses for the method + Lightning Bolt (0 against an enhancement)
    need: int  # the target's value for the method
    total: int  # sum(dice) + bonus
    rerolled: int  # index of the die the Lucky Mushroom re-rolled, or -1
    result: str  # "pending", "success" or "failure"


class View(msgspec.Struct, gc=False):
    """Everything `seat` may see. Card ids are those of `cards.py`; seats are 0-based.

    phase / to_move / options: the decision pending. phase is one of "turn" (Reload or Capture),
    "mushroom" (re-roll a die or keep), "wound", "hand-limit", "thunder-storm", "wind-storm"
    (choose a card), "over". `options` lists the card ids to choose from for a card choice, the
    die indices for "mushroom", and is empty otherwise or when another seat decides (its hand is
    hidden).

    Derived values are properties: `scores`, `creature_counts`, `standings`, `opponent_score`,
    `winners`, `explanation` (how the winner was found: the bonus and the tie-break).
    """

    seat: int | None  # whose view this is (None: spectator)
    players: int  # seats (1 in solo)
    solo: bool
    tie_break: str  # "most-creatures" or "orange-dragon-first"
    turn: int  # 1-based, counts seat turns
    current: int  # whose turn it is
    first_player: int
    phase: str
    to_move: int | None  # the seat that must decide, None when over
    options: list[int]
    hand: list[int]  # this seat's hand ([] for the spectator)
    hands: list[list[int]] | None  # every hand: spectator only
    hand_sizes: list[int]
    enhancements: list[list[int]]  # in front of each seat, one-time ones until spent
    victory: list[list[int]]  # creatures captured by each seat
    opponent_cards: list[int] | None  # solo: what the automated opponent took, in order
    landscape: list[int]  # left to right
    adventurer_deck: int  # cards left
    adventurer_discard: list[int]
    dragonwood_deck: int
    dragonwood_discard: list[int]
    removed: int  # Dragonwood cards removed unseen at setup
    runouts: int  # times the Adventurer deck has run out
    runouts_left: int | None  # run-outs before the final round (2, 1, 0 by default); None in solo
    final_round: bool
    final_turns_left: int  # turns left in the final round, counting the current one
    event: int  # the event being resolved, or -1
    wind_choice: int  # the card this seat chose to pass in the Wind Storm, or -1
    wind_chosen: list[bool]  # who has already chosen in the Wind Storm
    attempt: Attempt | None
    events: list[list[int]]  # what the last action caused (describe.event_lines renders them)
    over: bool
    end_reason: str  # "" while playing; English words, a key (`end_text`: the person's words)
    hand_limit: int = 9  # the config's hand limit (a modifier may lower it)
    passes: int = 2  # the run-out that starts the final round (3 with long-deck, 1 with deck_passes=1)
    wound_from_played: bool = False  # variant: a failed attempt on an enhancement discards a card played
    dragons: str = "bottom-half"  # where setup shuffled the dragons in ("top-half": a modifier)
    ladybugs: bool = True  # False: no Lucky Ladybugs in the Adventurer deck
    # at a hand-limit, Thunder Storm or Wind Storm choice, where the turn goes once it and the
    # steps it starts are done: "turn" (the solo turn's decision, after its first draw), "end"
    # (the turn ends), "start" (the next turn starts: after setup, or the solo opponent's take);
    # "" at other decisions
    resumes: str = ""

    @property
    def standings(self) -> list[Standing]:
        """Every side's score so far, bonus included (solo: the opponent last, seat -1)."""
        return standings(self.victory, self.opponent_cards)

    @property
    def scores(self) -> list[int]:
        """Each seat's score so far, bonus included."""
        return [r.total for r in self.standings if r.seat >= 0]

    @property
    def creature_counts(self) -> list[int]:
        return [len(p) for p in self.victory]

    @property
    def opponent_score(self) -> int | None:
        """Solo: the automated opponent's score so far (None otherwise)."""
        return self.standings[-1].total if self.solo else None

    @property
    def winners(self) -> list[int]:
        """Winning seats once the game is over (solo: [0] when the person won), else []."""
        return winners_of(self.standings, self.tie_break) if self.over else []

    @property
    def end_text(self) -> str:
        """How the game ended, in the player's language ("" while playing); `end_reason` itself
        stays English: a key that bots read."""
        return end_words(end_index(self.end_reason), self.passes)

    @property
    def explanation(self) -> str:
        """How the winner is found: the most-creatures bonus and, if needed, the tie-break."""
        return explain(self.standings, self.tie_break)


def view(s: State, seat: int | None, shared: bool = False) -> View:
    """What `seat` sees. With `shared` the view's lists are the state's own (no copies): for a
    computer player that reads the view before the next action and never changes it (headless
    play and the `expert` bot's rollouts: copying every pile at every decision cost a third of
    a simulated game's time)."""
    v = bot_view(s, seat)
    if shared:
        return v
    # the copying view: every list the state owns, copied (the app and the Match keep views
    # while the game moves on; event lists are never changed once made)
    v.hand = v.hand[:]
    if v.hands is not None:
        v.hands = list(map(list.copy, v.hands))
    v.enhancements, v.victory = list(map(list.copy, v.enhancements)), list(map(list.copy, v.victory))
    if v.opponent_cards is not None:
        v.opponent_cards = v.opponent_cards[:]
    v.landscape, v.adventurer_discard, v.dragonwood_discard = v.landscape[:], v.adventurer_discard[:], v.dragonwood_discard[:]
    v.events = v.events[:]
    a = v.attempt
    if a is not None:  # a new Attempt: the shared one may be handed to other views
        v.attempt = Attempt(a.seat, a.target, a.method, a.cards[:], a.one_time[:], a.dice[:], a.bonus, a.need,
                            a.total, a.rerolled, a.result)
    return v


#: the last attempt a view showed: (the state's dice list, result, target, the Attempt). A
#: capture always rolls a new dice list, and the mushroom's re-roll (a die changed in place)
#: resolves the attempt: its result changes. So while these match, the state's attempt is the
#: same and its Attempt is reused (most views of a game show the last attempt unchanged). One
#: tuple, read and replaced whole: views are built in several threads.
_last_attempt: tuple[list[int], int, int, Attempt] | None = None
#: the config's fields a view shows, for the last config seen (games of a run share one)
_last_config: tuple[Config, tuple[str, int, int, bool, str, bool]] | None = None


def bot_view(s: State, seat: int | None) -> View:
    """`view(s, seat, shared=True)`: a computer player's read-only view, valid until the next
    action is applied (the state's own lists). Every field is read from the state once (a
    simulated game builds a view at every step)."""
    global _last_attempt, _last_config
    players = s.players
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"no seat {seat} in a game of {players}")
    hands = s.hands
    phase = s.phase
    decider = s.decider
    options: list[int] = []
    if phase and (seat is None or seat == decider):
        if phase == P_MUSHROOM:
            options = list(range(len(s.att_dice)))
        elif phase == P_WOUND:
            options = wound_choices(s)
        elif phase <= P_WIND:
            options = sorted(hands[decider])
    result = s.att_result
    attempt: Attempt | None = None
    if result:
        dice = s.att_dice
        target = s.att_target
        last = _last_attempt
        if last is not None and last[0] is dice and last[1] == result and last[2] == target:
            attempt = last[3]
        else:
            bonus = s.att_bonus
            attempt = Attempt(
                s.att_seat, target, METHODS[s.att_method], s.att_cards, s.att_one_time, dice, bonus, s.att_need,
                sum(dice) + bonus, s.att_reroll, RESULT_NAMES[result],
            )
            _last_attempt = (dice, result, target, attempt)
    solo = s.solo
    config = s.config
    known = _last_config
    if known is not None and known[0] is config:
        tie_break, hand_limit, runout, wound_from_played, dragons, ladybugs = known[1]
    else:
        tie_break, hand_limit, runout = config.tie_break, config.hand_limit, config.final_runout
        wound_from_played, dragons, ladybugs = config.wound_from_played, config.dragons, config.ladybugs
        _last_config = (config, (tie_break, hand_limit, runout, wound_from_played, dragons, ladybugs))
    event = s.event
    over = s.over
    reason = s.end_reason
    runouts = s.runouts
    return View(
        seat,
        players,
        solo,
        tie_break,
        s.turn,
        s.current,
        s.first_player,
        PHASE_NAMES[phase],
        None if over else decider,
        options,
        hands[seat] if seat is not None else [],
        hands if seat is None else None,
        list(map(len, hands)),
        s.enhancements,
        s.victory,
        s.opponent if solo else None,
        s.landscape,
        len(s.adv_deck),
        s.adv_discard,
        len(s.dw_deck),
        s.dw_discard,
        len(s.removed),
        runouts,
        None if solo else (runout - runouts if runout > runouts else 0),
        s.final_round,
        s.final_turns_left,
        event,
        s.wind[seat] if seat is not None else -1,
        [w >= 0 for w in s.wind] if event >= 0 else [False] * players,
        attempt,
        s.events,
        over,
        end_name(reason, runout) if reason else "",
        hand_limit,
        runout,
        wound_from_played,
        dragons,
        ladybugs,
        _resumes(s) if P_HAND_LIMIT <= phase <= P_WIND else "",
    )


class CaptureOption(msgspec.Struct):
    """One target x method for the selected cards (see `capture_options`)."""

    target: int
    method: Method
    dice: int  # dice rolled (cards + potion + bunny)
    bonus: int  # added to the dice (permanent bonuses for the method + Lightning Bolt)
    value: int  # the target's value for the method
    need: int  # what the dice alone must reach: value - bonus
    mushroom: bool  # the Lucky Mushroom re-roll is available (and counted in the chance)
    probability: Fraction  # exact chance of success, the mushroom used well; 0 when illegal
    legal: bool
    reason: str  # why not, when not legal, in the player's language ("" when legal): words only


def capture_options(
    view: View, cards: Sequence[int], one_time: Sequence[int] = ()
) -> list[CaptureOption]:
    """For the selection (hand cards and one-time enhancements to spend) of `view.seat`: every
    landscape card x method, with dice, bonus, value, exact chance, and legality or the reason.

    The odds count the seat's permanent enhancements and the mushroom used well (re-roll the
    lowest die, only when short). Legality ignores whose turn it is (the TUI shows odds while
    the player chooses); `legal` is False with a reason when the cards cannot make that method.
    """
    seat = view.seat if view.seat is not None else view.current
    hand = view.hand if view.seat is not None else (view.hands or [[]])[seat]
    enh = view.enhancements[seat]
    out: list[CaptureOption] = []
    for target in view.landscape:
        creature = KIND[target] == CREATURE
        mushroom = creature and LUCKY_MUSHROOM in enh
        for method in METHODS:
            problem, m, dice, bonus, value = capture_check(
                hand, enh, view.landscape, target, method, list(cards), list(one_time)
            )
            legal = problem is None
            if not legal:
                dice, bonus, value = 0, 0, VALUES[m][target]
            out.append(
                CaptureOption(
                    target=target,
                    method=method,
                    dice=dice,
                    bonus=bonus,
                    value=value,
                    need=value - bonus,
                    mushroom=mushroom,
                    probability=capture_probability(dice, bonus, value, mushroom) if legal else Fraction(0),
                    legal=legal,
                    reason=problem or "",
                )
            )
    return out
