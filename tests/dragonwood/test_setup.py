"""Setup: removed cards, dragons in the bottom half, setup events, the deal, the first player."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.cards import DRAGONS, EVENT, KIND, LADYBUGS
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.state import E_SETUP_EVENT

from .helpers import check_invariants


@pytest.mark.parametrize("players, removed", [(1, 12), (2, 12), (3, 10), (4, 8)])
def test_cards_removed_unseen_by_player_count(players, removed):
    s = GAME.new_game(GAME.default_config(players), 11)
    assert len(s.removed) == removed
    assert not set(s.removed) & set(DRAGONS)  # dragons are taken out before removing
    assert len(s.landscape) == 5
    assert len(s.dw_deck) == 42 - removed - 5
    check_invariants(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dragons_lie_in_the_bottom_half(players):
    removed = {2: 12, 3: 10, 4: 8}[players]
    size = 40 - removed + 2  # the deck the dragons are shuffled into
    half = (size + 1) // 2
    seen = set()
    for seed in range(300):
        s = GAME.new_game(GAME.default_config(players), seed)
        setup_events = sum(1 for e in s.events if e[0] == E_SETUP_EVENT)
        for d in DRAGONS:
            pos = s.dw_deck.index(d)  # index 0 is the bottom
            # an event put back below a dragon lifts it by one place
            assert pos < half + setup_events
            seen.add(pos)
    assert min(seen) == 0 and max(seen) >= half - 2  # the whole bottom half is used


def test_an_event_revealed_at_setup_goes_back_into_the_deck():
    for seed in range(500):
        s = GAME.new_game(GAME.default_config(2), seed)
        back = [e[1] for e in s.events if e[0] == E_SETUP_EVENT]
        if back:
            break
    else:
        pytest.fail("no seed revealed an event at setup")
    assert all(KIND[c] != EVENT for c in s.landscape)
    for c in back:
        assert c in s.dw_deck and s.dw_deck[-1] != c  # back in the deck, never on top
    assert s.dw_discard == []  # not resolved
    check_invariants(s)


def test_deal_five_each_and_a_ladybug_is_replaced_by_two():
    plain = ladybug = None
    for seed in range(300):
        s = GAME.new_game(GAME.default_config(4), seed)
        if s.adv_discard and ladybug is None:
            ladybug = s
        if not s.adv_discard and plain is None:
            plain = s
    assert plain is not None and ladybug is not None
    assert [len(h) for h in plain.hands] == [5, 5, 5, 5]
    assert len(plain.adv_deck) == 64 - 20
    assert set(ladybug.adv_discard) <= set(LADYBUGS)
    sizes = [len(h) for h in ladybug.hands]
    assert sum(sizes) == 20 + len(ladybug.adv_discard)  # each ladybug: discarded, 2 drawn
    assert max(sizes) > 5
    for h in ladybug.hands:
        assert not set(h) & set(LADYBUGS)


def test_first_player_from_config_or_drawn_by_the_seed():
    s = GAME.new_game(Config(players=3, first_player=2), 5)
    assert s.current == 2 and GAME.to_move(s) == 2
    firsts = {GAME.new_game(GAME.default_config(4), seed).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_same_seed_same_game_and_bad_configs_are_refused():
    a = GAME.new_game(GAME.default_config(3), 99)
    b = GAME.new_game(GAME.default_config(3), 99)
    c = GAME.new_game(GAME.default_config(3), 100)
    assert state_hash(a) == state_hash(b) != state_hash(c)
    for bad in (0, 5):
        with pytest.raises(ValueError):
            GAME.default_config(bad)
    with pytest.raises(ValueError):
        GAME.new_game(Config(players=2, first_player=3), 1)
    with pytest.raises(ValueError, match="unknown"):
        GAME.with_variants(GAME.default_config(2), ["no-such-variant"])
    assert GAME.with_variants(GAME.default_config(2), ["orange-dragon-first"]).tie_break == (
        "orange-dragon-first"
    )
