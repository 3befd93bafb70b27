"""Dice Quest's `sample_world` (games/dice_quest/worlds.py): states consistent with a seat's view.

Over random games (solo and 2-4 seats, strict-reroll, the modifiers), at every decision: the
sampled world's view is the given view (its log included), its legal actions are the real
state's, every card is in exactly one place (set aside included), the first-turn counts and the
round's beat are the real ones, the same seed gives the same world, and a real state that
differs only in the deck's order and the PRNG gives the same world.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest import GAME
from dragonwood_tui.games.dice_quest.actions import Beat

from .helpers import all_cards


def _config(players: int, r: Rng):
    config = GAME.default_config(players)
    if r.below(3) == 0:
        config = GAME.with_variants(config, ["strict-reroll"])
    opts: dict = {}
    if r.below(3) == 0:
        opts["deck_size"] = 10 + r.below(25)
    if r.below(4) == 0:
        opts["no_power"] = ("plus", "minus", "shift", "reroll", "mirror")[r.below(5)]
        if "deck_size" in opts:  # no more enemies than the power leaves (else the game refuses the config)
            opts["deck_size"] = min(opts["deck_size"], sum(p != opts["no_power"] for p in GAME.rules.powers))
    if r.below(3) == 0:
        opts["rerolls"] = r.below(4)
        opts["first_rerolls"] = r.below(4)
    return msgspec.structs.replace(config, **opts)


def _play_and_check(players: int, seed: int) -> int:
    r = Rng(seed ^ 0xD1CE)
    s = GAME.new_game(_config(players, r), seed)
    everything = all_cards(s)
    decisions = 0
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        world_seed = r.next_u64()
        w = GAME.sample_world(view, world_seed)
        assert w is not None
        assert GAME.view(w, seat) == view
        assert GAME.legal_actions(w) == legal
        assert all_cards(w) == everything and sorted(w.deck) == sorted(s.deck)
        assert [p.turns for p in w.players] == [p.turns for p in s.players]
        assert w.round_beat == s.round_beat and w.set_aside == s.set_aside
        encoded = msgspec.json.encode(w)
        assert msgspec.json.encode(GAME.sample_world(view, world_seed)) == encoded
        twin = GAME.clone(s)
        r.shuffle(twin.deck)
        twin.rng = Rng(r.next_u64())
        twin_view = GAME.view(twin, seat)
        assert twin_view == view
        assert msgspec.json.encode(GAME.sample_world(twin_view, world_seed)) == encoded
        beats = [a for a in legal if isinstance(a, Beat)]
        action = beats[0] if beats and r.below(2) else legal[r.below(len(legal))]
        GAME.apply(s, action)
        decisions += 1
    assert GAME.sample_world(GAME.view(s, 0), 1) is None  # no decision left
    return decisions


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**40))
def test_sampled_worlds_match_the_view_at_every_decision(players, seed):
    _play_and_check(players, seed)


def test_the_deck_order_and_the_dice_to_come_are_new():
    s = GAME.new_game(GAME.default_config(2), 4)
    view = GAME.view(s, 0)
    worlds = [GAME.sample_world(view, k) for k in range(6)]
    assert all(w is not None for w in worlds)
    assert len({tuple(w.deck) for w in worlds}) > 1
    assert len({w.rng.state for w in worlds}) == 6


def test_only_the_seat_to_move_is_sampled():
    s = GAME.new_game(GAME.default_config(2), 4)
    assert GAME.sample_world(GAME.view(s, 1), 1) is None  # seat 0 is to move
    assert GAME.sample_world(GAME.view(s, None), 1) is None
