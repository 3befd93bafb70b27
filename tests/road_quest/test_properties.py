"""Thousands of random games at 2-4 seats, with every variant: invariants at every step.

Every card in exactly one place, hands at 5 between turns, life within bounds, every game ends,
a replay of the actions reproduces the final hash, and `apply` accepts exactly what
`legal_actions` lists (every listed action applies; random unlisted ones are refused).
"""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.engine import state_hash
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.config import VARIANTS, RoadQuestConfig
from dragonwood_tui.games.road_quest.state import DRAW, OVER

from .helpers import where_all

ALL = list(range(100))
LIMIT = GAME.cards.numbers["turn_limit"]


def check(s, turn_start: bool) -> None:
    assert sum(len(p.hand) + len(p.roads) + len(p.pending) + len(p.faced) + (p.weapon >= 0) + (p.shield >= 0)
               for p in s.players) + len(s.deck) + len(s.discard) + len(s.treasure_deck) + len(s.treasure_discard) == 100
    for p in s.players:
        if not p.character:
            assert s.phase == "character" and p.life == 0
        elif p.alive:
            assert 0 < p.life <= p.max_life
            assert len(p.roads) < 8 or s.phase == OVER or "battlefield" in s.config.variants
        else:
            assert p.life == 0 and not p.hand and not p.roads and not p.pending
    if turn_start:
        assert where_all(s) == ALL  # every card in exactly one place
        starved = not s.deck and len(s.discard) <= 1
        for p in s.players:
            if p.alive and not starved:
                assert len(p.hand) == 5, "hands hold 5 cards between turns"
    assert s.turn <= LIMIT


def play(config, seed: int, bot_seed: int, probe: bool = False):
    s = GAME.new_game(config, seed)
    rng = Rng(bot_seed)
    actions = []
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        assert legal, "a player to move always has a choice"
        if probe and len(actions) % 3 == 0:
            probe_apply(s, legal, rng)
        action = rng.choice(legal)
        GAME.apply(s, action)
        actions.append(action)
        check(s, s.phase == DRAW and not s.drew)
    assert GAME.winners(s) and s.end in ("goal", "last-alive", "turn-limit")
    return s, actions


def random_action(rng: Rng, s):
    """Any action of the union, with fields that are often plausible."""
    hand = s.players[s.actor].hand
    card = rng.choice(hand) if hand and rng.below(2) else rng.below(100)
    seat = rng.below(len(s.players))
    return rng.choice([
        A.ChooseCharacter(rng.choice(["knight", "witch", "dwarf", "ghost"])), A.Draw(rng.choice(["deck", "discard"])),
        A.Endure(), A.Fight(), A.Dodge(card), A.Triumph(card), A.Defend((card,)), A.LayRoad(card), A.Announce(),
        A.CallOut(seat), A.Attack(card, seat, rng.choice([-1, 76, 77])), A.UseTreasure(card), A.DropTreasure(card),
        A.Camp(), A.Duel(seat), A.Spoils(rng.choice(["road", "life", "draw", "item"])), A.Discard(card), A.EndTurn(),
    ])


def probe_apply(s, legal, rng: Rng) -> None:
    for action in legal:
        GAME.apply(GAME.clone(s), action)  # raises if a listed action were refused
    for _ in range(4):
        action = random_action(rng, s)
        copy = GAME.clone(s)
        try:
            GAME.apply(copy, action)
        except IllegalAction as exc:
            assert action not in legal and exc.reason
            assert state_hash(copy) == state_hash(s)  # a refusal leaves the state untouched
        else:
            assert action in legal


@pytest.mark.parametrize("players", [2, 3, 4])
def test_six_hundred_random_games_keep_every_invariant(players):
    for seed in range(200):  # per number of players; a third of them with variants (each of the 8 in many sets)
        variants = tuple(sorted(v for i, v in enumerate(VARIANTS) if (seed >> i) & 1 and seed % 3 == 0))
        play(RoadQuestConfig(players, variants, edition=EDITION), seed * 7 + players, seed)


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**63),
    bot_seed=st.integers(0, 2**32),
    players=st.integers(2, 4),
    variants=st.sets(st.sampled_from(sorted(VARIANTS))),
)
def test_apply_accepts_exactly_the_legal_actions_and_replays(seed, bot_seed, players, variants):
    config = RoadQuestConfig(players, tuple(sorted(variants)), edition=EDITION)
    s, actions = play(config, seed, bot_seed, probe=True)
    again = GAME.new_game(config, seed)
    for a in actions:
        GAME.apply(again, a)
    assert state_hash(again) == state_hash(s)
    # the record's encoding round-trips every action of the union
    raw = msgspec.json.encode(actions)
    assert msgspec.json.decode(raw, type=list[GAME.action_type]) == actions


def test_unknown_fields_are_refused_when_decoding():
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "fight", "extra": 1}', type=GAME.action_type)
