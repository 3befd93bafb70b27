"""Property-based tests over thousands of whole games (1 = solo, 2, 3 and 4 seats).

At every step: every card is in exactly one place, no hand is above the limit (9, or a modifier's)
once an action completes (except while its owner discards down to it), never more than 6 dice.
Also run with the rules variants and modifiers drawn at random. Every game ends; scores equal
a recount from the piles; replaying the actions from the seed gives the same final state hash;
legal_actions and apply agree.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.bots.dragonwood_greedy import GreedyBot
from dragonwood_tui.bots.random_bot import RandomBot
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.cards import CREATURE, DW_FIRST, KIND, METHODS, ONE_TIME, name
from dragonwood_tui.games.dragonwood.config import ENHANCEMENT_NAMES

from .helpers import check_invariants

# VP of each creature, typed again from the spec: the recount must not trust cards.py
SPEC_VP = {
    "Spooky Spiders": 1, "Crazy Bats": 1, "Giggling Goblin": 2, "Fire Ants": 2, "Wasps' Nest": 2,
    "Hungry Bear": 3, "Pack of Wolves": 3, "Fierce Jaguar": 3, "Wild Boar": 3, "Grumpy Troll": 4,
    "Gigantic Python": 4, "Secret Shadow": 4, "Angry Ogre": 5, "Gooey Glob": 5, "Blue Dragon": 6,
    "Orange Dragon": 7,
}  # fmt: skip

MAX_STEPS = 5000


def recount(s) -> tuple[list[int], int | None]:
    """Scores from the piles by the spec's words (solo: the opponent's score too)."""
    piles = [list(v) for v in s.victory] + ([s.opponent] if s.solo else [])
    creatures = [[c for c in p if c >= DW_FIRST and KIND[c] == CREATURE] for p in piles]
    totals = [sum(SPEC_VP[name(c)] for c in p) for p in creatures]
    if s.solo:
        totals[-1] += 2 * (len(s.opponent) - len(creatures[-1]))
    counts = [len(p) for p in creatures]
    most = max(counts)
    if most:
        holders = [i for i, n in enumerate(counts) if n == most]
        for i in holders:
            totals[i] += 3 if len(holders) == 1 else 2
    if s.solo:
        return totals[:1], totals[1]
    return totals, None


def play_game(players: int, seed: int, kinds: list[str], fuzz: bool = False, config=None):
    s = GAME.new_game(config or GAME.default_config(players), seed)
    bots = [GreedyBot(seed + i) if k == "greedy" else RandomBot(seed + i) for i, k in enumerate(kinds)]
    fuzzer = Rng(seed + 99)
    actions = []
    while not GAME.is_over(s):
        check_invariants(s)
        assert len(actions) < MAX_STEPS, "the game does not end"
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        assert legal
        action = bots[seat].choose(view, legal)
        if kinds[seat] == "greedy":
            assert action in legal, action
        if fuzz and s.phase == 0:
            random_capture_agrees_with_legal(s, legal, fuzzer)
        GAME.apply(s, action)
        actions.append(action)
    check_invariants(s)
    assert GAME.to_move(s) is None and GAME.legal_actions(s) == []
    return s, actions


def random_capture_agrees_with_legal(s, legal, rng: Rng) -> None:
    """A random capture is accepted by apply exactly when legal_actions lists it."""
    hand = sorted(s.hands[s.current])
    if not hand:
        return
    k = 1 + rng.below(min(7, len(hand)))
    cards = sorted(hand[i] for i in sorted(_sample(rng, len(hand), k)))
    owned = [e for e in ONE_TIME if e in s.enhancements[s.current]]
    one_time = tuple(sorted(e for e in owned if rng.below(2)))
    action = Capture(rng.choice(s.landscape), rng.choice(METHODS), tuple(cards), one_time)
    trial = GAME.clone(s)
    try:
        GAME.apply(trial, action)
        accepted = True
    except IllegalAction:
        accepted = False
        assert state_hash(trial) == state_hash(s)
    assert accepted == (action in legal), action


def _sample(rng: Rng, n: int, k: int) -> list[int]:
    idx = list(range(n))
    rng.shuffle(idx)
    return idx[:k]


def check_game(players: int, seed: int, kinds: list[str], fuzz: bool = False, config=None) -> None:
    s, actions = play_game(players, seed, kinds, fuzz, config)
    scores, opponent = recount(s)
    assert GAME.scores(s) == scores
    assert GAME.opponent_score(s) == opponent
    # replay from the seed reproduces the final state
    r = GAME.new_game(config or GAME.default_config(players), seed)
    for a in actions:
        GAME.apply(r, a)
    assert state_hash(r) == state_hash(s)
    winners = GAME.winners(s)
    if players > 1:
        assert winners and all(scores[w] == max(scores) for w in winners)


BOTS = st.sampled_from(["random", "greedy"])
SEEDS = st.integers(min_value=0, max_value=2**40)
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(seed=SEEDS, kinds=st.lists(BOTS, min_size=1, max_size=1))
def test_solo_games(seed, kinds):
    check_game(1, seed, kinds)


@SETTINGS
@given(seed=SEEDS, kinds=st.lists(BOTS, min_size=2, max_size=2))
def test_two_seat_games(seed, kinds):
    check_game(2, seed, kinds)


@SETTINGS
@given(seed=SEEDS, kinds=st.lists(BOTS, min_size=3, max_size=3))
def test_three_seat_games(seed, kinds):
    check_game(3, seed, kinds)


@SETTINGS
@given(seed=SEEDS, kinds=st.lists(BOTS, min_size=4, max_size=4))
def test_four_seat_games(seed, kinds):
    check_game(4, seed, kinds)


@settings(max_examples=100, deadline=None)
@given(seed=SEEDS, players=st.integers(2, 4))
def test_random_captures_are_legal_exactly_when_listed(seed, players):
    check_game(players, seed, ["random"] * players, fuzz=True)


# rules variants and modifiers, drawn together (each at its standard value or changed)
OPTIONS = st.fixed_dictionaries(
    {
        "hand_limit": st.integers(5, 9),
        "dragons": st.sampled_from(["bottom-half", "top-half"]),
        "ladybugs": st.booleans(),
        "start_enhancement": st.sampled_from([None, *ENHANCEMENT_NAMES]),
        "wound_from_played": st.booleans(),
        "tie_break": st.sampled_from(["most-creatures", "orange-dragon-first"]),
    }
)
DECK_OPTIONS = st.fixed_dictionaries({"deck_passes": st.sampled_from([1, 2]), "long_deck": st.booleans()})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, players=st.integers(1, 4), options=OPTIONS, deck=DECK_OPTIONS, data=st.data())
def test_games_with_variants_and_modifiers_keep_every_invariant(seed, players, options, deck, data):
    if players > 1:
        options = {**options, **deck}  # the deck's run-outs never end a solo game
    config = msgspec.structs.replace(GAME.default_config(players), **options)
    kinds = data.draw(st.lists(BOTS, min_size=players, max_size=players))
    check_game(players, seed, kinds, fuzz=players > 1, config=config)


def test_many_greedy_games_end_and_recount():
    """Greedy games are fast: a larger batch per seat count, with the same per-step checks."""
    for players in (1, 2, 3, 4):
        for seed in range(200):
            check_game(players, seed, ["greedy"] * players)
