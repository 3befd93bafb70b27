"""Property-based random games, solo and multiplayer: invariants at every step, determinism."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine import state_hash
from dragonwood_tui.games.dice_quest import GAME, DiceQuestConfig

from .helpers import all_cards

MAX_ACTIONS = 200_000  # random seats that rarely beat can take thousands of turns (multiplayer)


def check_invariants(state) -> None:
    assert all_cards(state) == list(range(42))  # every card in exactly one place
    assert len(state.dice) == 5 and all(1 <= d <= 6 for d in state.dice)
    assert len(state.line) <= 5
    assert len(state.deck) == 0 or len(state.line) == 5 or state.status != "playing"
    assert 0 <= state.rerolls_left <= 2
    scores = GAME.scores(state)
    if state.config.players == 1:
        assert scores == [len(state.players[0].army)]
    else:
        assert scores == [len(p.army) + len(p.discard) for p in state.players]


def play(config, seed: int, bots: list[str], bot_seed: int):
    state = GAME.new_game(config, seed)
    players = [make_bot("dice-quest", b, bot_seed + i) for i, b in enumerate(bots)]
    actions = []
    check_invariants(state)
    while not GAME.is_over(state):
        assert len(actions) < MAX_ACTIONS, "the game must end"
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        action = players[seat].choose(GAME.view(state, seat), legal)
        assert action in legal
        GAME.apply(state, action)
        actions.append(action)
        check_invariants(state)
    return state, actions


BOTS = st.sampled_from(["random", "greedy", "expert"])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63), bot=BOTS, bot_seed=st.integers(0, 2**32), strict=st.booleans())
def test_random_solo_games_keep_every_invariant_and_replay(seed, bot, bot_seed, strict):
    config = DiceQuestConfig(1, ("strict-reroll",) if strict else ())
    state, actions = play(config, seed, [bot], bot_seed)
    assert state.status in ("won", "lost")
    assert GAME.winners(state) == ([0] if state.status == "won" else [])
    if state.status == "won":
        assert not state.deck and not state.line
    # Determinism: the seed and the actions give the same game.
    again = GAME.new_game(config, seed)
    for a in actions:
        GAME.apply(again, a)
    assert state_hash(again) == state_hash(state)


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**63),
    bots=st.lists(BOTS, min_size=2, max_size=4),
    bot_seed=st.integers(0, 2**32),
)
def test_random_multiplayer_games_end_with_every_card_beaten(seed, bots, bot_seed):
    config = DiceQuestConfig(len(bots))
    state, actions = play(config, seed, bots, bot_seed)
    assert state.status == "over" and not state.deck and not state.line
    assert sum(GAME.scores(state)) == 42  # every enemy was beaten by someone
    winners = GAME.winners(state)
    best = max((s, len(p.army)) for s, p in zip(GAME.scores(state), state.players))
    assert winners == [i for i, p in enumerate(state.players) if (GAME.scores(state)[i], len(p.army)) == best]
    again = GAME.new_game(config, seed)
    for a in actions:
        GAME.apply(again, a)
    assert state_hash(again) == state_hash(state)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63), steps=st.integers(0, 60), pick=st.integers(0, 10**6))
def test_every_legal_action_applies_and_clones_are_independent(seed, steps, pick):
    state = GAME.new_game(DiceQuestConfig(2), seed)
    bot = make_bot("dice-quest", "random", seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        GAME.apply(state, bot.choose(None, GAME.legal_actions(state)))
    if GAME.is_over(state):
        return
    legal = GAME.legal_actions(state)
    action = legal[pick % len(legal)]
    before = state_hash(state)
    copy = GAME.clone(state)
    GAME.apply(copy, action)  # never raises: legal means legal
    check_invariants(copy)
    assert state_hash(state) == before
    assert isinstance(GAME.describe(state, action), str)
