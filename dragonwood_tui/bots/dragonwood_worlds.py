"""Guessing what a Dragonwood seat cannot see: full game states consistent with its view.

`sample_state(view, rng)` deals the unseen cards at random — the other hands (their sizes are
known), the Adventurer deck, the Dragonwood deck and the cards removed at setup — so that every
card is in exactly one place, the ladybugs not yet seen are in the deck, and the dragons not yet
seen lie in the deck's bottom half (where setup put them). The result is an engine `State` the
rules can play on, with its own PRNG seeded from `rng`: the `expert` bot plays moves out on it.

Only views at the start of a turn decision are sampled (no attempt or Wind Storm in flight).
"""

from __future__ import annotations

from typing import Any

from dragonwood_tui.engine.rng import MASK64, Rng
from dragonwood_tui.games.dragonwood.cards import (
    ADVENTURER_COUNT,
    DRAGONS,
    DW_IDS,
    LADYBUG_FIRST,
    REMOVED_AT_SETUP,
)
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.rules import shuffle
from dragonwood_tui.games.dragonwood.state import P_TURN, State

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


def sample_state(view: Any, rng: Rng, known: dict[int, list[int]] | None = None) -> State:
    """A state consistent with `view` (a seat's view in phase "turn"), hidden cards dealt at
    random from `rng`. `known`: cards a seat is known to hold (shown in a failed attempt, which
    returns them to the hand): dealt to it first, as far as they are unseen and fit its hand."""
    if view.phase != "turn" or view.seat is None:
        raise ValueError("only a seat's turn decision can be sampled")
    n = view.players
    me = view.seat
    # -- Adventurer cards: the seen ones are my hand and the discard
    seen = set(view.hand) | set(view.adventurer_discard)
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
    return State(
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
        phase=P_TURN,
        decider=me,
        tasks=[],
        event=-1,
        wind=[-1] * n,
        over=view.over,
        end_reason=_END_INDEX.get(view.end_reason, 0),
    )
