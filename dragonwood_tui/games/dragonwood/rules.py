"""Dragonwood rules: setup, the turn, captures, events, both ends of the game; legal actions.

Chance comes only from the seeded SplitMix64 PRNG stored in the state (`state.rng`): shuffles use
its Fisher-Yates, each die is `DIE_FACES[rng.below(6)]`. The same seed and the same actions give
the same game on every machine and Python version.

`apply` validates an action completely before it touches the state, so a refused action
(IllegalAction, with a reason for a person) leaves the state as it was. After a decision the
automatic steps run from the task stack (see state.py) until the next decision or the end.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Any

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.i18n import _, N_, ngettext, quoted
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.engine.rng import GOLDEN, MASK64, Rng
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    DeclineMushroom,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.cards import (
    BLUE_DRAGON,
    CARD_COUNT,
    CHARMED_POTION,
    CLOAK_OF_DARKNESS,
    COLOUR,
    CREATURE,
    DIE_FACES,
    DRAGONS,
    DW_IDS,
    ENHANCEMENTS,
    EVENT,
    FRIENDLY_BUNNY,
    IS_ONE_TIME,
    KIND,
    LADYBUG_FIRST,
    LANDSCAPE_SIZE,
    LIGHTNING_BOLT,
    LIGHTNING_BONUS,
    LUCKY_MUSHROOM,
    MAX_DICE,
    METHOD_INDEX,
    METHODS,
    ORANGE_DRAGON,
    PERMANENT_BONUS,
    QUICKSAND,
    REMOVED_AT_SETUP,
    SCREAM,
    STOMP,
    STRIKE,
    SUNNY_DAY,
    THUNDER_STORM,
    VALUE,
    VALUES,
    VP,
    WIND_STORM,
    label,
    name,
)
from dragonwood_tui.games.dragonwood.config import ENHANCEMENT_NAMES, Config
from dragonwood_tui.games.dragonwood.state import (
    E_CAPTURE,
    E_DISCARD,
    E_DRAW,
    E_EVENT,
    E_FAIL,
    E_FINAL_ROUND,
    E_GAME_OVER,
    E_LADYBUG,
    E_NO_CARD,
    E_OPP_ROLL,
    E_OPP_TAKE,
    E_PASS,
    E_QUICKSAND,
    E_RESHUFFLE,
    E_REROLL,
    E_REVEAL,
    E_ROLL,
    E_RUNOUT,
    E_SETUP_EVENT,
    E_SPENT,
    E_TURN,
    END_DECK,
    END_DRAGONS,
    END_FOREST,
    P_HAND_LIMIT,
    P_MUSHROOM,
    P_NONE,
    P_OVER,
    P_THUNDER,
    P_TURN,
    P_WIND,
    P_WOUND,
    R_FAILURE,
    R_PENDING,
    R_SUCCESS,
    T_END_TURN,
    T_EVENT_DONE,
    T_LIMIT,
    T_OPPONENT,
    T_PROMPT,
    T_REFILL,
    T_SOLO_WIND_DRAW,
    T_START_TURN,
    T_SUNNY,
    T_THUNDER,
    T_WIND_CHOOSE,
    T_WIND_DELIVER,
    W_LIMIT,
    W_THUNDER,
    W_WIND,
    W_WOUND,
    State,
)

FACES = DIE_FACES


# ---------------------------------------------------------------------------------------------
# setup
# ---------------------------------------------------------------------------------------------
def new_game(config: Config, seed: int) -> State:
    """A new game, set up as the spec says, with every chance drawn from Rng(seed)."""
    config.check()
    rng = Rng(seed & MASK64)
    n = config.players
    solo = n == 1
    if solo:
        first = 0
    elif config.first_player is not None:
        first = config.first_player
    else:
        first = rng.below(n)

    # Dragonwood deck: shuffle all but the dragons, remove some unseen (from the top), then put
    # each dragon at a uniform position among the bottom half (index 0 is the bottom).
    # A starting enhancement (a modifier) leaves the deck before anything is shuffled.
    start = [] if config.start_enhancement is None else [ENHANCEMENTS[ENHANCEMENT_NAMES.index(config.start_enhancement)]]
    others = [c for c in _NOT_DRAGONS if c not in start] if start else _NOT_DRAGONS[:]
    shuffle(rng, others)
    k = REMOVED_AT_SETUP[n]
    removed = others[len(others) - k :]
    dw_deck = others[: len(others) - k]  # the rest, the dragons then put in
    size = len(dw_deck) + 2
    half = (size + 1) // 2
    p_orange = rng.below(half)
    p_blue = rng.below(half - 1)
    if p_blue >= p_orange:
        p_blue += 1
    if config.dragons == "top-half":  # the same draws, counted from the top
        p_orange += size - half
        p_blue += size - half
    # each dragon at its place of the whole deck: the lower place first, then the other's
    for place, dragon in sorted(((p_orange, ORANGE_DRAGON), (p_blue, BLUE_DRAGON))):
        dw_deck.insert(place, dragon)
    events: list[list[int]] = []
    landscape: list[int] = []
    while len(landscape) < LANDSCAPE_SIZE:
        c = dw_deck.pop()
        if KIND[c] == EVENT:
            # Decision: an event revealed at setup goes back at a random place, never on top.
            dw_deck.insert(rng.below(len(dw_deck)), c)
            events.append([E_SETUP_EVENT, c])
        else:
            landscape.append(c)
            events.append([E_REVEAL, c])

    adv_deck = list(range(LADYBUG_FIRST + 4 if config.ladybugs else LADYBUG_FIRST))
    shuffle(rng, adv_deck)
    s = State(
        config=config,
        rng=rng,
        players=n,
        solo=solo,
        adv_deck=adv_deck,
        adv_discard=[],
        dw_deck=dw_deck,
        dw_discard=[],
        removed=removed,
        landscape=landscape,
        hands=[[] for _ in range(n)],
        enhancements=[start if i == 0 else [] for i in range(n)],
        victory=[[] for _ in range(n)],
        opponent=[],
        first_player=first,
        current=first,
        turn=0,
        runouts=0,
        reshuffles=0,
        final_round=False,
        final_turns_left=0,
        phase=P_NONE,
        decider=first,
        tasks=[T_START_TURN << 3],
        event=-1,
        wind=[-1] * n,
        events=events,
    )
    # Deal 5 to each seat from the first player on; a ladybug dealt is replaced by 2 cards.
    for i in range(n):
        _draw(s, (first + i) % n, 5)
    # With a lowered hand limit (a modifier) a deal with ladybugs can go above it: those seats
    # discard down first, from the first player on. (The standard deal never reaches 10.)
    for i in reversed(range(n)):
        seat = (first + i) % n
        if len(s.hands[seat]) > config.hand_limit:
            s.tasks.append(T_LIMIT << 3 | seat)
    run(s)
    return s


_NOT_DRAGONS = [c for c in DW_IDS if c not in DRAGONS]  # the Dragonwood deck before setup


# ---------------------------------------------------------------------------------------------
# automatic steps
# ---------------------------------------------------------------------------------------------
_LIMIT6 = (1 << 64) - ((1 << 64) % 6)


def _roll(s: State) -> int:
    """One die: exactly `DIE_FACES[s.rng.below(6)]`, with SplitMix64 inlined (a capture rolls
    many dice per game; tests check the stream against `Rng.below`)."""
    rng = s.rng
    z = rng.state
    while True:
        z = (z + GOLDEN) & MASK64
        x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
        x ^= x >> 31
        if x < _LIMIT6:
            rng.state = z
            return FACES[x % 6]


def _roll_dice(s: State, n: int) -> list[int]:
    """`n` dice: exactly `[_roll(s) for _ in range(n)]`, the stream read once for all of them
    (a capture's dice; tests that force the dice replace both functions)."""
    rng = s.rng
    z = rng.state
    dice: list[int] = []
    while len(dice) < n:
        z = (z + GOLDEN) & MASK64
        x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
        x ^= x >> 31
        if x < _LIMIT6:
            dice.append(FACES[x % 6])
    rng.state = z
    return dice


def shuffle(rng: Rng, seq: list[int]) -> None:
    """Exactly `rng.shuffle(seq)` (Fisher-Yates from the top)."""
    rng.shuffle(seq)


def _draw(s: State, seat: int, count: int) -> None:
    """`seat` draws `count` Adventurer cards; ladybugs are discarded and replaced by 2 more."""
    hand = s.hands[seat]
    deck = s.adv_deck
    ev = s.events
    got = 0
    while count:
        if not deck:
            discard = s.adv_discard
            if not discard:
                ev.append([E_NO_CARD, seat])
                break
            deck.extend(discard)
            discard.clear()
            shuffle(s.rng, deck)
            s.reshuffles += 1
            ev.append([E_RESHUFFLE, len(deck)])
        c = deck.pop()
        if not deck:
            _ran_out(s)
        if c >= LADYBUG_FIRST:
            s.adv_discard.append(c)
            count += 1  # this draw is replaced by two
            ev.append([E_LADYBUG, seat])
        else:
            hand.append(c)
            count -= 1
            got += 1
    if got:
        ev.append([E_DRAW, seat, got])


def _ran_out(s: State) -> None:
    """The Adventurer deck's last card was drawn. The second time starts the final round."""
    s.runouts += 1
    s.events.append([E_RUNOUT, s.runouts])
    if s.runouts == s.config.final_runout and not s.solo and not s.final_round:
        s.final_round = True
        # the turn in progress, then one more turn for every player
        s.final_turns_left = s.players + 1
        s.events.append([E_FINAL_ROUND, s.current])


def _check_limit(s: State, seat: int) -> None:
    if len(s.hands[seat]) > s.config.hand_limit:
        s.phase = P_HAND_LIMIT
        s.decider = seat


def _game_over(s: State, reason: int) -> None:
    s.over = True
    s.phase = P_OVER
    s.decider = -1
    s.end_reason = reason
    s.tasks.clear()
    s.events.append([E_GAME_OVER, reason, s.config.final_runout])


def _turn_order(s: State) -> list[int]:
    n = s.players
    return [(s.current + i) % n for i in range(n)]


def run(s: State) -> None:
    """Run automatic steps from the task stack until a decision is pending or the game ends."""
    tasks = s.tasks
    while s.phase == P_NONE:
        t = tasks.pop()
        code = t >> 3
        if code == T_END_TURN:  # the most frequent first: every turn ends and starts
            _end_turn(s)
        elif code == T_START_TURN:
            _start_turn(s)
        elif code == T_REFILL:
            _refill(s)
        elif code == T_PROMPT:
            s.phase = P_TURN
            s.decider = s.current
        elif code == T_EVENT_DONE:
            s.dw_discard.append(s.event)
            s.event = -1
        elif code == T_SUNNY:
            seat = t & 7
            _draw(s, seat, 2)
            _check_limit(s, seat)
        elif code == T_THUNDER or code == T_WIND_CHOOSE:
            seat = t & 7
            if s.hands[seat]:  # a player without cards has nothing to discard or pass
                s.phase = P_THUNDER if code == T_THUNDER else P_WIND
                s.decider = seat
        elif code == T_WIND_DELIVER:
            _wind_deliver(s)
        elif code == T_SOLO_WIND_DRAW:
            _draw(s, 0, 1)
            _check_limit(s, 0)
        elif code == T_OPPONENT:
            _opponent_turn(s)
        elif code == T_LIMIT:
            _check_limit(s, t & 7)
        else:  # pragma: no cover - a corrupted stack
            raise RuntimeError(f"unknown task {t}")


def _start_turn(s: State) -> None:
    if not s.landscape and not s.dw_deck:
        _game_over(s, END_FOREST)  # Decision: nothing left to capture
        return
    s.turn += 1
    s.events.append([E_TURN, s.current, s.turn])
    if s.solo:
        # the solo person's turn starts with a draw, then the usual choice
        s.tasks.append(T_PROMPT << 3)
        _draw(s, 0, 1)
        _check_limit(s, 0)
    else:
        s.phase = P_TURN
        s.decider = s.current


def _end_turn(s: State) -> None:
    if s.final_round:
        s.final_turns_left -= 1
        if s.final_turns_left <= 0:
            _game_over(s, END_DECK)
            return
    if s.solo:
        s.tasks.append(T_START_TURN << 3)
        s.tasks.append(T_OPPONENT << 3)
        return
    # the next seat's turn starts at once: `_start_turn` written out for 2-4 seats (what the task
    # loop would do next with T_START_TURN on top of the stack; every turn ends here)
    current = s.current = (s.current + 1) % s.players
    if not s.landscape and not s.dw_deck:
        _game_over(s, END_FOREST)
        return
    s.turn += 1
    s.events.append([E_TURN, current, s.turn])
    s.phase = P_TURN
    s.decider = current


def _refill(s: State) -> None:
    """Refill the landscape to 5; an event drawn is resolved, then the refill goes on."""
    landscape = s.landscape
    deck = s.dw_deck
    while len(landscape) < LANDSCAPE_SIZE and deck:
        c = deck.pop()
        if KIND[c] != EVENT:
            landscape.append(c)
            s.events.append([E_REVEAL, c])
            continue
        s.events.append([E_EVENT, c])
        s.event = c
        tasks = s.tasks
        tasks.append(T_REFILL << 3)
        tasks.append(T_EVENT_DONE << 3)
        order = _turn_order(s)
        if c == SUNNY_DAY:
            for seat in reversed(order):
                tasks.append(T_SUNNY << 3 | seat)
        elif c == THUNDER_STORM:
            for seat in reversed(order):
                tasks.append(T_THUNDER << 3 | seat)
        elif c == WIND_STORM:
            if s.solo:  # solo: discard 1 card, then draw 1
                tasks.append(T_SOLO_WIND_DRAW << 3)
                tasks.append(T_WIND_CHOOSE << 3)
            else:  # everyone chooses, then every chosen card moves at once
                tasks.append(T_WIND_DELIVER << 3)
                for seat in reversed(order):
                    tasks.append(T_WIND_CHOOSE << 3 | seat)
        elif c == QUICKSAND:
            kept = []
            for card in landscape:
                if KIND[card] == CREATURE:
                    kept.append(card)
                else:
                    s.dw_discard.append(card)
                    s.events.append([E_QUICKSAND, card])
            landscape[:] = kept
        return


def _wind_deliver(s: State) -> None:
    n = s.players
    wind = s.wind
    for seat in range(n):
        card = wind[seat]
        if card >= 0:
            right = (seat - 1) % n  # to the right: against the turn order
            s.hands[right].append(card)
            s.events.append([E_PASS, seat, right])
            wind[seat] = -1


def _dragons_all_captured(s: State) -> bool:
    for d in DRAGONS:
        if d in s.landscape or d in s.dw_deck:
            return False
    return True


def _opponent_turn(s: State) -> None:
    """The solo variant's automated opponent: one die decides what it takes."""
    face = _roll(s)
    s.events.append([E_OPP_ROLL, face, 0])
    landscape = s.landscape
    if face <= 2 or not landscape:
        return
    pick = landscape[0] if face == 3 else _opponent_pick(s)
    landscape.remove(pick)
    s.opponent.append(pick)
    s.events.append([E_OPP_TAKE, pick])
    if pick in DRAGONS and _dragons_all_captured(s):
        _game_over(s, END_DRAGONS)
        return
    s.tasks.append(T_REFILL << 3)


def _highest(creatures: list[int]) -> int:
    """The highest-VP creature, the leftmost among equals."""
    best = creatures[0]
    for c in creatures:
        if VP[c] > VP[best]:
            best = c
    return best


def _opponent_pick(s: State) -> int:
    """What the opponent takes on a 4 (the spec's rules (a) and (b))."""
    landscape = s.landscape
    creatures = [c for c in landscape if KIND[c] == CREATURE]
    cloak = CLOAK_OF_DARKNESS in landscape
    if cloak and not any(VP[c] >= 5 for c in creatures):
        return CLOAK_OF_DARKNESS  # (a)
    if not creatures:
        return landscape[0]  # only enhancements: the leftmost
    best = _highest(creatures)
    if best in DRAGONS and landscape[0] != best:
        face = _roll(s)  # (b)
        s.events.append([E_OPP_ROLL, face, 1])
        if face >= 3:
            return best
        others = [c for c in creatures if c != best]
        if cloak and not any(VP[c] >= 5 for c in others):
            return CLOAK_OF_DARKNESS  # (a) still applies, among the others
        if not others:
            return next(c for c in landscape if KIND[c] != CREATURE)
        return _highest(others)
    return best


# ---------------------------------------------------------------------------------------------
# captures
# ---------------------------------------------------------------------------------------------
def _pattern_problem(cards: Any, m: int, wild: bool) -> str | None:
    """Why `cards` (+ the Charmed Potion as a wild card if `wild`) do not make method m."""
    if len(cards) == 1:
        return None
    if m == STOMP:
        v = VALUE[cards[0]]
        for c in cards:
            if VALUE[c] != v:
                return _("a Stomp needs cards of one value")
        return None
    if m == SCREAM:
        col = COLOUR[cards[0]]
        for c in cards:
            if COLOUR[c] != col:
                return _("a Scream needs cards of one colour")
        return None
    lo = hi = VALUE[cards[0]]
    held = 0  # bit v: value v played
    for c in cards:
        v = VALUE[c]
        held |= 1 << v
        if v < lo:
            lo = v
        elif v > hi:
            hi = v
    k = len(cards)
    span = hi - lo + 1
    if (span == k or (wild and span == k + 1)) and held.bit_count() == k:  # distinct values
        return None
    if wild:
        return _("a Strike needs consecutive values (the Charmed Potion can fill one gap)")
    return _("a Strike needs consecutive values, e.g. 3-4-5")


def capture_check(
    hand: list[int],
    enhancements: list[int],
    landscape: list[int],
    target: Any,
    method: Any,
    cards: Any,
    one_time: Any,
) -> tuple[str | None, int, int, int, int]:
    """Check a capture: (problem or None, method index, dice, bonus, need).

    `bonus` counts the permanent enhancements that match the method and a Lightning Bolt spent;
    `need` is the target's value for the method. Works on a state's or a view's lists alike.
    """
    m = METHOD_INDEX.get(method) if isinstance(method, str) else None
    if m is None:
        return _("unknown method {method} (strike, stomp or scream)").format(method=quoted(method)), 0, 0, 0, 0
    if not isinstance(target, int) or target not in landscape:
        return _("that card is not in the landscape"), m, 0, 0, 0
    if not isinstance(cards, (list, tuple)) or not isinstance(one_time, (list, tuple)):
        return _("cards and one-time enhancements must be lists of card ids"), m, 0, 0, 0
    k = len(cards)
    if k == 0:
        return _("play at least one Adventurer card"), m, 0, 0, 0
    for c in cards:
        if not isinstance(c, int) or c not in hand:
            return _("{card} is not in your hand").format(card=_card_text(c)), m, 0, 0, 0
    if k > 1 and len(set(cards)) != k:
        return _("a card is played twice"), m, 0, 0, 0
    potion = bunny = bolt = False
    creature = KIND[target] == CREATURE
    if one_time:
        for e in one_time:
            if not isinstance(e, int) or e not in enhancements:
                return _("you have no {card} to spend").format(card=_card_text(e)), m, 0, 0, 0
            if not IS_ONE_TIME[e]:
                return _("{card} is permanent: it is not spent").format(card=card_name("dragonwood", name(e))), m, 0, 0, 0
            potion |= e == CHARMED_POTION
            bunny |= e == FRIENDLY_BUNNY
            bolt |= e == LIGHTNING_BOLT
        if len(set(one_time)) != len(one_time):
            return _("an enhancement is spent twice"), m, 0, 0, 0
        if not creature:
            return _("enhancements never help to capture an enhancement"), m, 0, 0, 0
    if k > 1:  # one card makes every method
        problem = _pattern_problem(cards, m, potion)
        if problem:
            return problem, m, 0, 0, 0
    dice = k + potion + bunny
    if dice > MAX_DICE:
        if bunny and dice - 1 <= MAX_DICE:
            return ngettext("the Friendly Bunny cannot take a roll above {n} die", "the Friendly Bunny cannot take a roll above {n} dice", MAX_DICE).format(n=MAX_DICE), m, 0, 0, 0
        return ngettext("never more than {n} die", "never more than {n} dice", MAX_DICE).format(n=MAX_DICE), m, 0, 0, 0
    bonus = 0
    if creature:
        row = PERMANENT_BONUS[m]
        for e in enhancements:
            bonus += row[e]
        if bolt:
            bonus += LIGHTNING_BONUS
    return None, m, dice, bonus, VALUES[m][target]


def _card_text(c: Any) -> str:
    if isinstance(c, int) and 0 <= c < CARD_COUNT:
        return label(c) if c < LADYBUG_FIRST else card_name("dragonwood", label(c))
    return _("card {card}").format(card=repr(c))


def _apply_capture(s: State, a: Capture) -> None:
    seat = s.current
    hand = s.hands[seat]
    enh = s.enhancements[seat]
    problem, m, dice_n, bonus, need = capture_check(
        hand, enh, s.landscape, a.target, a.method, a.cards, a.one_time
    )
    if problem:
        raise IllegalAction(problem)
    target = a.target
    cards = list(a.cards)
    for c in cards:
        hand.remove(c)
    s.in_play = cards
    s.att_cards = cards[:]
    if a.one_time:
        one_time = list(a.one_time)
        for e in one_time:
            enh.remove(e)
        s.in_play_one_time = one_time
        s.att_one_time = one_time[:]
    else:
        s.in_play_one_time = []
        s.att_one_time = []
    s.att_seat = seat
    s.att_target = target
    s.att_method = m
    s.att_dice = dice = _roll_dice(s, dice_n)
    s.att_bonus = bonus
    s.att_need = need
    s.att_reroll = -1
    total = sum(dice) + bonus
    s.events = [[E_ROLL, seat, total, need, *dice]]
    if total < need and LUCKY_MUSHROOM in enh and KIND[target] == CREATURE:
        # Decision: the mushroom is offered only when the roll falls short.
        s.att_result = R_PENDING
        s.phase = P_MUSHROOM
        s.decider = seat
        return
    _resolve(s, total >= need)


def _resolve(s: State, success: bool) -> None:
    seat = s.att_seat
    target = s.att_target
    if s.in_play_one_time:  # spent whether the attempt succeeds or fails
        for e in s.in_play_one_time:
            s.events.append([E_SPENT, seat, e])
        s.dw_discard.extend(s.in_play_one_time)
        s.in_play_one_time = []
    if success:
        s.adv_discard.extend(s.in_play)
        s.in_play = []
        s.landscape.remove(target)
        if KIND[target] == CREATURE:
            s.victory[seat].append(target)
        else:
            s.enhancements[seat].append(target)
        s.att_result = R_SUCCESS
        s.events.append([E_CAPTURE, seat, target])
        if target in DRAGONS and _dragons_all_captured(s):
            _game_over(s, END_DRAGONS)
            return
        tasks = s.tasks
        tasks.append(T_END_TURN << 3)
        s.phase = P_NONE
        _refill(s)  # what the task loop would run first (T_REFILL on top of T_END_TURN)
        if s.phase == P_NONE and tasks[-1] == T_END_TURN << 3:  # no event drawn: the turn ends
            tasks.pop()
            _end_turn(s)
        if s.phase == P_NONE:
            run(s)
    else:
        s.hands[seat].extend(s.in_play)
        s.in_play = []
        s.att_result = R_FAILURE
        s.events.append([E_FAIL, seat, target])
        s.phase = P_WOUND
        s.decider = seat


# ---------------------------------------------------------------------------------------------
# apply
# ---------------------------------------------------------------------------------------------
_PHASE_OF: dict[type, int] = {
    Reload: P_TURN,
    Capture: P_TURN,
    MushroomReroll: P_MUSHROOM,
    DeclineMushroom: P_MUSHROOM,
    WoundDiscard: P_WOUND,
    HandLimitDiscard: P_HAND_LIMIT,
    ThunderStormDiscard: P_THUNDER,
    WindStormPass: P_WIND,
}
_DISCARD_WHY = {P_WOUND: W_WOUND, P_HAND_LIMIT: W_LIMIT, P_THUNDER: W_THUNDER, P_WIND: W_WIND}
_EXPECTED = {
    P_TURN: N_("a Reload or a Capture"),
    P_MUSHROOM: N_("a Lucky Mushroom choice (re-roll a die or keep the roll)"),
    P_WOUND: N_("a card to discard for the wound"),
    P_HAND_LIMIT: N_("a card to discard down to the hand limit"),
    P_THUNDER: N_("a card to discard in the Thunder Storm"),
    P_WIND: N_("a card to pass in the Wind Storm"),
}


def apply(s: State, a: Any) -> int | None:
    """Play `a` for the seat to move (`s.decider`); IllegalAction leaves `s` untouched.
    Returns the seat to move next, None once the game is over (what `to_move` then says:
    headless play reads it instead of asking at every step)."""
    if type(a) is Reload and s.phase == P_TURN:  # the most frequent action first
        seat = s.decider
        deck = s.adv_deck
        hand = s.hands[seat]
        if len(deck) > 1 and deck[-1] < LADYBUG_FIRST and len(hand) < s.config.hand_limit and not s.solo and not s.final_round and s.landscape:
            # the usual reload: one card drawn (`_draw`), the hand within its limit, and the
            # next seat's turn starts (`_end_turn` written out: most actions of a game are these)
            hand.append(deck.pop())
            current = s.current = (seat + 1) % s.players
            s.turn = turn = s.turn + 1
            s.events = [[E_DRAW, seat, 1], [E_TURN, current, turn]]
            s.decider = current  # the phase stays P_TURN
            return current
        _reload(s, seat, hand)
        return None if s.phase == P_OVER else s.decider
    if s.over:
        raise IllegalAction(_("the game is over"))
    phase = _PHASE_OF.get(type(a))
    if phase is None:
        raise IllegalAction(_("not a Dragonwood action: {action}").format(action=repr(a)))
    if phase != s.phase:
        raise IllegalAction(_("now the game needs {what}").format(what=_(_EXPECTED[s.phase])))
    seat = s.decider
    if phase == P_TURN:  # a Capture (a Reload is dealt with above)
        _apply_capture(s, a)  # validates before it changes anything
    elif phase == P_MUSHROOM:
        if type(a) is MushroomReroll:
            die = a.die
            if not isinstance(die, int) or not 0 <= die < len(s.att_dice):
                raise IllegalAction(_("there is no die number {die} to re-roll").format(die=repr(die)))
            s.events = []
            old = s.att_dice[die]
            new = _roll(s)
            s.att_dice[die] = new
            s.att_reroll = die
            total = sum(s.att_dice) + s.att_bonus
            s.events.append([E_REROLL, seat, die, old, new, total])
            _resolve(s, total >= s.att_need)
        else:
            s.events = []
            _resolve(s, False)  # only offered when short: keeping the roll is a failure
    else:
        _choose_card(s, phase, seat, a.card)
    return None if s.phase == P_OVER else s.decider


def _reload(s: State, seat: int, hand: list[int]) -> None:
    """A Reload beside the usual one: a ladybug, the deck's last card, a hand at its limit,
    the final round, the solo variant, an empty landscape."""
    deck = s.adv_deck
    if len(deck) > 1 and deck[-1] < LADYBUG_FIRST:  # the usual draw: `_draw(s, seat, 1)`
        hand.append(deck.pop())
        s.events = [[E_DRAW, seat, 1]]
    else:
        s.events = []
        _draw(s, seat, 1)
    if len(hand) > s.config.hand_limit:
        s.tasks.append(T_END_TURN << 3)  # the turn ends once the hand is down to the limit
        s.phase = P_HAND_LIMIT
        s.decider = seat
        return
    s.phase = P_NONE
    _end_turn(s)
    if s.phase == P_NONE:  # solo: the opponent's turn and the next start are tasks
        run(s)


def _choose_card(s: State, phase: int, seat: int, card: Any) -> None:
    """A card chosen: a wound's, the hand limit's or a Thunder Storm's discard, a Wind Storm's pass."""
    hand = s.hands[seat]
    if not isinstance(card, int) or card not in hand:
        raise IllegalAction(_("{card} is not in the hand").format(card=_card_text(card)))
    if phase == P_WOUND and card not in wound_choices(s):
        raise IllegalAction(_("wound-from-played: the discard is one of the cards played on the enhancement"))
    s.events = []
    hand.remove(card)
    if phase == P_WIND and not s.solo:
        s.wind[seat] = card  # held until everyone has chosen
        s.phase = P_NONE
        run(s)
        return
    s.adv_discard.append(card)
    why = _DISCARD_WHY[phase]
    s.events.append([E_DISCARD, seat, card, why])
    if phase == P_WOUND:
        s.tasks.append(T_END_TURN << 3)
    elif phase == P_HAND_LIMIT and len(hand) > s.config.hand_limit:
        return  # still over the limit: discard again
    s.phase = P_NONE
    run(s)


# ---------------------------------------------------------------------------------------------
# legal actions
# ---------------------------------------------------------------------------------------------
def _subsets(group: list[int], most: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for k in range(1, min(len(group), most) + 1):
        out.extend(combinations(group, k))
    return out


def _runs(by_value: dict[int, list[int]], most: int) -> list[tuple[int, ...]]:
    """Card sets whose values are consecutive (one card per value), at most `most` cards."""
    out: list[tuple[int, ...]] = []
    for start in range(1, 13):
        for length in range(1, most + 1):
            values = range(start, start + length)
            if any(v not in by_value for v in values):
                break
            out.extend(tuple(sorted(p)) for p in product(*(by_value[v] for v in values)))
    return out


def _gapped_runs(by_value: dict[int, list[int]], most: int) -> list[tuple[int, ...]]:
    """Card sets that make a run once the potion fills one missing inner value."""
    out: list[tuple[int, ...]] = []
    for start in range(1, 13):
        for cards in range(2, most + 1):
            end = start + cards  # the window start..end holds cards + 1 values
            if end > 12:
                break
            for gap in range(start + 1, end):
                values = [v for v in range(start, end + 1) if v != gap]
                if all(v in by_value for v in values):
                    out.extend(tuple(sorted(p)) for p in product(*(by_value[v] for v in values)))
    return out


def card_sets(hand: list[int], m: int, wild: bool) -> list[tuple[int, ...]]:
    """Every set of hand cards that forms method m (with the potion as a wild card if `wild`),
    small enough to leave room for the potion's die."""
    most = MAX_DICE - 1 if wild else MAX_DICE
    hand = sorted(hand)
    if m == STRIKE:
        by_value: dict[int, list[int]] = {}
        for c in hand:
            by_value.setdefault(VALUE[c], []).append(c)
        sets = _runs(by_value, most)
        if wild:
            sets += _gapped_runs(by_value, most)
        return sets
    key = VALUE if m == STOMP else COLOUR
    groups: dict[int, list[int]] = {}
    for c in hand:
        groups.setdefault(key[c], []).append(c)
    sets = []
    for k in sorted(groups):
        sets.extend(_subsets(groups[k], most))
    return sets


def legal_captures(s: State) -> list[Capture]:
    seat = s.current
    hand = s.hands[seat]
    enh = s.enhancements[seat]
    potion = CHARMED_POTION in enh
    extras: list[tuple[int, ...]] = [()]
    for e in (FRIENDLY_BUNNY, LIGHTNING_BOLT):
        if e in enh:
            extras += [x + (e,) for x in extras]
    plain = [card_sets(hand, m, False) for m in range(3)]
    wild = [card_sets(hand, m, True) for m in range(3)] if potion else [[], [], []]
    out: list[Capture] = []
    for target in s.landscape:
        creature = KIND[target] == CREATURE
        for m in range(3):
            method = METHODS[m]
            for cards in plain[m]:
                if not creature:
                    out.append(Capture(target, method, cards, ()))
                    continue
                for extra in extras:
                    if len(cards) + (FRIENDLY_BUNNY in extra) <= MAX_DICE:
                        out.append(Capture(target, method, cards, extra))
            if creature:
                for cards in wild[m]:
                    for extra in extras:
                        if len(cards) + 1 + (FRIENDLY_BUNNY in extra) <= MAX_DICE:
                            spent = tuple(sorted(extra + (CHARMED_POTION,)))
                            out.append(Capture(target, method, cards, spent))
    return out


def legal_actions(s: State) -> list[Any]:
    phase = s.phase
    if phase == P_TURN:
        return [Reload(), *legal_captures(s)]
    if phase == P_MUSHROOM:
        return [*(MushroomReroll(i) for i in range(len(s.att_dice))), DeclineMushroom()]
    cls = {
        P_WOUND: WoundDiscard,
        P_HAND_LIMIT: HandLimitDiscard,
        P_THUNDER: ThunderStormDiscard,
        P_WIND: WindStormPass,
    }.get(phase)
    if cls is None:
        return []
    if phase == P_WOUND:
        return [cls(c) for c in wound_choices(s)]
    return [cls(c) for c in sorted(s.hands[s.decider])]


def wound_choices(s: State) -> list[int]:
    """The cards a wounded seat may discard, sorted: the whole hand, or under the variant
    `wound-from-played` after a failed attempt on an enhancement, the cards played."""
    hand = s.hands[s.decider]
    if s.config.wound_from_played and KIND[s.att_target] != CREATURE:
        return sorted(c for c in s.att_cards if c in hand)
    return sorted(hand)
