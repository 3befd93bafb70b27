"""Guessing what a Dragonwood seat cannot see: full game states consistent with its view.

`sample_state(view, rng)` deals the unseen cards at random — the other hands (their sizes are
known), the Adventurer deck, the Dragonwood deck and the cards removed at setup — so that every
card is in exactly one place, the ladybugs not yet seen are in the deck, and the dragons not yet
seen lie in the deck's bottom half (where setup put them). The result is an engine `State` the
rules can play on, with its own PRNG seeded from `rng`: the `expert` bot plays moves out on it
(from a turn decision; it moved here from `bots/` so that the game's `sample_world` can use it).

`sample_world(view, seed)` (the game's hook, for the review) does the same at every kind of
decision: a turn, the Lucky Mushroom (the attempt in flight: its cards and spent enhancements
are out of the hand), a wound, a hand-limit discard (after a Reload, a solo turn's first draw,
a Sunny Day, setup), a Thunder Storm discard, a Wind Storm pass (the cards other seats already
chose are hidden: dealt from the unseen cards). The automatic steps still to run after the
decision (the state's task stack) are rebuilt from the phase, the event being resolved and the
turn order. The cards of another seat's failed last attempt went back to its hand: they are
dealt to it first. The view's `events` (what the last action caused) are copied as they are.

None, where the view does not tell what follows the decision — only in solo:
- a hand-limit discard outside an event, after a discard that left the hand still above the
  limit (a Reload's draw, which ends the turn, or the turn's first draw, which leads to the turn
  decision, look the same then);
- an event's decision (Thunder Storm, Sunny Day's draw, Wind Storm) whose view's events show
  neither the capture nor the automated opponent's take that refilled the landscape (then whose
  turn ends after the refill is not known).
"""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.rng import MASK64, Rng
from dragonwood_tui.games.dragonwood.cards import (
    ADVENTURER_COUNT,
    DRAGONS,
    DW_IDS,
    LADYBUG_FIRST,
    METHODS,
    REMOVED_AT_SETUP,
    SUNNY_DAY,
    THUNDER_STORM,
    WIND_STORM,
)
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.rules import shuffle
from dragonwood_tui.games.dragonwood.state import (
    E_CAPTURE,
    E_DISCARD,
    E_OPP_ROLL,
    E_TURN,
    P_HAND_LIMIT,
    P_MUSHROOM,
    P_THUNDER,
    P_TURN,
    P_WIND,
    P_WOUND,
    PHASE_NAMES,
    RESULT_NAMES,
    T_END_TURN,
    T_EVENT_DONE,
    T_LIMIT,
    T_PROMPT,
    T_REFILL,
    T_SOLO_WIND_DRAW,
    T_START_TURN,
    T_SUNNY,
    T_THUNDER,
    T_WIND_CHOOSE,
    T_WIND_DELIVER,
    State,
)

_END_INDEX = {"": 0, "both dragons captured": 1, "adventurer deck exhausted twice": 2, "forest empty": 3}


def _config(view: Any) -> Config:
    """The game's options as far as they change play, read from the view (every seat knows
    the rules it plays by: hand limit, variants, the modifiers of a campaign stage)."""
    passes = view.passes
    return Config(
        players=view.players,
        tie_break=view.tie_break,
        first_player=view.first_player,
        wound_from_played=view.wound_from_played,
        long_deck=passes == 3,
        hand_limit=view.hand_limit,
        dragons=view.dragons,
        ladybugs=view.ladybugs,
        deck_passes=1 if passes == 1 else 2,
    )


def sample_world(view: Any, seed: int) -> State | None:
    """The game's `sample_world` hook: a state consistent with `view` (the view of the seat to
    move, at any kind of decision), hidden cards and the PRNG from `seed`; None where the view
    does not tell what follows the decision (see the module docstring) or is not a decision."""
    if view.seat is None or view.over or view.to_move != view.seat or view.phase not in _PHASES:
        return None
    if _tasks(view) is None:
        return None
    known: dict[int, list[int]] = {}
    attempt = view.attempt
    if attempt is not None and attempt.result == "failure" and attempt.seat != view.seat:
        known[attempt.seat] = list(attempt.cards)  # shown, then back to that hand
    return sample_state(view, Rng(seed & MASK64), known)


_PHASES = {name: i for i, name in enumerate(PHASE_NAMES) if i in (P_TURN, P_MUSHROOM, P_WOUND, P_HAND_LIMIT, P_THUNDER, P_WIND)}


def _after(order: list[int], seat: int) -> list[int]:
    """The seats after `seat` in `order`, in order."""
    return order[order.index(seat) + 1 :] if seat in order else []


def _tasks(view: Any) -> list[int] | None:
    """The automatic steps still to run once the pending decision is made (the state's task
    stack, the next one last), rebuilt from the view; None when the view does not tell."""
    phase = _PHASES[view.phase]
    me = view.seat
    n = view.players
    if phase in (P_TURN, P_MUSHROOM, P_WOUND):
        return []  # a turn decision and the attempt's own choices: nothing waits yet
    codes = {e[0] for e in view.events}
    event = view.event
    if event < 0:
        if phase != P_HAND_LIMIT:
            return None  # (a storm's choice always has its event in view)
        if view.turn == 0:  # setup: a dealt hand above a lowered limit; the later seats next
            order = [(view.first_player + i) % n for i in range(n)]
            return [T_START_TURN << 3] + [T_LIMIT << 3 | s for s in reversed(_after(order, me))]
        if not view.solo:
            return [T_END_TURN << 3]  # after a Reload
        if E_TURN in codes:
            return [T_PROMPT << 3]  # solo: the turn's first draw, the turn decision next
        if codes and E_DISCARD not in codes:
            return [T_END_TURN << 3]  # solo: after a Reload
        return None
    # an event drawn in a refill: after a capture (the turn ends next) or, in solo, after the
    # automated opponent's take (the person's turn starts next)
    if not view.solo:
        base = T_END_TURN << 3
    elif E_OPP_ROLL in codes:
        base = T_START_TURN << 3
    elif E_CAPTURE in codes:
        base = T_END_TURN << 3
    else:
        return None
    stack = [base, T_REFILL << 3, T_EVENT_DONE << 3]
    order = [(view.current + i) % n for i in range(n)]
    later = list(reversed(_after(order, me)))
    if event == SUNNY_DAY and phase == P_HAND_LIMIT:
        return stack + [T_SUNNY << 3 | s for s in later]
    if event == THUNDER_STORM and phase == P_THUNDER:
        return stack + [T_THUNDER << 3 | s for s in later]
    if event == WIND_STORM and phase == P_WIND:
        if view.solo:
            return stack + [T_SOLO_WIND_DRAW << 3]
        return stack + [T_WIND_DELIVER << 3] + [T_WIND_CHOOSE << 3 | s for s in later]
    if event == WIND_STORM and phase == P_HAND_LIMIT and view.solo:
        return stack  # solo Wind Storm: the card drawn after the discard went above the limit
    return None


def sample_state(view: Any, rng: Rng, known: dict[int, list[int]] | None = None) -> State:
    """A state consistent with `view` (a seat's view at its decision), hidden cards dealt at
    random from `rng`. `known`: cards a seat is known to hold (shown in a failed attempt, which
    returns them to the hand): dealt to it first, as far as they are unseen and fit its hand.
    At a turn decision the draws from `rng` are those the `expert` bot always made."""
    if view.seat is None or view.phase not in _PHASES:
        raise ValueError("only a seat's decision can be sampled")
    tasks = _tasks(view)
    if tasks is None:
        raise ValueError("the view does not tell what follows this decision")
    n = view.players
    me = view.seat
    phase = _PHASES[view.phase]
    attempt = view.attempt
    in_flight = phase == P_MUSHROOM and attempt is not None
    # -- Adventurer cards: the seen ones are my hand, the discard, a card I chose to pass, the
    # cards of an attempt in flight
    seen = set(view.hand) | set(view.adventurer_discard)
    if view.wind_choice >= 0:
        seen.add(view.wind_choice)
    if in_flight:
        seen.update(attempt.cards)
    held: dict[int, list[int]] = {}
    for seat, cards in (known or {}).items():
        if seat != me and 0 <= seat < n:
            mine = [c for c in cards if c < LADYBUG_FIRST and c not in seen][: view.hand_sizes[seat]]
            held[seat] = mine
            seen.update(mine)
    unseen = [c for c in range(LADYBUG_FIRST) if c not in seen]
    ladybugs = [c for c in range(LADYBUG_FIRST, ADVENTURER_COUNT) if c not in seen] if view.ladybugs else []
    shuffle(rng, unseen)
    hands: list[list[int]] = []
    for seat in range(n):
        if seat == me:
            hands.append(list(view.hand))
        else:
            hand = list(held.get(seat, ()))
            k = view.hand_sizes[seat] - len(hand)
            if k > 0:
                hand += unseen[len(unseen) - k :]
                del unseen[len(unseen) - k :]
            hands.append(hand)
    # a Wind Storm: the cards the other seats already chose to pass, out of their hands
    wind = [-1] * n
    if view.event >= 0:
        for seat in range(n):
            if seat == me:
                wind[seat] = view.wind_choice
            elif view.wind_chosen[seat] and unseen:
                wind[seat] = unseen.pop()
    adv_deck = unseen + ladybugs  # ladybugs are never kept in a hand: they wait in the deck
    shuffle(rng, adv_deck)
    del adv_deck[view.adventurer_deck :]  # cards beyond the deck's size cannot exist (safety)

    # -- Dragonwood cards
    placed = set(view.landscape) | set(view.dragonwood_discard)
    for pile in view.enhancements:
        placed |= set(pile)
    for pile in view.victory:
        placed |= set(pile)
    if view.opponent_cards:
        placed |= set(view.opponent_cards)
    if view.event >= 0:
        placed.add(view.event)
    if in_flight:
        placed |= set(attempt.one_time)
    dragons = [d for d in DRAGONS if d not in placed]
    others = [c for c in DW_IDS if c not in placed and c not in DRAGONS]
    shuffle(rng, others)
    removed = others[: view.removed]
    rest = others[view.removed :]
    size = view.dragonwood_deck
    filler = iter(rest[: max(0, size - len(dragons))])
    # setup put each dragon among the bottom ceil(size/2) places of the deck (index 0 is the
    # bottom; the `top-half` modifier: the top ones); cards leave from the top, so the bottom
    # places are all still there, the top ones only while the deck has not gone below them
    original = 40 - REMOVED_AT_SETUP[n] + 2
    half = (original + 1) // 2
    total = min(size, len(rest) + len(dragons))
    if view.dragons == "top-half":
        places = list(range(original - half, total))
        if len(places) < len(dragons):  # (safety) the top of what is left
            places = list(range(max(0, total - len(dragons)), total))
    else:
        places = list(range(min(half, total)))
    shuffle(rng, places)
    at = dict(zip(places, dragons))
    dw_deck = [at[i] if i in at else next(filler) for i in range(total)]
    state = State(
        config=_config(view),
        rng=Rng(rng.next_u64() & MASK64),
        players=n,
        solo=view.solo,
        adv_deck=adv_deck,
        adv_discard=list(view.adventurer_discard),
        dw_deck=dw_deck,
        dw_discard=list(view.dragonwood_discard),
        removed=removed,
        landscape=list(view.landscape),
        hands=hands,
        enhancements=[list(e) for e in view.enhancements],
        victory=[list(v) for v in view.victory],
        opponent=list(view.opponent_cards or []),
        first_player=view.first_player,
        current=view.current,
        turn=view.turn,
        runouts=view.runouts,
        reshuffles=view.runouts,
        final_round=view.final_round,
        final_turns_left=view.final_turns_left,
        phase=phase,
        decider=me,
        tasks=tasks,
        event=view.event,
        wind=wind,
        over=view.over,
        end_reason=_END_INDEX.get(view.end_reason, 0),
        events=[list(e) for e in view.events],
    )
    if attempt is not None:
        state.att_seat = attempt.seat
        state.att_target = attempt.target
        state.att_method = METHODS.index(attempt.method)
        state.att_cards = list(attempt.cards)
        state.att_one_time = list(attempt.one_time)
        state.att_dice = list(attempt.dice)
        state.att_bonus = attempt.bonus
        state.att_need = attempt.need
        state.att_reroll = attempt.rerolled
        state.att_result = RESULT_NAMES.index(attempt.result)
        if in_flight:
            state.in_play = list(attempt.cards)
            state.in_play_one_time = list(attempt.one_time)
    return state
