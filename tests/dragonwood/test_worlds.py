"""Dragonwood's `sample_world` (games/dragonwood/worlds.py): states consistent with a seat's view.

Over random games (1-4 seats, variants and modifiers drawn, play that reloads often so that
hand limits come up), at every decision: the sampled world's view for the seat to move is the
given view, its legal actions are the real state's, every card is in exactly one place, the
automatic steps waiting (the task stack) are the real state's, the same seed gives the same
world, and a real state that differs only in what the seat cannot see (the deck orders, a card
swapped between another hand and the deck, the PRNG) gives the same world. Never None at a
decision.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.bots import dragonwood_worlds
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood import worlds
from dragonwood_tui.games.dragonwood.actions import Reload
from dragonwood_tui.games.dragonwood.cards import LADYBUG_FIRST
from dragonwood_tui.games.dragonwood.config import ENHANCEMENT_NAMES
from dragonwood_tui.games.dragonwood.state import E_DISCARD, P_HAND_LIMIT, P_TURN

from .helpers import check_invariants


def _config(players: int, r: Rng):
    opts: dict = {}
    if r.below(2):
        opts["hand_limit"] = 5 + r.below(5)
    if r.below(3) == 0:
        opts["dragons"] = "top-half"
    if r.below(3) == 0:
        opts["ladybugs"] = False
    if players > 1 and r.below(4) == 0:
        opts["deck_passes"] = 1
    elif players > 1 and r.below(4) == 0:
        opts["long_deck"] = True
    if r.below(4) == 0:
        opts["start_enhancement"] = ENHANCEMENT_NAMES[r.below(len(ENHANCEMENT_NAMES))]
    if r.below(3) == 0:
        opts["wound_from_played"] = True
    if r.below(3) == 0:
        opts["tie_break"] = "orange-dragon-first"
    return msgspec.structs.replace(GAME.default_config(players), **opts)


def _hidden_twin(s, seat: int, r: Rng):
    """A real state that looks the same to `seat`: deck orders shuffled, a card swapped between
    another hand and the Adventurer deck, another PRNG."""
    t = GAME.clone(s)
    r.shuffle(t.adv_deck)
    r.shuffle(t.dw_deck)
    others = [i for i in range(t.players) if i != seat and t.hands[i]]
    plain = [k for k, c in enumerate(t.adv_deck) if c < LADYBUG_FIRST]
    if others and plain:
        i, k = others[r.below(len(others))], plain[r.below(len(plain))]
        j = r.below(len(t.hands[i]))
        t.hands[i][j], t.adv_deck[k] = t.adv_deck[k], t.hands[i][j]
    t.rng = Rng(r.next_u64())
    return t


def _play_and_check(players: int, seed: int) -> dict[str, int]:
    r = Rng(seed ^ 0x5EED)
    s = GAME.new_game(_config(players, r), seed)
    seen: dict[str, int] = {}
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        world_seed = r.next_u64()
        w = GAME.sample_world(view, world_seed)
        seen[view.phase] = seen.get(view.phase, 0) + 1
        assert w is not None, view.phase
        assert GAME.view(w, seat) == view
        assert GAME.legal_actions(w) == legal
        check_invariants(w)
        assert w.tasks == s.tasks and w.phase == s.phase and w.decider == s.decider
        encoded = msgspec.json.encode(w)
        assert msgspec.json.encode(GAME.sample_world(view, world_seed)) == encoded
        twin = _hidden_twin(s, seat, r)
        twin_view = GAME.view(twin, seat)
        assert twin_view == view
        assert msgspec.json.encode(GAME.sample_world(twin_view, world_seed)) == encoded
        action = legal[0] if isinstance(legal[0], Reload) and r.below(10) < 6 else legal[r.below(len(legal))]
        GAME.apply(s, action)
    return seen


SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(players=st.integers(1, 4), seed=st.integers(0, 2**40))
def test_sampled_worlds_match_the_view_at_every_decision(players, seed):
    _play_and_check(players, seed)


def test_every_kind_of_decision_is_sampled():
    seen: dict[str, int] = {}
    for seed in range(8):
        for phase, n in _play_and_check(2 + seed % 3, seed).items():
            seen[phase] = seen.get(phase, 0) + n
    assert {"turn", "wound", "hand-limit"} <= set(seen)
    assert {"mushroom", "wind-storm", "thunder-storm"} & set(seen)


def test_the_expert_bot_samples_the_same_function():
    assert dragonwood_worlds.sample_state is worlds.sample_state


def test_a_turn_decision_gives_what_the_bot_always_drew():
    s = GAME.new_game(GAME.default_config(3), 11)
    view = GAME.view(s, s.decider)
    assert view.phase == "turn"
    a = worlds.sample_state(view, Rng(5))
    b = GAME.sample_world(view, 5)
    assert b is not None and a.hands == b.hands and a.adv_deck == b.adv_deck and a.dw_deck == b.dw_deck


def test_solo_hand_limit_after_a_discard_knows_what_follows():
    """A second hand-limit discard in solo: after a Reload the turn ends, after the turn's first
    draw the turn's decision comes; the view's events (only the discard) do not tell, `resumes`
    does."""
    config = msgspec.structs.replace(GAME.default_config(1), hand_limit=5)
    found = set()
    for seed in range(40):
        s = GAME.new_game(config, seed)
        while not GAME.is_over(s) and not {"turn", "end"} <= found:
            if s.phase == P_HAND_LIMIT and len(s.events) == 1 and s.events[0][0] == E_DISCARD:
                view = GAME.view(s, 0)
                w = GAME.sample_world(view, seed)
                assert w is not None and w.tasks == s.tasks and GAME.view(w, 0) == view
                found.add(view.resumes)
            legal = GAME.legal_actions(s)
            GAME.apply(s, legal[0] if s.phase in (P_TURN, P_HAND_LIMIT) else legal[-1])
        if {"turn", "end"} <= found:
            break
    assert {"turn", "end"} <= found


def test_no_world_where_there_is_no_decision():
    s = GAME.new_game(GAME.default_config(3), 2)
    assert GAME.sample_world(GAME.view(s, None), 1) is None
    other = (s.decider + 1) % 3
    assert GAME.sample_world(GAME.view(s, other), 1) is None
