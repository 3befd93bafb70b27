"""Road Quest's `sample_world` (games/road_quest/worlds.py): states consistent with a seat's view.

Over random games (2-4 seats, variants drawn), at every decision of every phase: the sampled
world's view is the given view (its log included), its legal actions are the real state's,
every card is in exactly one place, what the view shows only through its log is the real
state's (where a discard leads, a duel fought, an ambush's no-attack, protection, who may call
out, the first seat), the same seed gives the same world, and a real state that differs only
in what the seat cannot see (deck orders, the discard under its top, a card swapped between
another hand and the deck, the PRNG) gives the same world.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.config import VARIANTS

STEPS = 600  # decisions checked per game (the game's own tests play whole games)


def _cards(s) -> list[int]:
    out = s.deck + s.discard + s.treasure_deck + s.treasure_discard
    for p in s.players:
        out += p.hand + p.roads + p.pending + p.faced + [c for c in (p.weapon, p.shield) if c >= 0]
    return sorted(out)


def _hidden_twin(s, seat: int, r: Rng):
    t = GAME.clone(s)
    keep = 1 if t.peek >= 0 and t.deck and t.deck[0] == t.peek else 0  # the Witch's look stays
    rest = t.deck[keep:]
    r.shuffle(rest)
    t.deck[keep:] = rest
    r.shuffle(t.treasure_deck)
    under = t.discard[:-1]
    r.shuffle(under)
    t.discard[:-1] = under
    treasures = set(GAME.rules.set.treasure_ids)
    others = [i for i, p in enumerate(t.players) if i != seat and any(c not in treasures for c in p.hand)]
    if others and len(t.deck) > keep and t.deck[-1] not in treasures:
        hand = t.players[others[r.below(len(others))]].hand
        j = next(k for k, c in enumerate(hand) if c not in treasures)
        hand[j], t.deck[-1] = t.deck[-1], hand[j]
    t.rng = Rng(r.next_u64())
    return t


def _play_and_check(players: int, seed: int) -> dict[str, int]:
    r = Rng(seed ^ 0x70AD)
    variants = [v for v in sorted(VARIANTS) if r.below(3) == 0]
    s = GAME.new_game(GAME.with_variants(GAME.default_config(players), variants), seed)
    everything = _cards(s)
    seen: dict[str, int] = {}
    for _ in range(STEPS):
        if GAME.is_over(s):
            break
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        world_seed = r.next_u64()
        w = GAME.sample_world(view, world_seed)
        seen[view.phase] = seen.get(view.phase, 0) + 1
        assert w is not None
        assert GAME.view(w, seat) == view
        assert GAME.legal_actions(w) == legal
        assert _cards(w) == everything
        assert (w.then, w.duelled, w.drew, w.first) == (s.then, s.duelled, s.drew, s.first)
        for p, q in zip(w.players, s.players):
            assert (p.callable_by, p.no_attack, p.protected) == (q.callable_by, q.no_attack, q.protected)
        encoded = msgspec.json.encode(w)
        assert msgspec.json.encode(GAME.sample_world(view, world_seed)) == encoded
        twin = _hidden_twin(s, seat, r)
        twin_view = GAME.view(twin, seat)
        assert twin_view == view
        assert msgspec.json.encode(GAME.sample_world(twin_view, world_seed)) == encoded
        GAME.apply(s, legal[r.below(len(legal))])
    return seen


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40))
def test_sampled_worlds_match_the_view_at_every_decision(players, seed):
    _play_and_check(players, seed)


def test_every_phase_is_sampled():
    seen: dict[str, int] = {}
    for seed in range(6):
        for phase, n in _play_and_check(2 + seed % 3, seed).items():
            seen[phase] = seen.get(phase, 0) + n
    assert {"character", "draw", "face", "main", "discard"} <= set(seen)


def test_only_the_seat_to_move_is_sampled():
    s = GAME.new_game(GAME.default_config(3), 2)
    assert GAME.sample_world(GAME.view(s, 1), 1) is None  # seat 0 chooses first
    assert GAME.sample_world(GAME.view(s, None), 1) is None
