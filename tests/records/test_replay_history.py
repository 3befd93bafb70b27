"""A state's history fields (Dice Quest's log) are kept once by the replay cursor, not copied
into every snapshot (which made opening a long replay quadratic), and every step still has its
whole history: the same as a straight re-play, log included."""

from __future__ import annotations

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.engine.replay import ReplayCursor
from dragonwood_tui.games import get_game

GAME = get_game("dice-quest")
CONFIG = GAME.default_config(2)
SEED = 31


def _play(limit: int = 400) -> list:
    state = GAME.new_game(CONFIG, SEED)
    actions = []
    while not GAME.is_over(state) and len(actions) < limit:
        legal = GAME.legal_actions(state)
        action = legal[(len(actions) * 7) % len(legal)]
        GAME.apply(state, action)
        actions.append(action)
    return actions


ACTIONS = _play()


def _straight(step: int) -> bytes:
    state = GAME.new_game(CONFIG, SEED)
    for action in ACTIONS[:step]:
        GAME.apply(state, action)
    return msgspec.msgpack.encode(state)


CURSOR = ReplayCursor(GAME, CONFIG, SEED, ACTIONS)


def test_the_game_has_a_long_log() -> None:
    assert len(ACTIONS) > 100 and len(CURSOR._final.log) > 100


def test_snapshots_hold_no_copy_of_the_log() -> None:
    assert len(CURSOR._snapshots) > 5
    assert all(base.log == [] for base, _ in CURSOR._snapshots)


@settings(max_examples=60, derandomize=True, database=None, deadline=None)
@given(st.lists(st.integers(0, len(ACTIONS)), min_size=1, max_size=6))
def test_every_step_has_its_whole_history(targets: list[int]) -> None:
    for target in targets:
        CURSOR.seek(target)
        assert msgspec.msgpack.encode(CURSOR.state) == _straight(target)


def test_stepping_on_from_a_jump_appends_to_its_own_log_only() -> None:
    cursor = ReplayCursor(GAME, CONFIG, SEED, ACTIONS)
    final_log = len(cursor._final.log)
    cursor.seek(40)
    for _ in range(20):
        cursor.forward()
    assert msgspec.msgpack.encode(cursor.state) == _straight(60)
    assert len(cursor._final.log) == final_log
